import Testing
@testable import ObsLab
@testable import ObsLabEngine

// SEMANTICS.md §1: the trace vocabulary — SwiftUI's `Self._printChanges()` line and
// the named causes ObsLab adds behind each token.
@MainActor
@Suite struct TraceVocabularyRules {

    @Observable final class FoodTruckModel {
        var orders: [String] = []
        var donuts = ["Glazed"]
    }

    struct Truck: View {
        @State private var count = 0
        let model: FoodTruckModel
        var body: some View {
            VStack {
                Text("\(count) taps, \(model.orders.count) orders")
                Button("Tap") { count += 1 }
                Button("Tap and order") {
                    model.orders.append("Order")
                    count += 1
                }
                Badge(label: "taps \(count)")
            }
        }
    }

    struct Badge: View {
        let label: String
        var body: some View { Text(label) }
    }

    @Test func aStatePropertyPrintsAsItsUnderscoredStorageName() {
        let harness = Harness(Truck(model: FoodTruckModel()))
        let step = harness.tap("Tap")
        #expect(step.printChanges("Truck") == ["TraceVocabularyRules.Truck: _count changed."])
        #expect(step.events(.invalidation).first { $0.view == "Truck" }?.cause == "_count")
    }

    @Test func selfMeansTheViewValueItsParentProducedChanged() {
        let harness = Harness(Truck(model: FoodTruckModel()))
        let step = harness.tap("Tap")
        #expect(step.printChanges("Badge") == ["TraceVocabularyRules.Badge: @self changed."])
        #expect(step.causes("Badge") == ["label changed"])
    }

    @Test func dependenciesMeansAnObservationDependencyChangedAndTheLabNamesObjectAndProperty() {
        let model = FoodTruckModel()
        let harness = Harness(Truck(model: model))
        let step = harness.act { model.orders.append("Order 1") }
        #expect(step.printChanges("Truck") == ["TraceVocabularyRules.Truck: @dependencies changed."])
        #expect(step.causes("Truck") == ["FoodTruckModel#1.orders"])
        #expect(step.events(.mutation).map { "\($0.object ?? "?").\($0.property ?? "?")" } == ["FoodTruckModel#1.orders"])
    }

    @Test func identityMeansANewIdentityWithRecycledStorage() {
        let harness = Harness(Truck(model: FoodTruckModel()))
        #expect(harness.firstRender.printChanges("Truck") == ["TraceVocabularyRules.Truck: @self, @identity, _count changed."])
        // No dynamic property, no storage to recycle: `@self` alone (docs/rules/print-changes.md).
        #expect(harness.firstRender.printChanges("Badge") == ["TraceVocabularyRules.Badge: @self changed."])
        #expect(harness.firstRender.details(.storageCreated) == ["State _count = 0"])
    }

    @Test func everyTokenOfOneEvaluationIsPrintedOnOneLine() {
        let model = FoodTruckModel()
        let harness = Harness(Truck(model: model))
        let step = harness.tap("Tap and order")
        #expect(step.runs("Truck") == 1)
        #expect(step.printChanges("Truck") == ["TraceVocabularyRules.Truck: _count, @dependencies changed."])
    }

    @Test func objectsAreNamedByTypeAndOrderOfFirstSight() {
        let first = FoodTruckModel(), second = FoodTruckModel()
        struct Two: View {
            let first: FoodTruckModel
            let second: FoodTruckModel
            var body: some View { Text("\(first.donuts.count) \(second.donuts.count)") }
        }
        let harness = Harness(Two(first: first, second: second))
        let step = harness.act { second.donuts = [] }
        #expect(step.causes("Two") == ["FoodTruckModel#2.donuts"])
        let other = harness.act { first.donuts = [] }
        #expect(other.causes("Two") == ["FoodTruckModel#1.donuts"])
    }
    final class Store: ObservableObject {
        @Published var value = 0
    }

    struct Loaded: View {
        @State var count = 0
        @StateObject var owned = Store()
        @ObservedObject var shared: Store
        @Binding var flag: Bool
        @AppStorage("volume") var volume = 1
        let title: String
        var body: some View { Text("\(title) \(count) \(flag) \(volume)") }
    }

    @Test func aNewIdentityListsEveryDynamicPropertyInDeclarationOrder() {
        let harness = Harness(Loaded(shared: Store(), flag: .constant(true), title: "t"))
        #expect(harness.firstRender.printChanges("Loaded")
            == ["TraceVocabularyRules.Loaded: @self, @identity, _count, _owned, _shared, _flag, _volume changed."])
    }
}
