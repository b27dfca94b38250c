import Locking

/// A class whose changes views follow: the pre-`@Observable` way. On a page every request evaluates the
/// views again, so nothing needs to listen for FormUI's sake; `objectWillChange` and `@Published`'s
/// publishers work for the app's own subscribers (`sink`, `.onReceive`).
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    /// Sends before any `@Published` property changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's own publisher, the same each time it is asked for.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.of(self) }
}

/// Sends (nothing but the fact) before an ``ObservableObject`` changes.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never
    private let subject = PassthroughSubject<Void, Never>()

    public init() {}

    public func send() { subject.send(()) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    // MARK: Each object's own

    /// The publisher of each object that was asked for one, while the object lives.
    private static let owned = Locked(OwnedPublishers())

    static func of(_ object: AnyObject) -> ObservableObjectPublisher {
        owned.withLock { $0.publisher(for: object) }
    }

    /// The object's publisher if something asked for it (else nobody can be listening).
    static func existing(for object: AnyObject) -> ObservableObjectPublisher? {
        owned.withLock { $0.entries[ObjectIdentifier(object)].flatMap { $0.object === object ? $0.publisher : nil } }
    }
}

private struct OwnedPublishers {
    struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    var entries: [ObjectIdentifier: Entry] = [:]
    /// When to sweep out the entries of objects that are gone.
    var sweepAt = 64

    mutating func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let id = ObjectIdentifier(object)
        if let entry = entries[id], entry.object === object { return entry.publisher }
        let publisher = ObservableObjectPublisher()
        entries[id] = Entry(object: object, publisher: publisher)
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.object != nil }
            sweepAt = Swift.max(64, entries.count * 2)
        }
        return publisher
    }
}

/// A property of an ``ObservableObject`` that sends when it changes: `@Published var name = ""`, and
/// `$name` is a publisher of its values (the current one first, then each new one before it is set).
@propertyWrapper
public struct Published<Value> {
    final class Storage {
        var value: Value
        var subject: CurrentValueSubject<Value, Never>?
        var assigned: AnyCancellable?
        init(_ value: Value) { self.value = value }

        func set(_ newValue: Value) {
            subject?.send(newValue)
            value = newValue
        }
    }

    let storage: Storage

    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// Reads and writes the property of a class: a write first tells the object's `objectWillChange`
    /// and the property's subscribers.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            ObservableObjectPublisher.existing(for: object)?.send()
            object[keyPath: storageKeyPath].storage.set(newValue)
        }
    }

    /// The property's values as a publisher.
    public var projectedValue: Publisher {
        get { Publisher(storage) }
        set {}
    }

    /// A `@Published` property's values: the current one when subscribed, then each new one.
    public struct Publisher: FormUICombine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let storage: Storage

        init(_ storage: Storage) { self.storage = storage }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            let subject = storage.subject ?? CurrentValueSubject(storage.value)
            storage.subject = subject
            subject.receive(subscriber: subscriber)
        }
    }
}

extension Publisher where Failure == Never {
    /// Republishes every value through a `@Published` property (`.assign(to: &$total)`), for as long as
    /// the property lives.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        storage.assigned = sink { [weak storage] value in storage?.set(value) }
    }
}

// An `ObservableObject` whose `@Published` properties are `Codable` can be `Codable` itself (the
// compiler writes its coding): FormUI's session stores keep a `@StateObject` of it.
extension Published: Encodable where Value: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(storage.value)
    }
}

extension Published: Decodable where Value: Decodable {
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))
    }
}
