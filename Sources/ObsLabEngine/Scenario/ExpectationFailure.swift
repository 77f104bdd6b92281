import ObsLab

/// Why an `expect` line (or a `LabHost` assertion) did not hold, as a value: rendered in a
/// language by `text(in:)`, one `switch` per language.
package enum ExpectationFailure: Equatable, Sendable {
    /// `expect no event "<text>"`: a line of the full trace mentions it.
    case eventMentions(text: String, line: String)
    case noEventMentions(text: String)
    case noWarningSays(text: String)
    case didNotCrash
    case crashedWith(detail: String)
    /// `expect created Model N`: how many were made, and which (with those discarded).
    case created(count: Int, type: String, expected: Int, objects: [CreatedObject])
    /// No view has that name; `views` are the step's views, or nil when there are too many
    /// to list (`total` of them).
    case noSuchView(name: String, views: [String]?, total: Int)
    case ambiguousView(name: String, matches: [String])
    case runs(view: String, runs: Int, expected: Int)
    case total(view: String, runs: Int, expected: Int)
    /// `reason`: what the view printed instead (nothing when it did not run).
    case reason(view: String, expected: String, printed: [String])
    case noCauseMentions(view: String, text: String)
    case notWasted(view: String)
    case wasted(view: String)
    case doesNotShow(view: String, text: String, shown: [String])
    case lookup(LookupError)

    /// An object a step made, and whether SwiftUI threw it away (a `@State`'s initial value
    /// made again).
    package struct CreatedObject: Equatable, Sendable {
        package let name: String
        package let discarded: Bool

        package init(name: String, discarded: Bool) {
            self.name = name
            self.discarded = discarded
        }
    }

    /// The failure in `language`; names, labels and quoted text stay as they are.
    ///
    /// - Parameters:
    ///   - language: The language to say it in.
    ///   - viewListCommand: The front end's command that lists every view, named where a
    ///     tree is too large to list in a message (the shell's `counts`); nil names none.
    package func text(in language: Language, viewListCommand: String? = nil) -> String {
        language == .english ? english(viewListCommand) : chinese(viewListCommand)
    }

    private func english(_ viewListCommand: String?) -> String {
        switch self {
        case let .eventMentions(text, line): "an event mentions \"\(text)\": \(line)"
        case let .noEventMentions(text): "no event mentions \"\(text)\""
        case let .noWarningSays(text): "no warning says \"\(text)\""
        case .didNotCrash: "the scenario did not crash"
        case let .crashedWith(detail): "it crashed with \"\(detail)\""
        case let .created(count, type, expected, objects):
            "\(count) \(type) instance\(count == 1 ? " was" : "s were") created, expected \(expected)"
                + (objects.isEmpty ? "" : " (" + objects.map { $0.discarded ? "\($0.name) (discarded)" : $0.name }
                    .joined(separator: ", ") + ")")
        case let .noSuchView(name, views, total):
            "there is no view \"\(name)\" (views: "
                + (views?.joined(separator: ", ") ?? "\(total) views" + (viewListCommand.map { ", listed by `\($0)`" } ?? "")) + ")"
        case let .ambiguousView(name, matches): "\"\(name)\" is ambiguous: \(matches.joined(separator: ", "))"
        case let .runs(view, runs, expected): "\(view) ran \(runs) time\(runs == 1 ? "" : "s"), expected \(expected)"
        case let .total(view, runs, expected): "\(view) ran \(runs) times in all, expected \(expected)"
        case let .reason(view, expected, printed):
            "\(view)'s reason is not \"\(expected)\""
                + (printed.isEmpty ? " (it did not run)" : " (it printed \"\(printed.joined(separator: "\", \""))\")")
        case let .noCauseMentions(view, text): "no cause of \(view) mentions \"\(text)\""
        case let .notWasted(view): "\(view) was not a wasted evaluation"
        case let .wasted(view): "\(view) was a wasted evaluation: same output as before"
        case let .doesNotShow(view, text, shown):
            "\(view) does not show \"\(text)\"; it shows " + (shown.isEmpty ? "no text" : Self.quoted(shown))
        case let .lookup(error): error.text(in: .english)
        }
    }

    private func chinese(_ viewListCommand: String?) -> String {
        switch self {
        case let .eventMentions(text, line): "有事件提到了 \"\(text)\"：\(line)"
        case let .noEventMentions(text): "没有事件提到 \"\(text)\""
        case let .noWarningSays(text): "没有警告包含 \"\(text)\""
        case .didNotCrash: "场景没有崩溃"
        case let .crashedWith(detail): "它崩溃时的信息是 \"\(detail)\""
        case let .created(count, type, expected, objects):
            "创建了 \(count) 个 \(type) 实例，预期 \(expected) 个"
                + (objects.isEmpty ? "" : "（" + objects.map { $0.discarded ? "\($0.name)（已丢弃）" : $0.name }
                    .joined(separator: ", ") + "）")
        case let .noSuchView(name, views, total):
            "没有视图 \"\(name)\"（现有视图："
                + (views?.joined(separator: ", ") ?? "共 \(total) 个" + (viewListCommand.map { "，用 `\($0)` 列出" } ?? "")) + "）"
        case let .ambiguousView(name, matches): "\"\(name)\" 有歧义：\(matches.joined(separator: ", "))"
        case let .runs(view, runs, expected): "\(view) 运行了 \(runs) 次，预期 \(expected) 次"
        case let .total(view, runs, expected): "\(view) 一共运行了 \(runs) 次，预期 \(expected) 次"
        case let .reason(view, expected, printed):
            printed.isEmpty ? "\(view) 的原因不是 \"\(expected)\"（它没有运行）"
                : "\(view) 的原因不是 \"\(expected)\"（它打印的是 \"\(printed.joined(separator: "\", \""))\"）"
        case let .noCauseMentions(view, text): "\(view) 的原因里没有提到 \"\(text)\""
        case let .notWasted(view): "\(view) 这次运行不是白跑"
        case let .wasted(view): "\(view) 这次运行是白跑：输出和上次完全相同"
        case let .doesNotShow(view, text, shown):
            "\(view) 没有显示 \"\(text)\"；" + (shown.isEmpty ? "它没有显示任何文字" : "它显示的是 " + Self.quoted(shown))
        case let .lookup(error): error.text(in: .simplifiedChinese)
        }
    }

    private static func quoted(_ items: [String]) -> String {
        items.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
