import Foundation
import Testing

/// A body that never returns ends the lab with a message naming it, instead of hanging it:
/// after the action time limit in batch mode, on a second Ctrl-C at a terminal.
@Suite(.serialized) struct RunawayBodies {
    static let spinner = """
        import SwiftUI

        struct Spinner: View {
            let turns: Int
            var body: some View {
                var n = 0
                if turns > 0 { while true { n += 1 } }
                return Text("\\(n)")
            }
        }

        struct ContentView: View {
            @State private var turns = 0
            var body: some View {
                VStack {
                    Button("Spin") { turns += 1 }
                    Spinner(turns: turns)
                }
            }
        }

        #Preview { ContentView() }
        """

    static func spinnerFile() throws -> URL {
        let folder = try TryCacheRobustness.folder("runaway")
        let file = folder.appendingPathComponent("Spin.swift")
        try spinner.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func aScriptStopsAfterTheTimeLimitNamingTheBody() throws {
        let file = try Self.spinnerFile()
        let script = file.deletingLastPathComponent().appendingPathComponent("spin.obslab")
        try "tap \"Spin\"\nexpect Spinner runs 1\n".write(to: script, atomically: true, encoding: .utf8)
        let started = Date()
        let result = try ObslabBinary.run(["try", file.path, "--script", script.path],
                                          environment: ["XDG_CACHE_HOME": TryingUsersFiles.cache.path,
                                                        "OBSLAB_ACTION_TIME_LIMIT": "1"])
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        #expect(result.errors.contains("obslab: `tap \"Spin\"` has run for 1 s: the body of ContentView/Spinner has not returned"),
                "\(result.errors)")
        #expect(result.output.contains("> tap \"Spin\""), "what ran before is printed: \(result.output)")
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test func aSecondCtrlCAtATerminalQuitsNamingTheBody() throws {
        let file = try Self.spinnerFile()
        // Each key waits for the screen: on a loaded machine `load` compiles for many seconds
        // (minutes, the first time a new lab build copies its modules while CI builds and
        // tests beside it), and a Ctrl-C typed before the body spins would stop nothing.
        let transcript = try ShellOnATerminal.session(
            [.init("load \(file.path)\r", waitingFor: "first render", within: 420),
             .init("tap \"Spin\"\r", waitingFor: "tap \"Spin\"", thenPausing: 1),
             .init("\u{03}", waitingFor: "Ctrl-C again quits the lab"),
             .init("\u{03}")],
            state: ShellOnATerminal.freshState("runaway"),
            environment: ["XDG_CACHE_HOME": TryingUsersFiles.cache.path], killAfter: 600)
        #expect(transcript.contains("the body of ContentView/Spinner has not returned; Ctrl-C again quits the lab"),
                "\(transcript)")
        #expect(transcript.contains("obslab: stopped during `tap \"Spin\"`: the body of ContentView/Spinner has not returned"),
                "\(transcript)")
    }
}
