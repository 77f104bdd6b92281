import Foundation

/// A control used to select a color (`choose "<label>" "teal"` in the lab): the chosen
/// colour is written to the binding.
///
/// Like every control, creating it reads nothing: the view that passes `$background` does
/// not depend on the colour. The system's colour picker is a sheet of swatches the lab
/// does not draw; `choose` picks one of SwiftUI's named colours (`red`, `teal`, …), as
/// tapping a swatch does. The tree shows the selected colour's name.
public struct ColorPicker<Label: View>: View, PrimitiveView {
    let selection: Binding<Color>
    let label: Label

    /// A colour picker with a custom label; `supportsOpacity` changes nothing the lab shows.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    func walk(into walker: inout StructureWalker) {
        let title = walker.plainText(of: label)
        let binding = selection
        let control = Control(kind: .picker, label: title.isEmpty ? "ColorPicker" : title,
                              currentValue: { binding.readUntracked().description })
        control.displayName = "ColorPicker"
        control.options = Color.swatches.map(\.description)
        control.choose = { text in
            guard let color = Color.swatches.first(where: { $0.description.lowercased() == text.lowercased() }) else {
                return false
            }
            binding.wrappedValue = color
            return true
        }
        walker.emit(.control(control))
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker titled with a localized string key (a literal, as `Text`'s).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker titled with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension Color {
    /// The colours a `ColorPicker` offers to `choose`: SwiftUI's named colours.
    static let swatches: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo,
                                    .purple, .pink, .brown, .white, .gray, .black]
}
