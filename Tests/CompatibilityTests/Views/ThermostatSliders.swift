import SwiftUI

// Sliders with ticks (iOS 26): marks from a collection with labels, and a stepped slider whose steps
// are marked.

struct ThermostatSliders: View {
    @State private var fanSpeed = 0.5
    @State private var temperature = 20.0

    var body: some View {
        Form {
            Slider(value: $fanSpeed) {
                Text("Fan speed")
            } currentValueLabel: {
                Text("\(Int(fanSpeed * 100))%")
            } ticks: {
                SliderTickContentForEach(stride(from: 0.0, through: 1.0, by: 0.25).map { $0 }, id: \.self) { value in
                    SliderTick(value) {
                        Text(value == 0 ? "Off" : value == 1 ? "Max" : "")
                    }
                }
            }
            Slider(value: $temperature, in: 16...26, step: 2, enabledBounds: 18...24) {
                Text("Temperature")
            } tick: { value in
                value.truncatingRemainder(dividingBy: 4) == 0 ? SliderTick(value) : nil
            }
        }
    }
}
