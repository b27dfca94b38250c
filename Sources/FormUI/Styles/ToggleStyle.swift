/// How a toggle presents itself: one of the built-in styles, or your own.
///
/// A style of your own draws the toggle from its configuration, as in SwiftUI:
///
/// ```swift
/// struct StarToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             Label { configuration.label } icon: { Image(systemName: configuration.isOn ? "star.fill" : "star") }
///         }
///     }
/// }
/// ```
///
/// Its body is evaluated as a view tree in which controls work: the `Button` above is a submit button of
/// the page, so pressing it toggles the bound value with JavaScript off. Inside the body, a
/// `Toggle(configuration)` is drawn in the built-in style in effect around the custom one.
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a toggle style draws: the toggle's label and its state.
public struct ToggleStyleConfiguration {
    public typealias Label = StyleConfigurationContent

    /// The label the toggle was given.
    public let label: Label
    /// Whether the toggle is on; writing it writes the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all the same.
    public let isMixed: Bool
}

/// Toggle styles, as the style mechanism sees them.
enum ToggleStyles: StyleFamilyWithBody {
    typealias Kind = ToggleStyleKind
    static var slot: StyleKinds.Slot? { .toggle }
    static func control(_ configuration: ToggleStyleConfiguration) -> some View { Toggle(configuration) }
}

/// The built-in toggle styles.
enum ToggleStyleKind: String, Sendable { case automatic, switchStyle = "switch", checkbox, button }

// MARK: Built-in styles

/// The default toggle style: a switch; inside a menu, a menu item.
public struct DefaultToggleStyle: ToggleStyle, BuiltInStyle {
    static let kind = ToggleStyleKind.automatic
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<ToggleStyles>(kind: Self.kind, configuration: configuration) }
}
/// A checkbox with `role="switch"`, drawn as a switch.
public struct SwitchToggleStyle: ToggleStyle, BuiltInStyle {
    static let kind = ToggleStyleKind.switchStyle
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<ToggleStyles>(kind: Self.kind, configuration: configuration) }
}
/// A checkbox.
public struct CheckboxToggleStyle: ToggleStyle, BuiltInStyle {
    static let kind = ToggleStyleKind.checkbox
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<ToggleStyles>(kind: Self.kind, configuration: configuration) }
}
/// A button that shows whether it is pressed (`aria-pressed`) and toggles when pressed.
public struct ButtonToggleStyle: ToggleStyle, BuiltInStyle {
    static let kind = ToggleStyleKind.button
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<ToggleStyles>(kind: Self.kind, configuration: configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A toggle style that displays a checkbox followed by its label.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as the title.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle made from a style's configuration: inside a custom style's body, the toggle drawn in the
    /// built-in style around it.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(label: configuration.label, isOn: BoundValues(configuration.$isOn))
    }
}

extension View {
    /// Sets the style for toggles in a view hierarchy: a built-in one, or your own.
    public consuming func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        self.style(style, of: ToggleStyles.self) { style.makeBody(configuration: $0) }
    }
}

extension Toggle {
    /// What a style draws this toggle from: its label, and one binding for all the values it stands for.
    var styleConfiguration: ToggleStyleConfiguration {
        let values = isOn.read()
        let isMixed = values.contains(true) && values.contains(false)
        let isOn = self.isOn
        let binding = Binding<Bool>(
            get: { let values = isOn.read(); return !values.isEmpty && values.allSatisfy { $0 } },
            set: { isOn.write($0) }
        )
        return ToggleStyleConfiguration(label: .init(label), isOn: binding, isMixed: isMixed)
    }
}
