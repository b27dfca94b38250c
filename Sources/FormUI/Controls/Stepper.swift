import Foundation

/// A control that performs increment and decrement actions.
///
/// A stepper is its label (and, with a `format`, its formatted value) beside two submit buttons,
/// "Decrease" and "Increase" (drawn `−` and `+`), posted as `_action=NAME.decrement` and
/// `_action=NAME.increment`. Pressing one runs the step on the server, inside `onEditingChanged(true)` …
/// `onEditingChanged(false)`, as a press of SwiftUI's stepper does.
///
/// A stepper bound to a value with a range disables a button at the bound it leads past, and a post that
/// presses it anyway is answered with 409 and the current page; a step that would pass a bound stops at
/// the bound, as in SwiftUI. A stepper bound to a number also takes the number directly, as the field
/// `NAME` (`curl -d quantity=7`): clamped to the range and snapped to the nearest step from the lower bound
/// (or to the upper bound, which a step past the range reaches), and rejected with a message by the
/// control when it is not a number. Without a range nothing is snapped: the steps have no origin. A stepper made with `onIncrement` and
/// `onDecrement` has only the two actions; it knows no value and no bounds.
public struct Stepper<Label: View>: View {
    let label: Label
    let model: StepperModel
    let onEditingChanged: (Bool) -> Void


    init(label: Label, model: StepperModel, onEditingChanged: @escaping (Bool) -> Void) {
        self.label = label
        self.model = model
        self.onEditingChanged = onEditingChanged
    }

    // MARK: Creating a stepper

    /// Creates a stepper configured to increment or decrement a binding to a value using a step value you
    /// provide.
    ///
    /// - Parameters:
    ///   - value: The ``Binding`` to a value that you provide.
    ///   - step: The amount to increment or decrement `value` each time the user clicks or taps the
    ///     stepper's increment or decrement buttons. Defaults to `1`.
    ///   - label: A view describing the purpose of this stepper.
    ///   - onEditingChanged: A closure that's called when editing begins and ends.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: label(), model: .value(StepperValue(value, in: nil, step: step)), onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step value you
    /// provide, displaying its value with an applied format style.
    ///
    /// The formatted value is shown beside the label; a posted value may be a plain number or text the
    /// format style can parse.
    ///
    /// - Parameters:
    ///   - value: The ``Binding`` to a value that you provide.
    ///   - step: The amount to increment or decrement `value` each time. Defaults to `1`.
    ///   - format: A format style of type `F` to use when converting between the string the user edits
    ///     and the underlying value of type `F.FormatInput`.
    ///   - label: A view describing the purpose of this stepper.
    ///   - onEditingChanged: A closure that's called when editing begins and ends.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: label(), model: .value(StepperValue(value, in: nil, step: step, format: format)), onEditingChanged: onEditingChanged)
    }

    // MARK: Creating a stepper over a range

    /// Creates a stepper configured to increment or decrement a binding to a value using a step value and
    /// within a range of values you provide.
    ///
    /// - Parameters:
    ///   - value: The ``Binding`` to a value that you provide.
    ///   - bounds: A closed range that describes the upper and lower bounds permitted by the stepper.
    ///   - step: The amount to increment or decrement the stepper when the user clicks or taps the
    ///     stepper's increment or decrement buttons, respectively. Defaults to `1`.
    ///   - label: A view describing the purpose of this stepper.
    ///   - onEditingChanged: A closure that's called when editing begins and ends.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: label(), model: .value(StepperValue(value, in: bounds, step: step)), onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step value and
    /// within a range of values you provide, displaying its value with an applied format style.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: label(), model: .value(StepperValue(value, in: bounds, step: step, format: format)), onEditingChanged: onEditingChanged)
    }

    // MARK: Creating a stepper with change behavior

    /// Creates a stepper instance that performs the closures you provide when the user increments or
    /// decrements the stepper.
    ///
    /// A nil closure disables its button.
    ///
    /// - Parameters:
    ///   - label: A view describing the purpose of this stepper.
    ///   - onIncrement: The closure to execute when the user clicks or taps the control's plus button.
    ///   - onDecrement: The closure to execute when the user clicks or taps the control's minus button.
    ///   - onEditingChanged: A closure called when editing begins and ends.
    public init(
        @ViewBuilder label: () -> Label,
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: label(), model: .actions(onIncrement: onIncrement, onDecrement: onDecrement), onEditingChanged: onEditingChanged)
    }

    // MARK: Deprecated initializers

    /// (Deprecated in SwiftUI: use `init(label:onIncrement:onDecrement:onEditingChanged:)`.)
    @available(*, deprecated, renamed: "init(label:onIncrement:onDecrement:onEditingChanged:)")
    @_disfavoredOverload
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), model: .actions(onIncrement: onIncrement, onDecrement: onDecrement), onEditingChanged: onEditingChanged)
    }

    /// (Deprecated in SwiftUI: use `init(value:step:label:onEditingChanged:)`.)
    @available(*, deprecated, renamed: "init(value:step:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), model: .value(StepperValue(value, in: nil, step: step)), onEditingChanged: onEditingChanged)
    }

    /// (Deprecated in SwiftUI: use `init(value:in:step:label:onEditingChanged:)`.)
    @available(*, deprecated, renamed: "init(value:in:step:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), model: .value(StepperValue(value, in: bounds, step: step)), onEditingChanged: onEditingChanged)
    }
}

// MARK: Text labels

extension Stepper where Label == Text {
    /// Creates a stepper that uses a title key and executes the closures you provide when the user clicks
    /// or taps the stepper's increment or decrement buttons.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: Text(titleKey), model: .actions(onIncrement: onIncrement, onDecrement: onDecrement), onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper using a title string and that executes closures you provide when the user clicks
    /// or taps the stepper's increment or decrement buttons.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: Text(title), model: .actions(onIncrement: onIncrement, onDecrement: onDecrement), onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title key and configured to increment and decrement a binding to a value
    /// and step amount you provide.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: Text(titleKey), model: .value(StepperValue(value, in: nil, step: step)), onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title and configured to increment and decrement a binding to a value and
    /// step amount you provide.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: Text(title), model: .value(StepperValue(value, in: nil, step: step)), onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title key and configured to increment and decrement a binding to a value
    /// and step amount you provide, displaying its value with an applied format style.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(titleKey), model: .value(StepperValue(value, in: nil, step: step, format: format)), onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title and configured to increment and decrement a binding to a value and
    /// step amount you provide, displaying its value with an applied format style.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(title), model: .value(StepperValue(value, in: nil, step: step, format: format)), onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper instance that increments and decrements a binding to a value, by a step size and
    /// within a closed range that you provide.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: Text(titleKey), model: .value(StepperValue(value, in: bounds, step: step)), onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper instance that increments and decrements a binding to a value, by a step size and
    /// within a closed range that you provide.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: Text(title), model: .value(StepperValue(value, in: bounds, step: step)), onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper instance that increments and decrements a binding to a value, by a step size and
    /// within a closed range that you provide, displaying its value with an applied format style.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(titleKey), model: .value(StepperValue(value, in: bounds, step: step, format: format)), onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper instance that increments and decrements a binding to a value, by a step size and
    /// within a closed range that you provide, displaying its value with an applied format style.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(title), model: .value(StepperValue(value, in: bounds, step: step, format: format)), onEditingChanged: onEditingChanged)
    }
}

// MARK: Model

/// What a stepper steps: a bound value, or the closures it was given.
enum StepperModel {
    case value(StepperValue)
    case actions(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?)
}

/// A stepper's bound value with its type erased: its texts, its bounds, the two steps, and how a posted
/// number becomes a value of the bound type.
struct StepperValue {
    /// The canonical text of the value, as posted and as the JSON view lists it.
    let currentText: () -> String
    /// The value as the format style writes it, for display.
    let formattedText: (() -> String)?
    let lowerText: String?
    let upperText: String?
    let stepText: String
    let canIncrement: () -> Bool
    let canDecrement: () -> Bool
    let increment: () -> Void
    let decrement: () -> Void
    /// Reads a posted value: nil when it is not a number; else the write and whether it changes anything.
    /// Nil itself when the bound type is not a number (a stepper over dates, say), which has no field.
    let decode: ((String) -> (write: () -> Void, isCurrent: Bool)?)?

    init<V: Strideable>(_ binding: Binding<V>, in bounds: ClosedRange<V>?, step: V.Stride) {
        self.init(binding, in: bounds, step: step, formatted: nil, parseFormatted: nil)
    }

    init<F: ParseableFormatStyle>(
        _ binding: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>?, step: F.FormatInput.Stride, format: F
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            binding, in: bounds, step: step,
            formatted: { format.format($0) },
            parseFormatted: { try? format.parseStrategy.parse($0) }
        )
    }

    private init<V: Strideable>(
        _ binding: Binding<V>, in bounds: ClosedRange<V>?, step: V.Stride,
        formatted: ((V) -> String)?, parseFormatted: ((String) -> V?)?
    ) {
        // The range the value is kept in: the stepper's own, else the whole of a fixed-width integer type,
        // so that a step never overflows (SwiftUI would trap; a server must not).
        let limits = bounds ?? StepperArithmetic.typeBounds(of: V.self)
        currentText = { NumberText.string(any: binding.wrappedValue) }
        formattedText = formatted.map { format in { format(binding.wrappedValue) } }
        lowerText = bounds.map { NumberText.string(any: $0.lowerBound) }
        upperText = bounds.map { NumberText.string(any: $0.upperBound) }
        let stepText = NumberText.string(any: step)
        self.stepText = stepText
        canIncrement = { limits.map { binding.wrappedValue < $0.upperBound } ?? true }
        canDecrement = { limits.map { binding.wrappedValue > $0.lowerBound } ?? true }
        increment = { binding.wrappedValue = StepperArithmetic.stepped(binding.wrappedValue, by: step, down: false, within: limits) }
        decrement = { binding.wrappedValue = StepperArithmetic.stepped(binding.wrappedValue, by: step, down: true, within: limits) }

        guard StepperArithmetic.isNumber(V.self), let stepSize = StepperArithmetic.double(step).map(abs) else {
            decode = nil
            return
        }
        let lower = bounds.flatMap { StepperArithmetic.double($0.lowerBound) }
        let upper = bounds.flatMap { StepperArithmetic.double($0.upperBound) }
        let decimals = NumberText.decimalPlaces(stepText, bounds.map { NumberText.string(any: $0.lowerBound) } ?? "0")
        decode = { text in
            var number = NumberText.parse(text)
            if number == nil, let parseFormatted, let parsed = parseFormatted(text) {
                number = StepperArithmetic.double(parsed).flatMap { $0.isFinite ? $0 : nil }
            }
            guard var number else { return nil }
            if let lower, let upper {
                // The steps from the lower bound, and the upper bound itself: a step past the range stops
                // there, so the stepper can hold it even when it is not a step.
                let clamped = min(max(number, lower), upper)
                let snapped = NumberText.clampAndSnap(clamped, lower: lower, upper: upper, step: stepSize, decimals: decimals)
                number = upper - clamped < abs(snapped - clamped) ? upper : snapped
            }
            guard let value = StepperArithmetic.value(number, as: V.self, within: limits) else { return nil }
            return ({ binding.wrappedValue = value }, binding.wrappedValue == value)
        }
    }
}

/// Arithmetic on any `Strideable` a stepper may be bound to, done without trapping.
enum StepperArithmetic {
    static func isNumber<V>(_ type: V.Type) -> Bool {
        type is any BinaryFloatingPoint.Type || type is any BinaryInteger.Type
    }

    /// The value as a `Double`, when it is a number.
    static func double<T>(_ value: T) -> Double? {
        if let floating = value as? any BinaryFloatingPoint { return toDouble(floating) }
        if let integer = value as? any BinaryInteger { return toDouble(integer) }
        return nil
    }

    private static func toDouble<T: BinaryFloatingPoint>(_ value: T) -> Double { Double(value) }
    private static func toDouble<T: BinaryInteger>(_ value: T) -> Double { Double(value) }

    /// `T.min...T.max` for a fixed-width integer type; nil for other types.
    static func typeBounds<V>(of type: V.Type) -> ClosedRange<V>? {
        guard let integer = type as? any FixedWidthInteger.Type else { return nil }
        return wholeRange(of: integer) as? ClosedRange<V>
    }

    private static func wholeRange<T: FixedWidthInteger>(of type: T.Type) -> Any { T.min...T.max }

    /// A number as a value of type `V`: rounded for integers, and kept within `limits` (which a `Double`
    /// near the end of a 64-bit integer type may pass).
    static func value<V: Comparable>(_ number: Double, as type: V.Type, within limits: ClosedRange<V>?) -> V? {
        if let limits, let lower = double(limits.lowerBound), let upper = double(limits.upperBound) {
            if number <= lower { return limits.lowerBound }
            if number >= upper { return limits.upperBound }
        }
        if let floating = type as? any BinaryFloatingPoint.Type { return makeFloating(floating, number) as? V }
        if let integer = type as? any FixedWidthInteger.Type { return makeFixedWidth(integer, number) as? V }
        if let integer = type as? any BinaryInteger.Type { return makeInteger(integer, number) as? V }
        return nil
    }

    private static func makeFloating<T: BinaryFloatingPoint>(_ type: T.Type, _ number: Double) -> T { T(number) }

    private static func makeFixedWidth<T: FixedWidthInteger>(_ type: T.Type, _ number: Double) -> T {
        let rounded = number.rounded()
        if rounded >= Double(T.max) { return T.max }
        if rounded <= Double(T.min) { return T.min }
        return T(rounded)
    }

    private static func makeInteger<T: BinaryInteger>(_ type: T.Type, _ number: Double) -> T? {
        T(exactly: number.rounded())
    }

    /// `value` advanced by one step up or down, stopped at the limits (SwiftUI clamps a step that would
    /// pass the range to the bound).
    static func stepped<V: Strideable>(_ value: V, by step: V.Stride, down: Bool, within limits: ClosedRange<V>?) -> V {
        var result: V
        if let integer = value as? any FixedWidthInteger, let stride = step as? any BinaryInteger {
            if let advanced = advanceChecked(integer, by: stride, down: down) as? V {
                result = advanced
            } else {
                // Past the end of the type: stop at the limit in that direction.
                guard let limits else { return value }
                result = down != (step < 0) ? limits.lowerBound : limits.upperBound
            }
        } else {
            result = value.advanced(by: down ? -step : step)
        }
        if let limits { result = min(max(result, limits.lowerBound), limits.upperBound) }
        return result
    }

    private static func advanceChecked<T: FixedWidthInteger, S: BinaryInteger>(_ value: T, by step: S, down: Bool) -> T? {
        guard let magnitude = T(exactly: step.magnitude) else { return nil }
        let goesDown = down != (step < 0)
        let (result, overflow) = goesDown
            ? value.subtractingReportingOverflow(magnitude)
            : value.addingReportingOverflow(magnitude)
        return overflow ? nil : result
    }
}

// MARK: Rendering and decoding

extension Stepper: Control {
    public func render(in context: ControlContext) {
        if context.post?.areAllAnswered == true { return }
        let label = context.label(self.label)
        let name = context.name(for: label, fallback: "stepper")
        let enabled = context.isEnabled
        let onEditingChanged = self.onEditingChanged

        // The two actions, each run inside onEditingChanged(true) … (false), as a press is in SwiftUI.
        let canDecrement: Bool
        let canIncrement: Bool
        let decrement: () -> Void
        let increment: () -> Void
        switch model {
        case .value(let value):
            canDecrement = value.canDecrement()
            canIncrement = value.canIncrement()
            decrement = value.decrement
            increment = value.increment
        case .actions(let onIncrement, let onDecrement):
            canDecrement = onDecrement != nil
            canIncrement = onIncrement != nil
            decrement = onDecrement ?? {}
            increment = onIncrement ?? {}
        }
        let decrementEnabled = enabled && canDecrement
        let incrementEnabled = enabled && canIncrement
        let spoken = label.text
        let decreaseLabel = spoken.isEmpty ? "Decrease" : "Decrease " + spoken
        let increaseLabel = spoken.isEmpty ? "Increase" : "Increase " + spoken

        let html = context
        html.raw("<div class=\"control stepper\" id=\"field-")
        html.attribute(name)
        // tabindex -1: the error summary's link to the stepper moves focus to it (a div is not focusable).
        html.raw("\" role=\"group\" tabindex=\"-1\" aria-labelledby=\"label-")
        html.attribute(name)
        html.raw("\"><span class=\"control-label\" id=\"label-")
        html.attribute(name)
        html.raw("\">")
        context.write(label)
        // A label without words (an image, or none) still needs a name for screen readers.
        if spoken.isEmpty { html.raw("<span class=\"visually-hidden\">Value</span>") }
        html.raw("</span>")
        if case .value(let value) = model, let formatted = value.formattedText {
            html.raw("<output class=\"stepper-value\">")
            html.text(formatted())
            html.raw("</output>")
        }
        html.raw("<span class=\"stepper-buttons\">")
        html.raw(ReservedField.actionButtonOpening)
        html.attribute(name + ".decrement")
        html.raw("\" class=\"stepper-decrement\"")
        context.flag("disabled", !decrementEnabled)
        html.raw("><span aria-hidden=\"true\">−</span><span class=\"visually-hidden\">")
        html.text(decreaseLabel)
        html.raw("</span></button>")
        html.raw(ReservedField.actionButtonOpening)
        html.attribute(name + ".increment")
        html.raw("\" class=\"stepper-increment\"")
        context.flag("disabled", !incrementEnabled)
        html.raw("><span aria-hidden=\"true\">+</span><span class=\"visually-hidden\">")
        html.text(increaseLabel)
        html.raw("</span></button></span>")
        context.writeProblem(for: name)
        html.raw("</div>")

        let actions = [
            ControlAction(id: name + ".decrement", label: decreaseLabel, isEnabled: decrementEnabled, perform: {
                onEditingChanged(true)
                decrement()
                onEditingChanged(false)
            }),
            ControlAction(id: name + ".increment", label: increaseLabel, isEnabled: incrementEnabled, perform: {
                onEditingChanged(true)
                increment()
                onEditingChanged(false)
            }),
        ]

        var description = ControlDescription(kind: "stepper", label: spoken)
        description.actions = actions.map { .init(value: $0.id, label: $0.label, disabled: $0.isEnabled ? nil : true) }
        if !enabled { description.disabled = true }
        description.error = context.problem(for: name)

        guard case .value(let value) = model else {
            context.register(description, actions: actions)
            return
        }
        description.value = value.currentText()
        description.minimum = value.lowerText
        description.maximum = value.upperText
        description.step = value.stepText
        guard let decode = value.decode else {
            context.register(description, actions: actions)
            return
        }

        // The value is a field too, for programs: `curl -d quantity=7`.
        description.name = name
        let range = value.lowerText.flatMap { lower in value.upperText.map { " from \(lower) to \($0)" } } ?? ""
        var control = ControlField(
            name: name, description: description, needsApply: false,
            accept: { posted in
                guard let decoded = decode(posted.last ?? "") else {
                    return .invalid("Enter a number\(range).")
                }
                if decoded.isCurrent { return .unchanged }
                return .write {
                    onEditingChanged(true)
                    decoded.write()
                    onEditingChanged(false)
                }
            }
        )
        control.sameValue = NumberText.same
        context.register(control)
        for action in actions { context.register(action) }
    }
}
