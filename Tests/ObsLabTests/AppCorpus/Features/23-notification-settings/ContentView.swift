import SwiftUI

// A settings form whose sections appear with a toggle.
enum Frequency: String, CaseIterable {
    case daily = "Daily", weekly = "Weekly"
}

struct FrequencySection: View {
    @Binding var frequency: Frequency
    var body: some View {
        Section("How often") {
            Picker("Frequency", selection: $frequency) {
                ForEach(Frequency.allCases, id: \.self) { Text($0.rawValue) }
            }
        }
    }
}

struct ContentView: View {
    @State private var enabled = false
    @State private var frequency = Frequency.daily
    @State private var sound = true

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Enable reminders", isOn: $enabled)
                if enabled {
                    FrequencySection(frequency: $frequency)
                    Toggle("Sound", isOn: $sound)
                }
            }
            .navigationTitle("Reminders")
        }
    }
}

#Preview {
    ContentView()
}
