/// Content that can be shown and hidden under a label.
///
/// Without a binding it is a `<details>` element: the browser opens and closes it, with or without
/// JavaScript, and the server keeps nothing. With `isExpanded:` the binding decides: the label is a
/// button (`aria-expanded`) whose press writes the binding (`_action=NAME.toggle`), and the content is in
/// the page but `hidden` while collapsed (its fields are still posted, so a collapsed group loses
/// nothing).
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    public var body: Never { primitiveBodyFailure() }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}

extension DisclosureGroup: PrimitiveView {
    public func _render(in context: RenderContext) {
        if context.renderAppStyle(DisclosureGroupStyles.self, configuration: styleConfiguration(in: context)) { return }
        guard let isExpanded else {
            context.html.raw("<details class=\"disclosure-group\"><summary>")
            context.render(label, at: "label")
            context.html.raw("</summary><div class=\"disclosure-content\">")
            context.render(content, at: "content")
            context.html.raw("</div></details>")
            return
        }
        let rendered = context.renderLabel(label)
        let name = context.controls.allocateName(label: rendered.nameSource, fallback: "disclosure", path: context.path)
        let expanded = isExpanded.wrappedValue
        let action = name + ".toggle"
        let enabled = context.environment.isEnabled
        context.html.raw("<div class=\"disclosure-group\">")
        context.html.raw(ReservedField.actionButtonOpening)
        context.html.attribute(action)
        context.html.raw("\" class=\"disclosure-toggle\" aria-expanded=\"")
        context.html.raw(expanded ? "true" : "false")
        context.html.raw("\" aria-controls=\"")
        context.html.attribute("disclosure-" + name)
        context.html.raw("\"")
        context.html.flag("disabled", !enabled)
        context.html.raw(">")
        rendered.write(to: &context.html)
        context.html.raw("</button><div class=\"disclosure-content\" id=\"")
        context.html.attribute("disclosure-" + name)
        context.html.raw("\"")
        context.html.flag("hidden", !expanded)
        context.html.raw(">")
        context.render(content, at: "content")
        context.html.raw("</div></div>")

        let label = rendered.text
        var description = ControlDescription(kind: "disclosure-group", label: label, value: expanded ? "expanded" : "collapsed")
        description.actions = [.init(value: action, label: (expanded ? "Collapse " : "Expand ") + label, disabled: enabled ? nil : true)]
        context.controls.register(description, actions: [
            ControlAction(id: action, label: label, isEnabled: enabled) { isExpanded.wrappedValue.toggle() },
        ])
    }
}
