import Foundation

struct ConvertlyUnit: Identifiable, Hashable {
    let name: String
    let dimension: Dimension

    var id: String { name }
    var symbol: String { dimension.symbol }
}

enum ConversionKind: String, CaseIterable, Identifiable {
    case length = "Length"
    case temperature = "Temperature"
    case mass = "Mass"
    case volume = "Volume"

    var id: String { rawValue }

    var icon: String {
        switch self {
        case .length: "ruler"
        case .temperature: "thermometer"
        case .mass: "scalemass"
        case .volume: "drop"
        }
    }

    var units: [ConvertlyUnit] {
        switch self {
        case .length:
            [
                ConvertlyUnit(name: "Meters", dimension: UnitLength.meters),
                ConvertlyUnit(name: "Kilometers", dimension: UnitLength.kilometers),
                ConvertlyUnit(name: "Feet", dimension: UnitLength.feet),
                ConvertlyUnit(name: "Miles", dimension: UnitLength.miles),
            ]
        case .temperature:
            [
                ConvertlyUnit(name: "Celsius", dimension: UnitTemperature.celsius),
                ConvertlyUnit(name: "Fahrenheit", dimension: UnitTemperature.fahrenheit),
                ConvertlyUnit(name: "Kelvin", dimension: UnitTemperature.kelvin),
            ]
        case .mass:
            [
                ConvertlyUnit(name: "Grams", dimension: UnitMass.grams),
                ConvertlyUnit(name: "Kilograms", dimension: UnitMass.kilograms),
                ConvertlyUnit(name: "Pounds", dimension: UnitMass.pounds),
                ConvertlyUnit(name: "Ounces", dimension: UnitMass.ounces),
            ]
        case .volume:
            [
                ConvertlyUnit(name: "Milliliters", dimension: UnitVolume.milliliters),
                ConvertlyUnit(name: "Liters", dimension: UnitVolume.liters),
                ConvertlyUnit(name: "Cups", dimension: UnitVolume.cups),
                ConvertlyUnit(name: "Gallons", dimension: UnitVolume.gallons),
            ]
        }
    }
}

struct ConversionRecord: Identifiable {
    let id = UUID()
    let text: String
}

enum ConvertlyMath {
    static func convert(_ value: Double, from: ConvertlyUnit, to: ConvertlyUnit) -> Double {
        Measurement(value: value, unit: from.dimension).converted(to: to.dimension).value
    }
}
