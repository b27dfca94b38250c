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

/// Labeled content styles, as the style mechanism sees them.
enum LabeledContentStyles: StyleFamilyWithBody {
    typealias Kind = SingleKind
    static func control(_ configuration: LabeledContentStyleConfiguration) -> some View { LabeledContent(configuration) }
}

/// The built-in look: the label, then the value at the end of the row.
public struct AutomaticLabeledContentStyle: LabeledContentStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<LabeledContentStyles>(kind: Self.kind, configuration: configuration) }
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
        self.style(style, of: LabeledContentStyles.self) { style.makeBody(configuration: $0) }
    }
}

extension LabeledContent {
    /// What a style draws this labeled content from.
    var styleConfiguration: LabeledContentStyleConfiguration {
        LabeledContentStyleConfiguration(label: .init(label), content: .init(content))
    }
}
