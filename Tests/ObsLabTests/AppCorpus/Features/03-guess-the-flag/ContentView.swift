import SwiftUI

// A quiz with an alert after each answer, in the style of 100 Days of SwiftUI's
// "Guess the Flag" (without shuffling, so the answers are fixed).
struct FlagImage: View {
    let country: String
    var body: some View {
        Text(country)
            .font(.title)
            .clipShape(.capsule)
            .shadow(radius: 5)
    }
}

struct ContentView: View {
    @State private var countries = ["Estonia", "France", "Germany"]
    @State private var correctAnswer = 1
    @State private var showingScore = false
    @State private var scoreTitle = ""
    @State private var score = 0

    var body: some View {
        VStack(spacing: 15) {
            Text("Tap the flag of")
            Text(countries[correctAnswer]).font(.largeTitle.weight(.semibold))
            ForEach(0..<3) { number in
                Button {
                    flagTapped(number)
                } label: {
                    FlagImage(country: countries[number])
                }
            }
            Text("Score: \(score)")
        }
        .alert(scoreTitle, isPresented: $showingScore) {
            Button("Continue", action: askQuestion)
        } message: {
            Text("Your score is \(score)")
        }
    }

    func flagTapped(_ number: Int) {
        if number == correctAnswer {
            scoreTitle = "Correct"
            score += 1
        } else {
            scoreTitle = "Wrong! That's the flag of \(countries[number])"
        }
        showingScore = true
    }

    func askQuestion() {
        correctAnswer = (correctAnswer + 1) % 3
    }
}

#Preview {
    ContentView()
}
