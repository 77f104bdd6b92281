import ObsLab
import ObsLabEngine

/// A view mounted in the lab's runtime for a test: act on it by label, then assert what
/// the action re-ran and why, in the words of the ObsLab shell.
///
///     let lab = try LabHost(ContentView())
///     try lab.tap("Add order")
///     lab.expect("OrderList", runs: 1, cause: "Store#1.orders")
///     lab.expect("DonutMenu", runs: 0)
///
/// Each assertion checks the last action, as the shell's `expect` does, with the same
/// engine (`StepExpectation`). A failure is recorded with the testing library running the
/// test (swift-testing or XCTest, see `TestFailure`) at the assertion's line, and shows
/// the trace of the step as the shell prints it.
///
/// Tasks (`.task`, `Task { … }`, an `Observations` loop) need the main actor to run.
/// Under XCTest, `LabHost(startsTasks: true)` lets them run after each action by turning
/// the main run loop. A swift-testing test is itself a job on the main actor, so that loop
/// cannot run them there: make the test `async` and call `await lab.settle()` after the
/// action (or after mounting) to let them run and see what they wrote:
///
///     @Test @MainActor func loads() async throws {
///         let lab = try LabHost(Loader(), startsTasks: true)
///         await lab.settle()
///         #expect(lab.tree.contains { $0.contains("loaded") })
///     }
@MainActor
public final class LabHost {
    /// The graph the view is mounted in.
    package let graph: ViewGraph
    /// The name the trace gives this mount.
    public let name: String

    /// Mounts `root` and renders it once. Throws when the first render crashes, as a
    /// missing environment object does in SwiftUI.
    ///
    /// - Parameters:
    ///   - root: The view to mount, as a window's root.
    ///   - name: The name the trace gives this mount (the shell's variant name).
    ///   - release: The SwiftUI release to model (docs/rules/state-release.md): the current
    ///     one, or `.xcode26`, where `@State` evaluates its initial value on every re-creation.
    ///   - startsTasks: Whether the view starts tasks (`Task { … }`, an `Observations` loop);
    ///     the lab then lets them settle after each action by turning the main run loop,
    ///     which works under XCTest. Under swift-testing, call `await settle()` (a view with
    ///     a `.task` modifier turns this on by itself).
    /// - Throws: `LabHostError` when the first render crashes.
    public init(_ root: some View, name: String = "app", release: SwiftUIRelease = .current,
                startsTasks: Bool = false) throws(LabHostError) {
        graph = ViewGraph(root: root)
        graph.release = release
        graph.letsTasksRun = startsTasks
        self.name = name
        graph.mount()
        if let crash = graph.crash { throw LabHostError(message: "the first render crashed: \(crash.message)") }
    }

    /// The last action (or the first render, before any action).
    package var lastStep: TraceStep { graph.steps[graph.steps.count - 1] }

    // MARK: Actions

    /// Taps the button labelled `label`.
    ///
    /// - Parameter label: The button's title, as the screen shows it.
    /// - Throws: `LabHostError` naming what is on screen when no button has that label.
    public func tap(_ label: String) throws(LabHostError) {
        try act { () throws(ActionError) in try graph.tap(label, command: "tap \(Self.quote(label))") }
    }

    /// Flips the toggle labelled `label`, or sets it to `value`.
    ///
    /// - Parameters:
    ///   - label: The toggle's title, as the screen shows it.
    ///   - value: The value to set; nil flips the toggle.
    /// - Throws: `LabHostError` when no toggle has that label.
    public func toggle(_ label: String, to value: Bool? = nil) throws(LabHostError) {
        let command = "toggle \(Self.quote(label))" + (value.map { $0 ? " on" : " off" } ?? "")
        try act { () throws(ActionError) in try graph.toggle(label, to: value, command: command) }
    }

    /// Types `text` into the text field labelled `label`, one update per keystroke.
    ///
    /// - Parameters:
    ///   - text: What to type.
    ///   - label: The text field's title or prompt, as the screen shows it.
    /// - Throws: `LabHostError` when no text field has that label.
    public func type(_ text: String, into label: String) throws(LabHostError) {
        try act { () throws(ActionError) in
            try graph.typeText(text, into: label, command: "type \(Self.quote(label)) \(Self.quote(text))")
        }
    }

    /// Presses the return key in the text field labelled `label`: a field of a formatted
    /// value writes its value, then `onCommit:` and `onSubmit` run.
    ///
    /// - Parameter label: The text field's title, as the screen shows it.
    /// - Throws: `LabHostError` when no text field has that label.
    public func submit(_ label: String) throws(LabHostError) {
        try act { () throws(ActionError) in
            try graph.submit(label, command: "submit \(Self.quote(label))")
        }
    }

    /// Runs `change` as one named action, an event from outside the UI (`"Order arrives"`):
    /// its writes mark views invalid, and one flush re-runs them.
    ///
    /// - Parameters:
    ///   - name: The action's name in the trace.
    ///   - change: The writes the event makes.
    public func perform(_ name: String, _ change: () -> Void) {
        graph.perform("do \(Self.quote(name))", change)
    }

    /// Lets the tasks the view started run until they are quiet (25 ms with nothing new),
    /// and records what they wrote as one action, `settle`, that the assertions check.
    ///
    /// Call it from an `async` test after mounting or after an action. A swift-testing test
    /// holds the main actor while it runs, so tasks (which run on the main actor) wait
    /// until the test suspends: here it does, 1 ms at a time, flushing what each turn wrote.
    public func settle() async {
        await graph.settle("settle")
    }

    private func act(_ action: () throws(ActionError) -> TraceStep) throws(LabHostError) {
        do {
            _ = try action()
        } catch .crashed(let message) {
            throw LabHostError(message: "the view crashed in an earlier action (\(message)); mount it again")
        } catch {
            throw LabHostError(message: error.text(in: .english))
        }
    }

    // MARK: Reading

    /// The last action's trace, as the shell prints it after an action.
    public var trace: String {
        TextTraceFormatter(style: TextStyle(color: false)).format([(name, lastStep)])
    }

    /// The simulated screen, as the shell's `tree` draws it.
    public var tree: [String] { graph.renderTree() }

    /// How many times the body of the view named `view` ran in the last action.
    ///
    /// - Parameter view: A view's name as the trace writes it (`Row[3]`, or `Row` when there
    ///   is one).
    /// - Returns: The count; 0 when the name matches no view, or several.
    public func runs(of view: String) -> Int {
        let paths = StepExpectation.views(named: view, in: lastStep)
        return paths.count == 1 ? lastStep.runs[paths[0]] ?? 0 : 0
    }

    /// The text the view named `view` shows now, its subtree included.
    ///
    /// - Parameter view: A view's name as the trace writes it.
    /// - Throws: `LookupError` when no view, or several, have that name.
    public func text(of view: String) throws(LookupError) -> [String] {
        try graph.renderedText(ofView: view)
    }

    // MARK: Assertions on the last action

    /// Asserts what the body of the view named `view` did in the last action: how often it
    /// ran (`runs`), in all since the first render (`total`), the `_printChanges` reason
    /// (`"_model changed."`), the named cause (`"Store#1.orders"`), whether it was wasted
    /// (the same output as before), and text it shows now. Omitted checks are not made.
    ///
    /// - Parameters:
    ///   - view: A view's name as the trace writes it (`OrderList`, `Row[3]`).
    ///   - runs: How often its body ran in the last action.
    ///   - total: How often its body ran since the first render, that render included.
    ///   - reason: Text of the `_printChanges` reason (`"_model changed."`).
    ///   - cause: The named cause of the run (`"Store#1.orders"`).
    ///   - wasted: Whether the run produced the same output as before.
    ///   - shows: Text the view shows now.
    ///   - fileID: Where the assertion is, for the failure (the default is the caller's).
    ///   - filePath: Where the assertion is, for the failure.
    ///   - line: Where the assertion is, for the failure.
    ///   - column: Where the assertion is, for the failure.
    public func expect(_ view: String, runs: Int? = nil, total: Int? = nil, reason: String? = nil,
                       cause: String? = nil, wasted: Bool? = nil, shows: String? = nil,
                       fileID: String = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) {
        var checks: [StepExpectation.Check] = []
        if let runs { checks.append(.runs(runs)) }
        if let total { checks.append(.total(total)) }
        if let reason { checks.append(.reason(reason)) }
        if let cause { checks.append(.cause(cause)) }
        if let wasted { checks.append(.wasted(wasted)) }
        if let shows { checks.append(.shows(shows)) }
        check(StepExpectation(subject: .view(view), checks: checks),
              AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts how many instances of `type` the last action created, kept or discarded
    /// (an `@State var model = Model()` re-created by its parent makes one each time).
    ///
    /// - Parameters:
    ///   - type: The model's type.
    ///   - count: How many instances the last action created.
    ///   - fileID: Where the assertion is, for the failure (the default is the caller's).
    ///   - filePath: Where the assertion is, for the failure.
    ///   - line: Where the assertion is, for the failure.
    ///   - column: Where the assertion is, for the failure.
    public func expectCreated(_ type: Any.Type, _ count: Int,
                              fileID: String = #fileID, filePath: StaticString = #filePath,
                              line: UInt = #line, column: UInt = #column) {
        check(StepExpectation(subject: .created(type: String(describing: type)), checks: [.count(count)]),
              AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that the last action printed a runtime warning containing `text`.
    public func expectWarning(_ text: String,
                              fileID: String = #fileID, filePath: StaticString = #filePath,
                              line: UInt = #line, column: UInt = #column) {
        check(StepExpectation(subject: .warning, checks: [.text(text)]),
              AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that a line of the last action's full trace contains `text`.
    public func expectEvent(_ text: String,
                            fileID: String = #fileID, filePath: StaticString = #filePath,
                            line: UInt = #line, column: UInt = #column) {
        check(StepExpectation(subject: .event, checks: [.text(text)]),
              AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that the last action crashed the app (with a message containing `text`).
    public func expectCrash(_ text: String? = nil,
                            fileID: String = #fileID, filePath: StaticString = #filePath,
                            line: UInt = #line, column: UInt = #column) {
        check(StepExpectation(subject: .crash, checks: text.map { [.text($0)] } ?? []),
              AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Checks `expectation` against the last step; records one failure with every unmet
    /// claim and the trace of the step.
    private func check(_ expectation: StepExpectation, _ location: AssertionLocation) {
        let failures = expectation.failures(in: lastStep, variant: name, graph: graph)
        guard !failures.isEmpty else { return }
        let message = failures.map { $0.text(in: .english) }.joined(separator: "\n") + "\n\nafter \(lastStep.action):\n" + trace
        TestFailure.record(message, at: location)
    }

    static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// Why a `LabHost` could not mount a view or perform an action.
public struct LabHostError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, naming what is on screen where that helps.
    public let message: String
    /// An error with `message`.
    ///
    /// - Parameter message: What went wrong.
    public init(message: String) { self.message = message }
    public var description: String { message }
}
