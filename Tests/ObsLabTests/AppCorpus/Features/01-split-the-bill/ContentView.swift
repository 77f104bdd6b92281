import SwiftUI

// A bill splitter in the style of 100 Days of SwiftUI's first project: a number field
// with a format, two pickers, and a total computed in the body.
struct ContentView: View {
    @State private var checkAmount = 0.0
    @State private var people = 2
    @State private var tipPercentage = 20
    @FocusState private var amountIsFocused: Bool

    let tipPercentages = [10, 15, 20, 25, 0]

    var totalPerPerson: Double {
        let tip = checkAmount / 100 * Double(tipPercentage)
        return (checkAmount + tip) / Double(people)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .number)
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)
                    Picker("Number of people", selection: $people) {
                        ForEach(1..<11, id: \.self) { Text("\($0) people") }
                    }
                }
                Section("How much tip do you want to leave?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) { Text($0, format: .percent) }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Amount per person") {
                    Text(totalPerPerson, format: .number.precision(.fractionLength(2)))
                }
            }
            .navigationTitle("Split")
            .toolbar {
                if amountIsFocused {
                    Button("Done") { amountIsFocused = false }
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
