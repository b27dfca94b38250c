/// Controls that belong together, drawn as one row: a `<div role="group">` named by its label.
public struct ControlGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    public var body: Never { primitiveBodyFailure() }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
}

extension ControlGroup where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension ControlGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension ControlGroup: PrimitiveView {
    public func _render(in context: RenderContext) {
        if label is EmptyView {
            context.html.raw("<div class=\"control-group\" role=\"group\">")
        } else {
            let rendered = context.renderLabel(label)
            context.html.raw("<div class=\"control-group\" role=\"group\" aria-label=\"")
            context.html.attribute(rendered.text)
            context.html.raw("\">")
        }
        context.render(content, at: "content")
        context.html.raw("</div>")
    }
}

/// How a control group is drawn; a row of buttons on a page.
public protocol ControlGroupStyle: Sendable {}
public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: Self { .init() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: Self { .init() } }

extension View {
    /// Accepted for source compatibility: a control group is a row of controls.
    public consuming func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
