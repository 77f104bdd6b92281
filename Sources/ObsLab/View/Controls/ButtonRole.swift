/// What a button does, for alerts and dialogs (`.cancel`, `.destructive`).
public struct ButtonRole: Sendable, Equatable {
    let name: String
    public static let cancel = ButtonRole(name: "cancel")
    public static let destructive = ButtonRole(name: "destructive")
    public static let close = ButtonRole(name: "close")
    public static let confirm = ButtonRole(name: "confirm")
}

extension Button {
    @preconcurrency public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
    }
}

extension Button where Label == Text {
    /// A button with a role, titled with a localized string key (a literal, as `Text`'s).
    @preconcurrency public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button where Label == ObsLab.Label<Text, Image> {
    /// A button titled with a localized string key (a literal) and a symbol:
    /// `Button("Add", systemImage: "plus") { … }`.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ObsLab.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a role, titled with a localized string key (a literal) and a symbol.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
                action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ObsLab.Label(titleKey, systemImage: systemImage) }
    }

    /// A button titled with a string shown as it is and a symbol.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ObsLab.Label(title, systemImage: systemImage) }
    }

    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?,
                                   action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ObsLab.Label(title, systemImage: systemImage) }
    }
}
