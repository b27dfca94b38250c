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

/// The built-in group box: a `<fieldset>` whose `<legend>` is the label.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GroupBox(content: { configuration.content }, label: { configuration.label })
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension GroupBox {
    func renderCustom<S: GroupBoxStyle>(_ style: S, in context: RenderContext) {
        let configuration = GroupBoxStyleConfiguration(label: .init(label), content: .init(content))
        context.renderStyleBody(style.makeBody(configuration: configuration)) { $0.groupBox = nil }
    }
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
        transformEnvironment { $0.customStyles.groupBox = style is DefaultGroupBoxStyle ? nil : style }
    }
}
