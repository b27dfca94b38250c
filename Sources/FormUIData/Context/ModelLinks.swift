/// Keeps both sides of a relationship in step, as SwiftData does: setting `check.habit = habit` puts
/// the check in `habit.checks`, appending to `habit.checks` sets each new check's `habit`, and a model
/// linked to one its context holds joins that context.
///
/// Only a side that is loaded is changed in memory: a side not loaded yet is read from the store with
/// the context's unsaved links applied (``ModelContext/loadRelationship(_:of:)``).
enum ModelLinks {
    /// The app set the relationship `name` of `model`; `old` is what it held, or, when it was not
    /// loaded, `wasUnloaded` says where it pointed.
    static func relationship(_ name: String, of model: any PersistentModel, changedFrom old: [any PersistentModel], wasUnloaded: UnloadedRelationship?) {
        let schema = ModelSchema.of(type(of: model))
        guard let property = schema.property(named: name), let relationship = property.relationship else { return }
        let new = related(property, of: model)
        var old = old
        if case .toOne(let row)? = wasUnloaded, let previous = model._$backing.context?.registeredModel(relationship.targetSchema.name, row: row) {
            old = [previous]
        }
        // Linked models share a context: the one either side is in.
        if let context = model._$backing.context {
            for other in new where other._$backing.context == nil { context.insert(other) }
        } else if let context = new.lazy.compactMap({ $0._$backing.context }).first {
            context.insert(model)
        }
        guard let inverse = schema.inverse(of: property) else { return }
        for other in old where !new.contains(where: { $0 === other }) {
            unlink(other, inverse, from: model)
        }
        for other in new where !old.contains(where: { $0 === other }) {
            link(other, inverse, to: model, through: property)
        }
    }

    /// A new model was inserted: what its relationships hold joins the context and links back to it.
    static func inserted(_ model: any PersistentModel, into context: ModelContext) {
        let schema = ModelSchema.of(type(of: model))
        for property in schema.relationships where model._$backing.unloaded[property.name] == nil {
            let inverse = schema.inverse(of: property)
            for other in related(property, of: model) {
                if let inverse { link(other, inverse, to: model, through: property) }
                if other._$backing.context == nil { context.insert(other) }
            }
        }
    }

    /// The models `property` of `model` holds (loading it if need be).
    static func related(_ property: ModelProperty, of model: any PersistentModel) -> [any PersistentModel] {
        (property.read(model) as? any RelationshipValue)?._relatedModels ?? []
    }

    /// `other`'s side `inverse` no longer holds `model`.
    static func unlink(_ other: any PersistentModel, _ inverse: ModelProperty, from model: any PersistentModel) {
        let backing = other._$backing
        guard let relationship = inverse.relationship else { return }
        if relationship.isToMany {
            // A side not loaded is read later with this change applied.
            guard backing.unloaded[inverse.name] == nil else { return }
            let kept = related(inverse, of: other).filter { $0 !== model }
            guard let value = relationship.make(kept) else { return }
            backing.writeItself(other, inverse, value)
            backing.didChange()
        } else {
            guard points(other, inverse, at: model), let none = relationship.make([]) else { return }
            backing.writeItself(other, inverse, none)
            backing.didChange()
        }
    }

    /// `other`'s side `inverse` holds `model`, which reaches it through `property`.
    static func link(_ other: any PersistentModel, _ inverse: ModelProperty, to model: any PersistentModel, through property: ModelProperty) {
        let backing = other._$backing
        guard let relationship = inverse.relationship else { return }
        if relationship.isToMany {
            guard backing.unloaded[inverse.name] == nil else { return }
            let current = related(inverse, of: other)
            guard !current.contains(where: { $0 === model }), let value = relationship.make(current + [model]) else { return }
            backing.writeItself(other, inverse, value)
            backing.didChange()
        } else {
            guard !points(other, inverse, at: model) else { return }
            // The model it pointed at before no longer holds it.
            if backing.unloaded[inverse.name] == nil, let previous = related(inverse, of: other).first, previous !== model {
                unlink(previous, property, from: other)
            }
            guard let value = relationship.make([model]) else { return }
            backing.writeItself(other, inverse, value)
            backing.didChange()
        }
    }

    /// Whether the to-one `property` of `model` points at `target`, loaded or not.
    static func points(_ model: any PersistentModel, _ property: ModelProperty, at target: any PersistentModel) -> Bool {
        if case .toOne(let row)? = model._$backing.unloaded[property.name] { return row == target._$backing.row }
        return related(property, of: model).first === target
    }
}
