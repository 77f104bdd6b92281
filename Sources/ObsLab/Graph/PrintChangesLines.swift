/// The lines `Self._printChanges()` prints (`Row: @self changed.`) for the views
/// of one type name, made once per list of tokens and shared by every view that prints them.
///
/// A list of a hundred thousand rows prints one line per row on its first render, all the
/// same: kept once, not once per row (and not made again for each row either). Each view
/// holds its type name's lines (which also give its type name), so a body that runs finds
/// its line without looking the name up.
@MainActor
final class PrintChangesLines {
    private static var byTypeName: [String: PrintChangesLines] = [:]

    /// The lines of the views named `typeName`.
    static func of(typeName: String) -> PrintChangesLines {
        if let known = byTypeName[typeName] { return known }
        let made = PrintChangesLines(typeName: typeName)
        byTypeName[typeName] = made
        return made
    }

    let typeName: String
    /// Searched, then appended to, one access at a time: no run-time exclusivity check.
    @exclusivity(unchecked) private var lines: [(tokens: [InvalidationCause.Token], line: String)] = []

    private init(typeName: String) { self.typeName = typeName }

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
        case 0: "\(typeName): unchanged."
        case 1: "\(typeName): \(text[0]) changed."
        default: "\(typeName): \(text.joined(separator: ", ")) changed."
        }
        lines.append((tokens, line))
        return line
    }
}
