/// How buttons look and behave: the built-in styles, and two protocols for your own, as in SwiftUI.
///
/// - A ``ButtonStyle`` draws a button's content (`makeBody(configuration:)` with its label, whether it
///   is pressed, its role). The button stays a submit button of the page, with its action.
/// - A ``PrimitiveButtonStyle`` draws the whole button and decides when it acts: its body calls
///   `configuration.trigger()` (from a `Button(configuration)`, an `.onTapGesture`, …), which runs the
///   button's action when the page posts that control.
///
/// A page cannot show a button mid-press without JavaScript, so `isPressed` is false when a page is drawn.
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a button style draws.
public struct ButtonStyleConfiguration {
    public typealias Label = StyleConfigurationContent

    public let role: ButtonRole?
    public let label: Label
    /// Whether the button is being pressed: false on a page drawn by the server.
    public let isPressed: Bool
}

public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a primitive button style draws, and how it makes the button act.
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label

    public let role: ButtonRole?
    public let label: Label
    let action: () -> Void

    /// Runs the button's action.
    public func trigger() { action() }
}

/// Primitive button styles, as the style mechanism sees them: the built-in looks, or a style of the
/// app's own that draws the whole button.
enum PrimitiveButtonStyles: StyleFamilyWithBody {
    typealias Kind = ButtonStyleKind
    static var slot: StyleKinds.Slot? { .button }
    static func control(_ configuration: PrimitiveButtonStyleConfiguration) -> some View { Button(configuration) }
}

/// Button styles of the app's own, which draw a button's content; the button stays the page's.
enum ButtonStyles: StyleFamilyWithBody {
    typealias Kind = SingleKind
    static func control(_ configuration: ButtonStyleConfiguration) -> some View { configuration.label }
}

/// The built-in button styles.
enum ButtonStyleKind: String, Sendable { case automatic, bordered, borderedProminent = "bordered-prominent", borderless, plain, link }

// MARK: Built-in styles

/// The default style: bordered on the page, a plain row inside a list or a menu.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    static let kind = ButtonStyleKind.automatic
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<PrimitiveButtonStyles>(kind: Self.kind, configuration: configuration) }
}
/// A button with a border around its label.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    static let kind = ButtonStyleKind.bordered
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<PrimitiveButtonStyles>(kind: Self.kind, configuration: configuration) }
}
/// A button filled with the accent colour, for the main action of a page.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    static let kind = ButtonStyleKind.borderedProminent
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<PrimitiveButtonStyles>(kind: Self.kind, configuration: configuration) }
}
/// A button without a border, drawn in the accent colour.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    static let kind = ButtonStyleKind.borderless
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<PrimitiveButtonStyles>(kind: Self.kind, configuration: configuration) }
}
/// A button that looks like its label, with no decoration.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    static let kind = ButtonStyleKind.plain
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<PrimitiveButtonStyles>(kind: Self.kind, configuration: configuration) }
}
/// A button that looks like a link (still a submit button: it runs an action on the server).
public struct LinkButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    static let kind = ButtonStyleKind.link
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<PrimitiveButtonStyles>(kind: Self.kind, configuration: configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's context.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// A button style for buttons that emulate links.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button made from a style's configuration: it runs the configuration's action.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

extension View {
    /// Sets the style for buttons within this view: a built-in one, or a primitive style of your own.
    public consuming func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        // The style nearest a button wins: this one takes the place of a content style set around it.
        self.style(style, of: PrimitiveButtonStyles.self) { style.makeBody(configuration: $0) }
            .clearingAppStyle(of: ButtonStyles.self)
    }

    /// Sets a style of your own that draws the content of the buttons within this view.
    public consuming func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        self.style(style, of: ButtonStyles.self) { style.makeBody(configuration: $0) }
            .clearingAppStyle(of: PrimitiveButtonStyles.self)
    }
}
