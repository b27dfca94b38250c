import Locking

/// What a model object knows of its storage: its row, the context that holds it, and whether it
/// changed since it was read or saved. Every `@Model` class has one (`_$backing`).
// Sendable: a model object is used by the one request whose context holds it.
public final class ModelBacking: @unchecked Sendable {
    /// The row's key, once the model is stored.
    var row: Int64?
    /// The context the model was inserted in or fetched by.
    weak var context: ModelContext?
    /// Whether a stored property changed since the model was read or saved.
    var isChanged = false
    var isDeleted = false
    /// The number an unsaved model is known by.
    private var temporary: Int?

    private static let counter = Locked(0)

    public init() {}

    func identifier(entity: String) -> PersistentIdentifier {
        if let row { return PersistentIdentifier(entityName: entity, row: row, temporary: nil) }
        if temporary == nil { temporary = Self.counter.withLock { $0 += 1; return $0 } }
        return PersistentIdentifier(entityName: entity, row: nil, temporary: temporary)
    }

    /// A stored property is about to be read (relationships are resolved here).
    @inlinable
    public func willRead(_ object: AnyObject, _ property: StaticString) {}

    /// A stored property was set.
    public func didChange() {
        guard !isChanged else { return }
        isChanged = true
        context?.noteChange()
    }
}
