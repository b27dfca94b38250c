import FormUI

// The models the seed documents' examples use. Those the pages declare are copied as they are; those the
// pages leave to the app (`palettes`, `flags`) are stand-ins with what the code asks of them.

// Seed 002 (Picker, "Overview"), also 003 and 004 (Controls — Picker).
enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

// Seed 002 (Picker, "Iterating over a picker's options"), also 003 and 004.
enum Topping: String, CaseIterable, Identifiable {
    case nuts, cookies, blueberries
    var id: Self { self }
}

// Seed 002 (Picker, "Iterating over a picker's options"), also 003 and 004.
extension Flavor {
    var suggestedTopping: Topping {
        switch self {
        case .chocolate: return .nuts
        case .vanilla: return .cookies
        case .strawberry: return .blueberries
        }
    }
}

// Seed 000 (PickerStyle.palette, "Discussion"), also 001.
enum Reaction: Identifiable, CaseIterable {
    case thumbsup, thumbsdown, heart, questionMark
    var id: Self { self }
}

/// Stand-in for the app's colour palettes of seed 000's `.paletteSelectionEffect(.custom)` example: the
/// code reads `title` and `tint`, tags each option with the palette itself and compares it with the
/// selection, so a palette is `Identifiable` and `Hashable`.
struct Palette: Identifiable, Hashable {
    let title: String
    let tint: Color
    /// The posted value: `palettes=ocean`.
    var id: String { title.lowercased() }

    static let all: [Palette] = [
        Palette(title: "Ocean", tint: .blue),
        Palette(title: "Forest", tint: .green),
        Palette(title: "Sunset", tint: .orange),
        Palette(title: "Berry", tint: .purple),
    ]
}

/// Stand-in for the app's flags of seed 000's `.paletteSelectionEffect(.symbolVariant(.slash))` example:
/// the code reads `title` and `color` and tags each option with the flag itself.
struct Flag: Identifiable, Hashable {
    let title: String
    let color: Color
    var id: String { title.lowercased() }

    static let all: [Flag] = [
        Flag(title: "Red", color: .red),
        Flag(title: "Yellow", color: .yellow),
        Flag(title: "Green", color: .green),
    ]
}
