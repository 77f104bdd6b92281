/// The lines `Self._printChanges()` prints (`Row: @self, @identity changed.`), made once
/// per view type and list of tokens and shared by every view that prints them.
///
/// A list of a hundred thousand rows prints one line per row on its first render, all the
/// same: kept once, not once per row (and not made again for each row either).
@MainActor
enum PrintChangesLines {
    private static var lines: [String: [(tokens: [InvalidationCause.Token], line: String)]] = [:]

    /// The last line asked for: a list's rows ask for one line after another.
    private static var last: (typeName: String, tokens: [InvalidationCause.Token], line: String)?

    static func line(typeName: String, tokens: [InvalidationCause.Token]) -> String {
        if let last, last.tokens == tokens, last.typeName == typeName { return last.line }
        let line = made(typeName: typeName, tokens: tokens)
        last = (typeName, tokens, line)
        return line
    }

    /// The last one-token line asked for.
    private static var lastSingle: (typeName: String, token: InvalidationCause.Token, line: String)?

    /// The line for one token (`Row: _model changed.`).
    static func line(typeName: String, token: InvalidationCause.Token) -> String {
        if let lastSingle, lastSingle.token == token, lastSingle.typeName == typeName { return lastSingle.line }
        let line = made(typeName: typeName, tokens: [token])
        lastSingle = (typeName, token, line)
        return line
    }

    private static func made(typeName: String, tokens: [InvalidationCause.Token]) -> String {
        // A loop, not `first(where:)`, whose closure checks the main actor on every call.
        for known in lines[typeName] ?? [] where known.tokens == tokens { return known.line }
        let text = tokens.map(\.text)
        let line = switch text.count {
        case 0: "\(typeName): unchanged."
        case 1: "\(typeName): \(text[0]) changed."
        default: "\(typeName): \(text.joined(separator: ", ")) changed."
        }
        lines[typeName, default: []].append((tokens, line))
        return line
    }
}
