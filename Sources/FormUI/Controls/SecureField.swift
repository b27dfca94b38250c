/// A control into which people securely enter private text.
///
/// Rendered as `<input type="password" autocomplete="current-password">` with a `<label for>`, the prompt
/// as placeholder. The value is never sent back to the browser: no `value` attribute, no value in the
/// JSON view, and after a rejected post the field is empty while the other fields keep their input.
///
/// Because the page never shows the value, it cannot tell "left alone" from "erased": an empty post
/// means *unchanged* and a non-empty one writes the binding. (A page that must let people clear a
/// secret can offer a button that does it.) `onSubmit(of:_:)` works as for ``TextField``: Enter runs it.
public struct SecureField<Label: View>: View {
    let label: Label
    let text: Binding<String>
    let prompt: Text?
    let commitActions: [() -> Void]


    init(label: Label, text: Binding<String>, prompt: Text?, commitActions: [() -> Void] = []) {
        self.label = label
        self.text = text
        self.prompt = prompt
        self.commitActions = commitActions
    }

    /// Creates a secure field with a prompt generated from a `Text`, and a label from a view.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label: label(), text: text, prompt: prompt)
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(label: Text(titleKey), text: text, prompt: nil)
    }

    /// Creates a secure field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(label: Text(title), text: text, prompt: nil)
    }

    /// Creates a secure field with a prompt generated from a `Text`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(titleKey), text: text, prompt: prompt)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(title), text: text, prompt: prompt)
    }

    /// Creates a secure field that runs `onCommit` when someone presses Enter in it.
    @available(*, deprecated, message: "Use init(_:text:) with onSubmit(of:_:)")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(label: Text(titleKey), text: text, prompt: nil, commitActions: [onCommit])
    }

    @available(*, deprecated, message: "Use init(_:text:) with onSubmit(of:_:)")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(label: Text(title), text: text, prompt: nil, commitActions: [onCommit])
    }
}

extension SecureField: Control {
    public func render(in context: ControlContext) {
        TextInput(kind: .secure, text: text, prompt: prompt, extraSubmitActions: commitActions)
            .render(label: label, in: context)
    }
}
