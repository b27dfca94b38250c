/// A value a view owns, kept on the server for each session.
///
/// The initial value in the code is the default; once a session changes it, that session's value lives
/// in its ``PageState``, keyed by the view's structural identity and the property's name, and every later
/// evaluation of the page for that session reads it back.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    public init(wrappedValue value: Value) {
        location = StateLocation(initialValue: value)
    }

    public init(initialValue value: Value) {
        location = StateLocation(initialValue: value)
    }

    /// `@State var selection: Reaction?` starts as nil. (Constrained to `Optional` rather than to
    /// `ExpressibleByNilLiteral`, so that `@State var count: Int` without a value still takes its value
    /// from the memberwise initializer.)
    public init<Wrapped>() where Value == Wrapped? {
        location = StateLocation(initialValue: nil)
    }

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the state value: `$speed`.
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }

    func install(named name: String, in context: RenderContext) {
        location.storage = context.state
        location.key = context.path + "#" + name
    }
}

/// Where one `@State` property reads and writes: the session's ``PageState`` once the view is evaluated,
/// its own initial value before that (a view used outside an evaluation, as in a unit test).
final class StateLocation<Value>: @unchecked Sendable {
    var initialValue: Value
    var storage: PageState?
    var key = ""

    init(initialValue: Value) { self.initialValue = initialValue }

    var value: Value {
        get {
            // A stored value of another type (the code changed under a kept session) reads as the default
            // rather than crashing the server.
            guard let storage, let stored = storage.values[key] as? Value else { return initialValue }
            return stored
        }
        set {
            guard let storage else { initialValue = newValue; return }
            storage.write(newValue, for: key)
        }
    }
}

/// A property of a view that FormUI connects to the evaluation before it reads the view's body:
/// `@State`, `@Environment`.
public protocol DynamicProperty {}

protocol InstallableProperty {
    func install(named name: String, in context: RenderContext)
}

extension State: InstallableProperty {}

/// Finds a composite view's dynamic properties and connects them to the evaluation.
enum DynamicPropertyInstaller {
    /// Types found to have no dynamic properties, so that most views skip reflection after the first time.
    nonisolated(unsafe) private static var plainTypes = Set<ObjectIdentifier>()
    private static let lock = Lock()

    static func install<V: View>(on view: V, in context: RenderContext) {
        let type = ObjectIdentifier(V.self)
        if lock.withLock({ plainTypes.contains(type) }) { return }
        var found = false
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? any InstallableProperty else { continue }
            property.install(named: child.label ?? "", in: context)
            found = true
        }
        if !found { lock.withLock { _ = plainTypes.insert(type) } }
    }
}
