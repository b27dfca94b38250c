import SwiftUI

// A temperature and distance converter like the classic beginner project: a number typed with a
// format, pickers for the units, and .onChange converting distances and keeping a history.

enum TemperatureUnit: String, CaseIterable, Identifiable {
    case celsius = "Celsius"
    case fahrenheit = "Fahrenheit"
    case kelvin = "Kelvin"

    var id: String { rawValue }

    func toCelsius(_ value: Double) -> Double {
        switch self {
        case .celsius: value
        case .fahrenheit: (value - 32) * 5 / 9
        case .kelvin: value - 273.15
        }
    }

    func fromCelsius(_ value: Double) -> Double {
        switch self {
        case .celsius: value
        case .fahrenheit: value * 9 / 5 + 32
        case .kelvin: value + 273.15
        }
    }
}

struct UnitConverterView: View {
    @State private var input = 100.0
    @State private var inputUnit = TemperatureUnit.celsius
    @State private var outputUnit = TemperatureUnit.fahrenheit
    @State private var kilometers = 5.0
    @State private var miles = 3.106855
    @State private var history: [String] = []

    private var output: Double {
        outputUnit.fromCelsius(inputUnit.toCelsius(input))
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Temperature") {
                    TextField("Value", value: $input, format: .number)
                        .keyboardType(.decimalPad)
                    Picker("From", selection: $inputUnit) {
                        ForEach(TemperatureUnit.allCases) { unit in
                            Text(unit.rawValue).tag(unit)
                        }
                    }
                    Picker("To", selection: $outputUnit) {
                        ForEach(TemperatureUnit.allCases) { unit in
                            Text(unit.rawValue).tag(unit)
                        }
                    }
                }

                Section("Result") {
                    Text(output, format: .number.precision(.fractionLength(1)))
                        .font(.largeTitle)
                }

                Section("Distance") {
                    TextField("Kilometers", value: $kilometers, format: .number)
                        .onChange(of: kilometers) { _, newValue in
                            miles = newValue * 0.621371
                        }
                    LabeledContent("Miles") {
                        Text(miles, format: .number.precision(.fractionLength(2)))
                    }
                }

                Section("History") {
                    ForEach(history, id: \.self) { entry in
                        Text(entry)
                    }
                }
            }
            .navigationTitle("Converter")
            .onChange(of: input) { oldValue, newValue in
                history.append("\(oldValue.formatted()) → \(newValue.formatted())")
            }
        }
    }
}
