import ArgumentParser
import Testing
@testable import ObsLabCommandLine

/// `--help` of every command shows an example; shell completion scripts exist and the
/// binary completes scenario ids.
@Suite struct HelpAndCompletion {
    @Test(arguments: ObsLabCommand.configuration.subcommands.map { $0 as ParsableCommand.Type })
    func everyCommandsHelpShowsAnExample(command: ParsableCommand.Type) {
        let help = ObsLabCommand.helpMessage(for: command)
        let name = command.configuration.commandName ?? "?"
        #expect(help.contains("Example"), "obslab \(name) --help has no example")
        #expect(help.contains("  obslab"), "obslab \(name) --help shows no command line")
    }

    @Test func theToolsOwnHelpShowsExamples() {
        #expect(ObsLabCommand.helpMessage().contains("Examples:\n  obslab"))
    }

    @Test(arguments: [CompletionShell.bash, .zsh, .fish])
    func completionScriptsNameEveryCommand(shell: CompletionShell) {
        let script = ObsLabCommand.completionScript(for: shell)
        for command in ObsLabCommand.configuration.subcommands {
            #expect(script.contains(command.configuration.commandName ?? "?"), "\(shell): \(command)")
        }
        // Scenario ids are asked of the binary when completing.
        #expect(script.contains("---completion run -- positional@0"), "\(shell)")
    }

    @Test func theBinaryCompletesScenarioIds() throws {
        let result = try ObslabBinary.run(["---completion", "run", "--", "positional@0", "2", "0", "obslab", "run", ""])
        #expect(result.status == 0, "\(result.errors)")
        let ids = result.output.split(separator: "\n")
        #expect(ids.contains("food-truck") && ids.contains("counter"), "\(result.output)")
    }
}
