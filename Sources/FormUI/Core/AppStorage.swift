/// `@AppStorage("key")`: a value kept under a key for the whole session, shared by every page and view
/// that names the key (a device's user defaults, for one visitor). The initial value in the code is the
/// default until the session writes one.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let location: SessionValueLocation<Value>

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        location = SessionValueLocation(key: key, initialValue: wrappedValue)
    }

    /// `@AppStorage("nickname") var nickname: String?` starts as nil.
    public init<Wrapped>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        location = SessionValueLocation(key: key, initialValue: nil)
    }

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }
}

extension AppStorage: InstallableProperty {
    func install(key: String, in context: RenderContext) {
        location.state = context.state
    }
}

/// Where an `@AppStorage` value reads and writes: the session's values shared by its pages.
final class SessionValueLocation<Value>: @unchecked Sendable {
    let key: String
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
///
/// Open so that a server's session object can be its own values (FormUIServer's `Session` is): one
/// allocation per session rather than two, for something nearly every session has and few use.
open class SessionValues: @unchecked Sendable {
    var values: [String: Any] = [:]
    public init() {}
}
