import Foundation
import SwiftUI

enum WeatherScale: String, CaseIterable, Identifiable {
    case celsius
    case fahrenheit

    var id: String { rawValue }

    var title: String {
        switch self {
        case .celsius: "Celsius"
        case .fahrenheit: "Fahrenheit"
        }
    }

    var symbol: String { self == .celsius ? "°C" : "°F" }

    func convert(_ celsius: Double) -> Double {
        switch self {
        case .celsius: celsius
        case .fahrenheit: celsius * 9 / 5 + 32
        }
    }

    func display(_ celsius: Double) -> String {
        "\(Int(convert(celsius).rounded()))\(symbol)"
    }
}

enum WeatherCondition: String {
    case sunny, cloudy, rainy, stormy, snowy, partlyCloudy

    var symbolName: String {
        switch self {
        case .sunny: "sun.max.fill"
        case .cloudy: "cloud.fill"
        case .rainy: "cloud.rain.fill"
        case .stormy: "cloud.bolt.rain.fill"
        case .snowy: "snowflake"
        case .partlyCloudy: "cloud.sun.fill"
        }
    }

    var label: String {
        switch self {
        case .partlyCloudy: "Partly cloudy"
        default: rawValue.capitalized
        }
    }

    var color: Color {
        switch self {
        case .sunny: .yellow
        case .cloudy, .partlyCloudy: .gray
        case .rainy: .blue
        case .stormy: .purple
        case .snowy: .cyan
        }
    }
}

struct WeatherHour: Identifiable {
    let hour: Int
    let temperature: Double
    let condition: WeatherCondition
    var id: Int { hour }
}

struct WeatherCity: Identifiable {
    let id: String
    let name: String
    let country: String
    let temperature: Double
    let feelsLike: Double
    let high: Double
    let low: Double
    let humidity: Double
    let uvIndex: Int
    let windKph: Int
    let condition: WeatherCondition
    let hourly: [WeatherHour]
}

extension WeatherCity {
    static let samples: [WeatherCity] = [
        WeatherCity(
            id: "lisbon", name: "Lisbon", country: "Portugal", temperature: 21, feelsLike: 22, high: 24, low: 15,
            humidity: 0.62, uvIndex: 7, windKph: 14, condition: .sunny,
            hourly: [
                WeatherHour(hour: 12, temperature: 21, condition: .sunny),
                WeatherHour(hour: 13, temperature: 23, condition: .sunny),
                WeatherHour(hour: 14, temperature: 24, condition: .partlyCloudy),
            ]
        ),
        WeatherCity(
            id: "oslo", name: "Oslo", country: "Norway", temperature: -3, feelsLike: -8, high: 0, low: -6,
            humidity: 0.81, uvIndex: 1, windKph: 22, condition: .snowy,
            hourly: [
                WeatherHour(hour: 12, temperature: -3, condition: .snowy),
                WeatherHour(hour: 13, temperature: -2, condition: .cloudy),
                WeatherHour(hour: 14, temperature: -2, condition: .snowy),
            ]
        ),
        WeatherCity(
            id: "singapore", name: "Singapore", country: "Singapore", temperature: 31, feelsLike: 37, high: 32, low: 26,
            humidity: 0.88, uvIndex: 11, windKph: 9, condition: .stormy,
            hourly: [
                WeatherHour(hour: 12, temperature: 31, condition: .cloudy),
                WeatherHour(hour: 13, temperature: 32, condition: .stormy),
                WeatherHour(hour: 14, temperature: 29, condition: .rainy),
            ]
        ),
    ]
}
