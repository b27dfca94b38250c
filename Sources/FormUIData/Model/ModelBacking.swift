import Locking

/// What a model object knows of its storage: its row, the context that holds it, and whether it
/// changed since it was read or saved. Every `@Model` class has one (`_$backing`).
// Sendable: a model object is used by the one request whose context holds it.
public final class ModelBacking: @unchecked Sendable {
    /// The row's key, once the model is stored.
    var row: Int64?
    /// The row's `_version` when it was read or last saved.
    var version: Int64 = 1
    /// The context the model was inserted in or fetched by.
    weak var context: ModelContext?
    /// Whether a stored property changed since the model was read or saved.
    var isChanged = false
    var isDeleted = false
    /// The relationships of a model read from a row that are not loaded yet, by property name: they
    /// are read from the store the first time the property is.
    @usableFromInline var unloaded: [String: UnloadedRelationship] = [:]
    /// Whether the model was read by a request that has ended: a later request that reads it takes it
    /// into its own context, its values read again (a model kept in `@State` across requests).
    @usableFromInline var isDetached = false
    /// Set while FormUI itself writes a property (a relationship loaded, the other side of a link
    /// kept up to date): such a write is not the app's change.
    var isWritingItself = false
    /// The number an unsaved model is known by.
    private var temporary: Int?

    private static let counter = Locked(0)

    public init() {}

    func identifier(entity: String) -> PersistentIdentifier {
        if let row { return PersistentIdentifier(entityName: entity, row: row, temporary: nil) }
        if temporary == nil { temporary = Self.counter.withLock { $0 += 1; return $0 } }
        return PersistentIdentifier(entityName: entity, row: nil, temporary: temporary)
    }

    /// A stored property is about to be read: a relationship not loaded yet is loaded now.
    @inlinable
    public func willRead(_ object: AnyObject, _ property: StaticString) {
        if isDetached || !unloaded.isEmpty { load(object, String(describing: property)) }
    }

    @usableFromInline
    func load(_ object: AnyObject, _ name: String) {
        guard let model = object as? any PersistentModel else { return }
        if isDetached {
            // Cleared first: taking it in writes its properties, which reads them. Outside a request (a
            // test reading a model afterwards) it stays detached, for the next request.
            isDetached = false
            if !ModelContext.attachToCurrentRequest(model) { isDetached = true }
        }
        guard unloaded[name] != nil, let context else { return }
        context.loadRelationship(name, of: model)
    }

    /// A stored property was set by the app (`oldValue` to `newValue`).
    public func didSet<Value>(_ object: AnyObject, _ property: StaticString, _ oldValue: Value, _ newValue: Value) {
        guard !isWritingItself else { return }
        if Value.self is any RelationshipValue.Type, let model = object as? any PersistentModel {
            let name = String(describing: property)
            let wasUnloaded = unloaded.removeValue(forKey: name)
            ModelLinks.relationship(name, of: model, changedFrom: (oldValue as! any RelationshipValue)._relatedModels, wasUnloaded: wasUnloaded)
        }
        didChange()
    }

    /// A stored property was set.
    public func didChange() {
        guard !isChanged else { return }
        isChanged = true
        context?.noteChange()
    }

    /// Sets `property` of `object` as FormUI's own write, leaving the other side of the link alone.
    func writeItself(_ object: AnyObject, _ property: ModelProperty, _ value: Any) {
        // Marked loaded first: writing through a key path reads the property, which would load it again.
        unloaded[property.name] = nil
        isWritingItself = true
        property.write(object, value)
        isWritingItself = false
    }
}

/// A relationship of a model read from a row, not loaded yet.
@usableFromInline
enum UnloadedRelationship: Equatable, Sendable {
    /// A to-one: the other model's row (its column's value).
    case toOne(Int64)
    /// A to-many: read by what points back, or from the join table.
    case toMany
}
