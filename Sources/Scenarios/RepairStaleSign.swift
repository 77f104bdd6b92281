import ObsLab
import ObsLabEngine

// Repair exercise (lesson 4): the sign never updates when the truck opens.
// Two candidate fixes, one per variant: fix-a adds `@Published` to `sign`; fix-b makes
// the board hold the truck with `@StateObject` instead of `@ObservedObject`. Which one
// makes the sign follow? Load one and tap "Open the truck"; the answer is at the end of
// this file.

enum RepairStaleSignBroken {
    final class Truck: ObservableObject {
        var sign = "Closed"
    }

    struct TruckScreen: View {
        @StateObject private var truck = Truck()
        var body: some View {
            VStack {
                SignBoard(truck: truck)
                Button("Open the truck") { truck.sign = "Open" }
            }
        }
    }

    struct SignBoard: View {
        @ObservedObject var truck: Truck
        var body: some View { Text("Sign: \(truck.sign)") }
    }
}

enum RepairStaleSignFixA {
    final class Truck: ObservableObject {
        @Published var sign = "Closed"
    }

    struct TruckScreen: View {
        @StateObject private var truck = Truck()
        var body: some View {
            VStack {
                SignBoard(truck: truck)
                Button("Open the truck") { truck.sign = "Open" }
            }
        }
    }

    struct SignBoard: View {
        @ObservedObject var truck: Truck
        var body: some View { Text("Sign: \(truck.sign)") }
    }
}

enum RepairStaleSignFixB {
    final class Truck: ObservableObject {
        var sign = "Closed"
    }

    struct TruckScreen: View {
        @StateObject private var truck = Truck()
        var body: some View {
            VStack {
                SignBoard(truck: truck)
                Button("Open the truck") { truck.sign = "Open" }
            }
        }
    }

    struct SignBoard: View {
        @StateObject var truck: Truck
        var body: some View { Text("Sign: \(truck.sign)") }
    }
}

extension BuiltInCatalog {
    static let repairStaleSign = Scenario(
        id: "repair-stale-sign",
        title: "Repair: the sign that never updates",
        summary: """
            A property without @Published changes silently. Two candidate fixes: add \
            @Published (fix-a), or hold the truck with @StateObject in the board (fix-b). \
            Load one, tap "Open the truck", and see whether the sign follows.
            """,
        variants: [
            ScenarioVariant("broken", description: "var sign = \"Closed\" (no @Published)",
                            module: RepairStaleSignBroken.self) { _ in RepairStaleSignBroken.TruckScreen() },
            ScenarioVariant("fix-a", description: "@Published var sign = \"Closed\"",
                            module: RepairStaleSignFixA.self) { _ in RepairStaleSignFixA.TruckScreen() },
            ScenarioVariant("fix-b", description: "@StateObject var truck in the board",
                            module: RepairStaleSignFixB.self) { _ in RepairStaleSignFixB.TruckScreen() },
        ],
        script: """
            tap "Open the truck"
            expect broken SignBoard runs 0
            expect fix-a SignBoard runs 1 reason "_truck changed."
            expect fix-b SignBoard runs 0
            tree
            """)
}

// The answer to the repair exercise (lesson 4): the sign never updates. `Truck.sign` was declared without
// `@Published`, so changing it sends no `objectWillChange` (SEMANTICS.md §3, gotcha 4).
// Two candidate fixes, one per variant; the learner picks one and the lab shows whether
// `SignBoard` re-runs:
// - fix-a adds `@Published` to `sign`: the change is announced, the board re-runs;
// - fix-b makes the board hold the truck with `@StateObject` instead of `@ObservedObject`:
//   a different owner changes nothing about what is announced, and the board stays stale.
