/// `@AppStorage("key")`: a value kept under a key for the whole session, shared by every page and view
/// that names the key: the visitor's `UserDefaults.standard` (or the `store:` suite's), as on a device.
/// The initial value in the code is the default until the session writes one.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let location: SessionValueLocation<Value>
    /// The key as written, when no `store:` was given: the defaults of `.defaultAppStorage(_:)` above
    /// then keep it.
    let keyForDefaultStore: String?

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        location = SessionValueLocation(key: store?.storageKey(key) ?? key, initialValue: wrappedValue)
        keyForDefaultStore = store == nil ? key : nil
    }

    /// `@AppStorage("nickname") var nickname: String?` starts as nil.
    public init<Wrapped>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        location = SessionValueLocation(key: store?.storageKey(key) ?? key, initialValue: nil)
        keyForDefaultStore = store == nil ? key : nil
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
        if let keyForDefaultStore, let store = context.environment.defaultAppStorage {
            location.key = store.storageKey(keyForDefaultStore)
        }
    }
}

extension EnvironmentValues {
    /// The defaults `@AppStorage` without a `store:` keeps its values in below `.defaultAppStorage(_:)`;
    /// nil for the standard ones.
    var defaultAppStorage: UserDefaults? {
        get { custom.isEmpty ? nil : self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension View {
    /// The defaults (a suite of the visitor's) that `@AppStorage` properties without a `store:` keep
    /// their values in, in this view and the views inside it.
    public consuming func defaultAppStorage(_ store: UserDefaults) -> some View {
        transformEnvironment { $0.defaultAppStorage = store }
    }
}
