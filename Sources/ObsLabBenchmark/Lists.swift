import ObsLab
import ObsLabEngine

// The two lists the per-body measures use, each written the way its floor is.
//
// A list of N rows. The old way shares one ObservableObject, so editing one row
// invalidates every row; the new way gives each row its own @Observable, so editing a
// row invalidates that row alone. The rows sit in a `VStack` in a `ScrollView`, which
// builds every row (a `List` builds only the rows on screen: docs/rules/lazy-containers.md).

enum OldList {
    struct Row: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    final class Store: ObservableObject {
        @Published var rows: [Row]
        init(count: Int) { rows = (0..<count).map { Row(id: $0, title: "Row \($0)") } }
    }

    struct ListScreen: View {
        @ObservedObject var store: Store
        var body: some View {
            ScrollView { VStack { ForEach(store.rows) { row in RowView(store: store, id: row.id) } } }
        }
    }

    struct RowView: View {
        @ObservedObject var store: Store
        let id: Int
        var body: some View { Text(store.rows[id].title) }
    }
}

enum NewList {
    @Observable final class Item: Identifiable {
        let id: Int
        var title: String
        init(id: Int) {
            self.id = id
            title = "Row \(id)"
        }
    }

    @Observable final class Store {
        var items: [Item]
        init(count: Int) { items = (0..<count).map(Item.init) }
    }

    struct ListScreen: View {
        let store: Store
        var body: some View {
            ScrollView { VStack { ForEach(store.items) { item in RowView(item: item) } } }
        }
    }

    struct RowView: View {
        let item: Item
        var body: some View { Text(item.title) }
    }
}
