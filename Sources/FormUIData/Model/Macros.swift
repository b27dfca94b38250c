/// A class whose stored properties are kept in the app's database, a table with a column each:
/// `@Model final class Book { var title: String; var rating = 3; init(title: String) { … } }`.
///
/// Each stored property becomes an accessor over private storage that tells the object's
/// ``ModelContext`` when it changes; `@Transient` ones are left as they are. The class conforms to
/// ``PersistentModel`` and gains an initializer that makes an object from a stored row.
@attached(member, names: named(_$backing), named(init(_$row:)), named(_$schema))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "FormUIMacros", type: "ModelMacro")

/// The accessors `@Model` gives each stored property (FormUI's own; not written by apps).
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "FormUIMacros", type: "PersistedPropertyMacro")

/// A property of a model that is not kept: it starts from its initial value in every object made from
/// a row.
@attached(peer)
public macro Transient() = #externalMacro(module: "FormUIMacros", type: "ModelMarkerMacro")

/// How a property is kept: `@Attribute(.unique)` (no two rows of one owner share the value: a post that
/// would make two is a 422 naming the field), `@Attribute(originalName: "name")` (the column it had
/// before a rename, whose values it takes over). The other options concern a device's store and are
/// accepted without effect.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) = #externalMacro(module: "FormUIMacros", type: "ModelMarkerMacro")

/// How a property holding other models is kept: what deleting this model does to them (`deleteRule`)
/// and the property on the other side (`inverse`).
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option...,
    deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0,
    maximumModelCount: Int? = 0,
    originalName: String? = nil,
    inverse: AnyKeyPath? = nil,
    hashModifier: String? = nil
) = #externalMacro(module: "FormUIMacros", type: "ModelMarkerMacro")
