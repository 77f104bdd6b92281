import SwiftUI

// A two-column app: a sidebar list with a selection and a detail.
struct Contact: Identifiable, Hashable {
    let id: Int
    let name: String
    let phone: String
}

struct ContactDetail: View {
    let contact: Contact
    var body: some View { Text("\(contact.name): \(contact.phone)") }
}

struct ContentView: View {
    let contacts = [Contact(id: 1, name: "Ada", phone: "555-0100"), Contact(id: 2, name: "Alan", phone: "555-0199")]
    @State private var selection: Contact?

    var body: some View {
        NavigationSplitView {
            List(contacts, selection: $selection) { contact in
                NavigationLink(contact.name, value: contact)
            }
            .navigationTitle("Contacts")
        } detail: {
            if let selection {
                ContactDetail(contact: selection)
            } else {
                Text("Pick a contact")
            }
        }
    }
}

#Preview {
    ContentView()
}
