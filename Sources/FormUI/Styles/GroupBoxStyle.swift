/// How a group box is drawn: the built-in box, or a style of your own that places its label and content.
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a group box style draws.
public struct GroupBoxStyleConfiguration {
    public typealias Label = StyleConfigurationContent
    public typealias Content = StyleConfigurationContent
    public let label: Label
    public let content: Content
}

/// Group box styles, as the style mechanism sees them: the built-in box, or the app's own.
enum GroupBoxStyles: StyleFamilyWithBody {
    typealias Kind = SingleKind
    static func control(_ configuration: GroupBoxStyleConfiguration) -> some View { GroupBox(configuration) }
}

/// The built-in group box: a `<fieldset>` whose `<legend>` is the label.
public struct DefaultGroupBoxStyle: GroupBoxStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<GroupBoxStyles>(kind: Self.kind, configuration: configuration) }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension GroupBox {
    /// What a style draws this group box from.
    var styleConfiguration: GroupBoxStyleConfiguration { GroupBoxStyleConfiguration(label: .init(label), content: .init(content)) }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A group box made from a style's configuration.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension View {
    /// Sets the style of the group boxes inside.
    public consuming func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        self.style(style, of: GroupBoxStyles.self) { style.makeBody(configuration: $0) }
    }
}
