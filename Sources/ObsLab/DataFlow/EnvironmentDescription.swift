extension EnvironmentValues: CustomStringConvertible {
    /// The values set in this environment, newest first, as SwiftUI prints them:
    /// `[EnvironmentPropertyKey<ThemeKey> = dark, EnvironmentPropertyKey<ThemeKey> = light]`.
    /// A key set twice shows twice (the earlier setting stays in the list, hidden); a value
    /// only read, never set, does not show (docs/rules/environment.md).
    public var description: String {
        var settings: [EnvironmentEntry] = []
        for entry in entries.values {
            settings.append(contentsOf: entry.hidden)
            settings.append(entry)
        }
        settings.sort { $0.setting > $1.setting }
        return "[" + settings.map { "EnvironmentPropertyKey<\($0.keyDescription)> = \($0.valueDescription)" }
            .joined(separator: ", ") + "]"
    }
}
