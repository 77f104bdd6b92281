import ObsLab
import Foundation

/// A whole run in the documented JSON schema (docs/trace-json.md): per variant, per
/// step, the action, the events, and the evaluation counts of the views by their path.
///
/// A step of at most `fullListLimit` live views lists every one of them; a larger step
/// lists the views that ran and says how many live views it left out, so writing the
/// trace costs what the actions did, not the size of the tree (docs/rules/output-size.md).
public struct TraceDocument: Codable, Equatable, Sendable {
    public struct Variant: Codable, Equatable, Sendable {
        public var name: String
        public var steps: [Step]
    }

    /// One step: the action, its events, and the counts of its views.
    public struct Step: Codable, Equatable, Sendable {
        public var action: String
        package var events: [TraceEvent]
        /// Every live view after the step, in tree order; on a step of more than
        /// `fullListLimit` live views, only the views that ran during it.
        package var views: [ViewCount]
        /// Live views after the step; present only when the step has more than `fullListLimit`.
        public var liveViews: Int?
        /// Live views left out of `views`, each of which ran 0 times during the step;
        /// present exactly when `liveViews` is.
        public var omittedViews: Int?
    }

    /// The version of the schema (docs/trace-json.md): 1 when every step lists every live
    /// view, exactly as version 1 always did; 2 when some step lists only the views that ran.
    public var schemaVersion = 1
    public var scenario: String
    public var variants: [Variant]

    /// Past this many live views, a step lists only the views that ran (the text trace's limit).
    public static let fullListLimit = 24

    /// The run's document; `allViews` lists every live view in every step, at any size.
    package init(scenario: String, variants: [(name: String, steps: [TraceStep])], allViews: Bool = false) {
        self.scenario = scenario
        self.variants = variants.map { variant in
            Variant(name: variant.name, steps: variant.steps.map { step in
                guard !allViews, step.viewCount > Self.fullListLimit else {
                    return Step(action: step.action, events: Array(step.events), views: step.views)
                }
                let ran = step.viewsThatRan
                return Step(action: step.action, events: Array(step.events), views: ran,
                            liveViews: step.viewCount, omittedViews: step.viewCount - ran.count)
            })
        }
        let summarized = self.variants.contains { $0.steps.contains { $0.omittedViews != nil } }
        schemaVersion = summarized ? 2 : 1
    }

    /// Pretty-printed with sorted keys, so the same run gives the same bytes.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8) else {
            return "{}"
        }
        return text
    }
}
