import ObsLab

extension LookupError {
    /// Why the name was not found, in `language`; names stay as they are.
    public func text(in language: Language) -> String {
        language == .english ? english : chinese
    }

    private var english: String {
        switch self {
        case .nothingRendered:
            "nothing is rendered"
        case let .noSuchView(name, views):
            "no view \"\(name)\"; views: \(views.joined(separator: ", "))"
        case let .ambiguousView(name, matches):
            "\"\(name)\" matches \(matches.joined(separator: ", ")); give the path"
        case let .noSuchObject(name, objects):
            "no object \"\(name)\"; " + (objects.isEmpty ? "none has been seen" : "objects: \(objects.joined(separator: ", "))")
        }
    }

    private var chinese: String {
        switch self {
        case .nothingRendered:
            "还没有渲染任何视图"
        case let .noSuchView(name, views):
            "没有视图 \"\(name)\"；现有视图：\(views.joined(separator: ", "))"
        case let .ambiguousView(name, matches):
            "\"\(name)\" 匹配到多个视图：\(matches.joined(separator: ", "))；请写出完整路径"
        case let .noSuchObject(name, objects):
            objects.isEmpty ? "没有对象 \"\(name)\"；目前还没有出现任何对象"
                : "没有对象 \"\(name)\"；现有对象：\(objects.joined(separator: ", "))"
        }
    }
}
