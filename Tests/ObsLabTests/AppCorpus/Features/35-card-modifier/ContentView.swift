import SwiftUI

// A custom ViewModifier with a View extension, as the tutorials show.
struct CardModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .background(.thinMaterial)
            .clipShape(RoundedRectangle(cornerRadius: 16))
            .shadow(radius: 4)
    }
}

extension View {
    func cardStyle() -> some View { modifier(CardModifier()) }
}

struct WeatherCard: View {
    let city: String
    let temperature: Int
    var body: some View {
        VStack {
            Text(city)
            Text("\(temperature)°")
        }
        .cardStyle()
    }
}

struct ContentView: View {
    @State private var temperature = 18
    var body: some View {
        VStack {
            WeatherCard(city: "Lisbon", temperature: temperature)
            WeatherCard(city: "Oslo", temperature: 4)
            Button("Warmer") { temperature += 1 }
        }
    }
}

#Preview {
    ContentView()
}
