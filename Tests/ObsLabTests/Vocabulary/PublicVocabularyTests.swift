// Everyday SwiftUI data-flow code, spelled exactly as SwiftUI spells it, compiled with a
// plain `import ObsLab` (no @testable): every name it uses is public API, so a user's
// unchanged file compiles against the lab.
import Foundation
import ObsLab
import ObsLabEngine
import Testing

private struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
}

@Observable private final class NotesModel {
    var notes = [Note(id: 1, title: "Milk"), Note(id: 2, title: "Bread")]
    var sort = "title"
}

private final class Clock: ObservableObject {
    @Published var ticks = 0
    let ticker = PassthroughSubject<Int, Never>()
}

@MainActor
private struct NotesApp: App {
    @State private var model = NotesModel()
    @StateObject private var clock = Clock()
    var body: some Scene {
        WindowGroup {
            NotesView()
                .environment(model)
                .environmentObject(clock)
        }
    }
}

private enum Field: Hashable { case title, search }

private struct NotesView: View {
    @Environment(NotesModel.self) private var model
    @Environment(NotesModel.self) private var optionalModel: NotesModel?
    @EnvironmentObject private var clock: Clock
    @State private var path: [Note] = []
    @State private var showingSheet = false
    @State private var editing: Note?
    @State private var confirmDelete = false
    @State private var showAlert = false
    @State private var query = ""
    @State private var fontSize = 12.0
    @State private var copies = 1
    @FocusState private var focusedField: Field?
    @FocusState private var searchFocused: Bool
    @AppStorage("compact") private var compact = false

    var body: some View {
        let _ = Self._printChanges()
        NavigationStack(path: $path) {
            List {
                Section {
                    ForEach(model.notes) { note in
                        NavigationLink(note.title, value: note)
                            .swipeActions { Button("Delete", role: .destructive) { confirmDelete = true } }
                    }
                } header: {
                    Text("Notes")
                } footer: {
                    Text("\(model.notes.count) notes")
                }
                Section("Settings") {
                    Picker("Sort", selection: Bindable(model).sort) {
                        Text("Title").tag("title")
                        Text("Date").tag("date")
                    }
                    .pickerStyle(.segmented)
                    Stepper("Copies: \(copies)", value: $copies, in: 1...3)
                    Slider(value: $fontSize, in: 8...24, step: 1) { Text("Size") }
                    Toggle("Compact", isOn: $compact)
                    TextField("Search", text: $query)
                        .focused($searchFocused)
                        .textFieldStyle(.roundedBorder)
                }
                Section(header: Text("Old style"), footer: Text("footer")) {
                    NavigationLink(destination: Text("about")) { Label("About", systemImage: "info.circle") }
                    NavigationLink("Help") { Text("help") }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Notes")
            .navigationBarTitleDisplayMode(.inline)
            .navigationDestination(for: Note.self) { note in
                NoteDetail(note: note)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button { showingSheet = true } label: { Image(systemName: "plus") }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Spacer()
                    Text("ticks \(clock.ticks)")
                }
            }
        }
        .sheet(isPresented: $showingSheet, onDismiss: { query = "" }) {
            NewNote()
        }
        .sheet(item: $editing) { note in Text(note.title) }
        .fullScreenCover(isPresented: .constant(false)) { EmptyView() }
        .popover(isPresented: .constant(false)) { Text("pop") }
        .alert("Delete?", isPresented: $confirmDelete) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Gone for good.")
        }
        .alert(isPresented: $showAlert) { Alert(title: Text("Alert!"), message: Text("Hi"), dismissButton: .default(Text("OK"))) }
        .confirmationDialog("Share", isPresented: .constant(false), titleVisibility: .visible) {
            Button("Copy") {}
        }
        .onChange(of: query) { oldValue, newValue in copies = 1 }
        .onChange(of: copies) { }
        .onChange(of: fontSize, initial: true) { }
        .onChange(of: compact) { newValue in }
        .task { await Task.yield() }
        .task(id: query) { }
        .onReceive(clock.ticker) { value in clock.ticks = value }
        .onAppear { }
        .onDisappear { }
        .font(.body)
        .tint(.accentColor)
    }
}

private struct NoteDetail: View {
    let note: Note
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 4) {
                ZStack(alignment: .topLeading) {
                    Color.yellow.opacity(0.2)
                    Text(note.title).font(.largeTitle).bold()
                }
                Divider()
                LazyHStack { Text("a"); Text("b") }
                Button("Close") { dismiss() }
                    .buttonStyle(.bordered)
                    .frame(maxWidth: .infinity)
            }
            .padding()
        }
    }
}

private struct NewNote: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @FocusState private var focused: Bool
    var body: some View {
        NavigationView {
            Form {
                TextField("Title", text: $title)
                    .focused($focused)
                    .keyboardType(.default)
                    .textInputAutocapitalization(.sentences)
                    .autocorrectionDisabled()
                    .submitLabel(.done)
                    .onSubmit { dismiss() }
            }
            .navigationBarTitle("New note", displayMode: .inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { dismiss() }.disabled(title.isEmpty)
                }
            }
        }
        .onAppear { focused = true }
    }
}

@MainActor
@Suite struct PublicVocabularyRules {
    @Test func everydaySwiftUICodeCompilesAgainstThePublicAPIAndRuns() throws {
        let scenario = Scenario(id: "notes", title: "Notes", summary: "A user's file.",
                                variants: [ScenarioVariant("app") { _ in NotesApp() }])
        let run = VariantRun(scenario: scenario, variant: scenario.variants[0])
        #expect(run.graph.crash == nil)
        #expect(run.graph.viewNames.first == "NotesApp")
        let first = try #require(run.graph.steps.first)
        #expect(first.events.contains { $0.kind == .console && $0.detailText == "NotesView: @self, @identity, _model, _optionalModel, _clock, _path, _showingSheet, _editing, _confirmDelete, _showAlert, _query, _fontSize, _copies, _focusedField, _searchFocused, _compact changed." })

        _ = try run.graph.tap("Milk", command: "tap Milk")
        #expect(run.graph.renderTree().contains { $0.contains("Text \"Milk\"") })
        _ = try run.graph.tap("Close", command: "tap Close")
        #expect(!run.graph.renderTree().contains { $0.contains("Button \"Close\"") })

        _ = try run.graph.tap("plus", command: "tap plus")
        #expect(run.controls().contains { $0.label == "Save" })
        _ = try run.graph.typeText("Eggs", into: "Title", command: "type Title Eggs")
        _ = try run.graph.tap("Save", command: "tap Save")
        #expect(!run.controls().contains { $0.label == "Save" })

        _ = try run.graph.choose("Date", in: "Sort", command: "choose Sort Date")
        #expect(run.controls().first { $0.label == "Sort" }?.value == "\"Date\"")
        _ = try run.graph.step("Copies", by: 1, command: "increment Copies")
        _ = try run.graph.choose("30", in: "Size", command: "choose Size 30")
        #expect(run.controls().first { $0.label == "Size" }?.value == "24.0")
        _ = try run.graph.tap("Delete", command: "tap Delete")
        _ = try run.graph.dismissPresentation(command: "dismiss")
        #expect(run.graph.crash == nil)
    }
}
