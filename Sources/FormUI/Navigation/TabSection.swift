/// A group of tabs under a title (`TabSection("Library") { Tab(…) … }`): a sidebar's section on an
/// iPad; on a page, the title over the group's links in the tab bar. Its tabs are the tab view's like
/// any other.
public struct TabSection<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let title: String?
    let content: Content
    public var body: Never { primitiveBodyFailure() }

    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        title = Text(titleKey).plainText
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    /// A section with no title: its tabs, grouped.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        title = nil
        self.content = content()
    }

    public func _render(in context: RenderContext) {
        let tabs = context.reports.tabs
        let saved = tabs?.section
        tabs?.section = title
        context.render(content, at: "section")
        tabs?.section = saved
    }
}
