import ObsLab

extension Interpreter {
    /// The words that could complete the last word of `linePrefix` (what is typed before
    /// the cursor), quoted where they need it: command names, scenario ids, variants,
    /// labels on screen, action names, views, objects.
    public func completions(forLinePrefix linePrefix: String) -> [String] {
        let (words, partial) = Self.split(linePrefix)
        let candidates: [String]
        if words.isEmpty {
            candidates = Command.all.map(\.name)
        } else {
            candidates = arguments(for: words[0].lowercased(), position: words.count - 1, previous: Array(words.dropFirst()))
        }
        let unique = candidates.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return unique.filter { $0.hasPrefix(partial) || $0.lowercased().hasPrefix(partial.lowercased()) }
            .map(CommandTokenizer.quote)
    }

    private func arguments(for command: String, position: Int, previous: [String]) -> [String] {
        let runs = loadedRuns
        let views = runs.flatMap { $0.graph.viewNames.map(TextTraceFormatter.shortName) }
        let variants = loaded?.scenario.variants.map(\.name) ?? []
        switch (command, position) {
        case ("help", 0): return Command.all.map(\.name)
        case ("load", 0): return catalog.map(\.id)
        case ("load", _):
            let scenario = catalog.first { $0.id == previous.first }
            return (scenario?.variants.map(\.name) ?? []) + ["both"]
        case ("tap", 0): return labels(of: .button)
        case ("toggle", 0): return labels(of: .toggle)
        case ("toggle", 1): return ["on", "off"]
        case ("type", 0), ("submit", 0): return labels(of: .textField)
        case ("choose", 0): return labels(of: .picker) + labels(of: .slider)
        case ("choose", 1):
            return runs.flatMap { $0.controls() }.filter { $0.kind == .picker && $0.label == previous.first }
                .flatMap(\.options)
        case ("increment", 0), ("decrement", 0): return labels(of: .stepper)
        case ("do", 0): return runs.flatMap(\.actionNames)
        case ("deps", 0): return views
        case ("inspect", 0): return runs.flatMap(\.graph.objectNames)
        case ("source", 0): return views + runs.flatMap { $0.graph.objectNames.map { String($0.split(separator: "#")[0]) } }
        case ("lesson", 0): return lessonLibrary.lessons(in: language).map(\.id)
        case ("predict", _):
            // Type names: each stands for all its instances, and survives the action
            // replacing one (`KeyedCounter` for `KeyedCounter[0]`, about to become `[1]`).
            return (position == 0 ? variants : []) + views.map { String(PredictionJudge.typeName(ofComponent: $0)) }
        case ("trace", 0): return TraceDetail.allCases.map(\.rawValue)
        case ("counts", 0): return ["reset"]
        case ("exercise", 0): return ["list", "start", "check", "hint", "reset"]
        case ("exercise", 1) where previous.first != "list": return (exercises ?? CatalogStore.exercises).exercises.map(\.id)
        case ("expect", _):
            if position == 0 { return variants + views + ["event", "warning", "crash"] }
            if position == 1 && variants.contains(previous[0]) { return views + ["event", "warning", "crash"] }
            return ["runs", "reason", "cause", "wasted", "total"]
        default: return []
        }
    }

    private func labels(of kind: ControlInfo.Kind) -> [String] {
        loadedRuns.flatMap { $0.controls() }.filter { $0.kind == kind }.map(\.label)
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
