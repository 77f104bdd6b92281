import ObsLab
import ObsLabEngine

/// What changed in one variant from its step before to this one, as the live page
/// receives it after an action: its size follows the views that ran or changed, never
/// the tree (docs/rules/output-size.md, rule 10).
///
/// Applied to the variant's frame before (``LiveVariantState/apply(_:)``), it gives the
/// frame `PlayerFrame.live` makes for the step, exactly.
struct PlayerFrameDelta: Encodable, Equatable, Sendable {
    /// Always true: tells the page that this frame is a change, not a whole frame.
    let delta = true
    /// Emissions, tracked mutations and state writes of the step, in order.
    var fired: [String]
    /// Storage made or destroyed, warnings, crashes.
    var notes: [String]
    /// Whether the step was the variant's latest when it was sent: then the screen, the
    /// dependencies and their drawing are as they are now; else the frame has none.
    var current: Bool
    /// The views whose record is not the one before with no runs (they ran, were
    /// skipped, were renamed, or depend on something else now), in tree order. Every
    /// view not listed here, removed or inserted did not run in the step.
    var views: [PlayerView] = []
    /// Views no longer on screen, and views that moved (inserted again where they are now).
    var removed: [String] = []
    /// Views new on screen, or moved, in tree order; each goes right after `after`.
    var inserted: [InsertedView] = []
    /// The parts of the screen that changed; nil when none did.
    var screen: ScreenDelta?
    /// The dependency drawing, when it is not the one before.
    var graph: String?

    private enum CodingKeys: String, CodingKey {
        case delta, fired, notes, current, views, removed, inserted, screen, graph
    }

    /// A view new on screen (or moved), and the view it follows in tree order.
    struct InsertedView: Encodable, Equatable, Sendable {
        /// The path of the view right before it; nil when it comes first.
        var after: String?
        var view: PlayerView
    }

    /// The custom views of the screen whose own content changed, and those gone.
    struct ScreenDelta: Encodable, Equatable, Sendable {
        /// The path of the screen's root view; nil when nothing is on screen (a crash).
        var root: String?
        /// Changed or new views, each with the views inside it as references, in tree order.
        var views: [ScreenNode]
        /// Views no longer on screen, by path, sorted.
        var removed: [String]
    }
}

/// One custom view of the screen without the custom views inside it: those are
/// `.child` references by path, so a view whose body did not run sends nothing.
struct ScreenNode: Encodable, Equatable, Sendable {
    var path: String
    var name: String
    var bodies: Int
    var items: [ScreenPart]
}

/// A part of a ``ScreenNode``: what `ScreenItem` holds, with a custom view inside as a
/// reference. Encoded as `ScreenItem` is (`{"text":{"_0":…}}`), plus `{"child":{"path":…}}`.
indirect enum ScreenPart: Encodable, Equatable, Sendable {
    case child(path: String)
    case text(String)
    case image(String)
    case control(kind: ControlKind, label: String, value: String?, options: [String], enabled: Bool)
    case container(name: String, items: [ScreenPart])
}

extension ScreenPart {
    /// `item` as a part of its view: a custom view inside it becomes a reference.
    init(_ item: ScreenItem) {
        switch item {
        case .view(let path, _, _, _): self = .child(path: path)
        case .text(let text): self = .text(text)
        case .image(let name): self = .image(name)
        case .control(let kind, let label, let value, let options, let enabled):
            self = .control(kind: kind, label: label, value: value, options: options, enabled: enabled)
        case .container(let name, let items): self = .container(name: name, items: items.map(ScreenPart.init))
        }
    }

    /// Whether `items` are `parts`, a custom view being the reference to its path.
    static func same(_ items: [ScreenItem], _ parts: [ScreenPart]) -> Bool {
        guard items.count == parts.count else { return false }
        for (item, part) in zip(items, parts) {
            switch (item, part) {
            case (.view(let path, _, _, _), .child(let other)):
                guard path == other else { return false }
            case (.text(let text), .text(let other)), (.image(let text), .image(let other)):
                guard text == other else { return false }
            case (.control(let kind, let label, let value, let options, let enabled),
                  .control(let otherKind, let otherLabel, let otherValue, let otherOptions, let otherEnabled)):
                guard kind == otherKind, label == otherLabel, value == otherValue, options == otherOptions,
                      enabled == otherEnabled else { return false }
            case (.container(let name, let inner), .container(let otherName, let otherParts)):
                guard name == otherName, same(inner, otherParts) else { return false }
            default:
                return false
            }
        }
        return true
    }
}

extension ScreenNode {
    /// The screen's custom views, each without the views inside it, in tree order, and
    /// the root's path.
    static func flatten(_ screen: ScreenItem?) -> (root: String?, nodes: [ScreenNode]) {
        guard let screen, case .view(let root, _, _, _) = screen else { return (nil, []) }
        var nodes: [ScreenNode] = []
        screen.forEachView { path, name, bodies, items in
            nodes.append(ScreenNode(path: path, name: name, bodies: bodies, items: items.map(ScreenPart.init)))
        }
        return (root, nodes)
    }

    /// The screen from its root's path and its views by path.
    static func assemble(_ root: String, from nodes: [String: ScreenNode]) -> ScreenItem? {
        func item(_ part: ScreenPart) -> ScreenItem? {
            switch part {
            case .child(let path): return view(path)
            case .text(let text): return .text(text)
            case .image(let name): return .image(name)
            case .control(let kind, let label, let value, let options, let enabled):
                return .control(kind: kind, label: label, value: value, options: options, enabled: enabled)
            case .container(let name, let items): return .container(name: name, items: items.compactMap(item))
            }
        }
        func view(_ path: String) -> ScreenItem? {
            guard let node = nodes[path] else { return nil }
            return .view(path: node.path, name: node.name, bodies: node.bodies, items: node.items.compactMap(item))
        }
        return view(root)
    }
}

extension ScreenItem {
    /// Calls `body` with each custom view of this screen (its path, name, bodies run and
    /// what its body produced), in tree order.
    func forEachView(_ body: (_ path: String, _ name: String, _ bodies: Int, _ items: [ScreenItem]) -> Void) {
        switch self {
        case .view(let path, let name, let bodies, let items):
            body(path, name, bodies, items)
            for item in items { item.forEachView(body) }
        case .container(_, let items):
            for item in items { item.forEachView(body) }
        case .text, .image, .control:
            break
        }
    }
}

extension PlayerView {
    /// The view's record in a step where its body did not run: no runs, reasons,
    /// causes or skip; its total, name and dependencies kept.
    var afterAQuietStep: PlayerView {
        guard runs != 0 || wasted != 0 || skipped != nil || !reasons.isEmpty || !causes.isEmpty else { return self }
        var quiet = self
        quiet.runs = 0
        quiet.wasted = 0
        quiet.skipped = nil
        quiet.reasons = []
        quiet.causes = []
        return quiet
    }
}
