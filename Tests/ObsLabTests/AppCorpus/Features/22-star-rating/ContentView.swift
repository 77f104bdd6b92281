import SwiftUI

// A reusable rating control with a @Binding, as in Bookworm.
struct RatingView: View {
    @Binding var rating: Int
    var maximumRating = 5

    var body: some View {
        HStack {
            ForEach(1..<maximumRating + 1, id: \.self) { number in
                Button("\(number) star") { rating = number }
                    .foregroundStyle(number > rating ? .gray : .yellow)
            }
        }
        .buttonStyle(.plain)
    }
}

struct ReviewSummary: View {
    let title: String
    let rating: Int
    var body: some View { Text("\(title): \(String(repeating: "★", count: rating))") }
}

struct ContentView: View {
    @State private var title = "Dune"
    @State private var rating = 3
    @State private var review = ""

    var body: some View {
        Form {
            Section {
                TextField("Title", text: $title)
                TextEditor(text: $review)
            }
            Section("Rating") {
                RatingView(rating: $rating)
            }
            ReviewSummary(title: title, rating: rating)
        }
    }
}

#Preview {
    ContentView()
}
