import FormUI

// The Stepper section of seed 004 (Controls). The page calls both examples `StepperView`; here they are
// `ColorStepperView` and `RangeStepperView` so that both can live in one module.

/// A stepper that walks through seven colours, wrapping at both ends, with the colour as background.
///
/// Seed 004 (Stepper, "Overview": the first `StepperView`), also in its "**Examples:**".
public struct ColorStepperView: View {
    @State private var value = 0
    let colors: [Color] = [.orange, .red, .gray, .blue,
                           .green, .purple, .pink]

    public init() {}

    func incrementStep() {
        value += 1
        if value >= colors.count { value = 0 }
    }

    func decrementStep() {
        value -= 1
        if value < 0 { value = colors.count - 1 }
    }

    public var body: some View {
        Stepper {
            Text("Value: \(value) Color: \(colors[value].description)")
        } onIncrement: {
            incrementStep()
        } onDecrement: {
            decrementStep()
        }
        .padding(5)
        .background(colors[value])
    }
}

/// A stepper over 1...50 in steps of 5.
///
/// Seed 004 (Stepper, "Overview": the second `StepperView`), also in its "**Examples:**".
public struct RangeStepperView: View {
    @State private var value = 0
    let step = 5
    let range = 1...50

    public init() {}

    public var body: some View {
        Stepper(
            value: $value,
            in: range,
            step: step
        ) {
            Text("Current: \(value) in \(range.description) " +
                 "stepping by \(step)")
        }
        .padding(10)
    }
}
