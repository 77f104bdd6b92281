import ObsLab
import ObsLabEngine

extension Interpreter {
    /// The words that could complete the last word of `linePrefix` (what is typed before
    /// the cursor), quoted where they need it: command names, scenario ids, variants,
    /// labels on screen, action names, views, objects.
    public func completions(forLinePrefix linePrefix: String) -> [String] {
        let (words, partial) = Self.split(linePrefix)
        let candidates: [String]
        if words.isEmpty {
            candidates = Command.allCases.map(\.name)
        } else if let command = Command(named: words[0]) {
            candidates = arguments(for: command, position: words.count - 1, previous: Array(words.dropFirst()))
        } else {
            candidates = []
        }
        let unique = candidates.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return unique.filter { $0.hasPrefix(partial) || $0.lowercased().hasPrefix(partial.lowercased()) }
            .map(CommandTokenizer.quote)
    }

    private func arguments(for command: Command, position: Int, previous: [String]) -> [String] {
        let runs = loadedRuns
        var views: [String] { runs.flatMap { $0.graph.viewNames.map(TextTraceFormatter.shortName) } }
        var variants: [String] { loaded?.scenario.variants.map(\.name) ?? [] }
        switch command {
        case .help: return position == 0 ? Command.allCases.map(\.name) : []
        case .load:
            guard position > 0 else { return catalog.map(\.id) }
            let scenario = catalog.first { $0.id == previous.first }
            return (scenario?.variants.map(\.name) ?? []) + ["both"]
        case .act(let verb): return verb.completions(at: position, previous: previous, in: runs)
        case .deps: return position == 0 ? views : []
        case .inspect: return position == 0 ? runs.flatMap(\.graph.objectNames) : []
        case .source:
            return position == 0 ? views + runs.flatMap { $0.graph.objectNames.map { String($0.split(separator: "#")[0]) } } : []
        case .lesson: return position == 0 ? lessonLibrary.lessons(in: language).map(\.id) : []
        case .predict:
            // Type names: each stands for all its instances, and survives the action
            // replacing one (`KeyedCounter` for `KeyedCounter[0]`, about to become `[1]`).
            return (position == 0 ? variants : []) + views.map { String(PredictionJudge.typeName(ofComponent: $0)) }
        case .trace: return position == 0 ? TraceVerbosity.allCases.map(\.rawValue) : []
        case .counts: return position == 0 ? ["reset"] : []
        case .exercise:
            if position == 0 { return ["list", "start", "check", "hint", "reset"] }
            return position == 1 && previous.first != "list" ? (exercises ?? CatalogStore.exercises).exercises.map(\.id) : []
        case .expect:
            if position == 0 { return variants + views + ["event", "warning", "crash"] }
            if position == 1 && variants.contains(previous[0]) { return views + ["event", "warning", "crash"] }
            return ["runs", "reason", "cause", "wasted", "total"]
        case .scenarios, .reset, .actions, .tree, .report, .run, .lessons, .next, .back, .play, .redo, .hint, .quit:
            return []
        }
    }

    /// The complete words before the cursor and the unquoted partial word at it.
    static func split(_ linePrefix: String) -> (words: [String], partial: String) {
        var words: [String] = []
        var current = ""
        var inQuotes = false
        var inWord = false
        for character in linePrefix {
            if inQuotes {
                if character == "\"" { inQuotes = false } else { current.append(character) }
            } else if character == "\"" {
                inQuotes = true
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        return (words, current)
    }
}
