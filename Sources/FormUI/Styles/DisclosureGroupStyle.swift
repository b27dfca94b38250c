/// How a disclosure group is drawn: the built-in one, or a style of your own that places the label and
/// shows the content when `isExpanded` says so. Its `isExpanded` is the group's binding, or, for a group
/// without one, a value the session keeps for it, so a button in the style's body that toggles it works
/// with JavaScript off.
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a disclosure group style draws.
public struct DisclosureGroupStyleConfiguration {
    public typealias Label = StyleConfigurationContent
    public typealias Content = StyleConfigurationContent
    public let label: Label
    public let content: Content
    /// Whether the content is shown; writing it writes the group's binding.
    @Binding public var isExpanded: Bool
}

/// The built-in look: a `<details>` element, or a button with `aria-expanded` when the group has a binding.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroup(isExpanded: configuration.$isExpanded, content: { configuration.content }, label: { configuration.label })
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension DisclosureGroup {
    func renderCustom<S: DisclosureGroupStyle>(_ style: S, in context: RenderContext) {
        let expanded: Binding<Bool>
        if let isExpanded {
            expanded = isExpanded
        } else {
            // A group without a binding keeps its state in the session, under its position.
            let key = context.path + "#isExpanded"
            context.noteStateInUse(context.path + "#")
            let state = context.state
            expanded = Binding(get: { state.values[key] as? Bool ?? false }, set: { state.write($0, for: key) })
        }
        let configuration = DisclosureGroupStyleConfiguration(label: .init(label), content: .init(content), isExpanded: expanded)
        context.renderStyleBody(style.makeBody(configuration: configuration)) { $0.disclosureGroup = nil }
    }
}

extension View {
    /// Sets the style of the disclosure groups inside.
    public consuming func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        transformEnvironment { $0.customStyles.disclosureGroup = style is AutomaticDisclosureGroupStyle ? nil : style }
    }
}
