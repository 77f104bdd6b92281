import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/controls.md (ColorPicker, ShareLink), docs/rules/vocabulary.md (literal titles)
// and docs/swiftui-coverage.md (Canvas).
@MainActor
@Suite struct PickersAndDrawingRules {

    struct Swatch: View {
        let color: Color
        var body: some View {
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(color))
            }
        }
    }

    struct Theme: View {
        @State var accent = Color.blue
        @State var chimes = true
        var body: some View {
            ColorPicker("Accent", selection: $accent)
            Swatch(color: accent)
            Toggle("Chimes", isOn: $chimes)
            ShareLink(item: "A focus session")
        }
    }

    struct PassesOnly: View {
        @State var accent = Color.blue
        var body: some View {
            ColorPicker("Accent", selection: $accent, supportsOpacity: false)
        }
    }

    struct Titles: View {
        @State var count = 3
        let name = "^[1 apple](inflect: true)"
        var body: some View {
            Button("Saved \(count) items") {}
            Button("^[\(count) file](inflect: true)", role: .destructive) {}
            Toggle("^[\(count - 2) alarm](inflect: true)", isOn: .constant(true))
            Label("^[\(count) star](inflect: true)", systemImage: "star")
            Button(name) {}
        }
    }

    @Test func aColorPickerWritesTheChosenNamedColour() {
        let harness = Harness(Theme())
        #expect(harness.treeText.contains("ColorPicker \"Accent\": blue"))
        let step = harness.choose("teal", in: "Accent")
        #expect(step.details(.stateWrite) == ["blue → teal"])
        #expect(harness.treeText.contains("ColorPicker \"Accent\": teal"))
        // The body read `accent` to make the swatch: it runs, then the swatch, whose canvas
        // drew something else (not wasted).
        #expect(step.runs("Theme") == 1 && step.runs("Swatch") == 1)
        #expect(harness.treeText.contains("Canvas (fill teal)"))
        #expect(step.events.contains { $0.kind == .evaluation && $0.view?.hasSuffix("Swatch") == true && $0.wasted != true })
        // A colour not offered is no choice.
        let control = harness.graph.controlsOnScreen().map(\.control).first { $0.label == "Accent" }
        #expect(control?.options.contains("chartreuse") == false)
        #expect(control?.options.contains("teal") == true)
    }

    @Test func makingAColorPickerReadsNothing() {
        let harness = Harness(PassesOnly())
        let step = harness.choose("red", in: "Accent")
        #expect(step.runs("PassesOnly") == 0)
        #expect(harness.treeText.contains("ColorPicker \"Accent\": red"))
    }

    @Test func aShareLinkIsTappedAndRunsNothing() {
        let harness = Harness(Theme())
        #expect(harness.treeText.contains("ShareLink \"Share\""))
        let step = harness.tap("Share")
        #expect(!step.events.contains { $0.kind == .evaluation })
    }

    @Test func aCanvasShowsWhatItsRendererDrewWithoutReadingForTheBody() {
        let harness = Harness(Swatch(color: .pink))
        #expect(harness.treeText.contains("Canvas (fill pink)"))
    }

    @Test func aLiteralTitleIsALocalizedStringKeyForButtonsTogglesAndLabels() {
        let harness = Harness(Titles())
        #expect(harness.treeText.contains("Button \"Saved 3 items\""))
        #expect(harness.treeText.contains("Button \"3 files\""))
        #expect(harness.treeText.contains("Toggle \"1 alarm\""))
        #expect(harness.shows("3 stars"))
        // A `String` variable is shown as it is, as in SwiftUI.
        #expect(harness.treeText.contains("Button \"^[1 apple](inflect: true)\""))
    }
}
