/// Model objects: classes that hold a view's data, as SwiftUI apps keep it.
///
/// - An `@Observable` class kept in `@State` (or an `ObservableObject` in `@StateObject`) lives as long
///   as the session, exactly as a `@State` value does: the first evaluation that installs the property
///   keeps the object in the session's ``PageState``, and every later one uses that object.
/// - `@Bindable` and `@ObservedObject` make bindings into an object's properties (`$model.name`); an
///   object handed down with `.environment(_:)` or `.environmentObject(_:)` is read back by type.
///
/// FormUI does not need change notifications: every request evaluates the page again. A post that writes
/// a binding or runs an action starts a new revision, whether it changed a value or an object.

// MARK: @Bindable

/// Makes bindings to the properties of an observable object: `@Bindable var model: Model`, then
/// `TextField("Name", text: $model.name)`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    init(object: Value) { wrappedValue = object }

    // In the type's own declaration (not an extension), so that a view's memberwise initializer takes
    // the object itself for a `@Bindable var model: Model`.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { self.init(object: wrappedValue) }

    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    public init(_ wrappedValue: Value) { self.init(object: wrappedValue) }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

// MARK: Objects in the environment

extension Environment {
    /// Reads the observable object of this type that a view above put in the environment with
    /// `.environment(_:)`. Like SwiftUI, it stops the program when there is none: that is a mistake in the
    /// code, found the first time the page is shown.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        read = { values in
            guard let object = values.objects[ObjectIdentifier(Value.self)] as? Value else {
                preconditionFailure("No \(Value.self) in the environment: add .environment(\(Value.self)(…)) to a view above the one that reads it")
            }
            return object
        }
    }

    /// Reads the observable object of this type that a view above put in the environment, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.objects[ObjectIdentifier(T.self)] as? T }
    }
}

extension View {
    /// Puts an observable object in the environment of the views inside, where `@Environment(T.self)`
    /// reads it.
    public consuming func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironment { $0.objects[ObjectIdentifier(T.self)] = object }
    }

    /// Puts an observable object in the environment of the views inside, where `@EnvironmentObject`
    /// reads it.
    public consuming func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment { $0.objects[ObjectIdentifier(T.self)] = object }
    }
}

// MARK: ObservableObject

// `ObservableObject` and `@Published` are Combine's (FormUICombine, re-exported by FormUI as SwiftUI
// re-exports Combine's): every request evaluates the page again, so nothing needs to listen for FormUI.

/// An `ObservableObject` a view owns, made once per session: `@StateObject private var model = Model()`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let make: () -> ObjectType
    let box = ObjectBox<ObjectType>()

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    public var wrappedValue: ObjectType {
        if let object = box.object { return object }
        let object = make()
        box.object = object
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension StateObject: InstallableProperty {
    func install(key: String, in context: RenderContext) {
        box.object = context.state.keepObject(for: key, make: make)
    }
}

// Sendable: installed and read by one evaluation at a time, as the view that holds it is.
final class ObjectBox<ObjectType: AnyObject>: @unchecked Sendable {
    var object: ObjectType?
}

/// An `ObservableObject` handed to a view: `@ObservedObject var model: Model`; `$model.name` is a binding.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// Reads the `ObservableObject` of its type that a view above put in the environment with
/// `.environmentObject(_:)`. Like SwiftUI, it stops the program when there is none.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = EnvironmentBox()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.values?.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            preconditionFailure("No \(ObjectType.self) in the environment: add .environmentObject(\(ObjectType.self)(…)) to a view above the one that reads it")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: InstallableProperty {
    func install(key: String, in context: RenderContext) { box.values = context.environment }
}
