/// A multi-line text editor: a `<textarea>` (`TextField(_:text:axis: .vertical)` without a visible
/// label). Name it with `.accessibilityLabel`; without one it is named "Text" for screen readers.
public struct TextEditor: View {
    let text: Binding<String>
    public init(text: Binding<String>) { self.text = text }
}

extension TextEditor: Control {
    public func render(in context: ControlContext) {
        context.raw("<div class=\"labels-hidden text-editor\">")
        TextField("Text", text: text, axis: .vertical).render(in: context)
        context.raw("</div>")
    }
}
