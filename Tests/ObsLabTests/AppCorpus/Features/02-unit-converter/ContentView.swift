import SwiftUI

enum TemperatureUnit: String, CaseIterable, Identifiable {
    case celsius = "Celsius", fahrenheit = "Fahrenheit", kelvin = "Kelvin"
    var id: Self { self }

    func toCelsius(_ value: Double) -> Double {
        switch self {
        case .celsius: value
        case .fahrenheit: (value - 32) * 5 / 9
        case .kelvin: value - 273.15
        }
    }

    func fromCelsius(_ value: Double) -> Double {
        switch self {
        case .celsius: value
        case .fahrenheit: value * 9 / 5 + 32
        case .kelvin: value + 273.15
        }
    }
}

struct ResultRow: View {
    let value: Double
    let unit: TemperatureUnit
    var body: some View {
        Text("\(value, specifier: "%.2f") \(unit.rawValue)")
    }
}

struct ContentView: View {
    @State private var input = 100.0
    @State private var from = TemperatureUnit.celsius
    @State private var to = TemperatureUnit.fahrenheit

    var body: some View {
        Form {
            Section("Convert") {
                TextField("Value", value: $input, format: .number)
                Picker("From", selection: $from) {
                    ForEach(TemperatureUnit.allCases) { Text($0.rawValue) }
                }
                Picker("To", selection: $to) {
                    ForEach(TemperatureUnit.allCases) { Text($0.rawValue) }
                }
            }
            Section("Result") {
                ResultRow(value: to.fromCelsius(from.toCelsius(input)), unit: to)
            }
        }
    }
}

#Preview {
    ContentView()
}
