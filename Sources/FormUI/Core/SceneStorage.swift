/// `@SceneStorage("key")`: a value a scene (a window) restores when the app comes back, such as the
/// tab or column it showed. A visitor's page is their scene: the value is kept for the whole session,
/// under keys of its own (not `UserDefaults`' nor `@AppStorage`'s), and the initial value in the code is
/// the default until the session writes one.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let location: SessionValueLocation<Value>

    /// Where a scene's values are kept among the session's values: apart from the defaults' keys.
    static func storageKey(_ key: String) -> String { "\u{1F}scene\u{1F}" + key }

    public init(wrappedValue: Value, _ key: String) {
        location = SessionValueLocation(key: Self.storageKey(key), initialValue: wrappedValue)
    }

    /// `@SceneStorage("draft") var draft: String?` starts as nil.
    public init<Wrapped>(_ key: String) where Value == Wrapped? {
        location = SessionValueLocation(key: Self.storageKey(key), initialValue: nil)
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

extension SceneStorage: InstallableProperty {
    func install(key: String, in context: RenderContext) {
        location.state = context.state
    }
}
