import Locking

/// What a relationship property holds: a model (`var author: Author`), an optional one (`var habit:
/// Habit?`), or an array of them (`var checks: [HabitCheck]`, also optional). `@Model` tells a
/// relationship from a value by this conformance.
public protocol RelationshipValue {
    /// The model class at the other end.
    static var _relatedModelType: any PersistentModel.Type { get }
    /// Whether the property holds many models (an array) rather than one.
    static var _isToMany: Bool { get }
    /// The property's value holding `models`; nil where the property needs a model and there is none.
    static func _make(_ models: [any PersistentModel]) -> Self?
    /// The models the value holds.
    var _relatedModels: [any PersistentModel] { get }
}

extension PersistentModel {
    public static var _relatedModelType: any PersistentModel.Type { Self.self }
    public static var _isToMany: Bool { false }
    public static func _make(_ models: [any PersistentModel]) -> Self? { models.first as? Self }
    public var _relatedModels: [any PersistentModel] { [self] }
}

extension Array: RelationshipValue where Element: PersistentModel {
    public static var _relatedModelType: any PersistentModel.Type { Element.self }
    public static var _isToMany: Bool { true }
    public static func _make(_ models: [any PersistentModel]) -> [Element]? { models.compactMap { $0 as? Element } }
    public var _relatedModels: [any PersistentModel] { self }
}

extension Optional: RelationshipValue where Wrapped: RelationshipValue {
    public static var _relatedModelType: any PersistentModel.Type { Wrapped._relatedModelType }
    public static var _isToMany: Bool { Wrapped._isToMany }
    public static func _make(_ models: [any PersistentModel]) -> Wrapped?? { .some(Wrapped._make(models)) }
    public var _relatedModels: [any PersistentModel] { self?._relatedModels ?? [] }
}

/// A property that holds other models, and how it is kept.
///
/// A to-one property is a column of its table holding the other row's `_id`. A to-many property has no
/// column of its own: when the other side holds one model (`HabitCheck.habit`), the array is the rows
/// whose column points back; otherwise (many-to-many, or an array with no property on the other side)
/// it is a join table of pairs of `_id`s.
struct ModelRelationship: @unchecked Sendable {
    /// The model class at the other end.
    let target: any PersistentModel.Type
    let isToMany: Bool
    let deleteRule: Schema.Relationship.DeleteRule
    /// The other side's property, as `inverse:` names it.
    let inverseKeyPath: AnyKeyPath?
    /// The property's value holding `models` (nil where it needs one and there is none).
    let make: ([any PersistentModel]) -> Any?

    init(_ type: any RelationshipValue.Type, deleteRule: Schema.Relationship.DeleteRule, inverse: AnyKeyPath?) {
        target = type._relatedModelType
        isToMany = type._isToMany
        self.deleteRule = deleteRule
        inverseKeyPath = inverse
        make = { type._make($0) }
    }

    var targetSchema: ModelSchema { ModelSchema.of(target) }
}

/// Where a to-many relationship's pairs are kept.
enum ToManyStorage: Sendable {
    /// The other table's column `column` holds the owner's `_id`.
    case inverseColumn(String)
    /// The join table `table`: the owner's `_id` in `own`, the other model's in `other`.
    case joinTable(table: String, own: String, other: String)
}

extension ModelSchema {
    private struct PropertyKey: Hashable {
        let model: ObjectIdentifier
        let property: String
    }

    private static let inverses = LockedCache<PropertyKey, ModelProperty?>()

    /// The property on the other side of `property`: the one `inverse:` names on either side, else the
    /// one relationship of the other model back to this one.
    func inverse(of property: ModelProperty) -> ModelProperty? {
        Self.inverses.value(for: PropertyKey(model: ObjectIdentifier(type), property: property.name)) { _ in findInverse(of: property) }
    }

    private func findInverse(of property: ModelProperty) -> ModelProperty? {
        guard let relationship = property.relationship else { return nil }
        let other = relationship.targetSchema
        if let keyPath = relationship.inverseKeyPath { return other.property(for: keyPath) }
        let candidates = other.properties.filter { candidate in
            guard let back = candidate.relationship, ObjectIdentifier(back.target) == ObjectIdentifier(type) else { return false }
            return !(other.name == name && candidate.name == property.name)
        }
        if let named = candidates.first(where: { $0.relationship?.inverseKeyPath == property.keyPath }) { return named }
        // Inferred, as SwiftData infers it: only where there is no doubt which property is the other side.
        let unnamed = candidates.filter { $0.relationship?.inverseKeyPath == nil }
        return unnamed.count == 1 ? unnamed[0] : nil
    }

    /// Where the to-many `property` is kept.
    func toManyStorage(of property: ModelProperty) -> ToManyStorage {
        let other = property.relationship!.targetSchema
        guard let inverse = inverse(of: property) else {
            return .joinTable(table: name + "_" + property.name, own: "_from", other: "_to")
        }
        if inverse.relationship?.isToMany == false { return .inverseColumn(inverse.name) }
        // Many-to-many: one table for both sides, named by the side that sorts first.
        if (name, property.name) <= (other.name, inverse.name) {
            return .joinTable(table: name + "_" + property.name, own: "_from", other: "_to")
        }
        return .joinTable(table: other.name + "_" + inverse.name, own: "_to", other: "_from")
    }
}
