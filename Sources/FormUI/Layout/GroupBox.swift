/// A box around related views, with an optional title: a `<fieldset>` whose `<legend>` is the label, or
/// a plain box without one.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    public var body: Never { primitiveBodyFailure() }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    @available(*, deprecated, renamed: "init(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox: PrimitiveView {
    public func _render(in context: RenderContext) {
        if context.renderAppStyle(GroupBoxStyles.self, configuration: styleConfiguration) { return }
        if label is EmptyView {
            context.html.raw("<div class=\"group-box\">")
            context.render(content, at: "content")
            context.html.raw("</div>")
            return
        }
        context.html.raw("<fieldset class=\"group-box\"><legend class=\"group-box-label\">")
        context.render(label, at: "label")
        context.html.raw("</legend>")
        context.render(content, at: "content")
        context.html.raw("</fieldset>")
    }
}
