import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/controls.md and docs/rules/layout.md.
@MainActor
@Suite struct ControlsAndLayoutRules {

    enum Flavor: String, CaseIterable, Identifiable {
        case vanilla, mint
        var id: Self { self }
    }

    struct Order: View {
        @State var flavor = Flavor.vanilla
        @State var size = "S"
        @State var scoops = 1
        @State var sweetness = 0.5
        var body: some View {
            Form {
                Section("Flavor") {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { flavor in
                            Text(flavor.rawValue.capitalized)
                        }
                    }
                    Picker("Size", selection: $size) {
                        Text("Small").tag("S")
                        Text("Large").tag("L")
                    }
                }
                Section {
                    Stepper("Scoops: \(scoops)", value: $scoops, in: 1...3)
                    Slider(value: $sweetness, in: 0...1, step: 0.25)
                } header: {
                    Text("Amount")
                } footer: {
                    Text("At most three scoops.")
                }
                Summary(flavor: flavor, scoops: scoops)
            }
        }
    }

    struct Summary: View {
        let flavor: Flavor
        let scoops: Int
        var body: some View { Text("\(scoops) × \(flavor.rawValue)") }
    }

    @Test func aPickerChoosesATaggedOptionAndUntaggedForEachRowsAreTaggedByID() {
        let harness = Harness(Order())
        #expect(harness.treeText.contains("Picker \"Flavor\": \"Vanilla\""))
        let step = harness.choose("Mint", in: "Flavor")
        #expect(step.details(.stateWrite) == ["vanilla → mint"])
        #expect(harness.shows("1 × mint"))
        harness.choose("Large", in: "Size")
        #expect(harness.treeText.contains("Picker \"Size\": \"Large\""))
    }

    @Test func aStepperStaysInItsRange() {
        let harness = Harness(Order())
        harness.step("Scoops", by: 1)
        harness.step("Scoops", by: 1)
        let capped = harness.step("Scoops", by: 1)
        #expect(harness.shows("3 × vanilla"))
        #expect(capped.details(.stateWrite) == ["3 again: equal value, no update"])
        harness.step("Scoops", by: -1)
        #expect(harness.shows("2 × vanilla"))
    }

    @Test func aSliderIsClampedAndRoundedToItsStep() {
        let harness = Harness(Order())
        harness.choose("0.6", in: "Slider")
        #expect(harness.treeText.contains("Slider \"Slider\": 0.5"))
        harness.choose("7", in: "Slider")
        #expect(harness.treeText.contains("Slider \"Slider\": 1.0"))
    }

    @Test func formsAndSectionsShowHeadersFootersAndKeepRowIdentity() {
        let harness = Harness(Order())
        let tree = harness.treeText
        #expect(tree.contains("Form"))
        #expect(tree.contains("Section"))
        #expect(harness.shows("Amount"))
        #expect(harness.shows("At most three scoops."))
        let step = harness.choose("Mint", in: "Flavor")
        #expect(step.events(.storageCreated).isEmpty)
        #expect(step.runs("Summary") == 1)
    }

    struct Gallery: View {
        @State var likes = 0
        @State var locked = true
        var body: some View {
            ScrollView {
                LazyVStack {
                    ZStack {
                        Color.blue
                        Image(systemName: "heart")
                    }
                    Label("Likes \(likes)", systemImage: "star")
                    Divider()
                    LazyHStack { Spacer(); Text("row") }
                    Button { likes += 1 } label: { Image(systemName: "hand.thumbsup") }
                    Text("Tap me").onTapGesture { likes += 10 }
                    Button("Locked") { likes += 100 }.disabled(locked)
                }
            }
        }
    }

    @Test func imagesLabelsAndContainersShowInTheTreeAndAnIconButtonIsNamedByItsSymbol() {
        let harness = Harness(Gallery())
        let tree = harness.treeText
        for part in ["ScrollView", "LazyVStack", "ZStack", "Image \"heart\"", "Label", "Divider", "LazyHStack"] {
            #expect(tree.contains(part), "\(part)")
        }
        harness.tap("hand.thumbsup")
        #expect(harness.shows("Likes 1"))
        harness.tap("Tap me")
        #expect(harness.shows("Likes 11"))
    }

    @Test func aDisabledButtonDoesNothing() {
        let harness = Harness(Gallery())
        #expect(harness.treeText.contains("Button \"Locked\" (disabled)"))
        let step = harness.tap("Locked")
        #expect(step.events.isEmpty)
        #expect(harness.shows("Likes 0"))
    }
}
