/// `.onChange(of:)`: an action that runs when a value the view shows changes.
///
/// On a page, values change in a post. The post is decoded and applied (bindings written, the pressed
/// button's action run), then the page is evaluated again and every `.onChange` whose value now differs
/// from the one it saw before the post runs, with the old and the new value, in page order, before the
/// `303`. What its action changes is part of the same post; it does not trigger further `.onChange`s.
/// With `initial: true` it also runs when the view appears (see ``View/onAppear(perform:)``).
struct OnChangeView<Content: View, Value: Equatable>: View, TransparentView {
    let content: Content
    let value: Value
    let initial: Bool
    /// Runs with the old and the new value.
    let action: (Value, Value) -> Void
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        // The key is made only where it is used: a GET of a page without `initial:` needs none.
        if initial, context.appears(context.path + "#onChange") {
            action(value, value)
            context.reports.ranLifecycleActions = true
        }
        if context.pass.describesControls {
            let value = self.value
            let action = self.action
            context.controls.watch(context.path + "#onChange", ChangeWatcher(
                value: value,
                isSame: { ($0 as? Value) == value },
                run: { old in if let old = old as? Value { action(old, value) } }
            ))
        }
        context.render(content)
    }
}

/// A value an `.onChange` saw in one evaluation, and what to run when a later evaluation sees another.
struct ChangeWatcher {
    let value: Any
    /// Whether a value seen later is this one.
    let isSame: (Any) -> Bool
    /// Runs the action of this evaluation's view, with the value seen before (and this one, captured).
    let run: (Any) -> Void
}

extension View {
    /// Runs `action` with the old and the new value when `value` changes (during the post that changed
    /// it, after the bindings are written), and, with `initial`, when the view appears.
    public consuming func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` when `value` changes, and, with `initial`, when the view appears.
    public consuming func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }

    /// The older form: runs `action` with the new value when `value` changes.
    public consuming func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: false) { _, new in action(new) }
    }
}
