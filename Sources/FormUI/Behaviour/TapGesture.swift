/// `.onTapGesture`: the view becomes a submit button whose action is the gesture's.
struct TapGestureView<Content: View>: View {
    let content: Content
    let action: () -> Void
    var body: Never { primitiveBodyFailure() }
}

extension TapGestureView: PrimitiveView {
    func _render(in context: RenderContext) {
        let label = context.renderLabel(content, at: "tap")
        let spoken = label.text.isEmpty ? (label.systemImage.map(SymbolLabels.label(for:)) ?? "Tap") : label.text
        let id = context.controls.allocateName(label: label.nameSource, fallback: "tap", path: context.path)
        let enabled = context.environment.isEnabled
        context.html.raw(ReservedField.actionButtonOpening)
        context.html.attribute(id)
        context.html.raw("\" class=\"tap-target\"")
        context.html.flag("disabled", !enabled)
        context.html.raw(">")
        label.write(to: &context.html)
        if label.text.isEmpty {
            context.html.raw("<span class=\"visually-hidden\">")
            context.html.text(spoken)
            context.html.raw("</span>")
        }
        context.html.raw("</button>")
        var description = ControlDescription(kind: "button", label: spoken, style: "tap-gesture")
        description.actions = [.init(value: id, label: spoken, disabled: enabled ? nil : true)]
        if !enabled { description.disabled = true }
        context.controls.register(description, actions: [
            ControlAction(id: id, label: spoken, isEnabled: enabled, perform: action),
        ])
    }
}

extension View {
    /// Makes the view a button that runs `action` when pressed (a tap, a click, Enter or Space).
    /// A double tap (`count: 2`) is a single press on a page.
    public consuming func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        TapGestureView(content: self, action: action)
    }
}
