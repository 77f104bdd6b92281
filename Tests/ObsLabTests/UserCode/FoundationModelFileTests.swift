import Foundation
import Testing

/// `obslab try` of an app whose models live in files that import only Foundation (or
/// Combine), as real projects keep them: they compile unchanged and their views behave as
/// in SwiftUI (docs/rules/own-code.md, "Files that import only Foundation").
@Suite(.serialized) struct FoundationModelFiles {
    /// A model file as Xcode compiles it: `ObservableObject`, `@Published`, `@Observable`,
    /// `Timer.publish`, `NSEC_PER_SEC`, `UserDefaults.setValue(_:forKey:)` and
    /// `URLSession`, with `import Foundation` and nothing else.
    static let store = """
        import Foundation

        final class HabitStore: ObservableObject {
            @Published var habits: [String] = ["Read"]
            let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            let retryDelay = 2 * NSEC_PER_SEC
            private let defaults = UserDefaults(suiteName: "obslab-foundation-model-test") ?? .standard

            func add(_ name: String) {
                habits.append(name)
                defaults.setValue(habits.count, forKey: "habitCount")
            }

            func request() -> URLRequest {
                URLRequest(url: URL(string: "https://example.com/habits.json")!)
            }

            func load() async throws -> Data {
                try await URLSession.shared.data(for: request()).0
            }
        }

        /// No `@Published`: it announces its changes itself.
        final class Counter: ObservableObject {
            private(set) var count = 0

            func bump() {
                objectWillChange.send()
                count += 1
            }
        }

        @Observable final class Settings {
            var volume = 5
            var muted = false
        }
        """

    /// A model file that imports Combine, as many do for `AnyCancellable`.
    static let feed = """
        import Combine
        import Foundation

        final class Feed: ObservableObject {
            @Published var query = ""
            @Published private(set) var searches = 0
            private var cancellables = Set<AnyCancellable>()

            init() {
                $query
                    .dropFirst()
                    .receive(on: DispatchQueue.main)
                    .sink { [weak self] _ in self?.searches += 1 }
                    .store(in: &cancellables)
            }
        }
        """

    static let view = """
        import SwiftUI

        struct ContentView: View {
            @StateObject private var store = HabitStore()
            @StateObject private var counter = Counter()
            @State private var settings = Settings()
            @State private var elapsed = 0

            var body: some View {
                VStack {
                    Text("Habits \\(store.habits.count)")
                    Text("Count \\(counter.count)")
                    VolumeView(settings: settings)
                    Button("Add") { store.add("Run") }
                    Button("Bump") { counter.bump() }
                    Button("Louder") { settings.volume += 1 }
                }
                .onReceive(store.ticks) { _ in elapsed += 1 }
            }
        }

        struct VolumeView: View {
            let settings: Settings
            var body: some View {
                Text("Volume \\(settings.volume)")
            }
        }

        #Preview {
            ContentView()
        }
        """

    @Test func modelFilesThatImportOnlyFoundationCompileUnchangedAndDriveTheirViews() throws {
        let folder = TryingUsersFiles.cache.deletingLastPathComponent().appendingPathComponent("try-foundation-models")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = folder.appendingPathComponent("HabitStore.swift")
        let feed = folder.appendingPathComponent("Feed.swift")
        let view = folder.appendingPathComponent("ContentView.swift")
        let script = folder.appendingPathComponent("checks.obslab")
        try Self.store.write(to: store, atomically: true, encoding: .utf8)
        try Self.feed.write(to: feed, atomically: true, encoding: .utf8)
        try Self.view.write(to: view, atomically: true, encoding: .utf8)
        try """
            tap "Add"
            expect ContentView runs 1 shows "Habits 2"
            expect VolumeView runs 0
            tap "Bump"
            expect ContentView runs 1 shows "Count 1"
            tap "Louder"
            expect VolumeView runs 1 shows "Volume 6"
            expect ContentView runs 0
            """.write(to: script, atomically: true, encoding: .utf8)
        let result = try ObslabBinary.run(["try", store.path, feed.path, view.path, "--script", script.path],
                                          environment: ["XDG_CACHE_HOME": TryingUsersFiles.cache.path, "NO_COLOR": "1"])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(!result.output.contains("✗"), "\(result.output)")
        // The same in Swift 6 language mode (`--swift 6`), the code `try` adds included.
        let six = try ObslabBinary.run(["try", store.path, feed.path, view.path, "--swift", "6", "--script", script.path],
                                       environment: ["XDG_CACHE_HOME": TryingUsersFiles.cache.path, "NO_COLOR": "1"])
        #expect(six.status == 0, "\(six.output)\(six.errors)")
        #expect(!six.output.contains("✗"), "\(six.output)")
    }

    /// Xcode does not show SwiftUI's names to a file that imports only Foundation; nor does the lab.
    @Test func aFileThatImportsOnlyFoundationDoesNotSeeSwiftUI() throws {
        let folder = TryingUsersFiles.cache.deletingLastPathComponent().appendingPathComponent("try-foundation-only")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let model = folder.appendingPathComponent("Model.swift")
        let view = folder.appendingPathComponent("ContentView.swift")
        try """
            import Foundation

            func badge() -> Text { Text("new") }
            """.write(to: model, atomically: true, encoding: .utf8)
        try Self.view.replacingOccurrences(of: "HabitStore()", with: "HabitStore()")
            .write(to: view, atomically: true, encoding: .utf8)
        let result = try ObslabBinary.run(["try", model.path, view.path],
                                          environment: ["XDG_CACHE_HOME": TryingUsersFiles.cache.path, "NO_COLOR": "1"])
        #expect(result.status == 1)
        #expect(result.errors.contains("\(model.path):3:17: error: cannot find type 'Text' in scope"), "\(result.errors)")
    }
}
