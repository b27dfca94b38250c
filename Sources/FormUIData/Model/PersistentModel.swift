import FormUI

/// A class kept in the app's database: what `@Model` makes of a class.
///
/// Two references to one stored row are equal and hash alike (their ``persistentModelID``), so a model
/// can be a `NavigationLink`'s value and a `List`'s selection.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable, RelationshipValue {
    /// The object's row and context (written by `@Model`).
    var _$backing: ModelBacking { get }
    /// An object made from a stored row (written by `@Model`).
    init(_$row row: ModelRow) throws
    /// The table: the model's properties, their columns and attributes (written by `@Model`).
    static var _$schema: ModelSchema { get }
}

extension PersistentModel {
    /// The model's identity in its store: its table and row, or a temporary one until it is saved.
    public var persistentModelID: PersistentIdentifier {
        _$backing.identifier(entity: Self._$schemaName)
    }

    /// The context the model is inserted in, or was fetched by.
    public var modelContext: ModelContext? { _$backing.context }

    /// Whether the model was deleted from its context (and is gone once the context saves).
    public var isDeleted: Bool { _$backing.isDeleted }

    /// Whether the model has changes its context has not saved.
    public var hasChanges: Bool { _$backing.isChanged || (_$backing.row == nil && _$backing.context != nil) }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs === rhs || lhs.persistentModelID == rhs.persistentModelID
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(persistentModelID)
    }

    /// The table's name (the class's name), cached per type.
    static var _$schemaName: String { ModelSchema.name(of: Self.self) }
}

extension PersistentModel where ID == PersistentIdentifier {
    public var id: PersistentIdentifier { persistentModelID }
}
