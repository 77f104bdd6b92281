import ObsLab
import ObsLabEngine

// Environment values behind your own keys, declared with `@Entry` (which writes an
// `EnvironmentKey` with a default value and a computed property on `EnvironmentValues`),
// read with `@Environment(\.key)`.
//
// - A value (here a theme exposed only through a protocol, as in the sources' cheat
//   sheet): when an ancestor sets a different value, every view that read the key
//   re-runs with its property as the reason, `_theme changed.`; views that didn't read
//   it don't.
// - An object through a key. The key hands over a reference; when the reference stays
//   the same, the environment hasn't changed (Apple's documentation of
//   `Environment.init(_:)`: "SwiftUI automatically updates any parts of MyView that
//   depend on the property when the associated environment value changes",
//   https://developer.apple.com/documentation/swiftui/environment/init(_:)). An ObservableObject passed this way is
//   not subscribed to: changing its @Published properties updates nothing (the sources'
//   cheat sheet: "changes to that object's @Published properties will not trigger an
//   invalidation or update of your view. Only @EnvironmentObject and @ObservedObject
//   provide that"). An @Observable passed this way is read in a body like any other
//   object, so its reads are tracked (SEMANTICS.md §4: tracking follows each object
//   read, however it was reached).

/// What both variants share: a theme known only through a protocol, behind a key.
enum ThemeKeys {
    protocol Theme {
        var name: String { get }
        var foregroundColor: Color { get }
    }

    struct PinkTheme: Theme {
        var name: String { "pink" }
        var foregroundColor: Color { .pink }
    }

    struct GreenTheme: Theme {
        var name: String { "green" }
        var foregroundColor: Color { .green }
    }

}

// `@Entry` writes the key type and the getter and setter (lesson 7 shows the expansion).
extension EnvironmentValues {
    @Entry var labTheme: any ThemeKeys.Theme = ThemeKeys.PinkTheme()
}

enum EnvironmentKeyOld {
    final class TapCounter: ObservableObject {
        @Published var value = 0
    }

    struct RootView: View {
        @StateObject private var counter = TapCounter()
        @State private var usePink = true

        var body: some View {
            VStack {
                Toggle("Pink theme", isOn: $usePink)
                Button("Increment") { counter.value += 1 }
                Dashboard()
            }
            .environment(\.labTheme, usePink ? ThemeKeys.PinkTheme() as any ThemeKeys.Theme : ThemeKeys.GreenTheme())
            .environment(\.oldTapCounter, counter)
        }
    }

    /// Reads no environment: a pass-through.
    struct Dashboard: View {
        var body: some View {
            VStack {
                ThemedTitle()
                CounterLabel()
            }
        }
    }

    struct ThemedTitle: View {
        @Environment(\.labTheme) var theme

        var body: some View {
            Text("Dashboard in \(theme.name)").foregroundStyle(theme.foregroundColor)
        }
    }

    struct CounterLabel: View {
        @Environment(\.oldTapCounter) var counter

        var body: some View {
            Text("Tapped \(counter.value) times")
        }
    }
}

extension EnvironmentValues {
    @Entry var oldTapCounter: EnvironmentKeyOld.TapCounter = EnvironmentKeyOld.TapCounter()
}

enum EnvironmentKeyNew {
    @Observable final class TapCounter {
        var value = 0
    }

    struct RootView: View {
        @State private var counter = TapCounter()
        @State private var usePink = true

        var body: some View {
            VStack {
                Toggle("Pink theme", isOn: $usePink)
                Button("Increment") { counter.value += 1 }
                Dashboard()
            }
            .environment(\.labTheme, usePink ? ThemeKeys.PinkTheme() as any ThemeKeys.Theme : ThemeKeys.GreenTheme())
            .environment(\.newTapCounter, counter)
        }
    }

    struct Dashboard: View {
        var body: some View {
            VStack {
                ThemedTitle()
                CounterLabel()
            }
        }
    }

    struct ThemedTitle: View {
        @Environment(\.labTheme) var theme

        var body: some View {
            Text("Dashboard in \(theme.name)").foregroundStyle(theme.foregroundColor)
        }
    }

    struct CounterLabel: View {
        @Environment(\.newTapCounter) var counter

        var body: some View {
            Text("Tapped \(counter.value) times")
        }
    }
}

extension EnvironmentValues {
    @Entry var newTapCounter: EnvironmentKeyNew.TapCounter = EnvironmentKeyNew.TapCounter()
}

extension BuiltInCatalog {
    static let environmentKey = Scenario(
        id: "environment-key",
        title: "Your own environment keys",
        summary: """
            Values behind your own EnvironmentKey re-run their readers when they change; an \
            object behind a key is tracked only if it is @Observable. A theme known only through \
            a protocol re-runs the view that reads it; a tap counter passed through a key stays \
            stale as an ObservableObject and updates its label as an @Observable.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "an ObservableObject behind an EnvironmentKey",
                            module: EnvironmentKeyOld.self) { _ in
                EnvironmentKeyOld.RootView()
            },
            ScenarioVariant(ScenarioVariant.new, description: "an @Observable behind an EnvironmentKey",
                            module: EnvironmentKeyNew.self) { _ in
                EnvironmentKeyNew.RootView()
            },
        ],
        script: """
            # A value behind a key: its readers re-run, the pass-through doesn't.
            toggle "Pink theme"
            expect RootView runs 1 reason "_usePink changed."
            expect ThemedTitle runs 1 reason "_theme changed."
            expect Dashboard runs 0
            expect CounterLabel runs 0
            # An object behind a key: the same reference, so the environment is unchanged.
            tap "Increment"
            expect old CounterLabel runs 0
            # (The root re-runs only because it owns the counter with @StateObject.)
            expect old RootView runs 1 reason "_counter changed." wasted
            expect new CounterLabel runs 1 reason "@dependencies changed." cause "TapCounter#1.value"
            expect new RootView runs 0
            expect ThemedTitle runs 0
            tree
            """)
}
