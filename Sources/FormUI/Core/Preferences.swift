/// Preferences: values that flow *up* the view tree, as the environment flows down.
///
/// A view gives a value with `.preference(key:value:)`; the values of a subtree are combined in page
/// order with the key's `reduce`, and a view above reads the result with `.onPreferenceChange` (an action
/// run when it changes) or `.overlayPreferenceValue` / `.backgroundPreferenceValue` (a view made from
/// it). The evaluation keeps, per key, the value reduced so far in the current scope (`Reports.preferences`);
/// a view that reads or replaces its subtree's value saves that scope, evaluates the subtree in a fresh
/// one, and puts the combined value back.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    /// Combines the value so far with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value == Void {
    public static var defaultValue: Void { () }
    public static func reduce(value: inout Void, nextValue: () -> Void) {}
}

extension RenderContext {
    /// Evaluates `body` in a scope of its own for `Key` and returns the value its views gave (nil: none),
    /// leaving the scope as it was before.
    func collectingPreference<Key: PreferenceKey>(_ key: Key.Type, _ body: () -> Void) -> Key.Value? {
        let id = ObjectIdentifier(Key.self)
        let saved = reports.preferences?[id]
        reports.preferences?[id] = nil
        body()
        let given = reports.preferences?[id] as? Key.Value
        reports.preferences?[id] = saved
        return given
    }

    /// Adds `value` after the values given so far for `Key` in the current scope.
    func givePreference<Key: PreferenceKey>(_ key: Key.Type, _ value: Key.Value) {
        let id = ObjectIdentifier(Key.self)
        if reports.preferences == nil { reports.preferences = [:] }
        if var combined = reports.preferences![id] as? Key.Value {
            Key.reduce(value: &combined) { value }
            reports.preferences![id] = combined
        } else {
            reports.preferences![id] = value
        }
    }
}

/// `.preference(key:value:)` and `.transformPreference`: the view's value for the key, made from its
/// subtree's (which it replaces).
struct PreferenceWriter<Content: View, Key: PreferenceKey>: View, TransparentView {
    let content: Content
    let transform: (inout Key.Value) -> Void
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        var value = context.collectingPreference(Key.self) { context.render(content) } ?? Key.defaultValue
        transform(&value)
        context.givePreference(Key.self, value)
    }
}

/// `.onPreferenceChange`: runs its action when the value its subtree gives differs from the one the
/// visitor was last shown, in a showing (as `.onAppear` does; the page is then evaluated again). The
/// value is compared through its description, which the session can keep whatever its type.
struct PreferenceReader<Content: View, Key: PreferenceKey>: View, TransparentView where Key.Value: Equatable {
    let content: Content
    let action: (Key.Value) -> Void
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        let given = context.collectingPreference(Key.self) { context.render(content) }
        if let given { context.givePreference(Key.self, given) }
        guard context.reports.appearances != nil else { return }
        let value = given ?? Key.defaultValue
        let key = context.path + "#onPreferenceChange"
        let seen = context.state.value(for: key, as: String.self)
        let now = String(reflecting: value)
        if seen == nil && value == Key.defaultValue { return }
        guard seen != now else { return }
        context.state.write(now, for: key)
        action(value)
        context.reports.ranLifecycleActions = true
    }
}

/// `.overlayPreferenceValue` and `.backgroundPreferenceValue`: a layer made from the value the
/// content gives. The content is evaluated first; a background layer is drawn behind it all the same.
struct PreferenceLayer<Content: View, Key: PreferenceKey, Layer: View>: View, TransparentView {
    let content: Content
    let isOverlay: Bool
    let makeLayer: (Key.Value) -> Layer
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        context.html.raw("<div class=\"layered\">")
        let given = context.collectingPreference(Key.self) { context.render(content, at: "content") }
        context.html.raw(isOverlay ? "<div class=\"layer overlay\">" : "<div class=\"layer background\">")
        context.render(makeLayer(given ?? Key.defaultValue), at: isOverlay ? "overlay" : "background")
        context.html.raw("</div></div>")
        if let given { context.givePreference(Key.self, given) }
    }
}

extension View {
    /// Gives `value` for `key` to the views above.
    public consuming func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceWriter<Self, K>(content: self, transform: { $0 = value })
    }

    /// Changes the value this view's subtree gives for `key`.
    public consuming func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        PreferenceWriter<Self, K>(content: self, transform: callback)
    }

    /// Runs `action` with the value the views inside give for `key` when it changes.
    public consuming func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        PreferenceReader<Self, K>(content: self, action: action)
    }

    /// Draws a view made from the value the views inside give for `key`, in front of them.
    public consuming func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceLayer<Self, K, V>(content: self, isOverlay: true, makeLayer: transform)
    }

    /// Draws a view made from the value the views inside give for `key`, behind them.
    public consuming func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceLayer<Self, K, V>(content: self, isOverlay: false, makeLayer: transform)
    }
}
