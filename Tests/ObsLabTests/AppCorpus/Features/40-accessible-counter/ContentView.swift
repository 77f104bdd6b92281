import SwiftUI

// Accessibility modifiers on a counter: labels, values, hints, hidden decorations.
struct ContentView: View {
    @State private var cups = 0

    var body: some View {
        VStack {
            Image(systemName: "cup.and.saucer")
                .accessibilityHidden(true)
            Text("\(cups) cups")
                .accessibilityLabel("Cups of coffee")
                .accessibilityValue("\(cups)")
            Button("Add cup") { cups += 1 }
                .accessibilityHint("Adds one cup")
                .accessibilityAddTraits(.isButton)
        }
        .accessibilityElement(children: .contain)
    }
}

#Preview {
    ContentView()
}
