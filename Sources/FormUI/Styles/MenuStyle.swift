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

/// Menu styles, as the style mechanism sees them.
enum MenuStyles: StyleFamilyWithBody {
    typealias Kind = SingleKind
    static func control(_ configuration: MenuStyleConfiguration) -> some View { Menu(configuration) }
}

/// The built-in menu: a `<details>` element holding its items.
public struct DefaultMenuStyle: MenuStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<MenuStyles>(kind: Self.kind, configuration: configuration) }
}
/// Accepted for source compatibility: a menu drawn as a button is the built-in menu.
public struct ButtonMenuStyle: MenuStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<MenuStyles>(kind: Self.kind, configuration: configuration) }
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
        self.style(style, of: MenuStyles.self) { style.makeBody(configuration: $0) }
    }
}

extension Menu {
    /// What a style draws this menu from.
    var styleConfiguration: MenuStyleConfiguration { MenuStyleConfiguration(label: .init(label), content: .init(content)) }
}
