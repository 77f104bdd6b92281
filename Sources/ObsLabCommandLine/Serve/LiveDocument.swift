import ObsLab
import ObsLabEngine

/// The live page's document: the scenario and its latest steps. A step's frame is whole
/// (the first step kept; the last step in `GET /api/state`) or what changed since the
/// variant's step before, so an action's answer follows what changed, not the tree.
/// Older steps are dropped (`dropSteps(keeping:)`): the counts in the frames kept still
/// include them.
struct LiveDocument: Encodable, Sendable {
    var scenario: String
    var title: String
    var summary: String
    /// The variants, in the scenario's order (`old`, `new`).
    var variants: [String]
    /// The scenario's named actions (`do "…"`), per variant.
    var actions: [String: [String]]
    var steps: [LiveStep]
    /// How many steps before the first one kept were dropped.
    var droppedSteps = 0
    /// The page can act (the player's `live`).
    let live = true
    /// The steps the page keeps, as the session does (``LiveSession/keptSteps``).
    let keptSteps = LiveSession.keptSteps
    /// The session's version when the document was made: an update applies only to the
    /// version it names as its `base`.
    var version: Int

    /// Keeps the last `count` steps, the first of them with each variant's frame whole (as
    /// it was shown then), and counts the others in `droppedSteps`.
    mutating func dropSteps(keeping count: Int) {
        guard steps.count > count else { return }
        let dropped = steps.count - count
        var first = steps[dropped]
        first.variants = shownWhole(at: dropped).mapValues(LiveFrame.whole)
        steps = [first] + steps[(dropped + 1)...]
        droppedSteps += dropped
    }

    /// Each variant's frame as the page shows it at the step at `position`: the frame of
    /// the last step up to it that the variant took part in.
    func shownWhole(at position: Int) -> [String: PlayerFrame] {
        var shown: [String: PlayerFrame] = [:]
        for frames in frames(through: position) { shown.merge(frames) { _, newer in newer } }
        return shown
    }

    /// The document with the steps before `position` as counts only (no screen, no
    /// dependencies, no drawing, as a step that was not the latest is shown) and the step
    /// at `position` whole, so that the steps after it replay from it (the last step is
    /// left as it is: `LiveSession.state()` makes it afresh).
    func countsOnly(before position: Int) -> LiveDocument {
        guard position > 0, position < steps.count else { return self }
        var document = self
        if position < steps.count - 1 {
            document.steps[position].variants = shownWhole(at: position).mapValues(LiveFrame.whole)
        }
        for earlier in 0..<position {
            document.steps[earlier].variants = document.steps[earlier].variants.mapValues(\.countsOnly)
        }
        return document
    }

    /// Every step's frames as the page shows them (through the step at `last`), replayed
    /// from the first.
    func frames(through last: Int? = nil) -> [[String: PlayerFrame]] {
        var states: [String: LiveVariantState] = [:]
        return steps[...min(last ?? steps.count - 1, steps.count - 1)].map { step in
            var shown: [String: PlayerFrame] = [:]
            for (variant, frame) in step.variants {
                switch frame {
                case .whole(let whole):
                    states[variant] = LiveVariantState(whole)
                    shown[variant] = whole
                case .change(let delta):
                    shown[variant] = states[variant]?.frame(applying: delta)
                }
            }
            return shown
        }
    }
}

/// One step on the live page: the first render (index 0) or an action.
struct LiveStep: Encodable, Sendable {
    var index: Int
    /// The command as the shell shows it (`tap "Add order"`), or `first render`.
    var action: String
    var variants: [String: LiveFrame]
    /// What the shell printed for this step.
    var trace: String?
    /// What a lesson step's `expect` lines found, when it ran some.
    var checks: [String]?
}

/// A variant's frame in a step: whole, or what changed since its step before.
enum LiveFrame: Encodable, Sendable {
    case whole(PlayerFrame)
    case change(PlayerFrameDelta)

    /// The frame as a step that was not current: its counts, what fired and the notes,
    /// without the screen, the dependencies and the drawing.
    var countsOnly: LiveFrame {
        switch self {
        case .whole(let frame):
            return .whole(PlayerFrame(fired: frame.fired, notes: frame.notes, views: frame.views.map { view in
                var without = view
                without.dependencies = nil
                return without
            }))
        case .change(var delta):
            delta.screen = nil
            delta.graph = nil
            delta.current = false
            return .change(delta)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .whole(let frame): try container.encode(frame)
        case .change(let delta): try container.encode(delta)
        }
    }
}
