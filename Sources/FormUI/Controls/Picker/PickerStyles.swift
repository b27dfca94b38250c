/// How a picker presents its options. Apply one with `.pickerStyle(_:)` to a picker or to a view that
/// contains pickers.
public protocol PickerStyle: Sendable {}

/// Picker styles, as the style mechanism sees them.
enum PickerStyles: StyleFamily {
    typealias Kind = PickerStyleKind
    static var slot: StyleKinds.Slot? { .picker }
}

/// The built-in picker styles.
enum PickerStyleKind: String, Sendable { case automatic, inline, menu, navigationLink = "navigation-link", radioGroup = "radio-group", segmented, wheel, palette }

public struct DefaultPickerStyle: PickerStyle, BuiltInStyle { static let kind = PickerStyleKind.automatic; public init() {} }
public struct InlinePickerStyle: PickerStyle, BuiltInStyle { static let kind = PickerStyleKind.inline; public init() {} }
public struct MenuPickerStyle: PickerStyle, BuiltInStyle { static let kind = PickerStyleKind.menu; public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInStyle { static let kind = PickerStyleKind.navigationLink; public init() {} }
public struct RadioGroupPickerStyle: PickerStyle, BuiltInStyle { static let kind = PickerStyleKind.radioGroup; public init() {} }
public struct SegmentedPickerStyle: PickerStyle, BuiltInStyle { static let kind = PickerStyleKind.segmented; public init() {} }
public struct WheelPickerStyle: PickerStyle, BuiltInStyle { static let kind = PickerStyleKind.wheel; public init() {} }
public struct PalettePickerStyle: PickerStyle, BuiltInStyle { static let kind = PickerStyleKind.palette; public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
    /// A `<select>`; inside a menu, a list of menu items.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// Each option inline with the other views: radio buttons.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A `<select>`.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A link to a page listing the options; choosing one returns to the page.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == RadioGroupPickerStyle {
    /// A group of radio buttons in a `<fieldset>`.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// A row of buttons, one per option, that apply at once.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A `<select>` tall enough to show the selected option's neighbours.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
    /// A compact row of symbols; inside a menu, a row of the menu.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension View {
    /// Sets the style for pickers within this view.
    public consuming func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        self.style(style, of: PickerStyles.self)
    }

    /// Lays radio-group pickers within this view out in a row.
    public consuming func horizontalRadioGroupLayout() -> some View {
        transformEnvironment { $0.horizontalRadioGroupLayout = true }
    }

    /// Sets how a palette picker shows its selected option.
    public consuming func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View {
        transformEnvironment { $0.paletteSelectionEffect = effect }
    }

    /// Accepted for source compatibility: a wheel is a tall `<select>` whose rows the browser sizes.
    public consuming func defaultWheelPickerItemHeight(_ height: Double) -> some View { self }
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
