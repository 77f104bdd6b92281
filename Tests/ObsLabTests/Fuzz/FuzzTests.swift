import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine
@testable import ObsLabCommandLine
import LessonBook
import Scenarios

/// A seeded, bounded fuzzer over the command language (issue 12): command lines built
/// from the real command set, scenario ids, labels, views and objects, then mutated
/// (quoting, Unicode, control characters, huge numbers, long lines), run through the
/// Interpreter in process.
///
/// It fails on a crash (a trap ends the test process), a hang (a line that takes longer
/// than `lineTimeLimit`) and nondeterminism (each session is run twice, by two fresh
/// interpreters, and the two outputs must be byte-identical).
///
///     swift test --filter Fuzz                                   # 20,000 lines, as CI runs it
///     OBSLAB_FUZZ_LINES=200000 swift test --filter Fuzz          # the long run
///     OBSLAB_FUZZ_SEED=7 OBSLAB_FUZZ_LINES=50000 swift test --filter Fuzz
///
/// Before each session the fuzzer writes its lines to `obslab-fuzz-session.txt` in the
/// temporary directory, so after a crash `obslab < that file` replays it.
@MainActor
@Suite struct Fuzz {
    static let environment = ProcessInfo.processInfo.environment
    static let lineCount = environment["OBSLAB_FUZZ_LINES"].flatMap(Int.init) ?? 20_000
    static let seed = environment["OBSLAB_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x0B5_1AB
    static let linesPerSession = 100
    static let lineTimeLimit: Duration = .seconds(10)

    @Test(.timeLimit(.minutes(30)))
    func commandLinesNeverCrashHangOrDiffer() throws {
        var random = SplitMix64(seed: Self.seed)
        let vocabulary = Vocabulary.collect()
        let replay = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-fuzz-session.txt")
        var generated = 0, session = 0
        var slowest: (line: String, duration: Duration) = ("", .zero)
        var byCommand: [String: Duration] = [:]
        let clock = ContinuousClock()
        let started = clock.now
        while generated < Self.lineCount {
            let count = min(Self.linesPerSession, Self.lineCount - generated)
            let lines = (0..<count).map { _ in LineGenerator.line(&random, vocabulary) }
            try? lines.joined(separator: "\n").write(to: replay, atomically: false, encoding: .utf8)
            let safe = lines.filter(Self.isSafe)
            let language = session.isMultiple(of: 2) ? Language.english : .simplifiedChinese
            let first = Self.run(safe, language: language) { line, duration in
                if duration > slowest.duration { slowest = (line, duration) }
                let word = line.split(separator: " ").first.map { String($0.prefix(12)).lowercased() } ?? ""
                byCommand[Command(named: word)?.name ?? "(other)", default: .zero] += duration
            }
            if let hang = first.slowLine {
                Issue.record("a line took \(hang.duration) (seed \(Self.seed), session \(session)): \(hang.line.debugDescription)")
                return
            }
            let second = Self.run(safe, language: language) { _, _ in }
            if first.output != second.output {
                let index = zip(first.output, second.output).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(first.output.count, second.output.count)
                func shown(_ lines: [String]) -> String { lines.count > index ? lines[index].debugDescription : "(none)" }
                Issue.record("""
                    the same session printed different output twice (seed \(Self.seed), session \(session)), \
                    first at output line \(index): \(shown(first.output)) vs \(shown(second.output))
                    """)
                return
            }
            // A fresh interpreter's completions for every prefix length of a few lines.
            let completer = Self.interpreter { _ in }
            for line in lines.prefix(3) {
                _ = completer.execute(line)
                for end in stride(from: 0, through: line.count, by: max(1, line.count / 8)) {
                    _ = completer.completions(forLinePrefix: String(line.prefix(end)))
                }
            }
            generated += count
            session += 1
        }
        try? FileManager.default.removeItem(at: replay)
        let elapsed = clock.now - started
        print("fuzz: \(generated) lines in \(session) sessions, each run twice, in \(elapsed) (seed \(Self.seed)); "
            + "slowest line \(slowest.duration): \(String(slowest.line.prefix(80)).debugDescription); time by command "
            + "(first run): " + byCommand.sorted { $0.value > $1.value }.prefix(6)
                .map { "\($0.key) \($0.value.components.seconds)." + String(format: "%02d", Int($0.value.components.attoseconds / 10_000_000_000_000_000)) + " s" }
                .joined(separator: ", "))
    }

    /// `obslab run` in process: a random scenario, variant, parameters and format, with a
    /// generated script; twice, with byte-identical output.
    @Test func batchRunsNeverCrashOrDiffer() {
        var random = SplitMix64(seed: Self.seed &+ 2)
        let vocabulary = Vocabulary.collect()
        for index in 0..<100 {
            let scenario = LineGenerator.pick(BuiltInCatalog.catalog, &random)
            let variant = LineGenerator.pick(vocabulary.variants + ["", "neu"], &random)
            let parameters = LineGenerator.chance(30, &random)
                ? [LineGenerator.pick(["n=5", "n=", "n=-1", "x=1", "n=99999999999999999999", "="], &random)] : []
            let format = LineGenerator.pick(["text", "json", "yaml"], &random)
            let script = (0..<20).map { _ in LineGenerator.line(&random, vocabulary) }.filter(Self.isSafe).joined(separator: "\n")
            var outputs: [[String]] = []
            for _ in 0..<2 {
                var lines: [String] = []
                let status = BatchRun(scenario: scenario, variant: variant, parameters: parameters, format: format,
                                      standardOutput: { lines.append("out: " + $0) },
                                      standardError: { lines.append("err: " + $0) }).run(script: script)
                outputs.append(lines + ["status \(status)"])
            }
            #expect(outputs[0] == outputs[1], "batch run \(index) of \(scenario.id) differed")
        }
    }

    /// Damaged progress files: whatever the bytes, reading keeps what it can and never traps.
    @Test func damagedProgressFilesNeverTrap() {
        var random = SplitMix64(seed: Self.seed &+ 3)
        let valid = Array(#"{"current":"state","lessons":{"state":{"step":2,"completed":false},"why":{"step":0,"completed":true}}}"#.utf8)
        let pieces = ["9223372036854775807", "-1", "1e400", "null", "true", "\"x\"", "{}", "[]", "\"\\u0000\"", "0.5", "\"中\""]
        for _ in 0..<2_000 {
            var bytes = valid
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let position = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 4 {
                case 0: bytes[position] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes.remove(at: position)
                case 2: bytes.insert(contentsOf: Array(LineGenerator.pick(pieces, &random).utf8), at: position)
                default: bytes = Array(bytes.prefix(position))
                }
                if bytes.isEmpty { break }
            }
            let (progress, dropped) = LessonProgressStore.decode(Data(bytes))
            #expect(progress.lessons.values.allSatisfy { $0.step >= 0 })
            #expect(!(progress != LessonProgress() && dropped == [.wholeFile]))
        }
    }

    /// Command lines through argument-parser: never a trap, only a parse or usage error.
    @Test func commandLineArgumentsNeverTrap() throws {
        var random = SplitMix64(seed: Self.seed &+ 1)
        let vocabulary = Vocabulary.collect()
        CatalogStore.scenarios = BuiltInCatalog.catalog
        for _ in 0..<1_000 {
            let arguments = LineGenerator.arguments(&random, vocabulary)
            // Only parsing and validation: `run()` would print and build reports.
            do {
                _ = try ObsLabCommand.parseAsRoot(arguments)
            } catch {
                let message = ObsLabCommand.fullMessage(for: error)
                #expect(!message.isEmpty, "\(arguments)")
            }
            _ = try? ParameterOption.parse(arguments)
            _ = try? ReportCommand.parseSizes(arguments.joined(separator: ","))
        }
    }

    /// Parsed once: `LessonLibrary(files: LessonBook.lessonFiles)` parses every lesson on each access.
    static let lessons = LessonLibrary(files: LessonBook.lessonFiles)

    static func interpreter(language: Language = .english, _ output: @escaping (String) -> Void) -> Interpreter {
        Interpreter(catalog: BuiltInCatalog.catalog, lessons: lessons, language: language, output: output)
    }

    /// Runs `lines` in a fresh interpreter: everything it printed, with each line's
    /// outcome, and the first line that took longer than `lineTimeLimit`.
    static func run(_ lines: [String], language: Language, timing: (String, Duration) -> Void)
        -> (output: [String], slowLine: (line: String, duration: Duration)?) {
        var output: [String] = []
        let interpreter = Self.interpreter(language: language) { output.append($0) }
        let clock = ContinuousClock()
        for line in lines {
            let start = clock.now
            let outcome = interpreter.execute(line)
            let duration = clock.now - start
            timing(line, duration)
            if duration > lineTimeLimit { return (output, (line, duration)) }
            output.append("→ \(outcome)")
        }
        return (output, nil)
    }

    /// Lines the fuzzer must not run: writing files where it was asked to.
    static func isSafe(_ line: String) -> Bool {
        !line.contains("--out") && !line.contains("-o ")
    }
}

/// Deterministic pseudo-random numbers (SplitMix64).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The words of the real command set: scenario ids and variants, every label, action,
/// view and object any scenario shows after loading, lesson ids.
@MainActor
struct Vocabulary {
    var commands: [String] = Command.allCases.map(\.name) + ["exit"]
    var scenarios: [String] = []
    var variants: [String] = ["old", "new", "both", "all", "app"]
    var labels: [String] = []
    var actions: [String] = []
    var views: [String] = []
    var objects: [String] = []
    var lessons: [String] = []
    var parameters: [String] = ["n"]

    static func collect() -> Vocabulary {
        var vocabulary = Vocabulary()
        vocabulary.scenarios = BuiltInCatalog.catalog.map(\.id)
        var found = Set<String>()
        for scenario in BuiltInCatalog.catalog {
            let interpreter = Interpreter(catalog: [scenario]) { _ in }
            _ = interpreter.execute("load \(scenario.id)")
            for run in interpreter.loadedRuns {
                for label in run.controls().map(\.label) where found.insert("l" + label).inserted { vocabulary.labels.append(label) }
                for action in run.actionNames where found.insert("a" + action).inserted { vocabulary.actions.append(action) }
                for path in run.graph.viewNames {
                    for name in [path, TextTraceFormatter.shortName(path)] where found.insert("v" + name).inserted {
                        vocabulary.views.append(name)
                    }
                }
                for object in run.graph.objectNames where found.insert("o" + object).inserted { vocabulary.objects.append(object) }
            }
        }
        vocabulary.lessons = [.english, .simplifiedChinese].flatMap { Fuzz.lessons.lessons(in: $0).map(\.id) }
        return vocabulary
    }
}

/// Builds one command line: a well-formed one from the vocabulary, then perhaps mutated.
enum LineGenerator {
    static let numbers = ["0", "1", "2", "3", "-1", "7", "100", "1000", "9223372036854775807", "-9223372036854775808",
                          "9223372036854775808", "99999999999999999999", "1e308", "0x10", "٣", "１２", "1_000", "+5", "", " "]
    static let words = ["", " ", "\"", "\\", "#", "--", "=", "==", "n=", "=1", "é", "中文", "🙂", "👩‍👩‍👧", "a\u{301}",
                        "\u{202E}abc", "\u{200B}", "\u{FEFF}", "Ω", "ﬁ", "İ", "ß", "\u{0}", "\u{1B}[2J", "\r", "\t", "\u{7F}",
                        "\u{85}", "\u{2028}", "null", "nil", "true", "off", "on", "runs", "reason", "cause", "wasted", "total"]
    static let traceWords = ["brief", "full", "printchanges", "PRINTCHANGES", "all", "folded", "loud"]
    static let reportWords = ["md", "html", "json", "pdf", "markdown"]

    static func pick<T>(_ items: [T], _ random: inout SplitMix64) -> T {
        items[Int(random.next() % UInt64(items.count))]
    }

    static func chance(_ percent: UInt64, _ random: inout SplitMix64) -> Bool {
        random.next() % 100 < percent
    }

    static func quoted(_ word: String, _ random: inout SplitMix64) -> String {
        switch random.next() % 6 {
        case 0: word
        case 1: "\"" + word                                           // unterminated
        case 2: "\"" + word.replacingOccurrences(of: "\"", with: "\\\"") + "\"\""
        default: CommandTokenizer.quote(word)
        }
    }

    static func text(_ random: inout SplitMix64) -> String {
        if chance(2, &random) {
            // A long line (a paste).
            return String(repeating: pick(["x", "中", "🙂", "ab ", "\""], &random), count: 200 + Int(random.next() % 1_800))
        }
        return (0..<Int(random.next() % 5)).map { _ in
            chance(50, &random) ? pick(words, &random) : String(UnicodeScalar(UInt8(32 + random.next() % 95)))
        }.joined()
    }

    static func anyWord(_ random: inout SplitMix64, _ v: Vocabulary) -> String {
        switch random.next() % 9 {
        case 0: pick(v.labels, &random)
        case 1: pick(v.views, &random)
        case 2: pick(v.objects.isEmpty ? ["M#1"] : v.objects, &random)
        case 3: pick(v.scenarios, &random)
        case 4: pick(numbers, &random)
        case 5: pick(v.variants, &random)
        case 6: pick(v.commands, &random)
        default: text(&random)
        }
    }

    static func expectLine(_ random: inout SplitMix64, _ v: Vocabulary) -> String {
        var parts = ["expect"]
        if chance(40, &random) { parts.append(pick(v.variants, &random)) }
        switch random.next() % 6 {
        case 0: parts += ["event", quoted(chance(50, &random) ? text(&random) : pick(v.labels, &random), &random)]
        case 1: parts += ["warning", quoted(text(&random), &random)]
        case 2: parts += ["crash"] + (chance(50, &random) ? [quoted(text(&random), &random)] : [])
        default:
            parts.append(quoted(pick(v.views, &random), &random))
            for _ in 0..<(1 + Int(random.next() % 3)) {
                switch random.next() % 5 {
                case 0: parts += ["runs", pick(numbers, &random)]
                case 1: parts += ["total", pick(numbers, &random)]
                case 2: parts += ["reason", quoted(text(&random), &random)]
                case 3: parts += ["cause", quoted(chance(50, &random) ? pick(v.objects + ["x"], &random) : text(&random), &random)]
                default: parts.append("wasted")
                }
            }
        }
        return parts.joined(separator: " ")
    }

    static func wellFormed(_ random: inout SplitMix64, _ v: Vocabulary) -> String {
        let roll = random.next() % 100
        switch roll {
        case 0..<10:
            var parts = ["load", pick(v.scenarios, &random)]
            if chance(50, &random) { parts.append(pick(v.variants, &random)) }
            if chance(15, &random) {
                // Valid sizes stay small so the run stays fast; others are out of range.
                parts.append(pick(v.parameters + ["x", ""], &random) + "="
                    + pick(["0", "1", "10", "200", "100001", "99999999999999999999", "-5", "abc", ""], &random))
            }
            return parts.joined(separator: " ")
        case 10..<24: return "tap " + quoted(pick(v.labels, &random), &random)
        case 24..<29:
            return "toggle " + quoted(pick(v.labels, &random), &random)
                + (chance(50, &random) ? " " + pick(["on", "off", "ON", "maybe", ""], &random) : "")
        case 29..<37: return "type " + quoted(pick(v.labels, &random), &random) + " " + quoted(text(&random), &random)
        case 37..<42: return "do " + quoted(pick(v.actions.isEmpty ? ["x"] : v.actions, &random), &random)
        case 42..<54: return expectLine(&random, v)
        case 54..<57: return "deps " + quoted(chance(80, &random) ? pick(v.views, &random) : anyWord(&random, v), &random)
        case 57..<60: return "inspect " + quoted(chance(80, &random) ? pick(v.objects.isEmpty ? ["M#1"] : v.objects, &random) : anyWord(&random, v), &random)
        case 60..<62: return "source" + (chance(70, &random) ? " " + quoted(anyWord(&random, v), &random) : "")
        case 62..<70: return pick(["tree", "counts", "counts reset", "actions", "scenarios", "reset", "help", "lessons"], &random)
        case 70..<72: return "help " + pick(v.commands + ["nosuch", ""], &random)
        case 72..<75: return "trace" + (0..<Int(random.next() % 3)).map { _ in " " + pick(traceWords, &random) }.joined()
        case 75..<79:
            return "predict" + (chance(40, &random) ? " " + pick(v.variants, &random) : "")
                + (0..<Int(random.next() % 4)).map { _ in " " + quoted(pick(v.views, &random), &random) }.joined()
        case 79..<82: return "lesson " + (chance(50, &random) ? pick(v.lessons, &random) : pick(numbers, &random))
        case 82..<89: return pick(["next", "back", "hint", "play", "play", "next", "redo"], &random)
        case 89:
            // A report builds every variant's comparison (and a scaling series): the costliest line, so rarer.
            guard chance(40, &random) else { return "tree" }
            return "report" + (chance(70, &random) ? " " + pick(reportWords, &random) : "")
        case 90: return "run " + quoted(pick(["/no/such/file", "/dev/null", "/tmp", "/dev/zero", "", "中文.obslab"], &random), &random)
        case 91: return pick(["quit", "exit", "QUIT"], &random)
        case 92..<95: return String(pick(v.commands, &random).dropLast()) + " " + anyWord(&random, v)
        default: return (0..<Int(1 + random.next() % 4)).map { _ in anyWord(&random, v) }.joined(separator: " ")
        }
    }

    static func mutate(_ line: String, _ random: inout SplitMix64) -> String {
        var characters = Array(line)
        let position = characters.isEmpty ? 0 : Int(random.next() % UInt64(characters.count + 1))
        switch random.next() % 10 {
        case 0: characters.insert(contentsOf: pick(words, &random), at: position)
        case 1: if !characters.isEmpty { characters.remove(at: min(position, characters.count - 1)) }
        case 2: characters.removeAll { $0 == "\"" }
        case 3: characters.append("\\")
        case 4: characters.insert(contentsOf: " " + pick(numbers, &random) + " ", at: position)
        case 5:
            let scalar = UnicodeScalar(UInt32(random.next() % 0x3_0000)) ?? "?"
            characters.insert(Character(scalar), at: position)
        case 6: characters.insert(contentsOf: String(repeating: pick(["a", "\"", " ", "é", "#"], &random),
                                                     count: 50 + Int(random.next() % 500)), at: position)
        case 7: characters = Array(String(characters).uppercased())
        case 8: characters.insert(Character(UnicodeScalar(UInt8(random.next() % 32))), at: position)
        default: characters += characters.prefix(Int(random.next() % 40))
        }
        return String(characters)
    }

    static func line(_ random: inout SplitMix64, _ v: Vocabulary) -> String {
        var line = wellFormed(&random, v)
        if chance(30, &random) { line = mutate(line, &random) }
        if chance(5, &random) { line = mutate(line, &random) }
        return line
    }

    /// An argument vector for `obslab`: subcommands, options and values, mutated.
    static func arguments(_ random: inout SplitMix64, _ v: Vocabulary) -> [String] {
        var arguments: [String] = [pick(["run", "report", "check", "scenarios", "shell", "nosuch", "--help", ""], &random)]
        for _ in 0..<Int(random.next() % 5) {
            switch random.next() % 8 {
            case 0: arguments.append(pick(v.scenarios, &random))
            case 1: arguments += ["--set", pick(["=", "=5", "n", "n=", "n=1", "n=-1", "x=y=z", "==", "n=99999999999999999999", ""], &random)]
            case 2: arguments += ["--variant", pick(v.variants + ["", "neu"], &random)]
            case 3: arguments += ["--format", pick(["text", "json", "md", "html", "", "xml"], &random)]
            case 4: arguments += ["--sizes", pick(["10,100", ",", "0", "-1", "9223372036854775807", "1_000", "", "a,b"], &random)]
            case 5: arguments += ["--graphs", pick(["auto", "dot", "builtin", ""], &random)]
            case 6: arguments.append(pick(["--all", "--lang", "zh", "--", "-x", "--script"], &random))
            default: arguments.append(anyWord(&random, v))
            }
        }
        return arguments.filter { !$0.hasPrefix("--out") }
    }
}
