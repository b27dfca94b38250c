/// How a picker presents its options. Apply one with `.pickerStyle(_:)` to a picker or to a view that
/// contains pickers.
public protocol PickerStyle: Sendable {}

public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct RadioGroupPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct PalettePickerStyle: PickerStyle { public init() {} }

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
        // Comparing metatypes, not `is` casts: a cast looks up a conformance on every evaluation.
        let kind: PickerStyleKind
        switch ObjectIdentifier(S.self) {
        case ObjectIdentifier(InlinePickerStyle.self): kind = .inline
        case ObjectIdentifier(MenuPickerStyle.self): kind = .menu
        case ObjectIdentifier(NavigationLinkPickerStyle.self): kind = .navigationLink
        case ObjectIdentifier(RadioGroupPickerStyle.self): kind = .radioGroup
        case ObjectIdentifier(SegmentedPickerStyle.self): kind = .segmented
        case ObjectIdentifier(WheelPickerStyle.self): kind = .wheel
        case ObjectIdentifier(PalettePickerStyle.self): kind = .palette
        default: kind = .automatic
        }
        return PickerStyleWriter(content: self, style: kind)
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

/// `.pickerStyle(_:)`: sets one value of the environment, and puts back only that one afterwards. A
/// page sets a style on most pickers; saving and restoring the whole environment around each
/// (``EnvironmentWriter``) would retain and release every reference it holds.
struct PickerStyleWriter<Content: View>: View, TransparentView {
    let content: Content
    let style: PickerStyleKind
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        let saved = context.environment.pickerStyle
        context.environment.pickerStyle = style
        context.render(content)
        context.environment.pickerStyle = saved
    }
}
