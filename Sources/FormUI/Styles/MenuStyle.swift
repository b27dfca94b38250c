/// How a menu is drawn: a `<details>` element (the built-in style), or a style of your own, which
/// usually wraps `Menu(configuration)` in modifiers.
public protocol MenuStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = MenuStyleConfiguration
}

/// What a menu style draws.
public struct MenuStyleConfiguration {
    public typealias Label = StyleConfigurationContent
    public typealias Content = StyleConfigurationContent
    let label: Label
    let content: Content
}

/// The built-in menu: a `<details>` element holding its items.
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
/// Accepted for source compatibility: a menu drawn as a button is the built-in menu.
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// A menu made from a style's configuration: the built-in menu.
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension View {
    /// Sets the style of the menus inside.
    public consuming func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        let isBuiltIn = style is DefaultMenuStyle || style is ButtonMenuStyle
        return transformEnvironment { $0.customStyles.menu = isBuiltIn ? nil : style }
    }
}
