/// The lines `Self._printChanges()` prints (`Row: @self changed.`) for the views
/// of one type, made once per list of tokens and shared by every view that prints them.
///
/// A list of a hundred thousand rows prints one line per row on its first render, all the
/// same: kept once, not once per row (and not made again for each row either). Each view
/// holds its type name's lines (which also give its type name), so a body that runs finds
/// its line without looking the name up.
@MainActor
final class PrintChangesLines {
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let typeName: String
    }
    private static var byType: [Key: PrintChangesLines] = [:]
    private static var generation = PrintedTypeName.generation

    /// The lines of the views of `view`'s type, named `typeName` in the graph.
    static func of(typeName: String, view: any View) -> PrintChangesLines {
        if generation != PrintedTypeName.generation {
            byType = [:]
            generation = PrintedTypeName.generation
        }
        let key = Key(type: ObjectIdentifier(type(of: view)), typeName: typeName)
        if let known = byType[key] { return known }
        let made = PrintChangesLines(typeName: typeName, printedName: printedName(of: view, typeName: typeName))
        byType[key] = made
        return made
    }

    /// The name the lines begin with: the qualified name of the type whose body runs (a
    /// custom modifier's, an app's), or the graph's name for SwiftUI's own views.
    private static func printedName(of view: any View, typeName: String) -> String {
        guard let named = view as? any RuntimeNamedView else { return PrintedTypeName.of(type(of: view)) }
        return named.bodyType.map { PrintedTypeName.of($0) } ?? typeName
    }

    /// The view's name in the graph and the trace (`Row`).
    let typeName: String
    /// The name the lines begin with (`Settings.Row`).
    let printedName: String
    /// Searched, then appended to, one access at a time: no run-time exclusivity check.
    @exclusivity(unchecked) private var lines: [(tokens: [InvalidationCause.Token], line: String)] = []

    private init(typeName: String, printedName: String) {
        self.typeName = typeName
        self.printedName = printedName
    }

    /// The line for one token (most bodies run for one reason): no list made to find it.
    func line(_ token: InvalidationCause.Token) -> String {
        for known in lines where known.tokens.count == 1 && known.tokens[0] == token { return known.line }
        return make([token])
    }

    func line(_ tokens: [InvalidationCause.Token]) -> String {
        for known in lines where known.tokens == tokens { return known.line }
        return make(tokens)
    }

    private func make(_ tokens: [InvalidationCause.Token]) -> String {
        let text = tokens.map(\.text)
        let line = switch text.count {
        case 0: "\(printedName): unchanged."
        case 1: "\(printedName): \(text[0]) changed."
        default: "\(printedName): \(text.joined(separator: ", ")) changed."
        }
        lines.append((tokens, line))
        return line
    }
}
