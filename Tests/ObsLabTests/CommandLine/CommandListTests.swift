import Testing
@testable import ObsLab
@testable import ObsLabEngine
@testable import ObsLabCommandLine
import Scenarios

/// The shell's commands are one enum: each has its help in both languages, completion and
/// `help` list exactly its cases, and a typed line becomes a command in one place.
@MainActor
@Suite struct CommandList {
    static func make(language: Language = .english) -> (Interpreter, InterpreterCommands.Transcript) {
        let transcript = InterpreterCommands.Transcript()
        let interpreter = Interpreter(catalog: BuiltInCatalog.catalog, language: language) { transcript.lines.append($0) }
        return (interpreter, transcript)
    }

    @Test(arguments: Command.allCases)
    func everyCommandHasHelpInBothLanguages(command: Command) {
        #expect(!command.name.isEmpty && command.name == command.name.lowercased())
        #expect(command.usage.hasPrefix(command.name), "\(command.name): \(command.usage)")
        #expect(!command.summary.isEmpty)
        #expect(command.chineseSummary.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) },
                "\(command.name) has no Chinese summary")
        #expect(command.chineseSummary != command.summary)
        #expect(command.example.hasPrefix(command.name), "\(command.name): \(command.example)")
    }

    @Test func namesAreUniqueAndNameTheirCommand() {
        let names = Command.allCases.map(\.name)
        #expect(Set(names).count == names.count)
        for command in Command.allCases {
            #expect(Command(named: command.name) == command)
            #expect(Command(named: command.name.uppercased()) == command)
        }
        #expect(Command(named: "exit") == .quit)
        #expect(Command(named: "frobnicate") == nil)
        #expect(Command.allCases.filter { if case .act = $0 { true } else { false } }.count == ScreenVerb.allCases.count)
    }

    @Test(arguments: Command.allCases)
    func everyExampleParsesToItsCommand(command: Command) throws {
        let line = try #require(try ShellLine(parsing: command.example))
        #expect(line.command == command)
    }

    @Test func completionListsExactlyTheCommands() {
        let (interpreter, _) = Self.make()
        #expect(interpreter.completions(forLinePrefix: "") == Command.allCases.map(\.name))
        #expect(interpreter.completions(forLinePrefix: "help ") == Command.allCases.map(\.name))
        #expect(interpreter.completions(forLinePrefix: "inc") == ["increment"])
    }

    @Test(arguments: [Language.english, .simplifiedChinese])
    func helpListsEveryCommandInTheLearnersLanguage(language: Language) {
        let (interpreter, transcript) = Self.make(language: language)
        #expect(interpreter.execute("help") == .done)
        let lines = transcript.text.split(separator: "\n")
        #expect(lines.count == Command.allCases.count)
        for command in Command.allCases {
            let summary = language == .english ? command.summary : command.chineseSummary
            #expect(transcript.text.contains(summary), "\(command.name) in \(language)")
        }
    }

    @Test func aLineIsParsedOnce() throws {
        #expect(try ShellLine(parsing: "   ") == nil)
        let tap = try #require(try ShellLine(parsing: "TAP \"Add order\""))
        #expect(tap.command == .act(.tap) && tap.arguments == ["Add order"])
        #expect(throws: ShellLine.Problem.unterminatedQuote) { try ShellLine(parsing: "tap \"Add") }
        #expect(throws: ShellLine.Problem.unknownCommand("tpa", closest: .act(.tap))) { try ShellLine(parsing: "tpa x") }
    }

    /// Every kind of control is used by some verb, so `actions` suggests each control and
    /// completion offers its label.
    @Test(arguments: ControlKind.allCases)
    func everyControlKindHasAVerb(kind: ControlKind) {
        #expect(ScreenVerb.allCases.contains { $0.controlKinds.contains(kind) })
    }

    /// The live page can ask for every screen verb, and for nothing else by that name.
    @Test(arguments: ScreenVerb.allCases)
    func thePageAcceptsEveryVerb(verb: ScreenVerb) throws {
        // `scroll` takes where to (a direction or a row), `wait` a duration, as their value.
        let words = try verb.words(label: "A", value: verb == .scroll ? "down" : verb == .wait ? "2s" : "on", text: "b")
        #expect(words.first == verb.rawValue)
        #expect(try ShellLine(parsing: words.map(CommandTokenizer.quote).joined(separator: " "))?.command == .act(verb))
    }

    /// A quoted word parses back to itself, whatever it holds.
    @Test(arguments: ["Row 1", "say \"hi\"", "C:\\path\\", "\\\"", "#tag", "", "e\u{301} \"\u{301}", "👩‍👩‍👧 家", "tab\there"])
    func aQuotedWordParsesBackToItself(word: String) throws {
        #expect(try CommandTokenizer.words(of: "tap " + CommandTokenizer.quote(word)) == ["tap", word])
    }

    /// Commands are found by name in any case; `exit` is `quit`; anything else is no command.
    @Test func commandsAreFoundByNameInAnyCase() {
        #expect(Command(named: "tap") == .act(.tap))
        #expect(Command(named: "TAP") == .act(.tap))
        #expect(Command(named: "Counts") == .counts)
        #expect(Command(named: "exit") == .quit)
        #expect(Command(named: "tapp") == nil)
    }
}

/// The interpreter trims a line as Foundation's `trimmingCharacters(in: .whitespaces)` does.
@Suite struct LineTrimming {
    @Test(arguments: ["", " ", "\t tap \"A\" \t", "\u{A0}tap\u{3000}", "tap\n", "\ntap ", " \u{301}tap", "tap \u{301} ",
                      "家 ", "\u{2003}\u{2009}x\u{202F}", "\u{200B}x\u{200B}", "\u{1680}x\u{180E}", "\u{205F}\u{2028}x\u{FEFF}", "👩‍👩‍👧", " a b "])
    func trimsAsFoundationDoes(line: String) {
        #expect(line.trimmingWhitespace() == line.trimmingCharacters(in: .whitespaces))
        #expect(Array(line.trimmingWhitespace().unicodeScalars) == Array(line.trimmingCharacters(in: .whitespaces).unicodeScalars))
    }
}
