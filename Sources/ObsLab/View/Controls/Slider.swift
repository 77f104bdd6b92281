/// A control for a value in a continuous range (`choose "<label>" 0.5` in the lab sets
/// it; the value is clamped to the range and rounded to the step, as dragging would).
public struct Slider<Label: View>: View, PrimitiveView {
    let label: Label
    let set: @MainActor (Double) -> Void
    let value: @MainActor () -> String

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        step: V.Stride? = nil,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.label = label()
        set = { raw in
            var new = min(max(V(raw), bounds.lowerBound), bounds.upperBound)
            if let step {
                let steps = ((new - bounds.lowerBound) / V(step)).rounded()
                new = bounds.lowerBound + steps * V(step)
            }
            value.wrappedValue = new
        }
        self.value = { "\(Double(value.readUntracked()))" }
    }

    func walk(into walker: inout StructureWalker) {
        let title = walker.plainText(of: label)
        let set = set
        let control = Control(kind: .slider, label: title.isEmpty ? "Slider" : title, currentValue: value)
        control.choose = { text in
            guard let number = Double(text), number.isFinite else { return false }
            set(number)
            return true
        }
        walker.emit(.control(control))
    }
}

extension Slider where Label == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        step: V.Stride? = nil,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}
