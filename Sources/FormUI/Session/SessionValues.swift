/// Where an `@AppStorage` value reads and writes: the session's values shared by its pages.
// Sendable: used by one evaluation at a time, as its page state is (see `PageState`).
final class SessionValueLocation<Value>: @unchecked Sendable {
    var key: String
    var initialValue: Value
    var state: PageState?

    init(key: String, initialValue: Value) {
        self.key = key
        self.initialValue = initialValue
    }

    var value: Value {
        get {
            guard let state, let stored = state.sessionValues.values[key] else { return initialValue }
            if let value = stored as? Value { return value }
            if let encoded = stored as? StoredValue, let value = ValueCoding.decode(encoded, as: Value.self) {
                state.sessionValues.values[key] = value
                return value
            }
            return initialValue
        }
        set {
            guard let state else { initialValue = newValue; return }
            state.writeSessionValue(newValue, for: key)
        }
    }
}

/// Values kept for a whole session rather than one page (`@AppStorage`). A server gives every
/// ``PageState`` of one session the same instance.
// Sendable: `values` is touched only by an evaluation of the session, one at a time under the session's lock.
@_spi(Engine) public final class SessionValues: @unchecked Sendable {
    var values: [String: Any] = [:]
    public init() {}
}
