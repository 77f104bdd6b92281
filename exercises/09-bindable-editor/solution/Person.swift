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
    @Bindable var person: Person

    var body: some View {
        TextField("Name", text: $person.name)
    }
}

#Preview {
    PersonScreen()
}
