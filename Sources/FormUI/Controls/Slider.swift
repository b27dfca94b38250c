/// A control for selecting a value from a bounded linear range of values.
///
/// A slider is `<input type="range" min max step value>` with its `<label for>`, the minimum and maximum
/// value labels at its ends, and the value printed by the server in an `<output>` (without JavaScript the
/// page cannot follow the thumb, but it shows the value the server holds). A slider without a `step` is
/// continuous (`step="any"`).
///
/// Numbers are written in one canonical text (`50`, `0.25`), the same in the attributes, the printed
/// value, the JSON view and the baseline a post is compared with, so `50` and `50.0` are the same value.
/// A posted number out of range is clamped, and one off the step is snapped to the nearest step from the
/// lower bound, as SwiftUI's slider does; a post that is not a number is rejected with a message by the
/// control. Each applied value is wrapped in `onEditingChanged(true)` … `onEditingChanged(false)`, as a
/// drag of the thumb would be.
public struct Slider<Label: View, ValueLabel: View>: View {
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let value: SliderValue
    /// Shown in place of the printed value (`currentValueLabel:`).
    var currentValueLabel: AnyView?
    /// Marks along the track (`ticks:`, `tick:`), with their labels.
    var ticks: [SliderTickMark] = []

    init(label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?, value: SliderValue) {
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.value = value
    }

    // MARK: Creating a slider with labels

    /// Creates a slider to select a value from a given range, which displays the provided labels.
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values. Defaults to `0...1`.
    ///   - label: A `View` that describes the purpose of the instance.
    ///   - minimumValueLabel: A view that describes `bounds.lowerBound`.
    ///   - maximumValueLabel: A view that describes `bounds.upperBound`.
    ///   - onEditingChanged: A callback for when editing begins and ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            value: SliderValue(value, in: bounds, step: nil, onEditingChanged: onEditingChanged)
        )
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which displays
    /// the provided labels.
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values.
    ///   - step: The distance between each valid value.
    ///   - label: A `View` that describes the purpose of the instance.
    ///   - minimumValueLabel: A view that describes `bounds.lowerBound`.
    ///   - maximumValueLabel: A view that describes `bounds.upperBound`.
    ///   - onEditingChanged: A callback for when editing begins and ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            value: SliderValue(value, in: bounds, step: step, onEditingChanged: onEditingChanged)
        )
    }

    // MARK: Deprecated initializers

    /// Creates a slider to select a value from a given range, which displays the provided labels.
    /// (Deprecated in SwiftUI: use `init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`.)
    @available(*, deprecated, renamed: "init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            label: label(), minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
            value: SliderValue(value, in: bounds, step: nil, onEditingChanged: onEditingChanged)
        )
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which displays
    /// the provided labels. (Deprecated in SwiftUI: use
    /// `init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`.)
    @available(*, deprecated, renamed: "init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            label: label(), minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
            value: SliderValue(value, in: bounds, step: step, onEditingChanged: onEditingChanged)
        )
    }
}

// MARK: Creating a slider with a label only

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, which displays the provided label.
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values. Defaults to `0...1`.
    ///   - label: A `View` that describes the purpose of the instance. Not all slider styles show the
    ///     label, but even in those cases, SwiftUI uses the label for accessibility.
    ///   - onEditingChanged: A callback for when editing begins and ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            value: SliderValue(value, in: bounds, step: nil, onEditingChanged: onEditingChanged)
        )
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which displays
    /// the provided label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            value: SliderValue(value, in: bounds, step: step, onEditingChanged: onEditingChanged)
        )
    }

    /// Creates a slider to select a value from a given range, which displays the provided label.
    /// (Deprecated in SwiftUI: use `init(value:in:label:onEditingChanged:)`.)
    @available(*, deprecated, renamed: "init(value:in:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            value: SliderValue(value, in: bounds, step: nil, onEditingChanged: onEditingChanged)
        )
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which displays
    /// the provided label. (Deprecated in SwiftUI: use `init(value:in:step:label:onEditingChanged:)`.)
    @available(*, deprecated, renamed: "init(value:in:step:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            value: SliderValue(value, in: bounds, step: step, onEditingChanged: onEditingChanged)
        )
    }
}

// MARK: Creating a slider

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    ///
    /// The page names it "Value" for screen readers; give it a label where you can.
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values. Defaults to `0...1`.
    ///   - onEditingChanged: A callback for when editing begins and ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
            value: SliderValue(value, in: bounds, step: nil, onEditingChanged: onEditingChanged)
        )
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values.
    ///   - step: The distance between each valid value.
    ///   - onEditingChanged: A callback for when editing begins and ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
            value: SliderValue(value, in: bounds, step: step, onEditingChanged: onEditingChanged)
        )
    }
}

// MARK: Rendering and decoding

/// A slider's value, bounds and step, with the value's own type erased: computed in `Double`, written
/// back and printed as the bound type (so a `Float` slider prints `0.1`, not `0.10000000149011612`).
struct SliderValue {
    let lower: Double
    let upper: Double
    /// Nil for a continuous slider.
    let step: Double?
    let lowerText: String
    let upperText: String
    let stepText: String?
    /// The decimals a snapped value is rounded to: those of the step and the lower bound.
    let decimals: Int?
    let currentText: () -> String
    /// Whether `value` is what the binding holds now.
    let isCurrent: (Double) -> Bool
    let write: (Double) -> Void
    let onEditingChanged: (Bool) -> Void
    /// The values a posted number snaps to instead of the step (a slider with `ticks:`); empty otherwise.
    var snapPoints: [Double] = []
    /// The part of the range that can be chosen (`enabledBounds:`); the whole range when nil.
    var enabledBounds: ClosedRange<Double>?

    init<V: BinaryFloatingPoint>(
        _ binding: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        lower = Double(bounds.lowerBound)
        upper = Double(bounds.upperBound)
        lowerText = NumberText.string(bounds.lowerBound)
        upperText = NumberText.string(bounds.upperBound)
        // A step that cannot step (zero, negative, not finite) leaves the slider continuous.
        if let step, step > 0, step.isFinite {
            self.step = Double(step)
            stepText = NumberText.string(step)
        } else {
            self.step = nil
            stepText = nil
        }
        decimals = NumberText.decimalPlaces(stepText ?? "0", lowerText)
        currentText = { NumberText.string(binding.wrappedValue) }
        isCurrent = { binding.wrappedValue == V($0) }
        write = { binding.wrappedValue = V($0) }
        self.onEditingChanged = onEditingChanged
    }

    /// The value to write for a posted number: clamped to the bounds and snapped to the step.
    func accepted(_ number: Double) -> Double {
        let lower = enabledBounds.map { max($0.lowerBound, self.lower) } ?? self.lower
        let upper = enabledBounds.map { min($0.upperBound, self.upper) } ?? self.upper
        if !snapPoints.isEmpty {
            let clamped = min(max(number, lower), upper)
            let allowed = snapPoints.filter { $0 >= lower && $0 <= upper }
            return allowed.min { abs($0 - clamped) < abs($1 - clamped) } ?? clamped
        }
        return NumberText.clampAndSnap(number, lower: lower, upper: upper, step: step, decimals: decimals)
    }
}

extension Slider: Control {
    public func render(in context: ControlContext) {
        if context.post?.areAllAnswered == true { return }
        let label = context.label(self.label)
        let minimum = minimumValueLabel.map { context.label($0, at: "minimum") }
        let maximum = maximumValueLabel.map { context.label($0, at: "maximum") }
        let name = context.name(for: label, fallback: "slider")
        let enabled = context.isEnabled
        let value = self.value
        let current = value.currentText()
        let fieldID = "field-" + name
        // After a rejected post the thumb stays where the person put it, if that was a number at all.
        let shownInput = context.keptInput(for: name).flatMap { NumberText.parse($0) != nil ? NumberText.trimmed($0) : nil } ?? current

        let html = context
        html.raw("<div class=\"control slider\"><label class=\"control-label")
        if label.isEmpty { html.raw(" visually-hidden") }
        html.raw("\" for=\"")
        html.attribute(fieldID)
        html.raw("\">")
        context.write(label)
        // A label without words (an image, or none) still needs a name for screen readers.
        if label.text.isEmpty {
            html.raw(label.isEmpty ? "Value" : "<span class=\"visually-hidden\">Value</span>")
        }
        html.raw("</label><div class=\"slider-track\">")
        if let minimum, !minimum.isEmpty {
            html.raw("<span class=\"slider-minimum\">")
            context.write(minimum)
            html.raw("</span>")
        }
        html.raw("<input type=\"range\" id=\"")
        html.attribute(fieldID)
        html.raw("\" name=\"")
        html.attribute(name)
        html.raw("\" min=\"")
        html.attribute(value.lowerText)
        html.raw("\" max=\"")
        html.attribute(value.upperText)
        html.raw("\" step=\"")
        html.attribute(value.stepText ?? "any")
        html.raw("\" value=\"")
        html.attribute(shownInput)
        html.raw("\"")
        if !ticks.isEmpty {
            html.raw(" list=\"ticks-")
            html.attribute(name)
            html.raw("\"")
        }
        context.flag("disabled", !enabled)
        context.writeInputAttributes(for: name)
        html.raw(">")
        if let maximum, !maximum.isEmpty {
            html.raw("<span class=\"slider-maximum\">")
            context.write(maximum)
            html.raw("</span>")
        }
        html.raw("</div>")
        if !ticks.isEmpty { SliderTickMark.render(ticks, name: name, in: context) }
        html.raw("<output class=\"slider-value\" for=\"")
        html.attribute(fieldID)
        html.raw("\">")
        if let currentValueLabel {
            context.render(currentValueLabel, at: "current")
        } else {
            html.text(current)
        }
        html.raw("</output>")
        context.writeProblem(for: name)
        html.raw("</div>")

        var description = ControlDescription(kind: "slider", label: label.text, name: name, value: current)
        description.minimum = value.lowerText
        description.maximum = value.upperText
        description.step = value.stepText
        if !enabled { description.disabled = true }
        description.error = context.problem(for: name)

        var control = ControlField(
            name: name, description: description, needsApply: true,
            accept: { posted in
                guard let number = NumberText.parse(posted.last ?? "") else {
                    return .invalid("Enter a number from \(value.lowerText) to \(value.upperText).")
                }
                let accepted = value.accepted(number)
                if value.isCurrent(accepted) { return .unchanged }
                return .write {
                    value.onEditingChanged(true)
                    value.write(accepted)
                    value.onEditingChanged(false)
                }
            }
        )
        control.sameValue = NumberText.same
        context.register(control)
    }
}
