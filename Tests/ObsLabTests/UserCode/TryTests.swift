import Foundation
import Testing
@testable import ObsLabCommandLine
import ObsLab
import ObsLabEngine

/// Reading a user's file before compiling it: previews, the `@main` app, views.
@Suite struct UserSourceScanRules {
    @Test func findsPreviewsWithTheirLinesAndNames() {
        let text = """
            import SwiftUI
            struct ContentView: View {
                var body: some View { Text("#Preview in a string is not a preview") }
            }
            // #Preview { Commented() }
            /* #Preview { Commented() } */
            #Preview {
                ContentView()
            }
            #Preview("Dark \\"mode\\"") { ContentView() }
            """
        let scan = UserSourceScan(fileName: "Content View.swift", text: text)
        #expect(scan.previews == [
            .init(name: nil, line: 7, label: "Content_View_swift_line7"),
            .init(name: "Dark \"mode\"", line: 10, label: "Content_View_swift_line10"),
        ])
        #expect(scan.views == ["ContentView"])
        #expect(scan.app == nil)
    }

    @Test func findsTheMainApp() {
        let scan = UserSourceScan(fileName: "App.swift", text: """
            @main
            struct NotesApp: SwiftUI.App {
                var body: some Scene { WindowGroup { NotesView() } }
            }
            public struct NotesView: View, Equatable where Self: Sendable { var body: some View { EmptyView() } }
            """)
        #expect(scan.app == "NotesApp")
        #expect(scan.views == ["NotesView"])
    }

    @Test func findsPreviewProviders() {
        let scan = UserSourceScan(fileName: "Old.swift", text: """
            struct ContentView_Previews: PreviewProvider {
                static var previews: some View { ContentView() }
            }
            """)
        #expect(scan.previewProviders == ["ContentView_Previews"])
        #expect(UserFiles.variant(provider: "ContentView_Previews") { EmptyView() }.name == "content-view")
    }

    @Test func variantAndScenarioNamesAreKebabCase() {
        #expect(UserFiles.variantName("Second Screen") == "second-screen")
        #expect(UserFiles.variantName("ContentView") == "content-view")
        #expect(UserFiles.scenarioID(fileNames: ["OrderList2View.swift"]) == "order-list2-view")
    }

    /// The compiler's errors are shown at the user's file, with the line and a caret under
    /// the column (which the compiler counts in UTF-8 bytes).
    @Test func errorsPointAtTheUsersOwnFile() throws {
        let output = """
            /work/Counter.swift:2:9: error: cannot find 'y' in scope
            /work/Counter.swift:2:9: error: cannot find 'y' in scope
            /work/Counter.swift:3:12: error: cannot find 'z' in scope
            /work/Counter.swift:1:1: warning: unused
            """
        let errors = CompilerDiagnostic.errors(in: output)
        #expect(errors.map(\.line) == [2, 3], "each error once, warnings left out")
        let source = "import SwiftUI\nlet x = y\nlet \"é\" = z\n"
        #expect(errors[0].rendered(source: source) == ["/work/Counter.swift:2:9: error: cannot find 'y' in scope",
                                                       "    let x = y", "            ^"])
        #expect(errors[1].rendered(source: source).last == "              ^")
    }

    /// A build ID is read from an ELF file's notes; anything else has none.
    @Test func buildIDsComeFromTheELFNotes() throws {
        let own = try #require(BuildID.ofThisProcess)
        #expect(own.count == 40 && own.allSatisfy(\.isHexDigit), "\(own)")
        #expect(BuildID.of(fileAt: CommandLine.arguments[0]) == own || BuildID.of(fileAt: "/proc/self/exe") == own)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-buildid-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("text"), truncated = folder.appendingPathComponent("truncated")
        try "not an ELF file".write(to: text, atomically: true, encoding: .utf8)
        let head = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/exe")).read(upToCount: 100) ?? Data()
        try head.write(to: truncated)
        #expect(BuildID.of(fileAt: text.path) == nil)
        #expect(BuildID.of(fileAt: truncated.path) == nil)
        #expect(BuildID.of(fileAt: folder.appendingPathComponent("missing").path) == nil)
    }

    /// What killed tries left is removed, and only least recently used compiled sets go.
    @Test func staleFoldersAreRemoved() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = TryCache(root: root)
        let lab = try cache.labFolder(buildID: "0123456789abcdef0123456789")
        let builds = lab.appendingPathComponent("builds")
        // A process that has ended (pid 2^22 + 1 is above Linux's largest pid), and this one.
        let dead = builds.appendingPathComponent("abc.tmp-4194305"), alive = builds.appendingPathComponent("def.tmp-\(getpid())")
        let oldLab = root.appendingPathComponent("lab-old.tmp-4194305")
        for folder in [dead, alive, oldLab] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        for index in 0..<(TryCache.keptBuilds + 3) {
            let build = builds.appendingPathComponent("set\(index)")
            try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(1_000_000 + index))],
                                                  ofItemAtPath: build.path)
        }
        cache.removeStale(current: lab)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: builds.path))
        #expect(!left.contains(dead.lastPathComponent) && left.contains(alive.lastPathComponent))
        #expect(!FileManager.default.fileExists(atPath: oldLab.path))
        #expect(!left.contains("set0") && !left.contains("set2") && left.contains("set3"), "the least recently used go first")
        #expect(left.count == TryCache.keptBuilds + 1)
    }

}

/// `obslab try` end to end: a real build of a user's file against the lab, then the
/// lab's shell commands on it.
@Suite(.serialized) struct TryingUsersFiles {
    static let counter = """
        import SwiftUI

        @Observable class Model {
            var count = 0
            var name = "Ada"
        }

        struct ContentView: View {
            @State private var model = Model()
            var body: some View {
                VStack {
                    Text("Count \\(model.count)")
                    NameView(model: model)
                    Button("Add") { model.count += 1 }
                }
                .padding()
            }
        }

        struct NameView: View {
            let model: Model
            var body: some View {
                let _ = Self._printChanges()
                Text(model.name)
            }
        }

        #Preview {
            ContentView()
        }

        #Preview("Flag") {
            @Previewable @State var flag = false
            Toggle("Flag", isOn: $flag)
        }

        @main
        struct CounterApp: App {
            var body: some Scene {
                WindowGroup { ContentView() }
            }
        }
        """

    /// The build folder: inside this package's `.build`, so a clean clone pays once.
    static var cache: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/try-cache")
    }

    @Test func compilesUnchangedAndRunsAScript() throws {
        // Beside the cache, not in /tmp: two checkouts testing at once must not share the file.
        let folder = Self.cache.deletingLastPathComponent().appendingPathComponent("try-fixture")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("ContentView.swift")
        let script = folder.appendingPathComponent("checks.obslab")
        let environment = ["XDG_CACHE_HOME": Self.cache.path, "NO_COLOR": "1"]

        // A file that does not compile: the error at the user's own file and line.
        try Self.counter.replacingOccurrences(of: "Text(model.name)", with: "Text(model.nmae)")
            .write(to: file, atomically: true, encoding: .utf8)
        try "tap \"Add\"\n".write(to: script, atomically: true, encoding: .utf8)
        let broken = try ObslabBinary.run(["try", file.path, "--script", script.path], environment: environment)
        #expect(broken.status == 1)
        #expect(broken.errors.contains("\(file.path):24:20: error: value of type 'Model' has no member 'nmae'"),
                "\(broken.errors)")

        // Fixed: tapping Add re-runs only the view that read `count`.
        try Self.counter.write(to: file, atomically: true, encoding: .utf8)
        try """
            tap "Add"
            expect ContentView runs 1 reason "@dependencies changed." cause "Model#1.count"
            expect NameView runs 0
            toggle "Flag"
            expect PreviewHost runs 0
            """.write(to: script, atomically: true, encoding: .utf8)
        let passing = try ObslabBinary.run(["try", file.path, "--script", script.path], environment: environment)
        #expect(passing.status == 0, "\(passing.output)\(passing.errors)")
        #expect(passing.output.contains("ContentView.swift — preview beside flag beside app — SwiftUI as of Xcode 27"), "\(passing.output)")
        // The `@main` app is a variant too: its window's root, under a view named after it.
        // (No dynamic property: `@self` alone, docs/rules/print-changes.md.)
        #expect(passing.output.contains("app   CounterApp   @self changed.  body #1"), "\(passing.output)")
        // `Self._printChanges()` prints SwiftUI's line when the body runs.
        #expect(passing.output.contains("NameView: @self changed."), "\(passing.output)")

        // A failing expectation fails the run.
        try "tap \"Add\"\nexpect NameView runs 1\n".write(to: script, atomically: true, encoding: .utf8)
        let failing = try ObslabBinary.run(["try", file.path, "--script", script.path], environment: environment)
        #expect(failing.status == 1, "\(failing.output)")
    }

    /// The file of the lesson "Bring your own view" and the README: a sheet, an
    /// `onChange` and a `Form`, opened as a user opens it, with the lesson's claims.
    @Test func theLessonsExampleHoldsItsClaims() throws {
        let examples = Self.cache.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
        let result = try ObslabBinary.run(["try", examples.appendingPathComponent("NotesView.swift").path,
                                           "--script", examples.appendingPathComponent("NotesView.obslab").path],
                                          environment: ["XDG_CACHE_HOME": Self.cache.path, "NO_COLOR": "1"])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("↳ onChange(of:) in NotesView (1 → 2) → second update"), "\(result.output)")
        #expect(!result.output.contains("✗"), "\(result.output)")
    }

    @Test func aFileWithoutPreviewNeedsARoot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-try-nopreview-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Plain.swift")
        try "import SwiftUI\nstruct Plain: View { var body: some View { Text(\"x\") } }\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try ObslabBinary.run(["try", file.path], environment: ["XDG_CACHE_HOME": Self.cache.path])
        #expect(result.status == 2)
        #expect(result.errors.contains("no #Preview in"), "\(result.errors)")
        #expect(result.errors.contains("views found: Plain"), "\(result.errors)")
    }

    @Test func aBuildFolderThatCannotBeWrittenIsNotAUsageError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-try-nocache-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Flag.swift")
        try "import SwiftUI\nstruct Flag: View { var body: some View { Text(\"x\") } }\n#Preview { Flag() }\n"
            .write(to: file, atomically: true, encoding: .utf8)
        // A regular file where the cache folder should be: nothing can be created under it.
        let blocked = folder.appendingPathComponent("cache")
        try "not a folder".write(to: blocked, atomically: true, encoding: .utf8)
        let result = try ObslabBinary.run(["try", file.path], environment: ["XDG_CACHE_HOME": blocked.path])
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.errors == "obslab: cannot write the cache folder \(blocked.path): "
                + "Not a directory\n", "\(result.errors)")
        #expect(!result.errors.contains("USAGE"), "\(result.errors)")
    }
}
