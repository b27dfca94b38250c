/// How labeled content is drawn: the label beside its value, or a style of your own.
public protocol LabeledContentStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a labeled content style draws.
public struct LabeledContentStyleConfiguration {
    public typealias Label = StyleConfigurationContent
    public typealias Content = StyleConfigurationContent
    public let label: Label
    public let content: Content
}

/// The built-in look: the label, then the value at the end of the row.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LabeledContent(content: { configuration.content }, label: { configuration.label })
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Labeled content made from a style's configuration.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension View {
    /// Sets the style of the labeled content inside.
    public consuming func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        transformEnvironment { $0.customStyles.labeledContent = style is AutomaticLabeledContentStyle ? nil : style }
    }
}
