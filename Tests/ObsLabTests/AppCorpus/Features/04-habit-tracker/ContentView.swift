import SwiftUI

struct HabitRow: View {
    let habit: Habit
    var body: some View {
        HStack {
            Text(habit.name)
            Spacer()
            Text("\(habit.completions)×")
        }
    }
}

struct AddHabitView: View {
    @ObservedObject var habits: Habits
    @Environment(\.dismiss) var dismiss
    @State private var name = ""
    @State private var description = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                TextField("Description", text: $description)
            }
            .navigationTitle("New habit")
            .toolbar {
                Button("Save") {
                    habits.items.append(Habit(name: name, description: description))
                    dismiss()
                }
            }
        }
    }
}

struct HabitDetail: View {
    @ObservedObject var habits: Habits
    let habit: Habit
    var body: some View {
        VStack {
            Text(habit.description)
            Button("Did it") { habits.complete(habit) }
        }
        .navigationTitle(habit.name)
    }
}

struct ContentView: View {
    @StateObject private var habits = Habits()
    @State private var showingAdd = false

    var body: some View {
        NavigationStack {
            List(habits.items) { habit in
                NavigationLink(value: habit) {
                    HabitRow(habit: habit)
                }
            }
            .navigationDestination(for: Habit.self) { habit in
                HabitDetail(habits: habits, habit: habit)
            }
            .toolbar {
                Button("Add habit") { showingAdd = true }
            }
            .sheet(isPresented: $showingAdd) {
                AddHabitView(habits: habits)
            }
        }
    }
}

#Preview {
    ContentView()
}
