/// How labels show: title and icon, icon only (the title still read by screen readers), title only, or a
/// style of your own whose body places the title and the icon.
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

/// What a label style draws.
public struct LabelStyleConfiguration {
    public typealias Title = StyleConfigurationContent
    public typealias Icon = StyleConfigurationContent
    public let title: Title
    public let icon: Icon
}

/// Label styles, as the style mechanism sees them.
enum LabelStyles: StyleFamilyWithBody {
    typealias Kind = LabelStyleKind
    static var slot: StyleKinds.Slot? { .label }
    static func control(_ configuration: LabelStyleConfiguration) -> some View { Label(configuration) }
}

/// The built-in label styles.
enum LabelStyleKind: Sendable { case automatic, iconOnly, titleOnly, titleAndIcon }

/// The title and the icon.
public struct DefaultLabelStyle: LabelStyle, BuiltInStyle {
    static let kind = LabelStyleKind.automatic
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<LabelStyles>(kind: Self.kind, configuration: configuration) }
}
/// The icon alone; the title is still read by screen readers.
public struct IconOnlyLabelStyle: LabelStyle, BuiltInStyle {
    static let kind = LabelStyleKind.iconOnly
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<LabelStyles>(kind: Self.kind, configuration: configuration) }
}
/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle, BuiltInStyle {
    static let kind = LabelStyleKind.titleOnly
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<LabelStyles>(kind: Self.kind, configuration: configuration) }
}
/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle, BuiltInStyle {
    static let kind = LabelStyleKind.titleAndIcon
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<LabelStyles>(kind: Self.kind, configuration: configuration) }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() } }

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label made from a style's configuration.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label {
    /// What a style draws this label from.
    var styleConfiguration: LabelStyleConfiguration { LabelStyleConfiguration(title: .init(title), icon: .init(icon)) }
}

extension View {
    /// Sets how labels inside show: `.labelStyle(.iconOnly)`, or a style of your own.
    public consuming func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        self.style(style, of: LabelStyles.self) { style.makeBody(configuration: $0) }
    }
}
