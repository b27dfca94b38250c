/// Progress toward a total: a `<progress>` element with its label (`<label for>`) and, when given, the
/// current value's label. Without a value it is indeterminate (an animated bar).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label
    let currentValueLabel: CurrentValueLabel
    /// The fraction done, 0...1; nil when indeterminate.
    let fraction: Double?
    public var body: Never { primitiveBodyFailure() }

    init(label: Label, currentValueLabel: CurrentValueLabel, value: Double?, total: Double) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        if let value, value.isFinite, total.isFinite, total > 0 {
            fraction = min(max(value / total, 0), 1)
        } else {
            fraction = nil
        }
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), value: value.map { Double($0) }, total: Double(total))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: EmptyView(), value: value.map { Double($0) }, total: Double(total))
    }

    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: EmptyView(), value: nil, total: 1)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: work under way.
    public init() {
        self.init(label: EmptyView(), currentValueLabel: EmptyView(), value: nil, total: 1)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: EmptyView(), currentValueLabel: EmptyView(), value: value.map { Double($0) }, total: Double(total))
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {
        self.init(label: Text(titleKey), currentValueLabel: EmptyView(), value: nil, total: 1)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: Text(title), currentValueLabel: EmptyView(), value: nil, total: 1)
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(label: Text(titleKey), currentValueLabel: EmptyView(), value: value.map { Double($0) }, total: Double(total))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(label: Text(title), currentValueLabel: EmptyView(), value: value.map { Double($0) }, total: Double(total))
    }
}

extension ProgressView: PrimitiveView {
    public func _render(in context: RenderContext) {
        if context.renderAppStyle(ProgressViewStyles.self, configuration: styleConfiguration) { return }
        let rendered = context.renderLabel(label)
        let id = "progress-" + Slug.shortHash(context.path)
        context.html.raw("<div class=\"control progress-view\">")
        let named = !rendered.text.isEmpty
        if named {
            context.html.raw("<label class=\"control-label\" for=\"")
            context.html.attribute(id)
            context.html.raw("\">")
            rendered.write(to: &context.html)
            context.html.raw("</label>")
        }
        context.html.raw("<progress id=\"")
        context.html.attribute(id)
        context.html.raw("\" max=\"100\"")
        if let fraction {
            context.html.raw(" value=\"")
            context.html.number(Int((fraction * 100).rounded()))
            context.html.raw("\"")
        }
        // Without a label the bar is named for what it is.
        if !named { context.html.raw(fraction == nil ? " aria-label=\"Loading\"" : " aria-label=\"Progress\"") }
        context.writeAccessibilityAttributes()
        context.html.raw(">")
        if let fraction {
            context.html.number(Int((fraction * 100).rounded()))
            context.html.raw("%")
        }
        context.html.raw("</progress>")
        if !(currentValueLabel is EmptyView) {
            context.html.raw("<span class=\"progress-value\">")
            context.render(currentValueLabel, at: "value")
            context.html.raw("</span>")
        }
        context.html.raw("</div>")
    }
}
