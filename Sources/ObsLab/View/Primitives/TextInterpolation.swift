import Foundation

// SwiftUI reads `Text("\(value, specifier: "%.2f")")` and `Text("\(price, format: .currency(code: "EUR"))")`
// through `LocalizedStringKey`'s interpolation. The lab's `Text`, `Label`, `Button` and the
// other titles take a `String`, so the same interpolations are given to string literals:
// the text is what SwiftUI shows. (More permissive than Xcode, where a plain `String`
// has no such interpolation.)
extension DefaultStringInterpolation {
    /// `\(value, specifier: "%.2f")`: the value formatted with a `printf` format, as
    /// `String(format:)` formats it.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        appendLiteral(String(format: specifier, value))
    }

    /// `\(value, format: .number)`: the value formatted by a format style.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
        appendLiteral(format.format(input))
    }
}
