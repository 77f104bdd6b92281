import Foundation
import ObsLabEngine

/// The lessons a lab offers, in each language, in the order of the path.
public struct LessonLibrary: Sendable {
    /// Lessons by language (`en`, `zh-Hans`), each list in path order.
    public private(set) var lessons: [String: [Lesson]]
    /// Files that could not be read, with why.
    public private(set) var problems: [String]

    public static let empty = LessonLibrary(lessons: [:], problems: [])

    /// Lessons from `(file, text)` pairs: files under `zh-Hans/` are Chinese, the rest
    /// English; each language's lessons are ordered by file name (`01-…`, `02-…`).
    public init(files: [(path: String, text: String)]) {
        var lessons: [String: [Lesson]] = [:]
        var problems: [String] = []
        for (path, text) in files.sorted(by: { $0.path < $1.path }) where path.hasSuffix(".md") {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if ["readme.md", "glossary.md"].contains(name.lowercased()) { continue }
            let language = path.split(separator: "/").contains("zh-Hans") ? "zh-Hans" : "en"
            do {
                lessons[language, default: []].append(try LessonParser.parse(text, origin: path, language: language))
            } catch {
                problems.append(error.message)
            }
        }
        self.lessons = lessons
        self.problems = problems
    }

    private init(lessons: [String: [Lesson]], problems: [String]) {
        self.lessons = lessons
        self.problems = problems
    }

    /// The `.md` files under `directory`, recursively.
    public static func files(under directory: String) -> [(path: String, text: String)] {
        let root = URL(fileURLWithPath: directory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else { return [] }
        if !isDirectory.boolValue {
            return (try? UserTextFile.read(directory)).map { [(directory, $0)] } ?? []
        }
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var files: [(String, String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "md", let text = try? UserTextFile.read(url.path) else { continue }
            let relative = url.path.hasPrefix(root.path) ? String(url.path.dropFirst(root.path.count + 1)) : url.path
            files.append((directory.hasSuffix("/") ? directory + relative : directory + "/" + relative, text))
        }
        return files
    }

    /// The lessons in `language`, falling back to English.
    public func lessons(in language: Language) -> [Lesson] {
        lessons[language.rawValue] ?? lessons[Language.english.rawValue] ?? []
    }
}
