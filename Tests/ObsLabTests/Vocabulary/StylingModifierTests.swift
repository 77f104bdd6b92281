import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/vocabulary.md: layout and styling modifiers are accepted and keep identity.
@MainActor
@Suite struct StylingModifierRules {

    struct Styled: View {
        @State var count = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Counter()
                    .padding()
                    .padding(.horizontal, 12)
                    .font(.headline)
                    .fontWeight(.bold)
                    .foregroundStyle(.secondary)
                    .foregroundColor(.red)
                    .background(Color.yellow)
                    .background(.ultraThinMaterial)
                    .overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray, lineWidth: 1))
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .frame(width: 100, height: 40)
                    .bold()
                    .buttonStyle(.borderedProminent)
                    .listStyle(.insetGrouped)
                    .textFieldStyle(.roundedBorder)
                    .opacity(count > 0 ? 1 : 0.5)
                    .cornerRadius(8)
                    .clipShape(Capsule())
                    .shadow(radius: 4)
                    .tint(.orange)
                    .multilineTextAlignment(.center)
                    .lineLimit(2)
                    .keyboardType(.numberPad)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .animation(.easeInOut, value: count)
                    .transition(.move(edge: .bottom))
                    .contentShape(Rectangle())
                    .edgesIgnoringSafeArea(.all)
                    .ignoresSafeArea()
                    .navigationTitle("Styled")
                Button("Bump") { withAnimation { count += 1 } }
            }
        }
    }

    struct Counter: View {
        @State var value = 0
        var body: some View {
            Text("value \(value)")
            Button("Inner") { value += 1 }
        }
    }

    @Test func stylingModifiersKeepTheViewsIdentityAndState() {
        let harness = Harness(Styled())
        harness.tap("Inner")
        let step = harness.tap("Bump")
        #expect(step.events(.storageCreated).isEmpty)
        #expect(step.events(.storageDestroyed).isEmpty)
        #expect(harness.shows("value 1"))
        #expect(harness.graph.viewNames == ["Styled", "Styled/Counter"])
    }

    struct Decorated: View {
        var body: some View {
            Text("base")
                .overlay { Badge() }
                .background(alignment: .center) { Color.green }
        }
    }

    struct Badge: View {
        var body: some View { Text("badge") }
    }

    @Test func anOverlayOfViewsIsAViewOfItsOwn() {
        let harness = Harness(Decorated())
        #expect(harness.graph.viewNames.contains("Decorated/Badge"))
        #expect(harness.shows("badge"))
    }
}

// The rest of the everyday containers compile and show.
@MainActor
@Suite struct MoreContainerRules {
    struct Screen: View {
        @State var loading = true
        @State var picked = "none"
        var body: some View {
            VStack {
                if loading { ProgressView("Loading") }
                ProgressView(value: 0.5)
                GeometryReader { proxy in Text("width \(Int(proxy.size.width))") }
                Menu("Sort") {
                    Button("By name") { picked = "name" }
                }
                LabeledContent("Total", value: "3")
                DisclosureGroup("More") { Text("hidden detail") }
                ContentUnavailableView("No notes", systemImage: "note")
                Link("Docs", destination: URL(string: "https://example.com")!)
                Text("picked \(picked)")
                Button("Done") { loading = false }
            }
        }
    }

    @Test func containersShowAndTheirButtonsAreReachable() {
        let harness = Harness(Screen())
        let tree = harness.treeText
        for part in ["ProgressView \"Loading\"", "ProgressView: 50%", "GeometryReader", "Menu \"Sort\"",
                     "LabeledContent", "DisclosureGroup", "ContentUnavailableView", "Link \"Docs\""] {
            #expect(tree.contains(part), "\(part)")
        }
        #expect(harness.shows("width 390"))
        harness.tap("By name")
        #expect(harness.shows("picked name"))
        harness.tap("Done")
        #expect(!harness.treeText.contains("ProgressView \"Loading\""))
    }
}
