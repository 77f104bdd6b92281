import SwiftUI

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

#Preview {
    NotesView()
}
