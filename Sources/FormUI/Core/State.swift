import Foundation
@_spi(Reflection) import Swift
import Locking

/// A value a view owns, kept on the server for each session.
///
/// The initial value in the code is the default; once a session changes it, that session's value lives
/// in its page state, keyed by the view's structural identity and the property's name, and every later
/// evaluation of the page for that session reads it back.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    @usableFromInline let location: StateLocation<Value>

    // The initializers are inlined into the app's module, where each `StateLocation<…>` is a concrete
    // type whose metadata is a cached constant, not a look-up in the run time's table per `@State` per
    // evaluation.
    @inlinable
    public init(wrappedValue value: Value) {
        location = StateLocation(initialValue: value)
    }

    @inlinable
    public init(initialValue value: Value) {
        location = StateLocation(initialValue: value)
    }

    /// `@State var selection: Reaction?` starts as nil. (Constrained to `Optional` rather than to
    /// `ExpressibleByNilLiteral`, so that `@State var count: Int` without a value still takes its value
    /// from the memberwise initializer.)
    @inlinable
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

    func install(key: String, in context: RenderContext) {
        location.install(key: key, declaration: nil, in: context)
    }

    /// A `State` is its location's reference (its only stored property): the location is installed
    /// where the view holds it, where loading the property whole would retain and release it.
    static func install(at property: UnsafeRawPointer, key: String, declaration: InitialValueRecord?, in context: RenderContext) {
        assert(MemoryLayout<State<Value>>.size == MemoryLayout<UnsafeRawPointer>.size, "a State is its location's reference")
        // Kept alive by the view value that holds the property, for the length of its evaluation.
        Unretained<StateLocation<Value>>(opaque: property.load(as: UnsafeRawPointer.self))
            .with { $0.install(key: key, declaration: declaration, in: context) }
    }
}

/// Where one `@State` property reads and writes: the session's ``PageState`` once the view is evaluated,
/// its own initial value before that (a view used outside an evaluation, as in a unit test).
@usableFromInline
// Sendable: installed, then read and written by one evaluation at a time (its page state's, see `PageState`).
final class StateLocation<Value>: @unchecked Sendable {
    // Without run-time exclusivity checks, as `RenderContext`'s state: a location is installed, then
    // read and written by one evaluation at a time (its page state's, see ``PageState``).
    @exclusivity(unchecked) var initialValue: Value
    @exclusivity(unchecked) var storage: PageState?
    /// ``storage`` again, unretained, for reads (``storage`` keeps the page state alive): a read then
    /// neither retains nor releases it.
    @exclusivity(unchecked) private var unmanagedStorage: Unretained<PageState>?
    @exclusivity(unchecked) var key = ""

    @usableFromInline
    init(initialValue: Value) { self.initialValue = initialValue }

    /// `declaration`: what is known of the declaring property's initial value (nil for a view whose
    /// properties are reflected each time, and for a state inside another wrapper).
    func install(key: String, declaration: InitialValueRecord?, in context: RenderContext) {
        let state = context.state
        unmanagedStorage = Unretained(state)
        storage = state
        self.key = key
        // An object (an `@Observable` model) is changed through its properties, not by assigning the
        // state: the session keeps the first one, or every evaluation would start from a new object.
        if Value.self is AnyObject.Type {
            context.state.keepInitialObject(initialValue, for: key)
        } else if state.firstSight != nil {
            // A first showing keeps what the visitor is shown (`Session/FirstShowing.swift`).
            state.keepFirstSight(initialValue, for: key, declaration: declaration)
        } else if state.drewRandomly, context.pass.keepsDrawnValues {
            // So does a later showing, for the views that first appear after a random draw…
            state.keepDrawnValue(initialValue, for: key)
        } else if state.laterSight != nil, let declaration, !declaration.repeats {
            // …and for those that first appear with a value the code may not make the same way twice.
            state.keepLaterSight(initialValue, for: key, declaration: declaration)
        }
    }

    /// A stored value that is not of exactly this type: a subclass or a wrapped optional, a session's
    /// value still encoded as it was loaded from a store, or one of another type (the code changed under
    /// a kept session), which reads as the default rather than crashing the server.
    @inline(never)
    private func read(other stored: Any, in storage: PageState) -> Value {
        if let value = stored as? Value { return value }
        // A session loaded from a store keeps each value encoded until its property reads it: only here
        // is its type known.
        if let encoded = stored as? StoredValue, let value = ValueCoding.decode(encoded, as: Value.self) {
            storage.values[key] = value
            return value
        }
        return initialValue
    }

    var value: Value {
        get {
            // Unwrap the dictionary's optional before casting: `nil as? Value` succeeds when `Value` is
            // itself optional, which made `@State var size: Size? = .large` read nil until first written.
            guard let storage = unmanagedStorage else { return initialValue }
            // The page state is read where ``storage`` holds it, without a retain and a release per read.
            return storage.with { storage in
                guard let stored = withUnsafeMutablePointer(to: &key, { storage.values.value(forKeyAt: $0) }) else { return initialValue }
                // A value of exactly this type (nearly always) is taken out with a forced cast; the other
                // cases are a function of their own, since a conditional cast asks the run time for
                // `Optional<Value>`'s metadata at the start of the function that holds it, on every read.
                if type(of: stored) == Value.self { return stored as! Value }
                return read(other: stored, in: storage)
            }
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
    /// Connects the property to `context`'s session, under `key`: the view's structural path, `#` and
    /// the property's name.
    func install(key: String, in context: RenderContext)
    /// The same for the property stored at `property` in a view's bytes; `declaration` is what is known
    /// of the property's initial value (``InitialValueRecord``).
    static func install(at property: UnsafeRawPointer, key: String, declaration: InitialValueRecord?, in context: RenderContext)
}

extension InstallableProperty {
    static func install(at property: UnsafeRawPointer, key: String, declaration: InitialValueRecord?, in context: RenderContext) {
        property.assumingMemoryBound(to: Self.self).pointee.install(key: key, in: context)
    }
}

extension State: InstallableProperty {}

/// Finds a composite view's dynamic properties and connects them to the evaluation.
///
/// Which stored properties of a view type are dynamic, and where they sit in it, is worked out once per
/// type from its metadata (`_forEachField`); every later evaluation reads them at those offsets, with
/// no `Mirror(reflecting:)`, which would reflect on every property of the view on every evaluation.
enum DynamicPropertyInstaller {
    /// A dynamic property of a view type: its name, where it sits in the view's bytes, its type, and
    /// what is known of its initial value. An offset and a type rather than a closure that loads the
    /// property: calling a closure read out of the array would retain and release its context and the
    /// name beside it, for every property.
    struct Field {
        let name: String
        let offset: Int
        let type: any InstallableProperty.Type
        let declaration: InitialValueRecord
    }

    /// The keys of a view type's properties at one structural position: `PATH#` and `PATH#NAME` for each.
    struct Keys {
        let prefix: String
        let keys: [String]
    }

    private struct KeysKey: Hashable {
        let type: ObjectIdentifier
        let path: [UInt8]
        func hash(into hasher: inout Hasher) {
            hasher.combine(type)
            path.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// Keys made once per view type and position: concatenating them on every evaluation would be an
    /// allocation per property. Past 4,096 positions (a `ForEach` over data has a position per element)
    /// they are made each time.
    private static let keys = LockedCache<KeysKey, Keys>(limit: 4096)

    private static func keys<V>(of _: V.Type, fields: [Field], in context: RenderContext) -> Keys {
        keys.value(for: KeysKey(type: ObjectIdentifier(V.self), path: context.pathBytes)) { _ in
            let prefix = context.path + "#"
            // The strings a page state keeps its values under: a read then finds its key by identity.
            return Keys(prefix: prefix, keys: fields.map { StateValues.interned(prefix + $0.name) })
        }
    }

    /// The dynamic fields of each struct view type seen; empty for most views. Nil for types whose
    /// layout is not read from metadata (classes, enums): those are reflected every time.
    private static let fields = LockedCache<ObjectIdentifier, [Field]?>()

    static func install<V>(on view: V, in context: RenderContext) {
        let typeFields = fields.value(for: ObjectIdentifier(V.self)) { _ in findFields(of: V.self) }
        guard let typeFields else {
            let keyPrefix = context.path + "#"
            context.noteStateInUse(keyPrefix)
            for child in Mirror(reflecting: view).children {
                (child.value as? any InstallableProperty)?.install(key: keyPrefix + (child.label ?? ""), in: context)
            }
            return
        }
        if typeFields.isEmpty { return }
        let keys = keys(of: V.self, fields: typeFields, in: context)
        context.noteStateInUse(keys.prefix)
        withUnsafeBytes(of: view) { bytes in
            typeFields.withUnsafeBufferPointer { fields in
                for index in 0..<fields.count {
                    fields[index].type.install(at: bytes.baseAddress! + fields[index].offset, key: keys.keys[index], declaration: fields[index].declaration, in: context)
                }
            }
        }
    }

    /// The installable stored properties of a struct type, with closures that load each from a view's
    /// bytes at its offset; nil when the type is not a struct.
    private static func findFields(of type: Any.Type) -> [Field]? {
        // Swift ABI: struct metadata has kind 0x200.
        guard unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee == 0x200 else { return nil }
        var found: [Field] = []
        let complete = _forEachField(of: type) { name, offset, fieldType, _ in
            let name = String(cString: name)
            guard let installable = fieldType as? any InstallableProperty.Type else {
                // A property wrapper of the app's own (or SwiftData's `@Query`): its own dynamic
                // properties are installed as the view's, under its name.
                if fieldType is any DynamicProperty.Type, let inner = findFields(of: fieldType) {
                    found += inner.map { Field(name: name + "." + $0.name, offset: offset + $0.offset, type: $0.type, declaration: $0.declaration) }
                }
                return true
            }
            found.append(Field(name: name, offset: offset, type: installable, declaration: InitialValueRecord()))
            if let stored = installable as? any StoredProperty.Type {
                StoredPropertyOrigins.note(view: type, property: name, valueType: stored.storedValueType, isTransient: stored.isTransient)
            }
            return true
        }
        return complete ? found : nil
    }
}
