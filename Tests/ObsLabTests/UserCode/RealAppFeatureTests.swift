import Foundation
import Testing

/// Small app features in the style of the learning materials, run through `obslab try
/// --script` as a user runs them; the expectations follow Apple's documentation
/// (docs/rules/controls.md).
@Suite(.serialized) struct RealAppFeatures {
    static func run(_ source: String, script: String, name: String) throws -> ObslabBinary.Result {
        let folder = TryingUsersFiles.cache.deletingLastPathComponent().appendingPathComponent("try-real-apps/\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("ContentView.swift")
        let checks = folder.appendingPathComponent("checks.obslab")
        try source.write(to: file, atomically: true, encoding: .utf8)
        try script.write(to: checks, atomically: true, encoding: .utf8)
        return try ObslabBinary.run(["try", file.path, "--script", checks.path],
                                    environment: ["XDG_CACHE_HOME": TryingUsersFiles.cache.path, "NO_COLOR": "1"])
    }

    /// A tip calculator: a number field with a format, a custom label on the button,
    /// an edit-mode list of past tips.
    @Test func aTipCalculatorWithAValueFieldACustomLabelAndAnEditableList() throws {
        let result = try Self.run("""
            import SwiftUI

            struct TipRow: Identifiable {
                let id = UUID()
                let amount: Double
            }

            struct SaveLabel: View {
                let amount: Double
                var body: some View {
                    Label("Save \\(amount, format: .number)", systemImage: "tray.and.arrow.down")
                }
            }

            struct ContentView: View {
                @State private var amount = 10.0
                @State private var tips: [TipRow] = []
                @State private var submitted = false

                var body: some View {
                    NavigationStack {
                        Form {
                            TextField("Amount", value: $amount, format: .number)
                                .onSubmit { submitted = true }
                            Text("Tip: \\(amount * 0.2, specifier: "%.2f")")
                            Button { tips.append(TipRow(amount: amount)) } label: { SaveLabel(amount: amount) }
                            List {
                                ForEach(tips) { tip in Text("\\(tip.amount, format: .number)") }
                                    .onDelete { tips.remove(atOffsets: $0) }
                                    .onMove { tips.move(fromOffsets: $0, toOffset: $1) }
                            }
                        }
                        .toolbar { EditButton() }
                    }
                }
            }

            #Preview {
                ContentView()
            }
            """, script: """
            type "Amount" "0"
            expect ContentView runs 0
            expect ContentView shows "Tip: 2.00"
            submit "Amount"
            expect ContentView runs 1 shows "Tip: 20.00"
            expect SaveLabel runs 1 shows "Save 100"
            tap "Save 100"
            expect ContentView runs 1
            expect SaveLabel runs 0
            tap "Edit"
            expect ContentView runs 0
            tap "Done"
            expect ContentView runs 0
            """, name: "tips")
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(!result.output.contains("✗"), "\(result.output)")
    }

    /// A habit tracker: a Foundation-only store, tabs of iOS 18, a grid of habit cards whose
    /// button label is a view of its own, and a due date.
    @Test func aHabitTrackerWithAFoundationStoreTabsAGridAndADatePicker() throws {
        let folder = TryingUsersFiles.cache.deletingLastPathComponent().appendingPathComponent("try-real-apps/habits")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            import Foundation

            @Observable final class HabitStore {
                var habits: [Habit] = [Habit(name: "Read"), Habit(name: "Walk")]
                var due = Date(timeIntervalSince1970: 1_800_000_000)
                @ObservationIgnored private let defaults = UserDefaults(suiteName: "obslab-habits-test") ?? .standard

                func complete(_ habit: Habit) {
                    guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
                    habits[index].count += 1
                    defaults.setValue(habits[index].count, forKey: habit.name)
                }
            }

            struct Habit: Identifiable, Equatable {
                let id = UUID()
                var name: String
                var count = 0
            }
            """.write(to: folder.appendingPathComponent("HabitStore.swift"), atomically: true, encoding: .utf8)
        let view = folder.appendingPathComponent("ContentView.swift")
        try """
            import SwiftUI

            struct HabitCard: View {
                let habit: Habit
                var body: some View {
                    VStack {
                        Text(habit.name)
                        Text("\\(habit.count) times")
                    }
                    .padding()
                    .background(.green, in: .rect(cornerRadius: 12))
                }
            }

            struct HabitsGrid: View {
                let store: HabitStore
                var body: some View {
                    ScrollView {
                        LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
                            ForEach(store.habits) { habit in
                                Button { store.complete(habit) } label: { HabitCard(habit: habit) }
                            }
                        }
                    }
                }
            }

            struct PlanView: View {
                @Bindable var store: HabitStore
                var body: some View {
                    Form {
                        DatePicker("Review", selection: $store.due, displayedComponents: .date)
                        Text("Review on \\(store.due.formatted(.iso8601.year().month().day()))")
                    }
                }
            }

            struct ContentView: View {
                @State private var store = HabitStore()
                @State private var tab = 0
                var body: some View {
                    TabView(selection: $tab) {
                        Tab("Habits", systemImage: "checkmark", value: 0) { HabitsGrid(store: store) }
                        Tab("Plan", systemImage: "calendar", value: 1) { PlanView(store: store) }
                    }
                }
            }

            #Preview {
                ContentView()
            }
            """.write(to: view, atomically: true, encoding: .utf8)
        let checks = folder.appendingPathComponent("checks.obslab")
        try """
            tap "Read 0 times"
            expect HabitsGrid runs 1
            expect HabitCard[#0] runs 1 shows "1 times"
            expect ContentView runs 0
            tap "Plan"
            expect ContentView runs 0
            expect TabView runs 1
            expect PlanView runs 1
            choose "Review" "2027-01-31"
            expect PlanView runs 1 shows "Review on 2027-01-31"
            expect HabitsGrid runs 0
            """.write(to: checks, atomically: true, encoding: .utf8)
        let result = try ObslabBinary.run(["try", folder.appendingPathComponent("HabitStore.swift").path, view.path,
                                           "--script", checks.path],
                                          environment: ["XDG_CACHE_HOME": TryingUsersFiles.cache.path, "NO_COLOR": "1"])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(!result.output.contains("✗"), "\(result.output)")
    }
}
