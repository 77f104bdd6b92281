// The style families of SwiftUI's controls. Styles change how a control looks, never
// its data flow: each is accepted and ignored. The static members make the dot forms
// (`.buttonStyle(.borderedProminent)`, `.listStyle(.plain)`) compile as in SwiftUI.

/// How a button is drawn, for `.buttonStyle(_:)`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {}
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: Self { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: Self { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: Self { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: Self { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: Self { .init() } }

/// A custom button look: `makeBody(configuration:)` is accepted, never called.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a custom button style is given.
public struct ButtonStyleConfiguration {
    /// The button's label.
    public struct Label: View, PrimitiveView {
        func walk(into walker: inout StructureWalker) {}
    }
    public let label = Label()
    public let isPressed = false
    public let role: ButtonRole? = nil
}

/// How a list is drawn, for `.listStyle(_:)`.
public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
extension ListStyle where Self == DefaultListStyle { public static var automatic: Self { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: Self { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: Self { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: Self { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: Self { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: Self { .init() } }

/// How a text field is drawn, for `.textFieldStyle(_:)`.
public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: Self { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: Self { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: Self { .init() } }

/// How a toggle is drawn, for `.toggleStyle(_:)`.
///
/// A custom style's `makeBody(configuration:)` compiles and is never called: the toggle
/// stays a toggle (`toggle "<label>"`), drawn plain, as a custom `ButtonStyle`'s button.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a style makes for a toggle.
    associatedtype Body: View
    /// The toggle's appearance, from its label and state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a custom toggle style is given: the toggle's label and a binding to its state.
public struct ToggleStyleConfiguration {
    /// The toggle's label.
    public struct Label: View, PrimitiveView {
        func walk(into walker: inout StructureWalker) {}
    }
    /// The toggle's label.
    public let label = Label()
    /// Whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off.
    public var isMixed = false

    init(isOn: Binding<Bool>) { _isOn = isOn }
}

/// The platform's toggle style, accepted and ignored.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// A switch, accepted and ignored.
public struct SwitchToggleStyle: ToggleStyle {
    public init(tint: Color? = nil) {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// A toggle drawn as a button, accepted and ignored.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: Self { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: Self { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: Self { .init() } }

/// How a picker is drawn, for `.pickerStyle(_:)`.
public protocol PickerStyle {}
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct PalettePickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: Self { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: Self { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: Self { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: Self { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: Self { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: Self { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: Self { .init() } }

/// The keyboard a text field shows, accepted and ignored.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Automatic capitalization of typed text, accepted and ignored.
public struct TextInputAutocapitalization: Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// UIKit's capitalization setting for the older `.autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// The label of the return key, accepted and ignored.
public struct SubmitLabel: Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done"), go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send"), search = SubmitLabel(name: "search")
    public static let next = SubmitLabel(name: "next"), `return` = SubmitLabel(name: "return")
    public static let join = SubmitLabel(name: "join"), route = SubmitLabel(name: "route")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// Whether something is visible, for modifiers such as `.listRowSeparator(_:)`.
public enum Visibility: Sendable, Hashable { case automatic, visible, hidden }

/// How a text's overflow is cut, accepted and ignored.
public extension Text {
    enum TruncationMode: Sendable { case head, tail, middle }
    enum Case: Sendable { case uppercase, lowercase }
}
