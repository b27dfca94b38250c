import FormUI

// The Slider section of seed 004 (Controls). Its "**Examples:**" block repeats the first example and
// gives the second.

/// A slider from 0 to 100 and the value it sets, blue while idle and red while being dragged.
///
/// Seed 004 (Slider, "Overview"), also in its "**Examples:**".
public struct SpeedSlider: View {
    @State private var speed = 50.0
    @State private var isEditing = false

    public init() {}

    public var body: some View {
        VStack {
            Slider(
                value: $speed,
                in: 0...100,
                onEditingChanged: { editing in
                    isEditing = editing
                }
            )
            Text("\(speed)")
                .foregroundColor(isEditing ? .red : .blue)
        }
    }
}

/// A slider in steps of 5 with a label and minimum and maximum value labels.
///
/// Seed 004 (Slider, "Overview": the `step` example), also in its "**Examples:**".
public struct SpeedSliderWithStep: View {
    @State private var speed = 50.0
    @State private var isEditing = false

    public init() {}

    public var body: some View {
        Slider(
            value: $speed,
            in: 0...100,
            step: 5
        ) {
            Text("Speed")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        } onEditingChanged: { editing in
            isEditing = editing
        }
        Text("\(speed)")
            .foregroundColor(isEditing ? .red : .blue)
    }
}
