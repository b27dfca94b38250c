import FormUIDatabases
import Foundation

extension ModelContext {
    /// Loads the relationship `name` of `model`, read from a row and not loaded yet: the other row of
    /// a to-one, the rows pointing back or paired in the join table of a to-many, with this context's
    /// unsaved links applied. A store that does not answer leaves it unloaded (it reads as empty) and
    /// says so in the log.
    func loadRelationship(_ name: String, of model: any PersistentModel) {
        let backing = model._$backing
        guard let state = backing.unloaded[name] else { return }
        let schema = ModelSchema.of(type(of: model))
        guard let property = schema.property(named: name), let relationship = property.relationship else {
            backing.unloaded[name] = nil
            return
        }
        let related: [any PersistentModel]
        do {
            switch state {
            case .toOne(let row): related = try self.model(relationship.target, row: row).map { [$0] } ?? []
            case .toMany: related = try relatedModels(property, of: model, schema)
            }
        } catch {
            FileHandle.standardError.write(Data("FormUI: \(schema.name).\(name) could not be read: \(error.description)\n".utf8))
            return
        }
        guard let value = relationship.make(related) else {
            FileHandle.standardError.write(Data("FormUI: \(schema.name).\(name) points at a \(relationship.targetSchema.name) that is gone; make the property optional to keep such rows.\n".utf8))
            return
        }
        backing.writeItself(model, property, value)
    }

    /// The model of `type` at `row`, from this context or the store; nil when it is gone.
    func model<T: PersistentModel>(_ type: T.Type, row: Int64) throws(SwiftDataError) -> T? {
        let schema = ModelSchema.of(T.self)
        if let model = registeredModel(schema.name, row: row) as? T { return model._$backing.isDeleted ? nil : model }
        guard let owner = owner(creating: false) else { return nil }
        let query = SQLFragment("SELECT \(Self.selection(schema)) FROM \(quoted(schema.name)) WHERE \"_id\" = ? AND ", [.integer(row)]) + owner.condition()
        return try fetchRows(query, as: T.self).first
    }

    /// The models the to-many `property` of `model` holds.
    private func relatedModels(_ property: ModelProperty, of model: any PersistentModel, _ schema: ModelSchema) throws(SwiftDataError) -> [any PersistentModel] {
        let target = property.relationship!.target
        var found = try storedRelatedModels(target, property, of: model, schema)
        guard let inverse = schema.inverse(of: property) else { return found.filter { !$0._$backing.isDeleted } }
        // The context's unsaved links: a model whose side is loaded says itself whether it points here.
        found.removeAll { $0._$backing.isDeleted || Self.points(from: $0, inverse, at: model) == false }
        if hasChanges {
            let entity = ModelSchema.name(of: target)
            for candidate in inserted + registered.values where type(of: candidate)._$schemaName == entity {
                guard !candidate._$backing.isDeleted, !found.contains(where: { $0 === candidate }) else { continue }
                if Self.points(from: candidate, inverse, at: model) == true { found.append(candidate) }
            }
        }
        return found
    }

    /// The stored rows of `target` that the to-many `property` of `model` holds.
    private func storedRelatedModels<T: PersistentModel>(_ target: T.Type, _ property: ModelProperty, of model: any PersistentModel, _ schema: ModelSchema) throws(SwiftDataError) -> [any PersistentModel] {
        guard let row = model._$backing.row, let owner = owner(creating: false) else { return [] }
        let other = ModelSchema.of(T.self)
        let query: SQLFragment
        switch schema.toManyStorage(of: property) {
        case .inverseColumn(let column):
            query = SQLFragment("SELECT \(Self.selection(other)) FROM \(quoted(other.name)) WHERE \(quoted(column)) = ? AND ", [.integer(row)]) + owner.condition() + " ORDER BY \"_id\""
        case .joinTable(let table, let own, let otherColumn):
            // The join table is made with the model's table.
            _ = try container.store.with(schema) { _ throws(SwiftDataError) in }
            query = SQLFragment(
                "SELECT \(Self.selection(other, table: "t")) FROM \(quoted(other.name)) t JOIN \(quoted(table)) j ON t.\"_id\" = j.\(quoted(otherColumn)) WHERE j.\(quoted(own)) = ? AND ",
                [.integer(row)]
            ) + owner.condition("t") + " ORDER BY " + container.store.dialect.joinTableOrder("j")
        }
        return try fetchRows(query, as: T.self)
    }

    /// Whether `candidate`'s side `inverse` holds `model`; nil when that side is not loaded (the store
    /// then says).
    private static func points(from candidate: any PersistentModel, _ inverse: ModelProperty, at model: any PersistentModel) -> Bool? {
        guard candidate._$backing.unloaded[inverse.name] == nil else { return nil }
        return ModelLinks.related(inverse, of: candidate).contains { $0 === model }
    }

    /// What deleting `model` does to the models its relationships hold: `.cascade` deletes them,
    /// `.nullify` (the default) takes `model` out of their side of the link; `.deny` is checked when
    /// the context saves, `.noAction` does nothing.
    func applyDeleteRules(to model: any PersistentModel) {
        let schema = ModelSchema.of(type(of: model))
        for property in schema.relationships {
            let relationship = property.relationship!
            switch relationship.deleteRule {
            case .cascade:
                for other in ModelLinks.related(property, of: model) { delete(other) }
            case .nullify:
                guard let inverse = schema.inverse(of: property) else { continue }
                for other in ModelLinks.related(property, of: model) { ModelLinks.unlink(other, inverse, from: model) }
            case .deny, .noAction:
                continue
            }
        }
    }
}
