import Foundation

/// A whole run in the documented JSON schema (docs/trace-json.md): per variant, per
/// step, the action, the events, and the evaluation count of every view by its path.
public struct TraceDocument: Codable, Equatable, Sendable {
    public struct Variant: Codable, Equatable, Sendable {
        public var name: String
        public var steps: [Step]
    }

    /// One step: the action, its events, and every live view's counts.
    public struct Step: Codable, Equatable, Sendable {
        public var action: String
        public var events: [TraceEvent]
        public var views: [ViewCount]
    }
    /// The schema's version; bumped on any incompatible change.
    public var schemaVersion = 1
    public var scenario: String
    public var variants: [Variant]

    public init(scenario: String, variants: [(name: String, steps: [TraceStep])]) {
        self.scenario = scenario
        self.variants = variants.map { variant in
            Variant(name: variant.name, steps: variant.steps.map { Step(action: $0.action, events: $0.events, views: $0.views) })
        }
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
