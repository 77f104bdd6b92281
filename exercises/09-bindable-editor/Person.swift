import SwiftUI

@Observable final class Person {
    var name = "Ada"
}

struct PersonScreen: View {
    @State private var person = Person()

    var body: some View {
        VStack {
            Greeting(person: person)
            NameEditor(person: person)
        }
    }
}

struct Greeting: View {
    let person: Person

    var body: some View {
        Text("Hello, \(person.name)")
    }
}

struct NameEditor: View {
    let person: Person
    // A copy to edit, because `person.name` cannot be bound here.
    @State private var draft = "Ada"

    var body: some View {
        TextField("Name", text: $draft)
    }
}

#Preview {
    PersonScreen()
}
