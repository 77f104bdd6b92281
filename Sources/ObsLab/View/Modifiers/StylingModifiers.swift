// Layout and styling have no effect on data flow. These modifiers are accepted so that
// SwiftUI code compiles unchanged, and they return the view itself: no new structure,
// so the view keeps its identity (SEMANTICS.md §0, docs/rules/vocabulary.md).

extension View {
    // MARK: Padding and frames

    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> Self { self }
    public func padding(_ length: Double) -> Self { self }
    public func padding(_ insets: EdgeInsets) -> Self { self }
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> Self { self }
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> Self { self }
    public func fixedSize() -> Self { self }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> Self { self }
    public func layoutPriority(_ value: Double) -> Self { self }
    public func offset(x: Double = 0, y: Double = 0) -> Self { self }
    public func position(x: Double = 0, y: Double = 0) -> Self { self }
    public func zIndex(_ value: Double) -> Self { self }
    public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> Self { self }
    public func scaledToFit() -> Self { self }
    public func scaledToFill() -> Self { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> Self { self }

    // MARK: Text and colour

    public func font(_ font: Font?) -> Self { self }
    public func fontWeight(_ weight: Font.Weight?) -> Self { self }
    public func fontDesign(_ design: Font.Design?) -> Self { self }
    public func bold(_ isActive: Bool = true) -> Self { self }
    public func italic(_ isActive: Bool = true) -> Self { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Self { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Self { self }
    public func monospacedDigit() -> Self { self }
    public func monospaced(_ isActive: Bool = true) -> Self { self }
    public func kerning(_ kerning: Double) -> Self { self }
    public func tracking(_ tracking: Double) -> Self { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> Self { self }
    public func foregroundColor(_ color: Color?) -> Self { self }
    public func tint(_ tint: Color?) -> Self { self }
    public func tint<S: ShapeStyle>(_ tint: S?) -> Self { self }
    public func accentColor(_ accentColor: Color?) -> Self { self }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Self { self }
    public func lineLimit(_ number: Int?) -> Self { self }
    public func lineLimit(_ limit: ClosedRange<Int>) -> Self { self }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> Self { self }
    public func lineSpacing(_ lineSpacing: Double) -> Self { self }
    public func truncationMode(_ mode: Text.TruncationMode) -> Self { self }
    public func minimumScaleFactor(_ factor: Double) -> Self { self }
    public func textCase(_ textCase: Text.Case?) -> Self { self }
    public func imageScale(_ scale: Image.Scale) -> Self { self }
    public func symbolVariant(_ variant: SymbolVariants) -> Self { self }
    public func labelStyle<S: LabelStyle>(_ style: S) -> Self { self }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> Self { self }

    // MARK: Backgrounds, borders, effects

    public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> Self { self }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> Self { self }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> Self { self }
    public func overlay(_ color: Color) -> Self { self }
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> Self { self }
    public func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> Self { self }
    public func opacity(_ opacity: Double) -> Self { self }
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> Self { self }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> Self { self }
    public func clipped(antialiased: Bool = false) -> Self { self }
    public func shadow(color: Color = .black, radius: Double, x: Double = 0, y: Double = 0) -> Self { self }
    public func blur(radius: Double, opaque: Bool = false) -> Self { self }
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> Self { self }
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> Self { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    public func rotation3DEffect(_ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center,
                                 anchorZ: Double = 0, perspective: Double = 1) -> Self { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }
    public func hidden() -> Self { self }
    public func animation(_ animation: Animation?) -> Self { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }

    // MARK: Control and list styles

    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> Self { self }
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> Self { self }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> Self { self }
    public func controlSize(_ controlSize: ControlSize) -> Self { self }
    public func listStyle<S: ListStyle>(_ style: S) -> Self { self }
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> Self { self }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> Self { self }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> Self { self }
    public func labelsHidden() -> Self { self }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }
    public func listRowInsets(_ insets: EdgeInsets?) -> Self { self }
    public func listRowBackground<V: View>(_ view: V?) -> Self { self }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }
    public func scrollContentBackground(_ visibility: Visibility) -> Self { self }
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> Self { self }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }
    public func badge(_ count: Int) -> Self { self }
    public func badge(_ label: Text?) -> Self { self }

    // MARK: Text input

    public func keyboardType(_ type: UIKeyboardType) -> Self { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> Self { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }
    public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }
    public func textContentType(_ textContentType: UITextContentType?) -> Self { self }

    // MARK: Accessibility and help

    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
    public func accessibilityLabel(_ label: Text) -> Self { self }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self { self }
    public func accessibilityIdentifier(_ identifier: String) -> Self { self }
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
    public func help<S: StringProtocol>(_ text: S) -> Self { self }

    // MARK: Presentation styling

    public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }
    public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }
}

/// An angle, for `.rotationEffect(_:)`.
public struct Angle: Sendable, Hashable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static let zero = Angle(radians: 0)
}

/// Light or dark appearance.
public enum ColorScheme: Sendable, Hashable, CaseIterable { case light, dark }

/// A symbol's variant (`.fill`, `.circle`), accepted and ignored.
public struct SymbolVariants: Sendable, Hashable {
    let name: String
    public static let none = SymbolVariants(name: "none"), fill = SymbolVariants(name: "fill")
    public static let circle = SymbolVariants(name: "circle"), square = SymbolVariants(name: "square")
    public static let slash = SymbolVariants(name: "slash"), rectangle = SymbolVariants(name: "rectangle")
}

/// The top or bottom edge.
public enum VerticalEdge: Int8, Sendable, Hashable {
    case top, bottom
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// The shape of a bordered button, accepted and ignored.
public struct ButtonBorderShape: Sendable {
    let name: String
    public static let automatic = ButtonBorderShape(name: "automatic"), capsule = ButtonBorderShape(name: "capsule")
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    public static let circle = ButtonBorderShape(name: "circle")
}

/// The size of controls, accepted and ignored.
public enum ControlSize: Sendable, Hashable, CaseIterable { case mini, small, regular, large, extraLarge }

/// Scroll indicator visibility, accepted and ignored.
public struct ScrollIndicatorVisibility: Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How scrolling dismisses the keyboard, accepted and ignored.
public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// The kind of text a field expects, accepted and ignored.
public struct UITextContentType: Sendable, Hashable {
    let rawValue: String
    public static let name = UITextContentType(rawValue: "name")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let password = UITextContentType(rawValue: "password")
    public static let username = UITextContentType(rawValue: "username")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

/// Accessibility traits, accepted and ignored.
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1), isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4), isStaticText = AccessibilityTraits(rawValue: 8)
}

/// A sheet height, accepted and ignored.
public struct PresentationDetent: Sendable, Hashable {
    let name: String
    public static let medium = PresentationDetent(name: "medium"), large = PresentationDetent(name: "large")
    public static func height(_ height: Double) -> PresentationDetent { PresentationDetent(name: "height(\(height))") }
    public static func fraction(_ fraction: Double) -> PresentationDetent { PresentationDetent(name: "fraction(\(fraction))") }
}

/// How `.accessibilityElement(children:)` makes an element of a view's children for
/// VoiceOver, accepted and ignored.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let rawValue: Int
    public static let ignore = AccessibilityChildBehavior(rawValue: 0)
    public static let contain = AccessibilityChildBehavior(rawValue: 1)
    public static let combine = AccessibilityChildBehavior(rawValue: 2)
}
