import ObsLab

/// What is wrong with a parameter given when loading a scenario (`load scaling n=…`), as a
/// value: rendered in a language by `text(in:)`.
public enum ParameterProblem: Hashable, Sendable {
    /// A value that is not a whole number within the range the variant accepts.
    case notAWholeNumber(name: String, range: ClosedRange<Int>, given: String)
    /// A parameter the scenario does not take; `accepted` are those it takes (none).
    case unknown(name: String, accepted: [String])

    /// The problem in `language`; names and values stay as they are.
    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.notAWholeNumber(let name, let range, let given), .english):
            "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(given)"
        case (.notAWholeNumber(let name, let range, let given), .simplifiedChinese):
            "\(name) 必须是 \(range.lowerBound) 到 \(range.upperBound) 之间的整数，不能是 \(given)"
        case (.unknown(let name, let accepted), .english):
            accepted.isEmpty ? "this scenario takes no parameters (got \(name))"
                : "no parameter \(name); this scenario takes: \(accepted.joined(separator: ", "))"
        case (.unknown(let name, let accepted), .simplifiedChinese):
            accepted.isEmpty ? "这个场景不接受参数（收到了 \(name)）"
                : "没有参数 \(name)；这个场景接受：\(accepted.joined(separator: ", "))"
        }
    }
}
