import Foundation
import ObsLab
import ObsLabEngine

// Identity is where a view's state lives (SEMANTICS.md §0, gotcha 7). Five counters,
// each with its own `@State var count`, sit under a screen with a "Highlight" switch:
//
// 1. `if/else` around the same view: each branch is a different identity, so flipping
//    the switch destroys one counter's state and creates the other's from scratch.
// 2. The same view with the difference passed as an input: one identity; it re-runs
//    (`@self`) and keeps its count.
// 3. An inert modifier whose argument changes: one identity, and the counter's own
//    body does not even re-run (layout modifiers are ignored by the lab, which keeps
//    the same structure, as SwiftUI does).
// 4. `.id(token)`: the state is reset exactly when the token changes. Apple's
//    documentation of `id(_:)`: "When the proxy value specified by the id parameter
//    changes, the identity of the view — for example, its state — is reset."
//    (https://developer.apple.com/documentation/swiftui/view/id(_:))
// 5. `.id(UUID())`: a new identity on every re-run of the screen, so the count is lost
//    each time anything makes the screen re-run.
//
// The branch-versus-inert-modifier advice is WWDC21 "Demystify SwiftUI".
enum IdentityApp {
    struct Screen: View {
        @State private var isHighlighted = false
        @State private var resetToken = 0
        @State private var refreshes = 0

        var body: some View {
            VStack {
                Toggle("Highlight", isOn: $isHighlighted)
                Button("Reset by id") { resetToken += 1 }
                Button("Refresh") { refreshes += 1 }
                Text("Refreshed \(refreshes) times")
                if isHighlighted {
                    BranchCounter(highlighted: true)
                } else {
                    BranchCounter(highlighted: false)
                }
                InputCounter(highlighted: isHighlighted)
                StyledCounter()
                    .foregroundStyle(isHighlighted ? .red : .primary)
                KeyedCounter()
                    .id(resetToken)
                ChurnCounter()
                    .id(UUID())
            }
        }
    }

    struct BranchCounter: View {
        let highlighted: Bool
        @State private var count = 0

        var body: some View {
            HStack {
                Text((highlighted ? "[branch] " : "branch ") + "\(count)")
                Button("+1 branch") { count += 1 }
            }
        }
    }

    struct InputCounter: View {
        let highlighted: Bool
        @State private var count = 0

        var body: some View {
            HStack {
                Text((highlighted ? "[input] " : "input ") + "\(count)")
                Button("+1 input") { count += 1 }
            }
        }
    }

    struct StyledCounter: View {
        @State private var count = 0

        var body: some View {
            HStack {
                Text("styled \(count)")
                Button("+1 styled") { count += 1 }
            }
        }
    }

    struct KeyedCounter: View {
        @State private var count = 0

        var body: some View {
            HStack {
                Text("keyed \(count)")
                Button("+1 keyed") { count += 1 }
            }
        }
    }

    struct ChurnCounter: View {
        @State private var count = 0

        var body: some View {
            HStack {
                Text("churn \(count)")
                Button("+1 churn") { count += 1 }
            }
        }
    }
}

extension BuiltInCatalog {
    static let identity = Scenario(
        id: "identity",
        title: "Identity: where @State lives",
        summary: """
            State lives with a view's identity: an if/else or a new id resets it, an input or an \
            inert modifier keeps it. Five counters sit under a Highlight switch: one in both \
            branches of an if/else, one given the switch as an input, one styled by a modifier, \
            one with .id(token), one with .id(UUID()), which resets on every re-run of its \
            parent.
            """,
        variants: [ScenarioVariant("app", description: "if/else, an input, an inert modifier, .id(_:)",
                                   module: IdentityApp.self) { _ in
            IdentityApp.Screen()
        }],
        script: """
            tap "+1 branch"
            tap "+1 branch"
            tap "+1 input"
            tap "+1 styled"
            tap "+1 keyed"
            tap "+1 churn"
            # Only the tapped counter re-runs; the screen reads none of their counts.
            expect ChurnCounter[id] runs 1 reason "_count changed."
            expect Screen runs 0
            toggle "Highlight"
            expect Screen runs 1 reason "_isHighlighted changed."
            # The other branch is another view: old storage destroyed, new storage made.
            expect event "BranchCounter: identity gone, storage destroyed (_count = 2)"
            expect BranchCounter#2 runs 1 reason "@identity"
            # Same identity, new input: it re-runs and keeps its count.
            expect InputCounter runs 1 reason "@self changed."
            # The modifier changed, not the counter.
            expect StyledCounter runs 0
            expect KeyedCounter[0] runs 0
            # A new UUID is a new identity on every re-run of the screen.
            expect event "ChurnCounter[id]: identity gone, storage destroyed (_count = 1)"
            tap "Reset by id"
            expect event "KeyedCounter[0]: identity gone, storage destroyed (_count = 1)"
            expect KeyedCounter[1] runs 1 reason "@identity"
            expect InputCounter runs 0
            # Flipping back creates the first branch again, from scratch.
            toggle "Highlight"
            expect event "BranchCounter#2: identity gone, storage destroyed (_count = 0)"
            expect BranchCounter runs 1 reason "@identity"
            """)
}
