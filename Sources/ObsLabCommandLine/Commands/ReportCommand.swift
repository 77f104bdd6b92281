import ArgumentParser
import ObsLab

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report", abstract: "Comparison reports: old vs new, side by side.")

    func run() throws {
        throw ValidationError("reports are not available yet")
    }
}
