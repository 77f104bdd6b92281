import ObsLab

extension ActionError {
    /// Why the action could not be performed, in `language`. Labels, names and values stay
    /// as they are; how to start again after a crash is the front end's to say.
    package func text(in language: Language) -> String {
        language == .english ? english : chinese
    }

    private var english: String {
        switch self {
        case let .noSuchControl(label, kind, available):
            let list = available.isEmpty ? "there is none on screen" : "on screen: " + Self.quoted(available)
            return "no \(kind.rawValue) labelled \"\(label)\"; \(list)"
        case let .noSuchAction(name, available):
            let list = available.isEmpty ? "this scenario has none" : "its actions: " + Self.quoted(available)
            return "no action named \"\(name)\"; \(list)"
        case let .crashed(message):
            return "the scenario has crashed (\(message))"
        case let .noSuchChoice(label, value, options):
            return options.isEmpty ? "\"\(value)\" is not a number \"\(label)\" can take"
                : "\"\(label)\" has no option \"\(value)\"; its options: " + Self.quoted(options)
        case .nothingPresented:
            return "nothing is presented"
        case .nothingPushed:
            return "no navigation stack has a view pushed"
        case let .noLazyContainer(name, available):
            let list = available.isEmpty ? "there is none on screen (List, LazyVStack, LazyHStack, LazyVGrid, LazyHGrid)"
                : "on screen: " + Self.quoted(available)
            return (name.map { "no lazy container \"\($0)\"" } ?? "nothing to scroll") + "; " + list
        case .nothingRefreshable:
            return "no list or scroll view on screen is refreshable (`.refreshable`)"
        }
    }

    private var chinese: String {
        switch self {
        case let .noSuchControl(label, kind, available):
            let list = available.isEmpty ? "屏幕上一个也没有" : "屏幕上有：" + Self.quoted(available)
            return "没有标签为 \"\(label)\" 的\(kind.chineseName)；\(list)"
        case let .noSuchAction(name, available):
            let list = available.isEmpty ? "这个场景没有动作" : "它的动作有：" + Self.quoted(available)
            return "没有名为 \"\(name)\" 的动作；\(list)"
        case let .crashed(message):
            return "场景已经崩溃（\(message)）"
        case let .noSuchChoice(label, value, options):
            return options.isEmpty ? "\"\(value)\" 不是 \"\(label)\" 能取的数值"
                : "\"\(label)\" 没有选项 \"\(value)\"；它的选项有：" + Self.quoted(options)
        case .nothingPresented:
            return "当前没有呈现任何内容"
        case .nothingPushed:
            return "没有哪个导航栈推入了视图"
        case let .noLazyContainer(name, available):
            let list = available.isEmpty ? "屏幕上一个也没有（List、LazyVStack、LazyHStack、LazyVGrid、LazyHGrid）"
                : "屏幕上有：" + Self.quoted(available)
            return (name.map { "没有惰性容器 \"\($0)\"" } ?? "没有可以滚动的内容") + "；" + list
        case .nothingRefreshable:
            return "屏幕上没有可刷新（`.refreshable`）的列表或滚动视图"
        }
    }

    private static func quoted(_ items: [String]) -> String {
        items.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}

extension ControlKind {
    /// The kind's name in Chinese, as lessons/zh-Hans/GLOSSARY.md gives it.
    package var chineseName: String {
        switch self {
        case .button: "按钮"
        case .toggle: "开关"
        case .textField: "文本框"
        case .picker: "选择器"
        case .slider: "滑块"
        case .stepper: "步进器"
        }
    }
}
