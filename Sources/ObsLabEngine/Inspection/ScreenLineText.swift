import ObsLab

extension ScreenLine {
    /// The line in `language`: view, control and container names, labels and values as
    /// they are.
    package func text(in language: Language) -> String {
        guard language == .simplifiedChinese else { return text }
        return switch self {
        case .view, .text, .image, .container, .control(_, _, _, _, true): text
        case .neverRendered(let indent, let name, let appCrashed):
            Self.spaces(indent) + "\(name)  （从未渲染：" + (appCrashed ? "应用在 body 运行之前就崩溃了" : "它的 body 还没有运行过") + "）"
        case .control(let indent, let title, let label, let value, false):
            Self.spaces(indent) + "\(title) \"\(label)\"" + (value.map { ": \($0)" } ?? "") + "（已禁用）"
        case .crashed(let message): "（已崩溃：\(message)）"
        case .nothingRendered: "（没有渲染任何视图）"
        }
    }
}
