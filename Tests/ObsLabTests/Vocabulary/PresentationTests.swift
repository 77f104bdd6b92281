import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/presentation.md: sheets, covers, popovers, alerts and dialogs.
@MainActor
@Suite struct PresentationRules {

    struct Owner: View {
        @State var showSheet = false
        var body: some View {
            VStack {
                Button("Show") { showSheet = true }
            }
            .sheet(isPresented: $showSheet) {
                Editor()
            }
        }
    }

    struct Editor: View {
        @State var draft = 0
        @Environment(\.dismiss) var dismiss
        var body: some View {
            VStack {
                Text("draft \(draft)")
                Button("Edit") { draft += 1 }
                Button("Done") { dismiss() }
            }
        }
    }

    @Test func contentIsBuiltOnlyWhilePresented() {
        let harness = Harness(Owner())
        #expect(!harness.graph.viewNames.contains { $0.hasSuffix("Editor") })
        #expect(!harness.hasButton("Done"))
        let step = harness.tap("Show")
        #expect(step.runs("Editor") == 1)  // built now, for the first time
        #expect(harness.graph.viewNames.contains("Owner/sheet/Editor"))
        #expect(harness.shows("draft 0"))
        #expect(harness.treeText.contains("sheet"))
    }

    @Test func presentingRunsTheHostNotTheOwnerThatOnlyMadeTheBinding() {
        let harness = Harness(Owner())
        let step = harness.tap("Show")
        #expect(step.runs("Owner") == 0)
        #expect(step.runs("sheet") == 1)
        #expect(step.printChanges("sheet") == ["sheet: _isPresented changed."])
    }

    @Test func dismissFromTheEnvironmentEndsThePresentationAndItsState() {
        let harness = Harness(Owner())
        harness.tap("Show")
        harness.tap("Edit")
        #expect(harness.shows("draft 1"))
        let step = harness.tap("Done")
        #expect(step.details(.stateWrite).contains("true → false"))
        #expect(!harness.hasButton("Done"))
        #expect(step.events(.storageDestroyed).contains { $0.view == "Owner/sheet/Editor" })
        harness.tap("Show")
        #expect(harness.shows("draft 0"))
    }

    @Test func theShellCanDismissFromOutside() {
        let harness = Harness(Owner())
        harness.tap("Show")
        harness.dismiss()
        #expect(!harness.hasButton("Done"))
        #expect(harness.graph.frontmostPresentation() == nil)
    }

    struct Item: Identifiable, Equatable {
        let id: Int
    }

    struct ItemOwner: View {
        @State var item: Item?
        var body: some View {
            VStack {
                Button("One") { item = Item(id: 1) }
                Button("Two") { item = Item(id: 2) }
            }
            .sheet(item: $item) { item in
                Detail(id: item.id)
            }
        }
    }

    struct Detail: View {
        let id: Int
        @State var taps = 0
        var body: some View {
            Text("detail \(id) taps \(taps)")
            Button("Tap detail") { taps += 1 }
        }
    }

    @Test func anItemSheetShowsWhileTheItemIsSetAndANewItemIsANewIdentity() {
        let harness = Harness(ItemOwner())
        harness.tap("One")
        harness.tap("Tap detail")
        #expect(harness.shows("detail 1 taps 1"))
        let step = harness.tap("Two")
        #expect(step.events(.storageDestroyed).contains { ($0.view ?? "").hasSuffix("Detail[1]") })
        #expect(harness.shows("detail 2 taps 0"))
        harness.dismiss()
        #expect(!harness.hasButton("Tap detail"))
    }

    struct Alerting: View {
        @State var confirming = false
        @State var deleted = 0
        var body: some View {
            VStack {
                Text("deleted \(deleted)")
                Button("Delete") { confirming = true }
            }
            .alert("Delete everything?", isPresented: $confirming) {
                Button("Delete all", role: .destructive) { deleted += 1 }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
        }
    }

    @Test func anAlertButtonRunsItsActionThenDismissesTheAlert() {
        let harness = Harness(Alerting())
        #expect(!harness.hasButton("Delete all"))
        harness.tap("Delete")
        #expect(harness.treeText.contains("alert \"Delete everything?\""))
        #expect(harness.shows("This cannot be undone."))
        let step = harness.tap("Delete all")
        #expect(harness.shows("deleted 1"))
        #expect(step.details(.stateWrite) == ["0 → 1", "true → false"])
        #expect(!harness.hasButton("Delete all"))
    }

    struct PlainAlert: View {
        @State var showing = false
        var body: some View {
            Button("Warn") { showing = true }
                .alert("Careful", isPresented: $showing) {}
        }
    }

    @Test func anAlertWithoutActionsHasAnOKButton() {
        let harness = Harness(PlainAlert())
        harness.tap("Warn")
        #expect(harness.hasButton("OK"))
        harness.tap("OK")
        #expect(!harness.hasButton("OK"))
    }

    struct MessageOnlyAlert: View {
        @State var showing = false
        var body: some View {
            Button("Warn") { showing = true }
                .alert("Word used already", isPresented: $showing) {} message: { Text("Try another word") }
        }
    }

    /// Word Scramble's alert: a message and no actions still gets the OK button.
    @Test func anAlertWithAMessageAndNoActionsHasAnOKButtonToo() {
        let harness = Harness(MessageOnlyAlert())
        harness.tap("Warn")
        #expect(harness.shows("Try another word"))
        #expect(harness.hasButton("OK"))
        harness.tap("OK")
        #expect(!harness.hasButton("OK"))
        #expect(!harness.shows("Try another word"))
    }

    struct OldAlert: View {
        @State var isPresentingAlert = false
        var body: some View {
            Button(action: { self.isPresentingAlert = true }, label: { Text("Present an Alert") })
                .alert(isPresented: $isPresentingAlert) {
                    Alert(title: Text("Alert!"))
                }
        }
    }

    @Test func theOlderAlertTypeShowsItsTitleAndAnOKButton() {
        let harness = Harness(OldAlert())
        harness.tap("Present an Alert")
        #expect(harness.shows("Alert!"))
        harness.tap("OK")
        #expect(!harness.shows("Alert!"))
    }

    struct Dialog: View {
        @State var asking = false
        @State var choice = "none"
        var body: some View {
            Text("choice \(choice)")
            Button("Ask") { asking = true }
                .confirmationDialog("Pick one", isPresented: $asking) {
                    Button("Left") { choice = "left" }
                    Button("Right") { choice = "right" }
                }
        }
    }

    @Test func aConfirmationDialogBehavesLikeAnAlert() {
        let harness = Harness(Dialog())
        harness.tap("Ask")
        harness.tap("Right")
        #expect(harness.shows("choice right"))
        #expect(!harness.hasButton("Left"))
    }

    struct Covers: View {
        @State var cover = false
        @State var pop = false
        @State var dismissed = 0
        var body: some View {
            Text("dismissed \(dismissed)")
            Button("Cover") { cover = true }
                .fullScreenCover(isPresented: $cover, onDismiss: { dismissed += 1 }) {
                    Text("covering")
                }
            Button("Pop over") { pop = true }
                .popover(isPresented: $pop) { Text("popping") }
        }
    }

    @Test func fullScreenCoverAndPopoverPresentLikeASheetAndOnDismissRunsAfterTheUpdate() {
        let harness = Harness(Covers())
        harness.tap("Cover")
        #expect(harness.shows("covering"))
        let step = harness.dismiss()
        #expect(!harness.shows("covering"))
        #expect(harness.shows("dismissed 1"))
        #expect(step.events(.callback).contains { ($0.detailText ?? "").contains("second update") })
        harness.tap("Pop over")
        #expect(harness.shows("popping"))
        #expect(harness.treeText.contains("popover"))
    }
    // Closures see the pass they came from (docs/rules/presentation.md).

    /// The classic stale sheet: the content reads a state the body never reads.
    struct Chooser: View {
        @State var selected: String?
        @State var showing = false
        var body: some View {
            VStack {
                Button("Open A") { selected = "A"; showing = true }
                Button("Open B") { selected = "B"; showing = true }
            }
            .sheet(isPresented: $showing) {
                Text("item \(selected ?? "none")")
                Button("Close") { showing = false }
            }
        }
    }

    @Test func aSheetsContentClosureSeesTheStateOfTheLastBodyPassNotTheActionsWrites() {
        let harness = Harness(Chooser())
        let first = harness.tap("Open A")
        #expect(first.runs("Chooser") == 0)
        #expect(harness.shows("item none"), "\(harness.tree)")
        harness.tap("Close")
        // The content read `selected`: the owner depends on it now, runs, and the next
        // presentation's closure is the new pass's.
        let second = harness.tap("Open B")
        #expect(second.printChanges("Chooser") == ["PresentationRules.Chooser: _selected changed."])
        #expect(harness.shows("item B"), "\(harness.tree)")
    }

    struct ItemChooser: View {
        @State var item: Item?
        var body: some View {
            Button("Open 7") { item = Item(id: 7) }
                .sheet(item: $item) { item in Text("item \(item.id)") }
        }
    }

    @Test func anItemSheetIsHandedTheItemTheActionWrote() {
        let harness = Harness(ItemChooser())
        harness.tap("Open 7")
        #expect(harness.shows("item 7"), "\(harness.tree)")
    }

    // Reads made while building a binding are reads.

    @Observable final class Prefs {
        var showsHelp = false
        var other = 0
    }

    struct PrefsView: View {
        @State var prefs = Prefs()
        var body: some View {
            VStack {
                Toggle("Help", isOn: $prefs.showsHelp)
                Button("Other") { prefs.other += 1 }
            }
            .sheet(isPresented: $prefs.showsHelp) { Text("help") }
        }
    }

    @Test func bindingToAPropertyOfAnObservableInStateMakesTheBodyDependOnIt() {
        let harness = Harness(PrefsView())
        let step = harness.toggle("Help")
        #expect(step.printChanges("PrefsView") == ["PresentationRules.PrefsView: @dependencies changed."])
        #expect(step.causes("PrefsView").contains { $0.contains("Prefs#1.showsHelp") })
        #expect(harness.shows("help"))
        #expect(harness.tap("Other").runs("PrefsView") == 0)
    }

    struct BindablePrefsView: View {
        @Bindable var prefs: Prefs
        var body: some View {
            Button("Help") { prefs.showsHelp = true }
                .sheet(isPresented: $prefs.showsHelp) { Text("help") }
        }
    }

    struct ClosureBindingView: View {
        let prefs: Prefs
        var body: some View {
            Toggle("Help", isOn: Binding(get: { prefs.showsHelp }, set: { prefs.showsHelp = $0 }))
        }
    }

    @Test func makingABindingFromClosuresCallsGetSoTheBodyDependsOnWhatItReads() {
        let harness = Harness(ClosureBindingView(prefs: Prefs()))
        let step = harness.toggle("Help")
        #expect(step.printChanges("ClosureBindingView") == ["PresentationRules.ClosureBindingView: @dependencies changed."])
        #expect(step.causes("ClosureBindingView").contains { $0.contains("Prefs#1.showsHelp") })
    }

    @Test func bindingThroughBindableMakesTheBodyDependOnTheProperty() {
        let harness = Harness(BindablePrefsView(prefs: Prefs()))
        let step = harness.tap("Help")
        #expect(step.printChanges("BindablePrefsView") == ["PresentationRules.BindablePrefsView: @dependencies changed."])
        #expect(harness.shows("help"))
    }
}
