import SwiftUI

// A sign-in form that moves the focus on submit, with @FocusState of an enum.
struct ContentView: View {
    enum Field: Hashable { case email, password }

    @State private var email = ""
    @State private var password = ""
    @State private var message = ""
    @FocusState private var focused: Field?

    var body: some View {
        Form {
            TextField("Email", text: $email)
                .focused($focused, equals: .email)
                .onSubmit { focused = .password }
            SecureField("Password", text: $password)
                .focused($focused, equals: .password)
                .onSubmit(signIn)
            Button("Sign in", action: signIn)
                .disabled(email.isEmpty || password.isEmpty)
            Text(message)
        }
    }

    func signIn() {
        message = "Signed in as \(email)"
        focused = nil
    }
}

#Preview {
    ContentView()
}
