import Foundation
import ObsLab
import ObsLabEngine
import ObsLabTesting
import Testing
import XCTest

/// The testing library: actions by label, assertions in the shell's words, failures
/// recorded with the testing library that runs the test, at the assertion's line.
@MainActor
@Suite struct LabHostAssertions {
    final class Settings: ObservableObject {
        @Published var volume = 3
        @Published var theme = "light"
    }

    /// Shows the volume; holds the object, so any @Published change re-runs it.
    struct VolumeView: View {
        @ObservedObject var settings: Settings
        var body: some View {
            VStack {
                Text("Volume \(settings.volume)")
                Button("Louder") { settings.volume += 1 }
            }
        }
    }

    @Observable final class Draft { var text = "" }

    /// Re-creates its child on every refresh; built with Xcode 26, the child's @State
    /// initial value makes a Draft each time (the first one is kept).
    struct Editor: View {
        @State private var refreshes = 0
        @State private var muted = false
        var body: some View {
            VStack {
                Text("Refreshed \(refreshes)")
                Button("Refresh") { refreshes += 1 }
                Toggle("Muted", isOn: $muted)
                DraftView()
            }
        }
    }

    struct DraftView: View {
        @State private var draft = Draft()
        var body: some View {
            VStack {
                Text("Draft: \(draft.text)")
                TextField("Note", text: $draft.text)
            }
        }
    }

    @Test func aFailedAssertionIsAnIssueAtItsLineWithTheStepsTrace() throws {
        let lab = try LabHost(TruckView())
        try lab.tap("Add order")
        let line = #line + 2
        withKnownIssue {
            lab.expect("OrderList", runs: 2, reason: "_truck changed.")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "LabHostTests.swift"
                && text.hasPrefix("OrderList ran 1 time, expected 2\nOrderList's reason is not \"_truck changed.\"")
                && text.contains("after tap \"Add order\":")
                && text.contains("OrderList  @dependencies changed.  body #2  (Truck#1.orders)")
        }
    }

    @Test func theReadmeShowsThisExampleWordForWord() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let example = try String(contentsOf: here.deletingLastPathComponent().appendingPathComponent("ReadmeExample.swift"),
                                 encoding: .utf8)
        let marker = "<!-- ReadmeExample.swift -->\n```swift\n"
        let start = try #require(readme.range(of: marker), "README.md has no ReadmeExample.swift block")
        let end = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
        #expect(String(readme[start.upperBound..<end.lowerBound]) == example)
    }

    @Test func wastedRunsOfAnObservableObject() throws {
        let settings = Settings()
        let lab = try LabHost(VolumeView(settings: settings))
        // The theme is not shown, but the view holds the object: it re-runs for nothing.
        lab.perform("Switch theme") { settings.theme = "dark" }
        lab.expect("VolumeView", runs: 1, reason: "_settings changed.", wasted: true)
        try lab.tap("Louder")
        lab.expect("VolumeView", runs: 1, wasted: false, shows: "Volume 4")
        withKnownIssue {
            lab.expect("VolumeView", wasted: true)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("VolumeView was not a wasted evaluation") }
        }
    }

    @Test func togglesTypingAndCreatedInstances() throws {
        let lab = try LabHost(Editor(), release: .xcode26)
        // The body hands $muted to the Toggle but never reads it: nothing re-runs.
        try lab.toggle("Muted")
        lab.expect("Editor", runs: 0)
        // One update per keystroke; the Text reads draft.text.
        try lab.type("Hi", into: "Note")
        lab.expect("DraftView", runs: 2, reason: "@dependencies changed.", cause: "Draft#1.text", shows: "Draft: Hi")
        #expect(try lab.text(of: "DraftView") == ["Draft: Hi", "Note", "Hi"])
        try lab.tap("Refresh")
        lab.expectCreated(Draft.self, 1)
        lab.expectEvent("made Draft#2; it is discarded, Draft#1 is kept")
        #expect(lab.runs(of: "Editor") == 1)
        #expect(lab.trace.contains("_refreshes changed.  body #2"))
    }

    @Test func anActionOnAMissingLabelThrowsWhatIsOnScreen() throws {
        let lab = try LabHost(TruckView())
        #expect(throws: LabHostError(message: "no button labelled \"Remove order\"; on screen: \"Add order\"")) {
            try lab.tap("Remove order")
        }
    }

    struct NeedsSettings: View {
        @EnvironmentObject var settings: Settings
        var body: some View { Text("Volume \(settings.volume)") }
    }

    @Test func aViewThatCrashesOnFirstRenderCannotBeMounted() {
        #expect(throws: LabHostError.self) { try LabHost(NeedsSettings()) }
    }

    /// Shows a child that needs an environment object no ancestor provides, on demand.
    struct ShowsSettingsLater: View {
        @State private var showing = false
        var body: some View {
            VStack {
                Button("Show settings") { showing = true }
                if showing { NeedsSettings() }
            }
        }
    }

    @Test func aCrashDuringAnActionIsAssertedAndStopsTheNextAction() throws {
        let lab = try LabHost(ShowsSettingsLater())
        try lab.tap("Show settings")
        lab.expectCrash("No ObservableObject of type Settings found")
        #expect(throws: LabHostError.self) { try lab.tap("Show settings") }
        do {
            try lab.tap("Show settings")
        } catch {
            #expect(error.message.hasPrefix("the view crashed in an earlier action (Fatal error: No ObservableObject"),
                    "\(error.message)")
        }
    }

    /// Loads once it appears and again for each id, in `.task(id:)`, after a suspension.
    struct Loader: View {
        @State private var id = 1
        @State private var loaded: [Int] = []
        var body: some View {
            VStack {
                Text("loaded \(loaded.map(String.init).joined(separator: " "))")
                Button("Next") { id += 1 }
            }
            .task(id: id) {
                try? await Task.sleep(nanoseconds: 2_000_000)
                loaded.append(id)
            }
        }
    }

    /// A swift-testing test holds the main actor: the tasks run when it awaits `settle()`.
    @Test func settleLetsTasksRunUnderSwiftTesting() async throws {
        let lab = try LabHost(Loader(), startsTasks: true)
        await lab.settle()
        #expect(lab.lastStep.action == "settle")
        lab.expect("Loader", runs: 1, reason: "_loaded changed.", shows: "loaded 1")
        try lab.tap("Next")
        await lab.settle()
        lab.expect("Loader", runs: 1, shows: "loaded 1 2")
    }
}

/// Under XCTest, a failed assertion is an XCTest failure at the assertion's line.
final class LabHostUnderXCTest: XCTestCase {
    /// Failures recorded while capturing, instead of failing this test.
    nonisolated(unsafe) private static var recorded: [(description: String, file: String, line: Int)] = []
    nonisolated(unsafe) private static var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String,
                                atLine lineNumber: Int, expected: Bool) {
        if Self.capturing {
            Self.recorded.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testAFailedAssertionIsAnXCTestFailureAtItsLine() throws {
        let line = try MainActor.assumeIsolated { () throws -> Int in
            let lab = try LabHost(TruckView())
            try lab.tap("Add order")
            Self.capturing = true
            defer { Self.capturing = false }
            lab.expect("DonutMenu", runs: 1); return #line
        }
        XCTAssertEqual(Self.recorded.count, 1)
        XCTAssertEqual(Self.recorded.first?.line, line)
        XCTAssertEqual(Self.recorded.first?.file.hasSuffix("LabHostTests.swift"), true)
        XCTAssertEqual(Self.recorded.first?.description.contains("DonutMenu ran 0 times, expected 1"), true,
                       Self.recorded.first?.description ?? "")
        XCTAssertEqual(Self.recorded.first?.description.contains("after tap \"Add order\":"), true)
    }
}
