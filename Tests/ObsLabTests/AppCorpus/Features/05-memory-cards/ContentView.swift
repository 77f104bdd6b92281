import SwiftUI

// A grid of cards, each an @Observable object: flipping one re-runs only that card.
@Observable final class Card: Identifiable {
    let id: Int
    let symbol: String
    var isFaceUp = false
    init(id: Int, symbol: String) {
        self.id = id
        self.symbol = symbol
    }
}

@Observable final class Game {
    var cards: [Card] = ["🍎", "🍐", "🍎", "🍐"].enumerated().map { Card(id: $0.offset, symbol: $0.element) }
    var flips = 0

    func flip(_ card: Card) {
        card.isFaceUp.toggle()
        flips += 1
    }
}

struct CardView: View {
    let card: Card
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12).fill(card.isFaceUp ? .white : .blue)
            Text(card.isFaceUp ? card.symbol : "Card \(card.id + 1)")
        }
        .aspectRatio(2 / 3, contentMode: .fit)
    }
}

struct FlipCounter: View {
    let game: Game
    var body: some View { Text("Flips: \(game.flips)") }
}

struct ContentView: View {
    @State private var game = Game()
    let columns = [GridItem(.adaptive(minimum: 80))]

    var body: some View {
        VStack {
            FlipCounter(game: game)
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(game.cards) { card in
                        CardView(card: card)
                            .onTapGesture { game.flip(card) }
                    }
                }
            }
        }
        .padding()
    }
}

#Preview {
    ContentView()
}
