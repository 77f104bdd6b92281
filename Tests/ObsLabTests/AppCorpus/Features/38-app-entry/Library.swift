import Foundation

@Observable final class Library {
    var books = ["Dune", "Emma"]
    var favorites: Set<String> = []

    func toggleFavorite(_ book: String) {
        if favorites.contains(book) { favorites.remove(book) } else { favorites.insert(book) }
    }
}
