// The internal names of styles, carried in the environment. Public style types live beside their controls.
enum PickerStyleKind: String, Sendable { case automatic, inline, menu, navigationLink = "navigation-link", radioGroup = "radio-group", segmented, wheel, palette }
enum ToggleStyleKind: String, Sendable { case automatic, switchStyle = "switch", checkbox, button }
enum ButtonStyleKind: String, Sendable { case automatic, bordered, borderedProminent = "bordered-prominent", borderless, plain, link }
enum TextFieldStyleKind: String, Sendable { case automatic, roundedBorder = "rounded-border", plain, squareBorder = "square-border" }
enum DatePickerStyleKind: String, Sendable { case automatic, compact, graphical, wheel, field, stepperField = "stepper-field" }
enum GaugeStyleKind: String, Sendable {
    case automatic, linear, circular, linearCapacity = "linear-capacity", circularCapacity = "circular-capacity"
    case accessoryCircular = "accessory-circular", accessoryCircularCapacity = "accessory-circular-capacity"
    case accessoryLinear = "accessory-linear", accessoryLinearCapacity = "accessory-linear-capacity"
}

/// How capitalisation is suggested to a text field; sent to the browser as `autocapitalize`.
public struct TextInputAutocapitalization: Sendable, Equatable {
    let html: StaticString
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.html.description == rhs.html.description }
    public static let never = TextInputAutocapitalization(html: "none")
    public static let words = TextInputAutocapitalization(html: "words")
    public static let sentences = TextInputAutocapitalization(html: "sentences")
    public static let characters = TextInputAutocapitalization(html: "characters")
}

/// How a palette picker shows the selected option.
public struct PaletteSelectionEffect: Sendable, Equatable {
    enum Kind: Equatable, Sendable { case automatic, custom, symbolVariant(SymbolVariants) }
    let kind: Kind
    /// The system's effect: the selected option is outlined.
    public static let automatic = PaletteSelectionEffect(kind: .automatic)
    /// No system effect: the option's own image shows the selection.
    public static let custom = PaletteSelectionEffect(kind: .custom)
    /// The selected option's symbol is drawn in this variant.
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
        PaletteSelectionEffect(kind: .symbolVariant(variant))
    }
}
