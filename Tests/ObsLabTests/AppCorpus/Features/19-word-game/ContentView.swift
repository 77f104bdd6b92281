import SwiftUI

// A word game in the style of Word Scramble: onSubmit adds the word, rows list them.
struct WordRow: View {
    let word: String
    var body: some View {
        HStack {
            Image(systemName: "\(word.count).circle")
            Text(word)
        }
    }
}

struct ContentView: View {
    @State private var usedWords: [String] = []
    @State private var rootWord = "silkworm"
    @State private var newWord = ""
    @State private var errorTitle = ""
    @State private var showingError = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TextField("Enter your word", text: $newWord)
                        .textInputAutocapitalization(.never)
                }
                Section {
                    ForEach(usedWords, id: \.self) { word in
                        WordRow(word: word)
                    }
                }
            }
            .navigationTitle(rootWord)
            .onSubmit(addNewWord)
            .alert(errorTitle, isPresented: $showingError) { } message: {
                Text("Try another word")
            }
        }
    }

    func addNewWord() {
        let answer = newWord.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        guard answer.count > 2 else { return }
        guard !usedWords.contains(answer) else {
            errorTitle = "Word used already"
            showingError = true
            return
        }
        usedWords.insert(answer, at: 0)
        newWord = ""
    }
}

#Preview {
    ContentView()
}
