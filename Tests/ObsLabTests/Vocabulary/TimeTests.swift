import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine
@testable import ObsLabCommandLine

// docs/rules/time.md: the lab's clock, `wait`, timers, `Task.sleep`, `refresh`.
/// A swift-testing test holds the main actor, so a view's task cannot run inside it
/// (docs/rules/lifecycle.md): these run each app as a user does, `obslab try --script`.
@MainActor
@Suite struct TimeRules {

    static let stopwatch = """
        import SwiftUI

        struct Stopwatch: View {
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            @State var seconds = 0
            @State var status = "idle"
            var body: some View {
                Text("\\(seconds) s")
                Text(status)
                    .onReceive(timer) { _ in seconds += 1 }
                    .task {
                        status = "loading"
                        try? await Task.sleep(for: .milliseconds(1500))
                        status = "loaded"
                    }
            }
        }

        #Preview { Stopwatch() }
        """

    /// Restarts its task with each id; a cancelled sleep throws, so the old task writes nothing.
    static let search = """
        import SwiftUI

        struct Search: View {
            @State var query = 1
            @State var results: [Int] = []
            var body: some View {
                Text("results \\(results.map(String.init).joined(separator: " "))")
                Button("Next") { query += 1 }
                    .task(id: query) {
                        do {
                            try await Task.sleep(nanoseconds: 1_000_000_000)
                            results.append(query)
                        } catch {}
                    }
            }
        }

        #Preview { Search() }
        """

    static let feed = """
        import SwiftUI

        struct Feed: View {
            @State var posts = ["first"]
            var body: some View {
                List(posts, id: \\.self) { Text($0) }
                    .refreshable {
                        posts.append("second")
                        try? await Task.sleep(nanoseconds: 500_000_000)
                        posts.append("third")
                    }
            }
        }

        #Preview { Feed() }
        """

    static let plain = """
        import SwiftUI

        struct Plain: View {
            var body: some View { List { Text("nothing to pull") } }
        }

        #Preview { Plain() }
        """

    /// `obslab try` of `source` with `script`: what it printed.
    static func run(_ name: String, _ source: String, _ script: [String]) throws -> String {
        let folder = TryingUsersFiles.cache.deletingLastPathComponent().appendingPathComponent("time-fixture-\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("\(name).swift")
        let scriptFile = folder.appendingPathComponent("\(name).obslab")
        try source.write(to: file, atomically: true, encoding: .utf8)
        try (script.joined(separator: "\n") + "\n").write(to: scriptFile, atomically: true, encoding: .utf8)
        let ran = try ObslabBinary.run(["try", file.path, "--script", scriptFile.path],
                                       environment: ["XDG_CACHE_HOME": TryingUsersFiles.cache.path, "NO_COLOR": "1"])
        return ran.output + ran.errors
    }

    @Test func noTimeTicksUntilWaitAndThenEachTickIsAnUpdate() throws {
        let output = try Self.run("stopwatch", Self.stopwatch, [
            "expect Stopwatch shows \"0 s\" shows \"loading\"",
            "wait 1s", "expect Stopwatch runs 1 reason \"_seconds changed.\" shows \"1 s\"",
            "wait 3s", "expect Stopwatch runs 4 shows \"4 s\" shows \"loaded\""])
        #expect(!output.contains("✗") && output.components(separatedBy: "✓").count == 4, "\(output)")
    }

    @Test func eventsComeInTheOrderOfTheirInstantsAndTheSameScriptGivesTheSameOutput() throws {
        let output = try Self.run("stopwatch-order", Self.stopwatch, ["wait 2s"])
        let firstTick = output.range(of: "onReceive in Stopwatch (2001-01-01 00:00:01 +0000)")
        let wake = output.range(of: "\"loading\" → \"loaded\"")
        let secondTick = output.range(of: "onReceive in Stopwatch (2001-01-01 00:00:02 +0000)")
        #expect(firstTick != nil && wake != nil && secondTick != nil, "\(output)")
        if let firstTick, let wake, let secondTick {
            #expect(firstTick.upperBound <= wake.lowerBound && wake.upperBound <= secondTick.lowerBound)
        }
        // The second run answers from the cache: only the "compiling" line of the first (on
        // standard error, after the output here) differs.
        // (From the first tick on: when a task's first part runs, at the first render or
        // when the machine is loaded at the start of `wait`, is the run loop's, not the clock's.)
        func trace(_ text: String) -> String {
            text.components(separatedBy: "onReceive in Stopwatch (2001-01-01 00:00:01 +0000)").dropFirst().joined()
                .split(separator: "\n").filter { !$0.hasPrefix("compiling ") }.joined(separator: "\n")
        }
        let again = try Self.run("stopwatch-order", Self.stopwatch, ["wait 2s"])
        #expect(!trace(output).isEmpty && trace(again) == trace(output), "\(output)\n---\n\(again)")
    }

    @Test func aCancelledSleepEndsItsTaskAndOnlyTheLatestWrites() throws {
        let output = try Self.run("search", Self.search, [
            "wait 500ms", "tap \"Next\"", "wait 500ms", "expect Search runs 0",
            "wait 500ms", "expect Search runs 1 shows \"results 2\""])
        #expect(!output.contains("✗") && output.components(separatedBy: "✓").count == 3, "\(output)")
    }

    @Test func refreshRunsTheRefreshableActionAsATask() throws {
        let output = try Self.run("feed", Self.feed, [
            "refresh", "expect Feed runs 1 reason \"_posts changed.\" shows \"second\"",
            "wait 500ms", "expect Feed runs 1 shows \"third\"", "tree"])
        #expect(!output.contains("✗") && output.components(separatedBy: "✓").count == 3, "\(output)")
        #expect(output.contains("refreshable in Feed started"))
        #expect(output.contains("List (refreshable)"))
        // No refreshable list: `refresh` says so.
        let plain = try Self.run("plain", Self.plain, ["refresh"])
        #expect(plain.contains("no list or scroll view on screen is refreshable"), "\(plain)")
    }

    @Test func waitTakesADurationInSecondsOrMilliseconds() {
        #expect(ScreenVerb.seconds(in: "2s") == 2)
        #expect(ScreenVerb.seconds(in: "500ms") == 0.5)
        #expect(ScreenVerb.seconds(in: "1.5s") == 1.5)
        #expect(ScreenVerb.seconds(in: "2") == nil)
        #expect(ScreenVerb.seconds(in: "0s") == nil)
        #expect(ScreenVerb.seconds(in: "2h") == nil)
        #expect(ScreenVerb.wait.manual.chineseSummary.contains("时钟"))
    }

    /// Without a clock (`LabHost`), a view's task sleeps in real time, as before.
    @Test func withoutAClockTasksSleepInRealTime() async {
        #expect(LabTime.clock == nil)
        let start = ContinuousClock.now
        try? await Task.sleep(nanoseconds: 5_000_000)
        #expect(ContinuousClock.now - start >= .milliseconds(5))
    }
}
