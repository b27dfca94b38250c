import SwiftUI

struct WeatherCityDetailView: View {
    let city: WeatherCity
    @AppStorage("weather.scale") private var scale: WeatherScale = .celsius

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                VStack(spacing: 4) {
                    Image(systemName: city.condition.symbolName)
                        .font(.system(size: 56))
                        .foregroundColor(city.condition.color)
                    Text(scale.display(city.temperature))
                        .font(.system(size: 64, weight: .thin))
                    Text(city.condition.label)
                        .font(.title3)
                    Text("H: \(scale.display(city.high))  L: \(scale.display(city.low))")
                        .foregroundColor(.secondary)
                }

                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 16) {
                        ForEach(city.hourly) { hour in
                            VStack(spacing: 6) {
                                Text("\(hour.hour):00")
                                    .font(.caption)
                                Image(systemName: hour.condition.symbolName)
                                Text(scale.display(hour.temperature))
                                    .font(.callout)
                            }
                            .padding(10)
                            .background(.thinMaterial, in: .rect(cornerRadius: 12))
                        }
                    }
                }

                HStack(spacing: 24) {
                    Gauge(value: city.humidity) {
                        Text("Humidity")
                    } currentValueLabel: {
                        Text("\(Int(city.humidity * 100))%")
                    }
                    .gaugeStyle(.accessoryCircular)
                    .tint(.blue)

                    Gauge(value: Double(city.windKph), in: 0...100) {
                        Text("Wind")
                    } currentValueLabel: {
                        Text("\(city.windKph)")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("100")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                }

                VStack(alignment: .leading, spacing: 8) {
                    ProgressView("UV index: \(city.uvIndex)", value: Double(city.uvIndex), total: 11)
                        .tint(city.uvIndex > 7 ? .red : .orange)
                    Text(uvAdvice)
                        .font(.footnote)
                        .foregroundColor(.secondary)
                }
                .padding()
                .background(Color.gray.opacity(0.12), in: .rect(cornerRadius: 16))
            }
            .padding()
        }
        .navigationTitle("\(city.name), \(city.country)")
        .navigationBarTitleDisplayMode(.inline)
    }

    private var uvAdvice: String {
        switch city.uvIndex {
        case 0...2: "Low: no protection needed."
        case 3...7: "Moderate to high: wear sunscreen."
        default: "Very high: stay in the shade at midday."
        }
    }
}
