import SwiftUI

// A to-do list whose rows edit their element through ForEach($todos) bindings.
struct Todo: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

struct TodoRow: View {
    @Binding var todo: Todo
    var body: some View {
        Toggle(todo.title, isOn: $todo.isDone)
    }
}

struct RemainingCount: View {
    let remaining: Int
    var body: some View { Text("\(remaining) left") }
}

struct ContentView: View {
    @State private var todos = [Todo(id: 1, title: "Write tests"), Todo(id: 2, title: "Ship it")]

    var body: some View {
        List {
            RemainingCount(remaining: todos.filter { !$0.isDone }.count)
            ForEach($todos) { $todo in
                TodoRow(todo: $todo)
            }
        }
    }
}

#Preview {
    ContentView()
}
