/// `.alert` and `.confirmationDialog`: a title, an optional message, and buttons, in a region at the top
/// of the page (see ``RenderContext/present(dismiss:_:)``).
struct AlertView<Content: View, Actions: View, Message: View>: View, PrimitiveView {
    let content: Content
    let title: Text
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message
    /// `alert` for an alert, `confirmation` for a confirmation dialog.
    let kind: StaticString
    var showsTitle = true
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        context.render(content)
        guard isPresented.wrappedValue else { return }
        let isPresented = self.isPresented
        context.present(dismiss: { isPresented.wrappedValue = false }) { context in
            let id = "presentation-" + String(Slug.shortHash(context.path))
            context.html.raw("<section class=\"presentation ")
            context.html.raw(kind)
            context.html.raw("\" role=\"alertdialog\" aria-labelledby=\"")
            context.html.attribute(id + "-title")
            context.html.raw("\"")
            if !(message is EmptyView) {
                context.html.raw(" aria-describedby=\"")
                context.html.attribute(id + "-message")
                context.html.raw("\"")
            }
            context.html.raw("><h2 class=\"presentation-title")
            if !showsTitle { context.html.raw(" visually-hidden") }
            context.html.raw("\" id=\"")
            context.html.attribute(id + "-title")
            context.html.raw("\">")
            context.html.text(title.plainText)
            context.html.raw("</h2>")
            if !(message is EmptyView) {
                context.html.raw("<div class=\"presentation-message\" id=\"")
                context.html.attribute(id + "-message")
                context.html.raw("\">")
                context.render(message, at: "message")
                context.html.raw("</div>")
            }
            context.render(PresentationActions(actions: actions), at: "presentation")
            context.html.raw("</section>")
        }
    }
}

extension View {
    // MARK: Alerts

    /// Shows an alert while `isPresented` is true; each of its buttons dismisses it.
    public consuming func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        AlertView(content: self, title: Text(titleKey), isPresented: isPresented, actions: actions(), message: EmptyView(), kind: "alert")
    }

    @_disfavoredOverload
    public consuming func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        AlertView(content: self, title: Text(title), isPresented: isPresented, actions: actions(), message: EmptyView(), kind: "alert")
    }

    public consuming func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        AlertView(content: self, title: title, isPresented: isPresented, actions: actions(), message: EmptyView(), kind: "alert")
    }

    /// Shows an alert with a message while `isPresented` is true.
    public consuming func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        AlertView(content: self, title: Text(titleKey), isPresented: isPresented, actions: actions(), message: message(), kind: "alert")
    }

    @_disfavoredOverload
    public consuming func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        AlertView(content: self, title: Text(title), isPresented: isPresented, actions: actions(), message: message(), kind: "alert")
    }

    public consuming func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        AlertView(content: self, title: title, isPresented: isPresented, actions: actions(), message: message(), kind: "alert")
    }

    /// Shows an alert about `data` while `isPresented` is true and `data` is not nil.
    public consuming func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let presented = isPresented.presenting(data)
        return AlertView(content: self, title: Text(titleKey), isPresented: presented, actions: data.map(actions), message: data.map(message), kind: "alert")
    }

    @_disfavoredOverload
    public consuming func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let presented = isPresented.presenting(data)
        return AlertView(content: self, title: Text(title), isPresented: presented, actions: data.map(actions), message: data.map(message), kind: "alert")
    }

    public consuming func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let presented = isPresented.presenting(data)
        return AlertView(content: self, title: Text(titleKey), isPresented: presented, actions: data.map(actions), message: EmptyView(), kind: "alert")
    }

    /// Shows an alert for an error while `isPresented` is true: the title is the error's description
    /// (`LocalizedError.errorDescription`), the message its recovery suggestion.
    public consuming func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        let presented = isPresented.presenting(error)
        let title = error.map { $0.errorDescription ?? $0.localizedDescription } ?? ""
        let message = error?.recoverySuggestion.map { Text($0) }
        return AlertView(content: self, title: Text(verbatim: title), isPresented: presented, actions: actions(), message: message, kind: "alert")
    }

    public consuming func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> some View {
        let presented = isPresented.presenting(error)
        let title = error.map { $0.errorDescription ?? $0.localizedDescription } ?? ""
        return AlertView(content: self, title: Text(verbatim: title), isPresented: presented, actions: error.map(actions), message: error.map(message), kind: "alert")
    }

    /// The older form: `.alert(isPresented: $flag) { Alert(title: Text("Saved")) }`.
    public consuming func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return AlertView(content: self, title: alert.title, isPresented: isPresented, actions: alert.buttonsView, message: alert.message, kind: "alert")
    }

    /// The older form for an item: shown while `item` is not nil, dismissing sets it to nil.
    public consuming func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let presented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        let alert = item.wrappedValue.map(content)
        return AlertView(content: self, title: alert?.title ?? Text(verbatim: ""), isPresented: presented, actions: alert?.buttonsView, message: alert?.message, kind: "alert")
    }

    // MARK: Confirmation dialogs

    /// Shows a confirmation dialog while `isPresented` is true; each of its buttons dismisses it.
    public consuming func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        AlertView(content: self, title: Text(titleKey), isPresented: isPresented, actions: actions(), message: EmptyView(), kind: "confirmation", showsTitle: titleVisibility == .visible)
    }

    @_disfavoredOverload
    public consuming func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        AlertView(content: self, title: Text(title), isPresented: isPresented, actions: actions(), message: EmptyView(), kind: "confirmation", showsTitle: titleVisibility == .visible)
    }

    public consuming func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        AlertView(content: self, title: Text(titleKey), isPresented: isPresented, actions: actions(), message: message(), kind: "confirmation", showsTitle: titleVisibility == .visible)
    }

    @_disfavoredOverload
    public consuming func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        AlertView(content: self, title: Text(title), isPresented: isPresented, actions: actions(), message: message(), kind: "confirmation", showsTitle: titleVisibility == .visible)
    }

    public consuming func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let presented = isPresented.presenting(data)
        return AlertView(content: self, title: Text(titleKey), isPresented: presented, actions: data.map(actions), message: data.map(message), kind: "confirmation", showsTitle: titleVisibility == .visible)
    }

    public consuming func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let presented = isPresented.presenting(data)
        return AlertView(content: self, title: Text(titleKey), isPresented: presented, actions: data.map(actions), message: EmptyView(), kind: "confirmation", showsTitle: titleVisibility == .visible)
    }
}

/// SwiftUI's older alert value: a title, a message and up to two buttons.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an ``Alert``.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil, action: action) }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel, action: action) }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel"), role: .cancel, action: action) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .destructive, action: action) }
    }

    /// The buttons as views: an OK button when there are none.
    var buttonsView: AlertButtons { AlertButtons(buttons: buttons) }
}

/// The buttons of an ``Alert``, as the page's buttons.
struct AlertButtons: View, PrimitiveView {
    let buttons: [Alert.Button]
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        if buttons.isEmpty {
            Button("OK") {}._render(in: context)
            return
        }
        for (index, button) in buttons.enumerated() {
            let action = button.action ?? {}
            context.render(Button(role: button.role, action: action) { button.label }, index: index)
        }
    }
}

extension Binding where Value == Bool {
    /// Shown while the binding is true and there is something to present; dismissing writes `false`.
    func presenting<T>(_ data: T?) -> Binding<Bool> {
        let base = self
        let hasData = data != nil
        return Binding(get: { base.wrappedValue && hasData }, set: { base.wrappedValue = $0 })
    }
}
