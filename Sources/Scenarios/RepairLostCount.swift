import ObsLab
import ObsLabEngine

// Repair exercise (lesson 6): the count resets whenever the parent refreshes.
// Two candidate fixes, one per variant: fix-a uses `@StateObject private var model`;
// fix-b uses `@ObservedObject private var model`. Which one keeps the count? Load one,
// count, refresh the parent; the answer is at the end of this file.

enum RepairLostCountBroken {
    final class CounterModel: ObservableObject {
        @Published var count = 0
    }

    struct Parent: View {
        @State private var refreshes = 0
        var body: some View {
            VStack {
                Text("Parent refreshed \(refreshes) times")
                Button("Refresh parent") { refreshes += 1 }
                Counter()
            }
        }
    }

    struct Counter: View {
        @ObservedObject var model = CounterModel()
        var body: some View {
            HStack {
                Text("Count: \(model.count)")
                Button("+1") { model.count += 1 }
            }
        }
    }
}

enum RepairLostCountFixA {
    final class CounterModel: ObservableObject {
        @Published var count = 0
    }

    struct Parent: View {
        @State private var refreshes = 0
        var body: some View {
            VStack {
                Text("Parent refreshed \(refreshes) times")
                Button("Refresh parent") { refreshes += 1 }
                Counter()
            }
        }
    }

    struct Counter: View {
        @StateObject private var model = CounterModel()
        var body: some View {
            HStack {
                Text("Count: \(model.count)")
                Button("+1") { model.count += 1 }
            }
        }
    }
}

enum RepairLostCountFixB {
    final class CounterModel: ObservableObject {
        @Published var count = 0
    }

    struct Parent: View {
        @State private var refreshes = 0
        var body: some View {
            VStack {
                Text("Parent refreshed \(refreshes) times")
                Button("Refresh parent") { refreshes += 1 }
                Counter()
            }
        }
    }

    struct Counter: View {
        @ObservedObject private var model = CounterModel()
        var body: some View {
            HStack {
                Text("Count: \(model.count)")
                Button("+1") { model.count += 1 }
            }
        }
    }
}

extension BuiltInCatalog {
    static let repairLostCount = Scenario(
        id: "repair-lost-count",
        title: "Repair: the count that resets",
        summary: """
            @ObservedObject with a default value loses its count when the parent refreshes. \
            Two candidate fixes: @StateObject (fix-a), or making the @ObservedObject private \
            (fix-b). Load one, count, refresh the parent, and see whether the count survives.
            """,
        variants: [
            ScenarioVariant("broken", description: "@ObservedObject var model = CounterModel()",
                            module: RepairLostCountBroken.self) { _ in
                RepairLostCountBroken.Parent()
            },
            ScenarioVariant("fix-a", description: "@StateObject private var model = CounterModel()",
                            module: RepairLostCountFixA.self) { _ in
                RepairLostCountFixA.Parent()
            },
            ScenarioVariant("fix-b", description: "@ObservedObject private var model = CounterModel()",
                            module: RepairLostCountFixB.self) { _ in
                RepairLostCountFixB.Parent()
            },
        ],
        script: """
            tap "+1"
            tap "Refresh parent"
            expect broken event "state lost: count was 1, now 0"
            expect fix-a no event "state lost"
            expect fix-b event "state lost: count was 1, now 0"
            tree
            """)
}

// The answer to the repair exercise (lesson 6): the count resets whenever the parent refreshes.
// `@ObservedObject var model = CounterModel()` makes a new model each time the struct is
// created and switches to it (SEMANTICS.md §3, gotcha 1). Two candidate fixes:
// - fix-a: `@StateObject private var model = CounterModel()`: one model per identity;
// - fix-b: `@ObservedObject private var model = CounterModel()`: `private` changes who can
//   set the property, not who owns the object, and the count is still lost.
