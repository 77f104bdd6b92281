import ObsLab
import ObsLabEngine

/// How a prediction is judged: by what a learner can know before acting
/// (docs/rules/predictions.md).
///
/// - A name is a view's path or its last components (`Board/Row`, `Row[3]`); a component
///   without an instance mark (`[key]`, `#n`) is a type name and stands for every
///   instance of that type (`Row` for `Row[1]`…`Row[5]`, `BranchCounter` for
///   `BranchCounter#2`).
/// - Names are resolved against the tree before the action and after it: a name whose
///   view the action replaced (`KeyedCounter[0]`, replaced by `KeyedCounter[1]` at the
///   same place) means its successor.
/// - A predicted name is right when a view it stands for ran; a view that ran is missed
///   when no predicted name stands for it.
/// - Views outside the question's scope, and SwiftUI's own views (a `NavigationStack`, a
///   `sheet`), are never wrong: they are reported as information.
struct PredictionJudge {
    /// The paths of the views live before the action and after it, in tree order.
    let before: [String]
    let after: [String]
    /// The views whose bodies ran, in tree order.
    let ran: [String]
    /// Views SwiftUI declares itself (`NavigationStack`, `sheet`): never asked about.
    var swiftUIsOwn: Set<String> = []

    struct Verdict: Equatable {
        /// Ran, asked about, and predicted.
        var predicted: [String] = []
        /// Ran, asked about, and not predicted.
        var missed: [String] = []
        /// Predicted names (asked about) none of whose views ran, with the views they
        /// stand for after the action (empty: the view left the screen).
        var extra: [Name] = []
        /// Predicted names that stand for no view, before or after the action.
        var unknown: [String] = []
        /// Ran but not asked about, and not predicted: information.
        var ranOutside: [String] = []
        /// Predicted names outside the question none of whose views ran: information.
        var extraOutside: [Name] = []

        var isRight: Bool { missed.isEmpty && extra.isEmpty && unknown.isEmpty }
    }

    struct Name: Equatable {
        var name: String
        var views: [String]
    }

    /// The views `name` stands for after the action, and whether it named anything at all.
    func resolve(_ name: String) -> (views: [String], known: Bool) {
        let beforeSet = Set(before)
        let afterSet = Set(after)
        var views = after.filter { Self.matches(name, $0) }
        let vanished = before.filter { !afterSet.contains($0) && Self.matches(name, $0) }
        for gone in vanished {
            // Its successor: a new view of the same type at the same place.
            let parent = Self.parent(of: gone), type = Self.typeName(of: gone)
            views += after.filter { !beforeSet.contains($0) && Self.parent(of: $0) == parent && Self.typeName(of: $0) == type }
        }
        var seen = Set<String>()
        views = views.filter { seen.insert($0).inserted }
        return (views, !views.isEmpty || !vanished.isEmpty)
    }

    /// Judges `predicted` (names as the learner typed them) within `scope` (view names;
    /// empty: every view is asked about).
    func judge(_ predicted: [String], scope: [String]) -> Verdict {
        let ranSet = Set(ran)
        let asked: Set<String>? = scope.isEmpty ? nil : Set(scope.flatMap { resolve($0).views })
        func isAsked(_ path: String) -> Bool { !swiftUIsOwn.contains(path) && (asked?.contains(path) ?? true) }
        var verdict = Verdict()
        var covered = Set<String>()
        for name in predicted {
            let (views, known) = resolve(name)
            guard known else {
                verdict.unknown.append(name)
                continue
            }
            covered.formUnion(views)
            if views.contains(where: ranSet.contains) { continue }
            if views.isEmpty || views.contains(where: isAsked) {
                verdict.extra.append(Name(name: name, views: views))
            } else {
                verdict.extraOutside.append(Name(name: name, views: views))
            }
        }
        for path in ran {
            if covered.contains(path) {
                if isAsked(path) { verdict.predicted.append(path) }
            } else if isAsked(path) {
                verdict.missed.append(path)
            } else {
                verdict.ranOutside.append(path)
            }
        }
        return verdict
    }

    // MARK: Names

    /// Whether `name` names the view at `path`: its components match the path's last
    /// ones, each exactly or, for a component without an instance mark, by type.
    static func matches(_ name: String, _ path: String) -> Bool {
        let wanted = name.split(separator: "/", omittingEmptySubsequences: false)
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !wanted.isEmpty, wanted.count <= components.count else { return false }
        for (want, have) in zip(wanted, components.suffix(wanted.count)) {
            if want == have { continue }
            if hasInstanceMark(want) || typeName(ofComponent: have) != want { return false }
        }
        return true
    }

    /// `Row` for `Row[3]`, `BranchCounter` for `BranchCounter#2`, `ChurnCounter` for
    /// `ChurnCounter[id]#2`: a component without its instance marks.
    static func typeName<Text: StringProtocol>(ofComponent component: Text) -> Substring {
        let text = Substring(component)
        return text.firstIndex { $0 == "[" || $0 == "#" }.map { text[..<$0] } ?? text
    }

    /// The type name of the view at `path`.
    static func typeName(of path: String) -> Substring {
        typeName(ofComponent: path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path))
    }

    static func hasInstanceMark<Text: StringProtocol>(_ component: Text) -> Bool {
        component.contains("[") || component.contains("#")
    }

    static func parent(of path: String) -> Substring {
        path.lastIndex(of: "/").map { path[..<$0] } ?? ""
    }
}
