import SwiftUI

struct WeatherCityListView: View {
    @AppStorage("weather.scale") private var scale: WeatherScale = .celsius
    @AppStorage("weather.showFeelsLike") private var showFeelsLike = false

    let cities = WeatherCity.samples

    var body: some View {
        NavigationView {
            List {
                ForEach(cities) { city in
                    NavigationLink(destination: WeatherCityDetailView(city: city)) {
                        WeatherCityRow(city: city, scale: scale, showFeelsLike: showFeelsLike)
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationBarTitle("Weather")
        }
    }
}

struct WeatherCityRow: View {
    let city: WeatherCity
    let scale: WeatherScale
    let showFeelsLike: Bool

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: city.condition.symbolName)
                .symbolRenderingMode(.multicolor)
                .foregroundColor(city.condition.color)
                .frame(width: 32)
            VStack(alignment: .leading) {
                Text(city.name)
                    .font(.headline)
                Text(city.condition.label)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing) {
                Text(scale.display(city.temperature))
                    .font(.title2.weight(.semibold))
                if showFeelsLike {
                    Text("Feels like \(scale.display(city.feelsLike))")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding(.vertical, 4)
    }
}
