import Foundation
import Testing
@testable import ObsLabCommandLine
import ObsLab

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

    /// After the lab's own files change, a cached workspace builds again from scratch: the
    /// package manager would not notice the new files.
    @Test func aChangeOfTheLabsFilesForgetsTheCachedBuild() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-stamp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lab = folder.appendingPathComponent("lab"), sources = lab.appendingPathComponent("Sources/ObsLab")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try "".write(to: sources.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let file = folder.appendingPathComponent("V.swift")
        try "import SwiftUI\n".write(to: file, atomically: true, encoding: .utf8)
        let workspace = TryWorkspace(files: [file], labPackage: lab, languageMode: 5, cacheRoot: folder)
        let built = workspace.folder.appendingPathComponent(".build/debug")
        try workspace.write(entryPoint: "")
        try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
        try workspace.write(entryPoint: "")
        #expect(FileManager.default.fileExists(atPath: built.path), "unchanged lab: the build is kept")
        try "".write(to: sources.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
        try workspace.write(entryPoint: "")
        #expect(!FileManager.default.fileExists(atPath: built.path), "a new lab file: the build is forgotten")
    }

    /// The compiler's errors are shown at the user's file, with the line and a caret.
    @Test func errorsPointAtTheUsersOwnFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-scan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Counter.swift")
        try "import SwiftUI\nlet x = y\n".write(to: file, atomically: true, encoding: .utf8)
        let workspace = TryWorkspace(files: [file], labPackage: folder, languageMode: 5, cacheRoot: folder)
        let copy = workspace.copy(of: file).path
        let output = """
            [3/9] Compiling UserCode Counter.swift
            \(copy):2:9: error: cannot find 'y' in scope
            \(copy):2:9: error: cannot find 'y' in scope
            \(workspace.entrySource.path):8:9: error: cannot find 'Missing' in scope
            """
        let lines = WorkspaceBuild(workspace: workspace, showsLiveProgress: false).diagnostics(in: output)
        #expect(lines == ["\(file.path):2:9: error: cannot find 'y' in scope", "    let x = y", "            ^",
                          "error: cannot find 'Missing' in scope"])
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
        #expect(passing.output.contains("app   CounterApp   @self, @identity changed.  body #1"), "\(passing.output)")
        // `Self._printChanges()` prints SwiftUI's line when the body runs.
        #expect(passing.output.contains("NameView: @self, @identity changed."), "\(passing.output)")

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
        #expect(result.errors.hasPrefix("obslab: cannot write the build folder"), "\(result.errors)")
        #expect(!result.errors.contains("USAGE"), "\(result.errors)")
    }
}
