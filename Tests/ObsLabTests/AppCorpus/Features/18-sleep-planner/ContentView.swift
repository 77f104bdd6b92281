import SwiftUI

// A bedtime planner in the style of BetterRest: a DatePicker, two Steppers, a computed answer.
struct ContentView: View {
    @State private var wakeUp = Calendar.current.date(from: DateComponents(hour: 7, minute: 0)) ?? .now
    @State private var sleepAmount = 8.0
    @State private var coffeeAmount = 1

    var bedtime: Date {
        let hours = sleepAmount + Double(coffeeAmount) * 0.25
        return wakeUp.addingTimeInterval(-hours * 3600)
    }

    var body: some View {
        Form {
            Section("When do you want to wake up?") {
                DatePicker("Wake up", selection: $wakeUp, displayedComponents: .hourAndMinute)
            }
            Section("Desired amount of sleep") {
                Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
            }
            Section("Daily coffee intake") {
                Stepper("^[\(coffeeAmount) cup](inflect: true)", value: $coffeeAmount, in: 1...20)
            }
            Section("Bedtime") {
                Text(bedtime.formatted(date: .omitted, time: .shortened))
            }
        }
    }
}

#Preview {
    ContentView()
}
