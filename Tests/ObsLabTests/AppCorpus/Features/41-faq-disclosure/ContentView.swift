import SwiftUI

// An FAQ with DisclosureGroups and a "was this helpful" vote per answer.
struct Answer: View {
    let text: String
    @State private var helpful = false
    var body: some View {
        VStack(alignment: .leading) {
            Text(text)
            Button(helpful ? "Thanks!" : "Helpful? \(text.prefix(4))") { helpful = true }
        }
    }
}

struct ContentView: View {
    var body: some View {
        List {
            DisclosureGroup("How do I reset?") {
                Answer(text: "Open Settings and tap Reset.")
            }
            DisclosureGroup("Can I export?") {
                Answer(text: "Yes, as CSV.")
            }
        }
    }
}

#Preview {
    ContentView()
}
