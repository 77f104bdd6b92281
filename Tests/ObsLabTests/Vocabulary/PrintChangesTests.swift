import Testing
@testable import ObsLab
@testable import ObsLabEngine
@testable import Scenarios

// docs/rules/print-changes.md: Self._printChanges() and Self._logChanges() in a body.
@MainActor
@Suite struct PrintChangesRules {

    struct Counter: View {
        @State var count = 0
        var body: some View {
            let _ = Self._printChanges()
            Text("\(count)")
            Button("Add") { count += 1 }
            Logged(count: count)
        }
    }

    struct Logged: View {
        let count: Int
        var body: some View {
            let _ = Self._logChanges()
            Text("logged \(count)")
        }
    }

    @Test func printChangesPrintsTheTraceLineWhenTheBodyRuns() {
        let harness = Harness(Counter())
        #expect(harness.firstRender.details(.console) == [
            "PrintChangesRules.Counter: @self, @identity, _count changed.",
            "PrintChangesRules.Logged: @self changed.",
        ])
        let step = harness.tap("Add")
        #expect(step.details(.console) == ["PrintChangesRules.Counter: _count changed.", "PrintChangesRules.Logged: @self changed."])
        let lines = step.events.filter { $0.kind == .evaluation || $0.kind == .console }
            .map { $0.kind == .console ? "print " + ($0.detailText ?? "") : "body " + ($0.printChanges ?? "") }
        #expect(lines == ["body PrintChangesRules.Counter: _count changed.", "print PrintChangesRules.Counter: _count changed.",
                          "body PrintChangesRules.Logged: @self changed.", "print PrintChangesRules.Logged: @self changed."])
    }

    @Test func theTextTraceShowsThePrintedLine() {
        let harness = Harness(Counter())
        let step = harness.tap("Add")
        let text = TextTraceFormatter(style: TextStyle()).format([("app", step)])
        #expect(text.contains("print: PrintChangesRules.Counter: _count changed."))
    }
    // OpenSwiftUI's ChangedBodyPropertyCompatibilityTests (run against SwiftUI): a view
    // with no dynamic property, or a plain one, prints `@self` alone on its first render;
    // one with `@State` prints `@self, @identity, _name`.
    struct Plain: View {
        var name = ""
        var body: some View {
            let _ = Self._printChanges()
            Text("plain")
        }
    }

    struct Stateful: View {
        @State private var name = ""
        var body: some View {
            let _ = Self._printChanges()
            Text("stateful")
        }
    }

    struct Both: View {
        var body: some View {
            VStack {
                Plain()
                Stateful()
            }
        }
    }

    @Test func aViewWithoutDynamicPropertiesPrintsOnlySelfOnItsFirstRender() {
        let harness = Harness(Both())
        #expect(harness.firstRender.details(.console) == [
            "PrintChangesRules.Plain: @self changed.",
            "PrintChangesRules.Stateful: @self, @identity, _name changed.",
        ])
    }
    // Nested types print qualified: OpenSwiftUI's ChangedBodyPropertyCompatibilityTests
    // (run against SwiftUI) declare `ContentView` inside a test function of their suite,
    // and SwiftUI logs `ChangedBodyPropertyCompatibilityTests.ContentView: @self changed.`:
    // the enclosing types joined with dots, the module and the function left out.
    enum Outer {
        struct Inner: View {
            var body: some View {
                let _ = Self._printChanges()
                Text("inner")
            }
        }

        enum Deeper {
            struct Innermost: View {
                @State private var taps = 0
                var body: some View {
                    let _ = Self._printChanges()
                    Button("Tap \(taps)") { taps += 1 }
                }
            }
        }
    }

    struct Boxed<Value>: View {
        let value: Value
        var body: some View {
            let _ = Self._printChanges()
            Text("boxed")
        }
    }

    struct Nesting: View {
        var body: some View {
            VStack {
                Outer.Inner()
                Outer.Deeper.Innermost()
                Boxed(value: 1)
                Boxed(value: [Outer.Inner()])
                Boxed(value: (count: 1, Optional("x")))
            }
        }
    }

    @Test func aNestedTypePrintsItsEnclosingTypesWithoutTheModule() {
        let harness = Harness(Nesting())
        #expect(harness.firstRender.details(.console) == [
            "PrintChangesRules.Outer.Inner: @self changed.",
            "PrintChangesRules.Outer.Deeper.Innermost: @self, @identity, _taps changed.",
            "PrintChangesRules.Boxed<Int>: @self changed.",
            "PrintChangesRules.Boxed<Array<PrintChangesRules.Outer.Inner>>: @self changed.",
            "PrintChangesRules.Boxed<(count: Int, Optional<String>)>: @self changed.",
        ])
        let step = harness.tap("Tap 0")
        #expect(step.details(.console) == ["PrintChangesRules.Outer.Deeper.Innermost: _taps changed."])
        // The trace names the view by its type's own name; only the printed line is qualified.
        let text = TextTraceFormatter(style: TextStyle()).format([("app", step)])
        #expect(text.contains("Innermost  _taps changed.  body #2"))
        #expect(text.contains("print: PrintChangesRules.Outer.Deeper.Innermost: _taps changed."))
    }

    @Test func aTypeDeclaredInAFunctionLeavesTheFunctionOut() {
        struct ContentView: View {
            @State private var name = ""
            var body: some View {
                let _ = Self._logChanges()
                Text(name)
            }
        }
        #expect(Harness(ContentView()).firstRender.details(.console) == [
            "PrintChangesRules.ContentView: @self, @identity, _name changed.",
        ])
    }

    @Test func theQualifiedNameIsReadWithoutModulesAddressesOrStandIns() {
        let local = "Mod.Tests.(unknown context at $5555f13f7a0b0).(unknown context at $5555f13f7a0b8).ContentView"
        #expect(PrintedTypeName.printed(local) == "Tests.ContentView")
        #expect(PrintedTypeName.printed("Mod.(unknown context at $5555f13f79ff4).Private") == "Private")
        #expect(PrintedTypeName.printed("Mod.G<Swift.Dictionary<Swift.String, Swift.Int>>.N") == "G<Dictionary<String, Int>>.N")
        #expect(PrintedTypeName.printed("Mod.V<(Swift.Int) async throws -> ()>") == "V<(Int) async throws -> ()>")
        #expect(PrintedTypeName.printed("Mod.V<Mod.(unknown context at $1).(unknown context at $2).Local>") == "V<Local>")
        #expect(PrintedTypeName.printed("Scenarios.FoodTruckNew.Row<Scenarios.FoodTruckNew.Item>",
                                        leavingOut: ["Scenarios.FoodTruckNew"]) == "Row<Item>")
        #expect(PrintedTypeName.printed("Other.FoodTruckNew.Row", leavingOut: ["Scenarios.FoodTruckNew"]) == "FoodTruckNew.Row")
        // What cannot be read is not guessed at: the caller prints the type's own name.
        #expect(PrintedTypeName.printed("Mod.V<Swift.Int") == nil)
    }

    // A built-in scenario's variant is written in a namespace that stands in for its module
    // (`module: CounterApp.self`): its lines read as an app's would, `CounterScreen: …`.
    enum StandInVariant {
        struct Screen: View {
            @State private var count = 0
            var body: some View {
                Button("Add \(count)") { count += 1 }
                Nested.Label(count: count)
            }
        }

        enum Nested {
            struct Label: View {
                let count: Int
                var body: some View { Text("\(count)") }
            }
        }
    }

    @Test func aNamespaceThatStandsInForAModuleIsLeftOut() throws {
        let scenario = Scenario(id: "stand-in", title: "Stand-in", summary: "",
                                variants: [ScenarioVariant("app", module: StandInVariant.self) { _ in StandInVariant.Screen() }])
        let run = VariantRun(scenario: scenario, variant: scenario.variants[0])
        let step = try run.graph.tap("Add 0", command: "tap \"Add 0\"")
        #expect(step.events.filter { $0.kind == .evaluation }.compactMap(\.printChanges)
                == ["Screen: _count changed.", "Nested.Label: @self changed."])
        // The built-in scenarios declare theirs.
        let counter = BuiltInCatalog.scenarios.first { $0.id == "counter" }!
        let counterRun = VariantRun(scenario: counter, variant: counter.variants[0])
        let tap = try counterRun.graph.tap("Increment", command: "tap \"Increment\"")
        #expect(tap.events.filter { $0.kind == .evaluation }.compactMap(\.printChanges).first == "CounterScreen: _count changed.")
    }
}
