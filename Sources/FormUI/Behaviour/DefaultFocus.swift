/// `.defaultFocus(_:_:)`: the field a page starts focused on while the focus state names none, as a
/// device focuses it when the view appears: the field bound with `.focused(_:equals:)` to that value
/// carries `autofocus`.

/// How eagerly a default focus is taken; a page takes it when it loads.
public struct DefaultFocusEvaluationPriority: Sendable {
    public static let automatic = DefaultFocusEvaluationPriority()
    public static let userInitiated = DefaultFocusEvaluationPriority()
}

extension View {
    /// Focuses the field bound to `value` when the focus state names no field.
    public consuming func defaultFocus<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, _ value: Value, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        let focus = AnyHashable(value)
        return transformEnvironment { $0[DefaultFocusKey.self] = focus }
    }
}

private struct DefaultFocusKey: EnvironmentKey {
    static var defaultValue: AnyHashable? { nil }
}

extension EnvironmentValues {
    /// Whether a field focused when its state is `value` takes the default focus: the state names no
    /// field (`unfocused`) and `.defaultFocus` above names `value`.
    func defaultFocus<Value: Hashable>(is value: Value, unfocused: Bool) -> Bool {
        unfocused && custom.isEmpty == false && self[DefaultFocusKey.self] == AnyHashable(value)
    }
}

/// A focus state's value that names no field: `false`, or `nil`.
protocol UnfocusedValue {
    var meansNoFocus: Bool { get }
}

extension Bool: UnfocusedValue {
    var meansNoFocus: Bool { !self }
}

extension Optional: UnfocusedValue {
    var meansNoFocus: Bool { self == nil }
}
