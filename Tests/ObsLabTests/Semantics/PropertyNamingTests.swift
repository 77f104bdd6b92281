import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/property-names.md: every tracked property is named from its key path, from
// the first render on; no internal storage name is ever shown.
@MainActor
@Suite struct PropertyNamingRules {

    @Observable final class SignIn {
        var username = ""
        var password = ""
        var staySignedIn = false
        var isAuthorized = false
    }

    struct Form: View {
        let model: SignIn
        var body: some View {
            VStack {
                Text(model.username)
                Text(model.password)
                Toggle("Stay signed in", isOn: .constant(model.staySignedIn))
            }
        }
    }

    @Test func propertiesOfOneTypeAndValueAreNamedBeforeAnyChange() throws {
        let harness = Harness(Form(model: SignIn()))
        let lines = try harness.graph.dependencies(ofView: "Form")
        #expect(lines.contains("tracks SignIn#1.username: a change re-runs it (@dependencies)"))
        #expect(lines.contains("tracks SignIn#1.password: a change re-runs it (@dependencies)"))
        #expect(lines.contains("tracks SignIn#1.staySignedIn: a change re-runs it (@dependencies)"))
        #expect(!lines.joined().contains("(a "))
        let inspected = try harness.graph.inspect(objectNamed: "SignIn#1")
        #expect(inspected.contains("  password is read by Form"))
        #expect(inspected.contains("  username is read by Form"))
    }

    @Test func aChangeNamesThePropertyAndWhetherItsValueChanged() {
        let model = SignIn()
        let harness = Harness(Form(model: model))
        let step = harness.act { model.password = "secret" }
        #expect(step.causes("Form") == ["SignIn#1.password"])
        let mutation = step.events(.mutation).first
        #expect(mutation?.property == "password")
        #expect(mutation?.valueChanged == true)
    }

    /// A property that stores nothing in the object: its getter and setter notify by hand.
    @Observable final class Settings {
        @ObservationIgnored var stored: [String: Bool] = [:]
        var darkMode: Bool {
            get {
                access(keyPath: \.darkMode)
                return stored["dark"] ?? false
            }
            set {
                withMutation(keyPath: \.darkMode) { stored["dark"] = newValue }
            }
        }
    }

    struct Badge: View {
        let settings: Settings
        var body: some View { Text(settings.darkMode ? "dark" : "light") }
    }

    @Test func aComputedPropertyIsNamedFromItsKeyPath() throws {
        let settings = Settings()
        let harness = Harness(Badge(settings: settings))
        #expect(try harness.graph.dependencies(ofView: "Badge")
            == ["tracks Settings#1.darkMode: a change re-runs it (@dependencies)"])
        let step = harness.act { settings.darkMode = true }
        #expect(step.causes("Badge") == ["Settings#1.darkMode"])
        let mutation = step.events(.mutation).first
        #expect(mutation?.property == "darkMode")
        #expect(mutation?.detailText == "a property with no stored field of its own: computed, notifying with withMutation")
    }

    @Observable final class Box<Value> {
        var value: Value
        var count = 0
        init(_ value: Value) { self.value = value }
    }

    struct BoxView: View {
        let box: Box<String>
        var body: some View { Text("\(box.value) \(box.count)") }
    }

    @Test func aGenericClassesPropertiesAreNamedToo() throws {
        let box = Box("a")
        let harness = Harness(BoxView(box: box))
        let lines = try harness.graph.dependencies(ofView: "BoxView")
        #expect(lines.contains { $0.hasSuffix(".value: a change re-runs it (@dependencies)") })
        #expect(lines.contains { $0.hasSuffix(".count: a change re-runs it (@dependencies)") })
        let step = harness.act { box.value = "b" }
        #expect(step.events(.mutation).first?.property == "value")
    }

    @Test func aGetterSymbolNamesItsProperty() {
        #expect(KeyPathSymbols.name(fromGetter: "key path getter for App.Model.username : Swift.String : App.Model")
            == "username")
        #expect(KeyPathSymbols.name(fromGetter: "key path getter for App.Box.value : A : App.Box<A>") == "value")
        #expect(KeyPathSymbols.name(fromGetter: "key path setter for App.Model.username : Swift.String") == nil)
        #expect(KeyPathSymbols.propertyName(of: \SignIn.username) == "username")
        #expect(KeyPathSymbols.propertyName(of: \Settings.darkMode) == "darkMode")
    }

    // A custom wrapper observing an object through its own private wrapper, as the
    // sources' DistinctEnvironmentObject does (`@ObservedObject private var _wrapped`).
    final class Channels: ObservableObject {
        @Published var content: [String] = []
    }

    @propertyWrapper
    struct Distinct: DynamicProperty {
        @ObservedObject private var _wrapped: Channels
        init(_ object: Channels) { __wrapped = ObservedObject(wrappedValue: object) }
        var wrappedValue: Channels { _wrapped }
    }

    struct ChannelsSection: View {
        @Distinct var channelsService: Channels
        var body: some View { Text("\(channelsService.content.count)") }
    }

    @Test func aWrapperInsideACustomPropertyIsNamedByTheViewsProperty() throws {
        let channels = Channels()
        let harness = Harness(ChannelsSection(channelsService: Distinct(channels)))
        let lines = try harness.graph.dependencies(ofView: "ChannelsSection")
        #expect(lines == ["subscribed to Channels#1.objectWillChange (as _channelsService): every emission re-runs it, whatever it reads"])
        let inspected = try harness.graph.inspect(objectNamed: "Channels#1")
        #expect(inspected.contains { $0.contains("subscribed by ChannelsSection (_channelsService)") })
        #expect(!(lines + inspected).joined().contains("__wrapped"))
    }
}
