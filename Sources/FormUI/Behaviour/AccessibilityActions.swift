/// Actions a screen reader offers on a view: `.accessibilityAction(named: "Delete") { … }`,
/// `.accessibilityActions { Button(…) }`, `.accessibilityAdjustableAction { direction in … }`.
///
/// VoiceOver lists a view's custom actions in its Actions rotor; a page has no rotor, so each action is
/// a submit button after the view, hidden from sight until it has the keyboard's focus (a screen reader
/// and a keyboard find it, nobody else sees it). Pressing one posts the form and runs the action on
/// the server, as a ``Button`` does (`_action=delete`); each button is described by the view it acts on
/// (`aria-describedby`), so that "Delete" is read with the row it deletes. An adjustable view gets an
/// "Increment" and a "Decrement" button, which call the handler with `.increment` and `.decrement`.
/// Modifiers stacked on one view share one row of buttons, in the order written.
struct AccessibilityActionsView<Content: View>: View, PrimitiveView, AccessibilityActionStack {
    let content: Content
    let actions: [AccessibilityActionItem]
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) { render(in: context, after: []) }

    func render(in context: RenderContext, after outer: [AccessibilityActionItem]) {
        let all = actions + outer
        if let inner = content as? any AccessibilityActionStack {
            inner.render(in: context, after: all)
            return
        }
        let id = "a11y-actions-" + Slug.shortHash(context.path)
        context.html.raw("<div class=\"has-accessibility-actions\"><div id=\"")
        context.html.attribute(id)
        context.html.raw("\">")
        context.render(content)
        context.html.raw("</div><div class=\"accessibility-actions visually-hidden-focusable\">")
        let enabled = context.environment.isEnabled
        var registered: [ControlAction] = []
        for (index, item) in all.enumerated() {
            switch item {
            case .button(let label, let words, let perform):
                let name = context.controls.allocateName(label: words, fallback: "action", path: context.path + ".a11y-action-" + String(index))
                context.html.raw(ReservedField.actionButtonOpening)
                context.html.attribute(name)
                context.html.raw("\" class=\"accessibility-action\"")
                context.html.attribute("aria-describedby", id)
                context.html.flag("disabled", !enabled)
                context.html.raw(">")
                context.html.text(label)
                context.html.raw("</button>")
                registered.append(ControlAction(id: name, label: label, isEnabled: enabled, perform: perform))
            case .views(let render):
                context.descend({ $0.append(contentsOf: "a11y-actions-".utf8); appendDecimal(index, to: &$0) }) { render(context) }
            }
        }
        context.html.raw("</div></div>")
        if !registered.isEmpty {
            var description = ControlDescription(kind: "accessibility-actions", label: "Accessibility actions")
            description.actions = registered.map { .init(value: $0.id, label: $0.label, disabled: $0.isEnabled ? nil : true) }
            context.controls.register(description, actions: registered)
        }
    }
}

/// An accessibility-actions modifier whose content may be another one, so that stacked modifiers
/// draw one row of buttons.
protocol AccessibilityActionStack {
    func render(in context: RenderContext, after outer: [AccessibilityActionItem])
}

/// One action of ``AccessibilityActionsView``: a hidden button with a label, or the views of
/// `.accessibilityActions { … }` (buttons of the app's own).
enum AccessibilityActionItem {
    /// `label`: what the button says; `words`: what its name is made from (the literal words).
    case button(label: String, words: String, perform: () -> Void)
    case views((RenderContext) -> Void)
}

/// The kind of a standard accessibility action.
public struct AccessibilityActionKind: Equatable, Sendable {
    let label: String

    /// The view's own action (what activating it does).
    public static let `default` = AccessibilityActionKind(label: "Activate")
    /// Dismisses what the view shows (VoiceOver's two-finger scrub).
    public static let escape = AccessibilityActionKind(label: "Dismiss")
    /// The most important action of the screen (VoiceOver's two-finger double tap).
    public static let magicTap = AccessibilityActionKind(label: "Magic Tap")

    /// An action with a name of the app's own.
    public init(named name: Text) { label = name.plainText }

    init(label: String) { self.label = label }
}

/// Which way an adjustable view is adjusted.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}

extension View {
    /// Runs `handler` when a screen reader's person chooses the action: a hidden button after the view.
    public consuming func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        AccessibilityActionsView(content: self, actions: [.button(label: actionKind.label, words: actionKind.label, perform: handler)])
    }

    /// Runs `handler` when a screen reader's person chooses the action named `name`.
    public consuming func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        AccessibilityActionsView(content: self, actions: [.button(label: name.key, words: name.literalText, perform: handler)])
    }

    @_disfavoredOverload
    public consuming func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        AccessibilityActionsView(content: self, actions: [.button(label: String(name), words: String(name), perform: handler)])
    }

    public consuming func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        let words = name.plainText
        return AccessibilityActionsView(content: self, actions: [.button(label: words, words: words, perform: handler)])
    }

    /// An action whose label is a view: the label's words name the hidden button.
    public consuming func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View {
        let label = label()
        return AccessibilityActionsView(content: self, actions: [.views({ context in
            context.render(Button(action: action, label: { label }))
        })])
    }

    /// The buttons in `content` are the view's actions: drawn hidden after it, as
    /// `accessibilityAction(named:_:)` draws one.
    public consuming func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        let content = content()
        return AccessibilityActionsView(content: self, actions: [.views({ context in context.render(content) })])
    }

    /// Makes the view adjustable: hidden "Increment" and "Decrement" buttons call `handler` with the
    /// direction.
    public consuming func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        AccessibilityActionsView(content: self, actions: [
            .button(label: "Increment", words: "Increment", perform: { handler(.increment) }),
            .button(label: "Decrement", words: "Decrement", perform: { handler(.decrement) }),
        ])
    }
}
