/// `@AppStorage("key")`: a value kept under a key for the whole session, shared by every page and view
/// that names the key: the visitor's `UserDefaults.standard` (or the `store:` suite's), as on a device.
/// The initial value in the code is the default until the session writes one.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let location: SessionValueLocation<Value>

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        location = SessionValueLocation(key: store?.storageKey(key) ?? key, initialValue: wrappedValue)
    }

    /// `@AppStorage("nickname") var nickname: String?` starts as nil.
    public init<Wrapped>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        location = SessionValueLocation(key: store?.storageKey(key) ?? key, initialValue: nil)
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
