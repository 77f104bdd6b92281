import ObsLab
import ObsLabEngine

// State changed while a body runs. SwiftUI prints a runtime warning for each kind of
// write (SEMANTICS.md §6):
//
// - A `@State` write: "Modifying state during view update, this will cause undefined
//   behavior." The quiet writer below writes a state it never reads: only the warning.
// - A `@Published` write: "Publishing changes from within view updates is not allowed,
//   this will cause undefined behavior." The stamping view bumps a counter of an
//   ObservableObject in its body; the lab view, which owns the object with
//   `@StateObject`, is invalidated by it and runs a second time in the same update.
// - A body that reads and writes its own state (the classic "count my renders" body)
//   invalidates itself every time it runs. SwiftUI keeps updating; the lab stops after a
//   bounded number of passes and says so, instead of hanging.
//
// Each offender appears when its switch is turned on, so each problem is its own step.

enum UpdateDuringBodyApp {
    final class Stats: ObservableObject {
        @Published var stamps = 0
    }

    struct LabView: View {
        @StateObject private var stats = Stats()
        @State private var showQuietWriter = false
        @State private var showStamper = false
        @State private var showRenderCounter = false

        var body: some View {
            VStack {
                Text("\(stats.stamps) stamps")
                Toggle("Show quiet writer", isOn: $showQuietWriter)
                Toggle("Show stamper", isOn: $showStamper)
                Toggle("Show render counter", isOn: $showRenderCounter)
                if showQuietWriter { QuietWriter() }
                if showStamper { Stamper(stats: stats) }
                if showRenderCounter { RenderCounter() }
            }
        }
    }

    /// Writes a state it never reads.
    struct QuietWriter: View {
        @State private var status = "idle"

        var body: some View {
            let _ = (status = "rendered")
            Text("I write state from my body")
        }
    }

    /// Publishes from its body.
    struct Stamper: View {
        let stats: Stats

        var body: some View {
            let _ = (stats.stamps += 1)
            Text("I publish from my body")
        }
    }

    /// Reads and writes its own state in its body: it invalidates itself each time.
    struct RenderCounter: View {
        @State private var renders = 0

        var body: some View {
            let _ = (renders += 1)
            Text("Rendered \(renders) times")
        }
    }
}

extension BuiltInCatalog {
    static let updateDuringBody = Scenario(
        id: "update-during-body",
        title: "Changing state inside a body",
        summary: """
            Changing state while a body runs makes SwiftUI warn, and a body that invalidates \
            itself every time would update forever; the lab stops it. One view writes a @State \
            it never reads, one bumps a @Published counter, one counts its own renders in a \
            @State it also shows.
            """,
        variants: [ScenarioVariant("app", description: "@State and @Published written from a body",
                                   module: UpdateDuringBodyApp.self) { _ in
            UpdateDuringBodyApp.LabView()
        }],
        script: """
            toggle "Show quiet writer"
            expect warning "Modifying state during view update, this will cause undefined behavior."
            expect QuietWriter runs 1 reason "@identity"
            expect LabView runs 1
            toggle "Show stamper"
            expect warning "Publishing changes from within view updates is not allowed, this will cause undefined behavior."
            # Once for the switch, once more for the stamp published during the update.
            expect LabView runs 2 reason "_stats changed."
            expect Stamper runs 1
            toggle "Show render counter"
            expect warning "Modifying state during view update"
            expect warning "RenderCounter kept invalidating itself"
            expect RenderCounter runs 20
            """)
}
