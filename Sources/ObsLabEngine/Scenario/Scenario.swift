import ObsLab

/// A small SwiftUI-style app the lab loads: written once or twice, with the
/// publisher-style wrappers (`old`) and with access-tracking Observation (`new`).
public struct Scenario: Sendable {
    /// A kebab-case id (`food-truck`).
    public let id: String
    /// The title `scenarios` lists and traces begin with.
    public let title: String
    /// One paragraph: what the scenario teaches.
    public let summary: String
    /// One or two variants.
    public let variants: [ScenarioVariant]
    /// The commands that walk through the scenario, with `expect` lines that lock its
    /// teaching claim. Run by `obslab run` without `--script` and by `obslab check`.
    public let script: String?
    /// The file that declares the scenario (`#filePath` where it was made).
    public let filePath: String
    /// The line of `filePath` where the scenario was made (`#line`), so a failing line of
    /// its script can be named where it is written.
    public let line: Int
    /// The scenario's Swift source, as shipped with the binary; when nil, the `source`
    /// command reads `filePath` if it exists.
    public private(set) var sourceText: String?

    /// A scenario for a catalog (`LabCommandLine.main(catalog:)`).
    ///
    /// - Parameters:
    ///   - id: A kebab-case id (`food-truck`), what `load` and `obslab run` take.
    ///   - title: The title `scenarios` lists and traces begin with.
    ///   - summary: One paragraph: what the scenario teaches.
    ///   - variants: One or two variants, usually `old` (publisher-style) and `new` (Observation).
    ///   - script: The walkthrough `obslab run` runs without `--script` and `obslab check`
    ///     checks, with `expect` lines that lock the scenario's claim.
    ///   - filePath: The file that declares the scenario (the default is the caller's).
    ///   - line: The line where it is made (the default is the caller's), so a failing line
    ///     of its script is named where it is written.
    public init(id: String, title: String, summary: String, variants: [ScenarioVariant], script: String? = nil,
                filePath: String = #filePath, line: Int = #line) {
        self.id = id
        self.title = title
        self.summary = summary
        self.variants = variants
        self.script = script
        self.filePath = filePath
        self.line = line
    }

    /// The file name of `filePath` (`FoodTruck.swift`).
    public var fileName: String {
        String(filePath.split(separator: "/").last ?? Substring(filePath))
    }

    /// This scenario with its source text attached.
    ///
    /// - Parameter text: The Swift source the `source` command shows; nil reads `filePath`.
    public func withSource(_ text: String?) -> Scenario {
        var copy = self
        copy.sourceText = text
        return copy
    }

    /// The variant called `name` (`old`, `new`, a preview's name), if there is one.
    ///
    /// - Parameter name: The variant's name.
    public func variant(named name: String) -> ScenarioVariant? {
        variants.first { $0.name == name }
    }
}

/// One way of writing a scenario's app.
public struct ScenarioVariant: Sendable {
    /// `old` for ObservableObject and its wrappers, `new` for Observation; a scenario
    /// that needs no objects has a single variant, usually `app`.
    public let name: String
    /// One line on what this variant uses.
    public let description: String
    /// Builds the app: creates its models, registers named actions, returns the root.
    public let makeRoot: @MainActor @Sendable (VariantSetup) -> any View
    /// The app starts tasks; the lab lets them run after each action (see `ViewGraph.letsTasksRun`).
    public let startsTasks: Bool
    /// The SwiftUI release this variant always models (nil: the one chosen when loading),
    /// for a scenario that shows two releases side by side.
    public let release: SwiftUIRelease?
    /// The namespace that holds this variant's views (`FoodTruckNew`), which stands in for
    /// the module the variant would be in an app of its own: `Self._printChanges()` leaves
    /// it out of the names it prints, as it leaves out a module (`ContentView: …`, not
    /// `FoodTruckNew.ContentView: …`). Nil: names are printed in full.
    public let module: (any Any.Type)?

    /// A variant of a scenario.
    ///
    /// - Parameters:
    ///   - name: `old`, `new`, or another short name; what `load <scenario> <variant>` takes.
    ///   - description: One line on what this variant uses.
    ///   - startsTasks: Whether the app starts tasks the lab lets run after each action.
    ///   - release: The SwiftUI release this variant always models; nil follows the one chosen
    ///     when loading.
    ///   - module: The namespace that holds the variant's views and stands in for its
    ///     module (variants of one scenario share a module, an app would not): names printed
    ///     by `Self._printChanges()` leave it out. Nil prints names in full.
    ///   - makeRoot: Builds the app from the variant's setup (its defaults and parameters,
    ///     where it registers named actions) and returns the root view.
    public init(_ name: String, description: String = "", startsTasks: Bool = false, release: SwiftUIRelease? = nil,
                module: (any Any.Type)? = nil, makeRoot: @escaping @MainActor @Sendable (VariantSetup) -> any View) {
        self.name = name
        self.description = description
        self.startsTasks = startsTasks
        self.release = release
        self.module = module
        self.makeRoot = makeRoot
    }

    public static let old = "old"
    public static let new = "new"
}

/// What a variant's builder can use: parameters given when loading, the app's defaults,
/// and named actions for events from outside the UI ("a response arrives").
@MainActor
public final class VariantSetup {
    /// The `@AppStorage` store of this variant's graph.
    package let defaults: LabDefaults
    private let parameters: [String: String]
    private(set) var actions: [(name: String, perform: @MainActor () -> Void)] = []

    init(defaults: LabDefaults, parameters: [String: String]) {
        self.defaults = defaults
        self.parameters = parameters
    }

    /// Parameters the variant asked for, and what was wrong with the given ones.
    private(set) var requestedParameters: Set<String> = []
    private(set) var parameterProblems: [ParameterProblem] = []

    /// An integer parameter given when loading (`load scaling both n=1000`); a value that
    /// is not a whole number within `range` is reported and the default used.
    public func parameter(_ name: String, default defaultValue: Int, range: ClosedRange<Int> = 0...100_000) -> Int {
        requestedParameters.insert(name)
        guard let text = parameters[name] else { return defaultValue }
        guard let value = Int(text), range.contains(value) else {
            parameterProblems.append(.notAWholeNumber(name: name, range: range, given: text))
            return defaultValue
        }
        return value
    }

    /// Problems with the given parameters: bad values, and names no variant asked for.
    var problems: [ParameterProblem] {
        parameterProblems + parameters.keys.sorted().filter { !requestedParameters.contains($0) }.map { name in
            .unknown(name: name, accepted: requestedParameters.sorted())
        }
    }

    /// Registers an event from outside the UI, run with `do "<name>"`.
    public func action(_ name: String, perform: @escaping @MainActor () -> Void) {
        actions.append((name, perform))
    }
}

extension ScenarioVariant {
    /// A variant whose root is an app (`@main struct BookApp: App`).
    public init<A: App>(_ name: String, description: String = "", startsTasks: Bool = false,
                        app: @escaping @MainActor @Sendable (VariantSetup) -> A) {
        self.init(name, description: description, startsTasks: startsTasks) { setup in AppRoot(app(setup)) }
    }
}
