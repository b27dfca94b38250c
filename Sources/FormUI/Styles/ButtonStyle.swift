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

// MARK: Built-in styles

/// The default style: bordered on the page, a plain row inside a list or a menu.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButton(kind: .automatic, configuration: configuration) }
}
/// A button with a border around its label.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButton(kind: .bordered, configuration: configuration) }
}
/// A button filled with the accent colour, for the main action of a page.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButton(kind: .borderedProminent, configuration: configuration) }
}
/// A button without a border, drawn in the accent colour.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButton(kind: .borderless, configuration: configuration) }
}
/// A button that looks like its label, with no decoration.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButton(kind: .plain, configuration: configuration) }
}
/// A button that looks like a link (still a submit button: it runs an action on the server).
public struct LinkButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButton(kind: .link, configuration: configuration) }
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

/// A built-in style's body: the button drawn in that style.
struct BuiltInButton: View, PrimitiveView {
    let kind: ButtonStyleKind
    let configuration: PrimitiveButtonStyleConfiguration
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        let saved = context.environment
        context.environment.buttonStyle = kind
        context.environment.customStyles.primitiveButton = nil
        Button(configuration)._render(in: context)
        context.environment = saved
    }
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
        let kind: ButtonStyleKind?
        switch style {
        case is BorderedButtonStyle: kind = .bordered
        case is BorderedProminentButtonStyle: kind = .borderedProminent
        case is BorderlessButtonStyle: kind = .borderless
        case is PlainButtonStyle: kind = .plain
        case is LinkButtonStyle: kind = .link
        case is DefaultButtonStyle: kind = .automatic
        default: kind = nil
        }
        return transformEnvironment { environment in
            environment.customStyles.button = nil
            if let kind {
                environment.buttonStyle = kind
                environment.customStyles.primitiveButton = nil
            } else {
                environment.customStyles.primitiveButton = style
            }
        }
    }

    /// Sets a style of your own that draws the content of the buttons within this view.
    public consuming func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        transformEnvironment { environment in
            environment.customStyles.button = style
            environment.customStyles.primitiveButton = nil
        }
    }
}

extension Button {
    /// Draws the button with a primitive style of the app's own: its body, evaluated in place.
    func renderCustom<S: PrimitiveButtonStyle>(_ style: S, in context: RenderContext) {
        let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(label), action: action)
        context.renderStyleBody(style.makeBody(configuration: configuration)) { $0.primitiveButton = nil }
    }

    /// Draws the content of the button with a `ButtonStyle` of the app's own.
    func renderCustomContent<S: ButtonStyle>(_ style: S, in context: RenderContext) {
        let configuration = ButtonStyleConfiguration(role: role, label: .init(label), isPressed: false)
        // The content's words were noted with the label; rendering them again must not name anything.
        let savedCapture = context.capture.label
        context.capture.label = nil
        context.renderStyleBody(style.makeBody(configuration: configuration)) { $0.button = nil }
        context.capture.label = savedCapture
    }
}
