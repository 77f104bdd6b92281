import Foundation
import Testing
@testable import ObsLabCommandLine

/// `obslab report` through the real binary: arguments, files, exit codes.
@Suite struct ReportCommandLine {
    @Test func writesTheFormatTheOutFileAsksFor() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-report-cli-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let html = directory.appendingPathComponent("report.html").path
        let result = try ObslabBinary.run(["report", "food-truck", "--out", html, "--graphs", "builtin"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.isEmpty)
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("One model, many views"))
    }

    @Test func printsJSONThatDecodes() throws {
        let result = try ObslabBinary.run(["report", "food-truck", "--format", "json"])
        #expect(result.status == 0, "\(result.errors)")
        let report = try JSONDecoder().decode(ComparisonReport.self, from: Data(result.output.utf8))
        #expect(report.scenarios.map(\.id) == ["food-truck"])
        #expect(report.scenarios[0].variant("old")?.evaluations == 6)
    }

    @Test func refusesWhatItCannotDo() throws {
        let nothing = try ObslabBinary.run(["report"])
        #expect(nothing.status != 0)
        #expect(nothing.errors.contains("name one or more scenarios, or use --all"))
        let unknown = try ObslabBinary.run(["report", "no-such-scenario"])
        #expect(unknown.status != 0)
        #expect(unknown.errors.contains("no scenario `no-such-scenario`"))
        let format = try ObslabBinary.run(["report", "food-truck", "--format", "pdf"])
        #expect(format.status != 0)
        #expect(format.errors.contains("--format is md, html or json"))
    }
}
