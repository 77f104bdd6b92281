import Foundation
import ObsLab
import ObsLabEngine

/// An old-vs-new comparison of one or more scenarios: the one model that the Markdown,
/// HTML and JSON reports render.
///
/// Every count comes from running the scenario's variants in the lab's runtime. The JSON
/// encoding of this type is the documented report schema (docs/report-json.md,
/// docs/report.schema.json). Values that are keyed by variant (`"old"`, `"new"`) are
/// dictionaries; everything else keeps the order of the run.
public struct ComparisonReport: Codable, Equatable, Sendable {
    /// The version of the JSON schema; bumped on any incompatible change. A report in
    /// which every step lists every view on screen is written as version 1, which it is.
    public static let currentSchemaVersion = 2

    /// The schema version this report follows: `currentSchemaVersion` when some step lists
    /// only the views that ran or were skipped (`StepComparison.omittedViews`), else 1.
    public var schemaVersion: Int
    /// The compared scenarios, in the order they were asked for (the catalog's for `--all`).
    public var scenarios: [ScenarioComparison]
    /// Scenarios that were asked for but not compared, and why.
    public var omitted: [OmittedScenario]

    /// A report of `scenarios`, listing `omitted` as not compared.
    public init(scenarios: [ScenarioComparison], omitted: [OmittedScenario] = []) {
        let summarized = scenarios.contains { $0.steps.contains { $0.omittedViews != nil } }
        schemaVersion = summarized ? Self.currentSchemaVersion : 1
        self.scenarios = scenarios
        self.omitted = omitted
    }

    /// The report as JSON: pretty-printed with sorted keys, so the same input gives the
    /// same bytes.
    public func encodedJSON() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8) else {
            return "{}"
        }
        return text + "\n"
    }
}

/// A scenario left out of a report.
public struct OmittedScenario: Codable, Equatable, Sendable {
    /// The scenario's id.
    public var id: String
    /// Its title.
    public var title: String
    /// Why it was left out (`"it has one variant (app): nothing to compare"`).
    public var reason: String
}

/// One scenario measured under each of its variants.
public struct ScenarioComparison: Codable, Equatable, Sendable {
    /// Where the steps came from.
    public enum Origin: String, Codable, Sendable {
        /// The scenario's default script, run on fresh variants (`obslab report`).
        case defaultScript
        /// The actions typed in a shell session (the shell's `report` command).
        case session
    }

    /// The scenario's id (`food-truck`).
    public var id: String
    /// Its title.
    public var title: String
    /// Its one-paragraph summary.
    public var summary: String
    /// Where the steps came from.
    public var origin: Origin
    /// The parameters the variants were loaded with (`n=1000`), sorted by name.
    public var parameters: [ScenarioParameter]
    /// The variants, in the scenario's order.
    public var variants: [VariantSummary]
    /// Bodies run by `new` divided by bodies run by `old`, to four significant digits;
    /// absent unless both exist and `old` ran at least one body.
    public var ratio: Double?
    /// What became of the default script's `expect` lines; absent for a session.
    public var script: ScriptOutcome?
    /// One entry per action, the first render left out.
    public var steps: [StepComparison]
    /// Bodies run per view over all steps, in tree order.
    public var totals: [ViewTotals]
    /// Each variant's dependency graph after the last step, keyed by variant name.
    public var dependencies: [String: [ViewDependencies]]
    /// Body evaluations against the number of rows, when the scenario scales with a
    /// parameter `n`.
    public var scaling: ScalingSeries?

    /// The variant called `name`, if the scenario has it.
    public func variant(_ name: String) -> VariantSummary? { variants.first { $0.name == name } }

    /// The variant names, in order.
    public var variantNames: [String] { variants.map(\.name) }
}

/// A parameter a scenario was loaded with.
public struct ScenarioParameter: Codable, Equatable, Sendable {
    /// The parameter's name (`n`).
    public var name: String
    /// Its value, as given (`"1000"`).
    public var value: String
}

/// One variant of a compared scenario, in totals.
public struct VariantSummary: Codable, Equatable, Sendable {
    /// `old`, `new`, or a single variant's name.
    public var name: String
    /// What the variant uses (`ObservableObject, @StateObject, @ObservedObject`).
    public var description: String
    /// Views on screen after the first render.
    public var viewsAtFirstRender: Int
    /// Views on screen after the last step.
    public var viewsAtEnd: Int
    /// Bodies run by the steps (the first render is not counted).
    public var evaluations: Int
    /// Of those, bodies that produced exactly the output they produced before.
    public var wasted: Int
    /// The simulated crash that stopped this variant, if one did.
    public var crash: String?
}

/// What the default script's `expect` lines found.
public struct ScriptOutcome: Codable, Equatable, Sendable {
    /// `expect` lines in the script.
    public var expectations: Int
    /// Expectations that did not hold.
    public var failedExpectations: Int
    /// Lines that could not run.
    public var errors: Int
    /// What the interpreter printed about the failures and errors, in order.
    public var problems: [String]
}

/// One action and what it did in each variant.
public struct StepComparison: Codable, Equatable, Sendable {
    /// The step's index in the trace (1 is the first action; 0, the first render, is left out).
    public var index: Int
    /// The command as typed (`tap "Add order"`).
    public var action: String
    /// Per variant: what fired and what else happened; absent for a variant that did not
    /// take this action.
    public var variants: [String: StepOutcome]
    /// Every view on screen in some variant after the step, in tree order; past
    /// `ReportBuilder.fullListLimit` views on screen, only those that ran or were skipped
    /// in some variant.
    public var views: [ViewStep]
    /// Views on screen in some variant that `views` leaves out (each ran 0 times and was
    /// not skipped in every variant); present only past `ReportBuilder.fullListLimit` views.
    public var omittedViews: Int?
}

/// What one action did in one variant, beside the views' bodies.
public struct StepOutcome: Codable, Equatable, Sendable {
    /// Emissions, tracked mutations and state writes, in order
    /// (`FoodTruckModel#1.objectWillChange (orders will change)`).
    public var fired: [String]
    /// Bodies run in this step.
    public var evaluations: Int
    /// Of those, bodies whose output did not change.
    public var wasted: Int
    /// Storage made, destroyed or replaced, objects discarded, warnings and crashes, in order.
    public var notes: [String]
}

/// One view during one step.
public struct ViewStep: Codable, Equatable, Sendable {
    /// The view's path (`ContentView/OrderList`).
    public var view: String
    /// The shortest end of the path that names it uniquely in the scenario (`OrderList`).
    public var name: String
    /// Per variant in which the view is on screen after the step.
    public var variants: [String: ViewRun]
}

/// What happened to one view in one step of one variant.
public struct ViewRun: Codable, Equatable, Sendable {
    /// Bodies run (more than one when a step has several transactions, such as typing).
    public var runs: Int
    /// The reasons `Self._printChanges()` gives, without the view's name
    /// (`_model changed.`), distinct, in order.
    public var reasons: [String]
    /// The named causes behind them (`FoodTruckModel#1.orders`), distinct, in order.
    public var causes: [String]
    /// Runs whose output was exactly the previous output.
    public var wasted: Int
    /// Why the view was skipped when its parent's body ran, if it was.
    public var skipped: String?
}

/// One view's bodies over all steps.
public struct ViewTotals: Codable, Equatable, Sendable {
    /// The view's path.
    public var view: String
    /// The shortest end of the path that names it uniquely in the scenario.
    public var name: String
    /// Per variant in which the view was ever on screen.
    public var variants: [String: ViewTotal]
    /// `new` divided by `old`, to four significant digits; absent unless both exist and
    /// `old` is not zero.
    public var ratio: Double?
}

/// One view's bodies over all steps of one variant.
public struct ViewTotal: Codable, Equatable, Sendable {
    /// Bodies run.
    public var evaluations: Int
    /// Of those, bodies whose output did not change.
    public var wasted: Int
}

/// One view and what it depends on, in a variant's dependency graph.
public struct ViewDependencies: Codable, Equatable, Sendable {
    /// The view's path.
    public var view: String
    /// The shortest end of the path that names it uniquely.
    public var name: String
    /// How deep the view is in the tree (the root is 0).
    public var depth: Int
    /// In the runtime's order: state, publishers, tracked properties, environment.
    public var dependencies: [DependencyEdge]
}

/// One edge of a dependency graph: a view depends on a source.
public struct DependencyEdge: Codable, Equatable, Sendable {
    /// `state`, `publisher`, `tracked` or `environment`.
    public var kind: String
    /// What is depended on (`FoodTruckModel#1.orders`, `Model#1.objectWillChange`,
    /// `CounterScreen._count`, `Theme`).
    public var source: String
    /// The object the source belongs to (`FoodTruckModel#1`), for publishers and tracked
    /// properties.
    public var object: String?
    /// The view's property the dependency comes through (`_model`), when it says more
    /// than the source does.
    public var through: String?
}

/// Body evaluations against the number of rows `n`, for a scenario that scales.
public struct ScalingSeries: Codable, Equatable, Sendable {
    /// The parameter varied (`n`).
    public var parameter: String
    /// One point per value, ascending.
    public var points: [ScalingPoint]
}

/// The default script's cost at one value of the parameter.
public struct ScalingPoint: Codable, Equatable, Sendable {
    /// The value of the parameter.
    public var n: Int
    /// Keyed by variant name.
    public var variants: [String: ScalingMeasure]
}

/// One variant's cost at one size.
public struct ScalingMeasure: Codable, Equatable, Sendable {
    /// Views on screen after the first render.
    public var views: Int
    /// Bodies run by the script's actions.
    public var evaluations: Int
    /// Of those, bodies whose output did not change.
    public var wasted: Int
}

// MARK: Conveniences the renderers share

extension ScenarioComparison {
    /// `old` and `new` when the scenario has both: the pair a ratio compares.
    var comparedPair: (old: String, new: String)? {
        variant(ScenarioVariant.old) != nil && variant(ScenarioVariant.new) != nil
            ? (ScenarioVariant.old, ScenarioVariant.new) : nil
    }
}

enum ReportMath {
    /// `numerator / denominator` to four significant digits, or nil when the denominator is 0.
    static func ratio(_ numerator: Int, _ denominator: Int) -> Double? {
        guard denominator > 0 else { return nil }
        return Double(String(format: "%.4g", Double(numerator) / Double(denominator)))
    }

    /// A ratio for people: `0.33×`, `1×`, `12.5×`, `0.0001×`.
    static func format(_ ratio: Double?) -> String {
        guard let ratio else { return "–" }
        if ratio == ratio.rounded() { return "\(Int(ratio))×" }
        var text = ratio >= 0.01 ? String(format: "%.2f", ratio) : String(format: "%.1g", ratio)
        if text.contains("e") { text = String(format: "%.6f", ratio) }
        while text.hasSuffix("0") && text.contains(".") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + "×"
    }

    /// `1,000` for 1000.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return (value < 0 ? "-" : "") + result
    }

    /// `1 body`, `2 bodies`.
    static func count(_ value: Int, _ singular: String, _ plural: String) -> String {
        "\(grouped(value)) \(value == 1 ? singular : plural)"
    }
}
