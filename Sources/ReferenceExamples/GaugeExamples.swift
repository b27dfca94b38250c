import FormUI

// The Gauge section of seed 004 (Controls). Its "**Examples:**" block repeats the first two examples. The
// page names two examples `LabeledGauge`; the circular one is `CircularLabeledGauge` here.

/// A gauge at 40 percent with a label.
///
/// Seed 004 (Gauge, "Overview"), also in its "**Examples:**".
public struct SimpleGauge: View {
    @State private var batteryLevel = 0.4

    public init() {}

    public var body: some View {
        Gauge(value: batteryLevel) {
            Text("Battery Level")
        }
    }
}

/// A gauge over 0...170 with labels for its purpose, its current value and its bounds.
///
/// Seed 004 (Gauge, "Overview"), also in its "**Examples:**".
public struct LabeledGauge: View {
    @State private var current = 67.0
    @State private var minValue = 0.0
    @State private var maxValue = 170.0

    public init() {}

    public var body: some View {
        Gauge(value: current, in: minValue...maxValue) {
            Text("BPM")
        } currentValueLabel: {
            Text("\(Int(current))")
        } minimumValueLabel: {
            Text("\(Int(minValue))")
        } maximumValueLabel: {
            Text("\(Int(maxValue))")
        }
    }
}

/// The labelled gauge in the circular style.
///
/// Seed 004 (Gauge, "Overview": the second `LabeledGauge`, with `.gaugeStyle(.circular)`).
public struct CircularLabeledGauge: View {
    @State private var current = 67.0
    @State private var minValue = 0.0
    @State private var maxValue = 170.0

    public init() {}

    public var body: some View {
        Gauge(value: current, in: minValue...maxValue) {
            Text("BPM")
        } currentValueLabel: {
            Text("\(Int(current))")
        } minimumValueLabel: {
            Text("\(Int(minValue))")
        } maximumValueLabel: {
            Text("\(Int(maxValue))")
        }
        .gaugeStyle(.circular)
    }
}

/// A circular gauge whose label is a red heart and whose value labels are coloured.
///
/// Seed 004 (Gauge, "Overview": `StyledGauge`). The seed's text stops after `maximumValueLabel: {`; the
/// rest (a red maximum label and `.gaugeStyle(.circular)`) is from the same example on Apple's page.
public struct StyledGauge: View {
    @State private var current = 67.0
    @State private var minValue = 50.0
    @State private var maxValue = 170.0

    public init() {}

    public var body: some View {
        Gauge(value: current, in: minValue...maxValue) {
            Image(systemName: "heart.fill")
                .foregroundColor(.red)
        } currentValueLabel: {
            Text("\(Int(current))")
                .foregroundColor(Color.green)
        } minimumValueLabel: {
            Text("\(Int(minValue))")
                .foregroundColor(Color.green)
        } maximumValueLabel: {
            Text("\(Int(maxValue))")
                .foregroundColor(Color.red)
        }
        .gaugeStyle(.circular)
    }
}
