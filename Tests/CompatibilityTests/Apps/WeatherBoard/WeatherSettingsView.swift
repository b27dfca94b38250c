import SwiftUI

struct WeatherSettingsView: View {
    @AppStorage("weather.scale") private var scale: WeatherScale = .celsius
    @AppStorage("weather.showFeelsLike") private var showFeelsLike = false

    var body: some View {
        NavigationView {
            Form {
                Section {
                    Picker("Units", selection: $scale) {
                        ForEach(WeatherScale.allCases) { scale in
                            Text(scale.title).tag(scale)
                        }
                    }
                    .pickerStyle(.segmented)
                } header: {
                    Text("Temperature")
                } footer: {
                    Text("Water freezes at \(scale.display(0)).")
                }

                Section {
                    Toggle("Show “feels like”", isOn: $showFeelsLike)
                }

                Section("About") {
                    LabeledContent("Data", value: "Sample readings")
                    LabeledContent("Cities", value: "\(WeatherCity.samples.count)")
                }
            }
            .navigationBarTitle("Settings")
        }
    }
}
