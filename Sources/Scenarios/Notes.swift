import ObsLab
import ObsLabEngine

// Examples/NotesView.swift, the file lesson 19 opens with `obslab try`, built into the
// catalog so that the lesson can be played in the lesson shell. The declarations are
// the file's own, unchanged (NotesScenarioTests checks that they stay so).
enum NotesApp {
    @Observable
    final class NotesModel {
        var notes: [String] = ["Buy milk"]
        var draft = ""
    }

    struct NotesView: View {
        @State private var model = NotesModel()
        @State private var isAdding = false
        @State private var added = 0

        var body: some View {
            NavigationStack {
                VStack {
                    NoteList(model: model)
                    AddedBadge(added: added)
                    Button("New note") { isAdding = true }
                }
                .navigationTitle("Notes")
                .sheet(isPresented: $isAdding) {
                    NoteEditor(model: model)
                }
                .onChange(of: model.notes.count) { oldCount, newCount in
                    added += newCount - oldCount
                }
            }
        }
    }

    struct NoteList: View {
        let model: NotesModel

        var body: some View {
            List(model.notes, id: \.self) { note in
                Text(note)
            }
        }
    }

    struct AddedBadge: View {
        let added: Int

        var body: some View {
            Text("\(added) added")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }

    struct NoteEditor: View {
        @Bindable var model: NotesModel
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            Form {
                TextField("Note", text: $model.draft)
                Button("Save") {
                    model.notes.append(model.draft)
                    model.draft = ""
                    dismiss()
                }
            }
        }
    }
}

extension BuiltInCatalog {
    static let notes = Scenario(
        id: "notes",
        title: "Your own file: a notes app with a sheet and onChange",
        summary: """
            Examples/NotesView.swift, an ordinary SwiftUI file (a model in @State, a sheet, \
            a @Bindable editor, onChange), as `obslab try` opens it. Presenting the sheet \
            builds its content; typing re-runs only the editor; saving re-runs the list and, \
            through onChange, the screen a second time.
            """,
        variants: [ScenarioVariant("app", description: "Examples/NotesView.swift",
                                   module: NotesApp.self) { _ in NotesApp.NotesView() }],
        script: """
            tap "New note"
            expect NoteEditor runs 1
            expect NoteList runs 0
            type "Note" "Eggs"
            expect NoteEditor runs 4 cause "NotesModel#1.draft"
            expect NotesView runs 0
            tap "Save"
            expect NoteList runs 1 cause "NotesModel#1.notes"
            expect NotesView runs 2
            expect AddedBadge runs 1 reason "@self changed."
            """)
}
