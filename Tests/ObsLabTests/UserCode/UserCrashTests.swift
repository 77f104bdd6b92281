import Foundation
import Testing
@testable import ObsLabCommandLine

/// A crash in a user's own file (`fatalError`, an index out of range) is told at the
/// user's own `path:line`, the lab's frames folded, instead of the runtime's backtrace of
/// some 120 lines (docs/rules/command-line-failures.md, "A crash in your code").
@Suite(.serialized) struct UserCrashes {
    static func crashing(_ name: String, _ statement: String) throws -> (file: URL, script: URL) {
        let folder = try TryCacheRobustness.folder("crash")
        let file = folder.appendingPathComponent(name + ".swift")
        try """
            import SwiftUI

            struct \(name): View {
                @State private var taps = 0

                var body: some View {
                    VStack {
                        Text("taps: \\(check(taps))")
                        Button("Crash") { taps += 1 }
                    }
                }

                func check(_ value: Int) -> Int {
                    if value > 0 {
                        \(statement)
                    }
                    return value
                }
            }

            #Preview { \(name)() }
            """.write(to: file, atomically: true, encoding: .utf8)
        let script = folder.appendingPathComponent("crash.obslab")
        try "tap \"Crash\"\n".write(to: script, atomically: true, encoding: .utf8)
        return (file, script)
    }

    @Test(arguments: [("FatalView", "fatalError(\"taps went above zero\")", "Fatal error: taps went above zero"),
                      ("IndexView", "return [1][value]", "Fatal error: Index out of range")])
    func aCrashInTheUsersFileNamesItsLineFirst(name: String, statement: String, message: String) throws {
        let (file, script) = try Self.crashing(name, statement)
        let result = try ObslabBinary.run(["try", file.path, "--script", script.path],
                                          environment: ["XDG_CACHE_HOME": TryingUsersFiles.cache.path, "SWIFT_BACKTRACE": ""])
        #expect(result.status != 0)
        let lines = result.errors.split(separator: "\n").map(String.init)
        let fatal = try #require(lines.firstIndex { $0.contains(message) }, "\(result.errors)")
        let after = Array(lines[(fatal + 1)...])
        #expect(after.first == "\(file.path):15: crashed in \(name).check(Int) -> Int", "\(result.errors)")
        #expect(after.contains("\(file.path):8: called from closure #1 in \(name).body"), "\(result.errors)")
        #expect(after.contains("\(file.path):7: called from \(name).body"), "\(result.errors)")
        #expect(after.last?.hasPrefix("  … ") == true && after.last?.hasSuffix("(SWIFT_BACKTRACE=enable=yes shows every frame)") == true,
                "\(result.errors)")
        #expect(after.count <= 8, "folded: \(result.errors)")
        #expect(!result.errors.contains("Program crashed") && !result.errors.contains("Thread 0"), "\(result.errors)")
    }

    @Test func theLabsFramesFoldIntoOneLineEach() {
        let user = { (address: UInt) in UserCrashReport.Frame(library: "/lib/libUserCode.so", address: address) }
        let lab = UserCrashReport.Frame()
        let places = [user(1): (place: "/a/V.swift:15", function: "V.check(Int) -> Int"),
                      user(2): (place: "/a/V.swift:7", function: "V.body")]
        // The runtime's trap before the first user frame is left out; a compiler-made
        // frame (no line) is folded with the lab's.
        let report = UserCrashReport.report([lab, lab, user(1), lab, user(3), lab, user(2), lab, lab, lab], places: places)
        #expect(report == """
            /a/V.swift:15: crashed in V.check(Int) -> Int
              … 3 frames of the lab
            /a/V.swift:7: called from V.body
              … 3 frames of the lab (SWIFT_BACKTRACE=enable=yes shows every frame)

            """)
    }

    @Test func namesAreShownAsTheyAreWritten() {
        #expect(UserCrashReport.simplified("closure #1 () -> ObsLab.TupleView<(ObsLab.Text, ObsLab.Button<ObsLab.Text>)> in "
            + "UserCode.ContentView.body.getter : some") == "closure #1 in ContentView.body")
        #expect(UserCrashReport.simplified("UserCode.ContentView.check(Swift.Int) -> Swift.Int") == "ContentView.check(Int) -> Int")
    }
}
