import ObsLab

/// How much the text trace shows after each action.
public enum TraceVerbosity: String, CaseIterable, Sendable {
    /// Causes, bodies that ran, children skipped, storage, warnings.
    case brief
    /// Everything, including each invalidation and every cause's detail.
    case full
    /// Exactly what SwiftUI's `Self._printChanges()` prints, one line per body.
    case printChanges = "printchanges"
}

/// Terminal styling: colour only on a terminal, never with `NO_COLOR` or when piped.
public struct TextStyle: Sendable {
    public var color: Bool
    public var detail: TraceVerbosity
    /// Whether a long run of identical keystrokes is shown as its first, a count, and its
    /// last (`trace folded`, the default) rather than one by one (`trace all`).
    public var foldsRepeats: Bool
    /// The language of the lab's own words (the JSON trace is always English).
    public var language: Language
    /// The front end's command that shows folded keystrokes one by one (the shell's
    /// `trace all`), named where they are folded; nil names none.
    public var unfoldCommand: String?

    public init(color: Bool = false, detail: TraceVerbosity = .brief, foldsRepeats: Bool = true,
                language: Language = .english, unfoldCommand: String? = nil) {
        self.color = color
        self.detail = detail
        self.foldsRepeats = foldsRepeats
        self.language = language
        self.unfoldCommand = unfoldCommand
    }

    /// `text` in the ANSI style `code` when colour is on.
    public func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// Formats what one action did in each variant, side by side, for people.
public struct TextTraceFormatter: Sendable {
    public var style: TextStyle
    /// Past this many views, the counts table lists only the views that ran.
    public var fullTableLimit = 24

    public init(style: TextStyle) { self.style = style }

    private var words: TraceWords { TraceWords(style.language) }
    /// An event's detail in the trace's language; empty when it has none.
    private func text(_ detail: TraceDetail?) -> String { detail?.text(in: style.language) ?? "" }

    /// The trace of one action in each variant, then the per-view counts, as one text:
    /// the lines of ``format(_:into:)`` joined by line feeds.
    package func format(_ results: [(variant: String, step: TraceStep)]) -> String {
        var text = ""
        var isFirstLine = true
        format(results) { prefix, line in
            if !isFirstLine { text += "\n" }
            text += prefix
            text += line
            isFirstLine = false
        }
        return text
    }

    /// The same trace, each line handed to `add` as it is made, in two parts: what goes
    /// before it (the variant's tag, the indent below it, or nothing) and the line. No
    /// text of the whole step is built, so a first render of a hundred thousand views can
    /// go to its output a line at a time.
    package func format(_ results: [(variant: String, step: TraceStep)],
                        into add: (_ prefix: String, _ line: String) -> Void) {
        for (variant, step) in results {
            block(variant: variant, step: step, into: add)
        }
        if style.detail != .printChanges {
            countsTable(results) { add("", $0) }
        }
    }

    private func tag(_ variant: String) -> String {
        let padded = variant.padded(toLength: max(4, variant.count + 1))
        switch variant {
        case ScenarioVariant.old: return style.paint(padded, "33")
        case ScenarioVariant.new: return style.paint(padded, "36")
        default: return style.paint(padded, "35")
        }
    }

    /// The variant's lines, each handed to `add` as it is made with what goes before it:
    /// the variant's tag for the first, an indent for the rest.
    private func block(variant: String, step: TraceStep, into add: (_ prefix: String, _ line: String) -> Void) {
        let isFirstRender = step.action == "first render"
        var names = ViewNames(count: step.events.count, countsRepeats: false) { step.events.view(at: $0) }
        // The widest name of a view that ran or was skipped (the lines that pad it).
        var nameWidth = 0
        for index in step.events.indices where step.events.kind(at: index) == .evaluation || step.events.kind(at: index) == .skip {
            if let view = step.events.view(at: index) { nameWidth = max(nameWidth, names.name(of: view).width) }
        }
        let indent = String(repeating: " ", count: max(4, variant.count + 1))
        var lineCount = 0
        func emit(_ line: String) {
            add(lineCount == 0 ? tag(variant) : indent, line)
            lineCount += 1
        }
        // Views of one type print one `_printChanges` line, shared: the part a line shows
        // is cut from it once for a run of them (a list's rows), not once per row.
        var lastPrintChanges: String?
        var lastChanges = ""
        func describe(_ event: TraceEvent) -> String {
            let name = names.name(of: event.view ?? "")
            guard event.kind == .evaluation else { return self.describe(event, name: name, nameWidth: nameWidth) }
            let line = event.printChanges
            if line != lastPrintChanges {
                lastPrintChanges = line
                lastChanges = Self.changes(in: line)
            }
            return self.describe(event, name: name, nameWidth: nameWidth, changes: lastChanges)
        }
        // Ranges of the events, each read with the subscript's getter (a slice's iterator
        // reads through the `read` coroutine, which allocates for an event).
        func lines(_ range: Range<Int>) {
            for index in range {
                let event = step.events[index]
                switch style.detail {
                case .printChanges:
                    if event.kind == .evaluation, let line = event.printChanges { emit(line) }
                    if event.kind == .warning || event.kind == .crash { emit(describe(event)) }
                case .brief:
                    if event.kind == .invalidation { continue }
                    if isFirstRender, event.kind == .storageCreated || event.kind == .skip { continue }
                    emit(describe(event))
                case .full:
                    emit(describe(event))
                }
            }
        }
        if style.foldsRepeats && step.transactionStarts.count > Self.longestUnfoldedRun {
            for part in Self.repeatedRuns(in: step) {
                if part.count > Self.longestUnfoldedRun {
                    lines(part.first)
                    emit(style.paint(words.foldedKeystrokes(part.count - 2, unfoldCommand: style.unfoldCommand), "2"))
                    lines(part.last)
                } else {
                    for range in part.ranges { lines(range) }
                }
            }
        } else {
            lines(step.events.indices)
        }
        if lineCount == 0 {
            emit(style.detail == .printChanges ? words.noBodyRan : words.nothingObserved)
        }
    }

    /// A run of identical keystrokes up to this long is shown in full.
    public static let longestUnfoldedRun = 8

    /// Consecutive transactions (event ranges) of one step, grouped into runs whose events
    /// are the same but for values and counts. Events before the first transaction form
    /// a run of their own.
    struct Run {
        var ranges: [Range<Int>]
        var count: Int { ranges.count }
        var first: Range<Int> { ranges[0] }
        var last: Range<Int> { ranges[ranges.count - 1] }
    }

    static func repeatedRuns(in step: TraceStep) -> [Run] {
        let starts = step.transactionStarts
        var runs: [Run] = []
        if let first = starts.first, first > 0 { runs.append(Run(ranges: [0..<first])) }
        var previous: [EventShape]? = nil
        for (index, start) in starts.enumerated() {
            let range = start..<(index + 1 < starts.count ? starts[index + 1] : step.events.count)
            let shape = range.map { EventShape(step.events[$0]) }
            if shape == previous, !runs.isEmpty {
                runs[runs.count - 1].ranges.append(range)
            } else {
                runs.append(Run(ranges: [range]))
            }
            previous = shape
        }
        return runs
    }

    /// What an event did, without the values and counts that differ from one keystroke to
    /// the next: compared field by field, with no text built.
    private struct EventShape: Equatable {
        let kind: TraceEvent.Kind
        let view: String?
        let object: String?
        let property: String?
        let cause: String?
        let printChanges: String?
        let wasted: Bool?
        let valueChanged: Bool?

        init(_ event: TraceEvent) {
            kind = event.kind
            view = event.view
            object = event.object
            property = event.property
            cause = event.cause
            printChanges = event.printChanges
            wasted = event.wasted
            valueChanged = event.valueChanged
        }
    }

    /// `"  \(name)\(padding spaces)  \(changes)  body #\(count)"`, written in one go (a first
    /// render writes one for every view: six appends and a number's description each, before).
    private static func evaluationLine(name: String, padding: Int, changes: String, count: Int) -> String {
        var name = name, changes = changes
        return name.withUTF8 { name in
            changes.withUTF8 { changes in
                let label: StaticString = "  body #"
                let length = 2 + name.count + padding + 2 + changes.count + label.utf8CodeUnitCount
                    + UTF8Writer.decimalLength(of: count)
                return String(unsafeUninitializedCapacity: length) { buffer in
                    var writer = UTF8Writer(buffer)
                    writer.write(UInt8(ascii: " "), times: 2)
                    writer.write(name)
                    writer.write(UInt8(ascii: " "), times: padding + 2)
                    writer.write(changes)
                    writer.write(UnsafeBufferPointer(start: label.utf8Start, count: label.utf8CodeUnitCount))
                    writer.write(decimal: count)
                    return writer.count
                }
            }
        }
    }

    /// What an evaluation's line shows of its `_printChanges` line: what follows `: `.
    private static func changes(in line: String?) -> String {
        guard let line else { return "" }
        // The reason follows the last colon: a type name can hold one (a tuple's label).
        return lastIndex(of: ":", in: line).map { String(line[line.index($0, offsetBy: 2)...]) } ?? line
    }

    /// `changes`: what an evaluation's line shows of its `_printChanges` line, when known.
    /// `name`: the view's name in the step's lines and its width.
    private func describe(_ event: TraceEvent, name shown: (name: String, width: Int), nameWidth: Int,
                          changes knownChanges: String? = nil) -> String {
        let name = shown.name
        let padding = max(0, nameWidth - shown.width)
        var paddedName: String { style.paint(name, "1") + String(repeating: " ", count: padding) }
        switch event.kind {
        case .emission:
            return "\(event.object ?? "?").objectWillChange  " + words.parenthesized(text(event.detail))
        case .mutation:
            let subject = (event.object ?? "?") + "." + (event.property ?? words.unnamedProperty)
            return subject + words.changed + (event.detail.map { "  " + words.parenthesized(text($0)) } ?? "")
        case .stateWrite:
            return "\(event.property ?? "?"): \(text(event.detail))"
        case .invalidation:
            let cause = (event.cause ?? "?") + (event.detail.map { words.colon + text($0) } ?? "")
            return "  " + words.invalidates(name) + words.appended(cause)
        case .evaluation:
            let changes = knownChanges ?? Self.changes(in: event.printChanges)
            var line = Self.evaluationLine(name: style.paint(name, "1"), padding: padding, changes: changes,
                                           count: event.count ?? 0)
            // Looked for only when there is a detail to show (never on a first render), and
            // as bytes: the tokens are ASCII, and Foundation's `contains` costs far more.
            if let detail = event.detail, style.detail == .full
                || Self.mentions(changes, "@dependencies") || Self.mentions(changes, "@self") {
                line += "  " + words.parenthesized(text(detail))
            }
            if event.wasted == true { line += "  " + style.paint(words.wasted, "31") }
            return line
        case .skip:
            return "  \(paddedName)  \(words.skipped)\(text(event.detail))"
        case .storageCreated:
            return "  + \(name): \(event.detail.map(text) ?? words.storageCreated)"
        case .storageDestroyed:
            return "  - \(name): \(words.storageDestroyed)" + (event.detail.map { words.appended(text($0)) } ?? "")
        case .storageReplaced:
            return "  " + style.paint("! \(name): \(text(event.detail))", "31")
        case .objectDiscarded:
            return "  ~ \(name): \(text(event.detail))"
        case .warning:
            return style.paint(words.warning + text(event.detail), "33")
        case .crash:
            return style.paint(words.crash + text(event.detail), "31;1")
        case .callback:
            return "↳ \(text(event.detail))"
        case .console:
            return "  \(words.print)\(text(event.detail))"
        }
    }

    /// The counts table's lines, each handed to `add` as it is made (a step that ran a
    /// hundred thousand bodies lists as many rows).
    private func countsTable(_ results: [(variant: String, step: TraceStep)], into add: (String) -> Void) {
        let notes = Self.unrenderedNotes(results, language: style.language)
        guard let first = results.first, first.step.action != "first render" else {
            for result in results {
                add(words.firstRender(variant: result.variant, views: result.step.viewCount - result.step.unrenderedViews.count))
            }
            notes.forEach(add)
            return
        }
        // A large tree lists only the views that ran, so printing costs what the flush did.
        let isLarge = results.contains { $0.step.viewCount > fullTableLimit }
        var rows: [String] = []
        let unrendered = results.map { Set($0.step.unrenderedViews) }
        if isLarge {
            // Each view that ran, once: a step's runs are kept at their path's last position
            // (one a path), and a path an earlier variant listed is left out. No set of the
            // paths and no list of their counts is made (an old tap lists every row).
            for (index, (_, step)) in results.enumerated() {
                for view in step.pathsThatRan where !results[..<index].contains(where: { $0.step.ranAndIsLive(view) }) {
                    rows.append(view)
                }
            }
        } else {
            var seen = Set<String>()
            for (_, step) in results {
                for view in step.table.paths where seen.insert(view).inserted { rows.append(view) }
            }
        }
        // A view whose body never ran has no count to show; the note below names it.
        rows.removeAll { view in
            zip(results, unrendered).allSatisfy { $0.step.table.position(of: view) == nil || $1.contains(view) }
        }
        let hidden = isLarge
            ? max(0, (zip(results, unrendered).map { $0.step.viewCount - $1.count }.max() ?? 0) - rows.count) : 0
        Self.table(views: rows, heading: words.viewsColumn, columns: zip(results, unrendered).map { result, unrendered in
            (result.variant, { view in
                result.step.table.position(of: view) == nil || unrendered.contains(view) ? nil : result.step.runs[view] ?? 0
            })
        }, into: add)
        if hidden > 0 { add(words.moreViewsRanZeroTimes(hidden)) }
        if rows.count > 6 || hidden > 0 {
            Self.table(views: [words.allViews], columns: results.map { result in
                (result.variant, { _ in result.step.runs.total })
            }).dropFirst().forEach(add)
        }
        notes.forEach(add)
    }

    /// `1 view`, `2 views`.
    public static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(number) \(number == 1 ? singular : plural)"
    }

    /// One line per variant that has views on screen whose body never ran, naming them
    /// and saying why, so no table shows them as if they had rendered.
    package static func unrenderedNotes(_ results: [(variant: String, step: TraceStep)],
                                       language: Language = .english) -> [String] {
        results.compactMap { variant, step in
            let views = step.unrenderedViews
            guard !views.isEmpty else { return nil }
            return TraceWords(language).neverRendered(variant: variant, views: distinctNames(for: views),
                                                      crashed: step.events.contains { $0.kind == .crash })
        }
    }

    /// A table of counts: one row per view (short names where they are unique), one
    /// right-aligned column per variant; `nil` prints as `-` (no such view there). `heading`
    /// names the column of views (`views`, or `视图` in Chinese).
    public static func table(views: [String], heading: String = "views",
                             columns: [(name: String, count: (String) -> Int?)]) -> [String] {
        var lines: [String] = []
        table(views: views, heading: heading, columns: columns) { lines.append($0) }
        return lines
    }

    /// The same table, each line handed to `add` as it is made.
    static func table(views: [String], heading: String = "views",
                      columns: [(name: String, count: (String) -> Int?)], into add: (String) -> Void) {
        // The names of `distinctNames(for:)`, cut from each path as its row is written: no
        // list of them (an old tap's table has a row for each of a hundred thousand views).
        var names = ViewNames(count: views.count, countsRepeats: true) { views[$0] }
        var width = heading.displayWidth
        for view in views { width = max(width, names.name(of: view).name.displayWidth) }
        width = max(5, width) + 2
        let columnWidth = max(5, (columns.map(\.name.count).max() ?? 3) + 2)
        func cell(_ text: String) -> String { String(repeating: " ", count: max(1, columnWidth - text.count)) + text }
        add(heading.padded(toDisplayWidth: width) + columns.map { cell($0.name) }.joined())
        for view in views {
            add(names.name(of: view).name.padded(toDisplayWidth: width)
                + columns.map { cell($0.count(view).map(String.init) ?? "-") }.joined())
        }
    }

    /// Whether `text` contains `word` (ASCII), compared byte by byte.
    private static func mentions(_ text: String, _ word: StaticString) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            word.withUTF8Buffer { word in
                guard !word.isEmpty, word.count <= bytes.count else { return word.isEmpty }
                search: for start in 0...(bytes.count - word.count) {
                    for offset in 0..<word.count where bytes[start + offset] != word[offset] { continue search }
                    return true
                }
                return false
            }
        }
    }

    /// The last component of a view's path (`OrderList` for `ContentView/OrderList`).
    public static func shortName(_ path: String) -> String { ViewPath.lastComponent(of: path) }

    /// The last `character` (ASCII) of `text`, as `lastIndex(of:)` finds it, looked for
    /// among the bytes when that settles it.
    private static func lastIndex(of character: Character, in text: String) -> String.Index? {
        guard let byte = character.asciiValue, let found = text.utf8.lastIndex(of: byte), text[found] == character
        else { return text.lastIndex(of: character) }
        return found
    }

    /// Short names, falling back to whole paths where two views share one.
    public static func distinctNames(for paths: [String]) -> [String] {
        let short = paths.map(shortName)
        var counts: [String: Int] = [:]
        for name in short { counts[name, default: 0] += 1 }
        return zip(paths, short).map { path, name in counts[name] == 1 ? name : path }
    }
}

extension String {
    /// `padding(toLength:withPad: " ", startingAt: 0)`, without bridging when only
    /// spaces are added (lengths in UTF-16 units, as there).
    func padded(toLength length: Int) -> String {
        let units = utf16.count
        guard units <= length else { return padding(toLength: length, withPad: " ", startingAt: 0) }
        return units == length ? self : self + String(repeating: " ", count: length - units)
    }

    /// Columns the text takes in a terminal: two for a wide (CJK) character, one otherwise.
    public var displayWidth: Int {
        unicodeScalars.reduce(0) { width, scalar in
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
                 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6: width + 2
            default: width + 1
            }
        }
    }

    /// Padded with spaces to `width` terminal columns (as `padded(toLength:)` for ASCII).
    public func padded(toDisplayWidth width: Int) -> String {
        let shown = displayWidth
        return shown >= width ? self : self + String(repeating: " ", count: width - shown)
    }
}
