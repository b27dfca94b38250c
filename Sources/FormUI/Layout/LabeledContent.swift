/// A label beside a value or a view: "Version   2.1". The label is a `<span>` the value follows; where
/// the content is a control, the control keeps its own accessible name.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    public var body: Never { primitiveBodyFailure() }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A value shown with a format: `LabeledContent("Price", value: price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// A value shown with a format, under a title from a string (`LabeledContent(expense.title, value:
    /// expense.amount, format: .number)`), shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension LabeledContent: PrimitiveView {
    public func _render(in context: RenderContext) {
        if context.renderAppStyle(LabeledContentStyles.self, configuration: styleConfiguration) { return }
        context.html.raw("<div class=\"labeled-content\"><span class=\"labeled-content-label\">")
        context.render(label, at: "label")
        context.html.raw("</span><span class=\"labeled-content-value\">")
        context.render(content, at: "content")
        context.html.raw("</span></div>")
    }
}
