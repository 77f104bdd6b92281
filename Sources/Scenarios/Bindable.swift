import ObsLab
import ObsLabEngine

// Bindings to an object's properties. With ObservableObject, `@ObservedObject` and
// `@EnvironmentObject` project `$model.property` bindings. With `@Observable` those
// wrappers are gone, and `@Bindable` is what makes `$model.property` (Apple's Bindable
// documentation: "Use this property wrapper to create bindings to mutable properties of
// a data model object that conforms to the Observable protocol",
// https://developer.apple.com/documentation/swiftui/bindable). An object read from
// `@Environment` can't carry `@Bindable` too, so the body declares one inline:
// `@Bindable var viewModel = viewModel` (the sources' InlineAuthView).
//
// The app: the sources' counter with a `@Bindable` child, and their sign-in form, its
// text fields bound to the view model, plus an account bar that gets the view model from
// the environment and binds a toggle with the inline form.
//
// Which bodies re-run: building `$model.title` reads the property (SEMANTICS.md §4), so
// the view that creates a binding depends on that property, and only on it. The old
// wrappers re-run every holder on any change. (`SecureField` has no lab equivalent;
// the password is a `TextField` here.)

enum BindableOld {
    final class Counter: ObservableObject {
        @Published var value = 0
        @Published var byTen = false
        func increment() { value += byTen ? 10 : 1 }
    }

    final class AuthViewModel: ObservableObject {
        @Published var username = ""
        @Published var password = ""
        @Published var isAuthorized = false
        @Published var staySignedIn = false
        func authorize() { isAuthorized.toggle() }
    }

    struct ContentView: View {
        @StateObject private var counter = Counter()
        @StateObject private var viewModel = AuthViewModel()

        var body: some View {
            VStack {
                CounterView(counter: counter)
                Text("Value = \(counter.value)")
                AuthView(viewModel: viewModel)
                Greeting(viewModel: viewModel)
                AccountBar()
            }
            .environmentObject(viewModel)
        }
    }

    struct CounterView: View {
        @ObservedObject var counter: Counter

        var body: some View {
            HStack {
                Toggle("Count by ten", isOn: $counter.byTen)
                Button("Increase") { counter.increment() }
            }
        }
    }

    struct AuthView: View {
        @ObservedObject var viewModel: AuthViewModel

        var body: some View {
            VStack {
                TextField("username", text: $viewModel.username)
                TextField("password", text: $viewModel.password)
                Button("authorize") { viewModel.authorize() }
            }
        }
    }

    struct Greeting: View {
        @ObservedObject var viewModel: AuthViewModel

        var body: some View {
            if viewModel.isAuthorized {
                Text("Hello, \(viewModel.username)")
            } else {
                Text("Signed out")
            }
        }
    }

    struct AccountBar: View {
        @EnvironmentObject var viewModel: AuthViewModel

        var body: some View {
            Toggle("Stay signed in", isOn: $viewModel.staySignedIn)
        }
    }
}

enum BindableNew {
    @Observable final class Counter {
        var value = 0
        var byTen = false
        func increment() { value += byTen ? 10 : 1 }
    }

    @Observable final class AuthViewModel {
        var username = ""
        var password = ""
        var isAuthorized = false
        var staySignedIn = false
        func authorize() { isAuthorized.toggle() }
    }

    struct ContentView: View {
        @State private var counter = Counter()
        @State private var viewModel = AuthViewModel()

        var body: some View {
            VStack {
                CounterView(counter: counter)
                Text("Value = \(counter.value)")
                AuthView(viewModel: viewModel)
                Greeting(viewModel: viewModel)
                AccountBar()
            }
            .environment(viewModel)
        }
    }

    struct CounterView: View {
        @Bindable var counter: Counter

        var body: some View {
            HStack {
                Toggle("Count by ten", isOn: $counter.byTen)
                Button("Increase") { counter.increment() }
            }
        }
    }

    struct AuthView: View {
        @Bindable var viewModel: AuthViewModel

        var body: some View {
            VStack {
                TextField("username", text: $viewModel.username)
                TextField("password", text: $viewModel.password)
                Button("authorize") { viewModel.authorize() }
            }
        }
    }

    struct Greeting: View {
        let viewModel: AuthViewModel

        var body: some View {
            if viewModel.isAuthorized {
                Text("Hello, \(viewModel.username)")
            } else {
                Text("Signed out")
            }
        }
    }

    struct AccountBar: View {
        @Environment(AuthViewModel.self) var viewModel

        var body: some View {
            @Bindable var viewModel = viewModel
            Toggle("Stay signed in", isOn: $viewModel.staySignedIn)
        }
    }
}

extension BuiltInCatalog {
    static let bindable = Scenario(
        id: "bindable",
        title: "@Bindable: bindings to an @Observable",
        summary: """
            @Bindable makes bindings to an @Observable's properties, as a property or declared \
            inside a body, and each binding makes its view depend on that property only. A \
            counter child and a sign-in form bind controls to model properties; with the old \
            wrappers every keystroke re-runs every holder, with @Bindable only the view that \
            bound the field.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "$model.x through @ObservedObject and @EnvironmentObject",
                            module: BindableOld.self) { _ in
                BindableOld.ContentView()
            },
            ScenarioVariant(ScenarioVariant.new, description: "@Bindable, and @Bindable var inside a body",
                            module: BindableNew.self) { _ in
                BindableNew.ContentView()
            },
        ],
        script: """
            # The counter: the parent shows the value; CounterView only bound byTen.
            tap "Increase"
            expect ContentView runs 1
            expect old CounterView runs 1 reason "_counter changed." wasted
            expect new CounterView runs 0
            # The toggle writes byTen, which CounterView read by making the binding.
            toggle "Count by ten"
            expect new CounterView runs 1 reason "@dependencies changed." cause "Counter#1.byTen"
            expect new ContentView runs 0
            # Three keystrokes into the username field.
            type "username" "ann"
            expect new AuthView runs 3 reason "@dependencies changed." cause "AuthViewModel#1.username"
            # Signed out, the greeting doesn't read the username; the bar never does.
            expect new Greeting runs 0
            expect new AccountBar runs 0
            expect old AuthView runs 3 reason "_viewModel changed."
            expect old Greeting runs 3 wasted
            expect old AccountBar runs 3 reason "_viewModel changed." wasted
            tap "authorize"
            expect new Greeting runs 1 cause "AuthViewModel#1.isAuthorized"
            expect new AuthView runs 0
            # The inline @Bindable read staySignedIn while making the toggle's binding.
            toggle "Stay signed in"
            expect new AccountBar runs 1 reason "@dependencies changed." cause "AuthViewModel#1.staySignedIn"
            expect new AuthView runs 0
            expect new Greeting runs 0
            tree
            """)
}
