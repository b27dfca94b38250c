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

/// Disclosure group styles, as the style mechanism sees them.
enum DisclosureGroupStyles: StyleFamilyWithBody {
    typealias Kind = SingleKind
    static func control(_ configuration: DisclosureGroupStyleConfiguration) -> some View { DisclosureGroup(isExpanded: configuration.$isExpanded, content: { configuration.content }, label: { configuration.label }) }
}

/// The built-in look: a `<details>` element, or a button with `aria-expanded` when the group has a binding.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<DisclosureGroupStyles>(kind: Self.kind, configuration: configuration) }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension DisclosureGroup {
    /// What a style draws this group from: for a group without a binding, `isExpanded` is a value the
    /// session keeps under the group's position.
    func styleConfiguration(in context: RenderContext) -> DisclosureGroupStyleConfiguration {
        let expanded: Binding<Bool>
        if let isExpanded {
            expanded = isExpanded
        } else {
            let key = context.path + "#isExpanded"
            context.noteStateInUse(context.path + "#")
            let state = context.state
            expanded = Binding(get: { state.values[key] as? Bool ?? false }, set: { state.write($0, for: key) })
        }
        return DisclosureGroupStyleConfiguration(label: .init(label), content: .init(content), isExpanded: expanded)
    }
}

extension View {
    /// Sets the style of the disclosure groups inside.
    public consuming func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        self.style(style, of: DisclosureGroupStyles.self) { style.makeBody(configuration: $0) }
    }
}
