@_spi(Engine) import FormUI
import FormUIDatabases
import Foundation

/// Where an app reads and changes its models: `@Environment(\.modelContext) private var modelContext`.
///
/// On a server a context belongs to one request of one visitor (see ``ModelContainer/mainContext``):
/// the models it fetched are the ones the request's views and actions see, one object per row. What it
/// changed is saved when the request ends (autosave): after a post is applied, before the post is
/// answered; after a page is shown, when the visitor's state is kept (a visitor without a session,
/// who only looks, keeps nothing). ``save()`` saves at once.
public final class ModelContext: Hashable, @unchecked Sendable {
    public let container: ModelContainer
    /// Whether the context saves its changes when the request ends.
    public var autosaveEnabled = true
    /// The request the context belongs to; nil for the server's own.
    private let request: DeviceRequest?
    /// Whether the context acts on every owner's rows (a migration's).
    private let spansOwners: Bool
    /// The models read or saved, by table and row.
    private(set) var registered: [RowKey: any PersistentModel] = [:]
    /// Models inserted and not saved yet, in order.
    private(set) var inserted: [any PersistentModel] = []
    /// Stored models deleted and not saved yet.
    private var deleted: [any PersistentModel] = []
    /// Whether a registered model changed since it was read or saved.
    private var hasChangedModels = false {
        didSet { generation += 1 }
    }
    /// Counts the context's changes: a query's fetch is kept while it stays the same.
    private(set) var generation = 0
    /// Why a read of this request's failed because the store did not answer: a post whose page could
    /// not read its rows is answered as unavailable (503), whatever else went wrong because of it.
    private var unavailableRead: SwiftDataError?

    struct RowKey: Hashable {
        let entity: String
        let row: Int64
    }

    /// A context of its own for `container`, acting for the visitor whose request is answered now.
    public convenience init(_ container: ModelContainer) {
        self.init(container, request: DeviceRequest.current)
    }

    init(_ container: ModelContainer, request: DeviceRequest?, spansOwners: Bool = false) {
        self.container = container
        self.request = request
        self.spansOwners = spansOwners
    }

    public static func == (lhs: ModelContext, rhs: ModelContext) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: Changes

    /// Whether the context has changes it has not saved.
    public var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || hasChangedModels }

    public var insertedModelsArray: [any PersistentModel] { inserted }
    public var deletedModelsArray: [any PersistentModel] { deleted }
    public var changedModelsArray: [any PersistentModel] { registered.values.filter { $0._$backing.isChanged && !$0._$backing.isDeleted } }

    /// Adds `model` to the context: it is saved with the context's next save.
    public func insert<T: PersistentModel>(_ model: T) {
        let backing = model._$backing
        if backing.context === self, backing.row != nil || inserted.contains(where: { $0 === model }) { return }
        backing.context = self
        backing.isDeleted = false
        generation += 1
        if let row = backing.row {
            registered[RowKey(entity: T._$schemaName, row: row)] = model
        } else {
            inserted.append(model)
            ModelLinks.inserted(model, into: self)
        }
    }

    /// Deletes `model`: it is gone from fetches at once, and from the store at the next save.
    public func delete<T: PersistentModel>(_ model: T) {
        generation += 1
        let backing = model._$backing
        if let index = inserted.firstIndex(where: { $0 === model }) {
            inserted.remove(at: index)
            backing.context = nil
            return
        }
        guard backing.row != nil, !backing.isDeleted else { return }
        backing.isDeleted = true
        deleted.append(model)
        applyDeleteRules(to: model)
    }

    /// Deletes every model of the type that `predicate` matches (every one without a predicate).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor(predicate: predicate)) { delete(found) }
    }

    /// A model changed: the context has something to save.
    func noteChange() {
        hasChangedModels = true
        generation += 1
    }

    /// Forgets the unsaved changes: inserted models leave the context, deleted ones come back, changed
    /// ones are read again by the next fetch.
    public func rollback() {
        for model in inserted { model._$backing.context = nil }
        inserted = []
        for model in deleted { model._$backing.isDeleted = false }
        deleted = []
        registered = registered.filter { !$0.value._$backing.isChanged }
        hasChangedModels = false
    }

    /// Accepted without effect: changes are processed as they are made.
    public func processPendingChanges() {}

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    // MARK: Fetching

    /// The models `descriptor` asks for: from the store, with this context's unsaved changes applied.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        try fetchModels(descriptor)
    }

    /// How many models `descriptor` matches.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        let schema = ModelSchema.of(T.self)
        let condition = try descriptor.predicate.map { predicate throws(SwiftDataError) in try PredicateSQL.condition(predicate, container.store.dialect) }
        if hasPendingChanges(of: schema.name) || descriptor.fetchLimit != nil || descriptor.fetchOffset != nil {
            return try fetchModels(descriptor).count
        }
        guard let owner = owner(creating: false) else { return 0 }
        var query = "SELECT count(*) FROM \(quoted(schema.name)) WHERE " + owner.condition()
        if let condition { query = query + " AND " + condition }
        return try reading(schema) { database throws(SwiftDataError) in
            var count = 0
            try container.store.run { () throws(DatabaseFailure) in
                try database.perform(query.sql, query.parameters) { row in count = Int(row.integer(0)) }
            }
            return count
        }
    }

    /// The model with `persistentModelID` in this context, read from the store if need be.
    ///
    /// An identifier of a row this visitor cannot read (gone, or someone else's) has no model to give:
    /// that stops the program, as it does on a device; ``registeredModel(for:)`` and a fetch answer nil.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        if let row = persistentModelID.row, let model = registered[RowKey(entity: persistentModelID.entityName, row: row)] { return model }
        if let model = inserted.first(where: { $0.persistentModelID == persistentModelID }) { return model }
        if let row = persistentModelID.row, let type = container.modelType(named: persistentModelID.entityName),
           let model = try? self.model(type, row: row) {
            return model
        }
        preconditionFailure("No \(persistentModelID.entityName) with this identifier for this visitor: it was deleted, or it is not theirs.")
    }

    /// The model with `persistentModelID` if this context holds it.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        if let row = persistentModelID.row { return registered[RowKey(entity: persistentModelID.entityName, row: row)] as? T }
        return inserted.first(where: { $0.persistentModelID == persistentModelID }) as? T
    }

    private func hasPendingChanges(of entity: String) -> Bool {
        inserted.contains { type(of: $0)._$schemaName == entity }
            || deleted.contains { type(of: $0)._$schemaName == entity }
            || (hasChangedModels && registered.contains { $0.key.entity == entity && $0.value._$backing.isChanged })
    }

    private func fetchModels<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws(SwiftDataError) -> [T] {
        let schema = ModelSchema.of(T.self)
        // Translated first, so that a predicate outside the SQL subset fails at its first fetch.
        let dialect = container.store.dialect
        let condition = try descriptor.predicate.map { predicate throws(SwiftDataError) in try PredicateSQL.condition(predicate, dialect) }
        let order = try SortSQL.orderBy(descriptor.sortBy, dialect)
        // Unsaved changes of this model are applied in memory: the store is asked for every row of the
        // owner, and the predicate, sort and limits are applied here.
        let pending = hasPendingChanges(of: schema.name)
        var models: [T] = []
        if let owner = owner(creating: false) {
            var query = "SELECT \(Self.selection(schema)) FROM \(quoted(schema.name)) WHERE " + owner.condition()
            if let condition, !pending { query = query + " AND " + condition }
            query = query + " ORDER BY " + order
            if !pending, descriptor.fetchLimit != nil || descriptor.fetchOffset != nil {
                let limit = descriptor.fetchLimit.map { String(max(0, $0)) } ?? dialect.noLimit
                query = query + " LIMIT \(limit) OFFSET \(max(0, descriptor.fetchOffset ?? 0))"
            }
            models = try fetchRows(query, as: T.self)
        }
        guard pending else { return models }
        models.removeAll { $0._$backing.isDeleted }
        models += inserted.compactMap { $0 as? T }
        do {
            if let predicate = descriptor.predicate { models = try models.filter { try predicate.evaluate($0) } }
        } catch {
            throw SwiftDataError(.unsupportedPredicate, "A #Predicate on \(schema.name) could not be evaluated: \(error)")
        }
        if !descriptor.sortBy.isEmpty { models.sort(using: descriptor.sortBy) }
        if let offset = descriptor.fetchOffset { models = Array(models.dropFirst(offset)) }
        if let limit = descriptor.fetchLimit { models = Array(models.prefix(limit)) }
        return models
    }

    /// The columns a fetch selects: `_id`, `_version`, then the schema's columns.
    static func selection(_ schema: ModelSchema, table: String? = nil) -> String {
        let prefix = table.map { $0 + "." } ?? ""
        return (["_id", "_version"] + schema.columns.map(\.name)).map { prefix + quoted($0) }.joined(separator: ", ")
    }

    /// The models of the rows `query` selects (``selection(_:table:)``), one object per row.
    func fetchRows<T: PersistentModel>(_ query: SQLFragment, as type: T.Type) throws(SwiftDataError) -> [T] {
        let rows = try readRows(query, ModelSchema.of(T.self))
        var models: [T] = []
        models.reserveCapacity(rows.count)
        for row in rows { models.append(try materialize(row, as: T.self)) }
        return models
    }

    /// The rows `query` selects (``selection(_:table:)``) of `schema`'s table.
    func readRows(_ query: SQLFragment, _ schema: ModelSchema) throws(SwiftDataError) -> [ModelRow] {
        try reading(schema) { database throws(SwiftDataError) in
            var rows: [ModelRow] = []
            try container.store.run { () throws(DatabaseFailure) in
                try database.perform(query.sql, query.parameters) { row in
                    var values: [String: SQLValue] = [:]
                    for (index, property) in schema.columns.enumerated() { values[property.name] = row.value(Int32(index + 2)) }
                    rows.append(ModelRow(identity: row.integer(0), version: row.integer(1), entity: schema.name, schema: schema, values: values, context: self))
                }
            }
            return rows
        }
    }

    /// Reads from `schema`'s table, noting a store that did not answer.
    private func reading<T>(_ schema: ModelSchema, _ body: (any RowDatabase) throws(SwiftDataError) -> T) throws(SwiftDataError) -> T {
        do {
            return try container.store.with(schema, body)
        } catch {
            if error.code == .storeUnavailable { unavailableRead = error }
            throw error
        }
    }

    /// The context's one object for `row`: the one it holds, or a new one made from the row.
    private func materialize<T: PersistentModel>(_ row: ModelRow, as type: T.Type) throws(SwiftDataError) -> T {
        let key = RowKey(entity: row.entity, row: row.identity)
        if let model = registered[key] as? T { return model }
        let model: T
        do {
            model = try T(_$row: row)
        } catch let error as SwiftDataError {
            throw error
        } catch {
            throw SwiftDataError(.undecodableRow, "A stored \(row.entity) could not be read: \(error)")
        }
        register(model, row)
        return model
    }

    /// Makes `model`, whose values are `row`'s, this context's object for the row.
    private func register(_ model: any PersistentModel, _ row: ModelRow) {
        let backing = model._$backing
        backing.row = row.identity
        backing.version = row.version
        backing.context = self
        backing.isChanged = false
        backing.isDetached = false
        for property in row.schema.relationships {
            if property.relationship!.isToMany {
                backing.unloaded[property.name] = .toMany
            } else if case .integer(let target) = row.values[property.name] ?? .null {
                backing.unloaded[property.name] = .toOne(target)
            }
        }
        registered[RowKey(entity: row.entity, row: row.identity)] = model
    }

    /// Takes `model`, read by a request that has ended, into the context of the request running now, its
    /// values read again from its row; a model whose row is gone (or is not this visitor's) stays as
    /// it is. False when no request is running.
    static func attachToCurrentRequest(_ model: any PersistentModel) -> Bool {
        guard DeviceRequest.current != nil else { return false }
        guard model._$backing.context == nil, let row = model._$backing.row, let container = ModelContainer.keeping(type(of: model)) else { return true }
        container.mainContext.adopt(model, row: row)
        return true
    }

    private func adopt(_ model: any PersistentModel, row: Int64) {
        let schema = ModelSchema.of(type(of: model))
        guard let owner = owner(creating: false) else { return }
        let query = SQLFragment("SELECT \(Self.selection(schema)) FROM \(quoted(schema.name)) WHERE \"_id\" = ? AND ", [.integer(row)]) + owner.condition()
        guard let stored = try? readRows(query, schema).first else { return }
        for property in schema.columns where property.relationship == nil {
            guard let value = try? ColumnCoding.decodeAny(stored.values[property.name] ?? .null, as: property.valueType) else { continue }
            model._$backing.writeItself(model, property, value)
        }
        for property in schema.relationships where !property.relationship!.isToMany {
            if let none = property.relationship!.make([]) { model._$backing.writeItself(model, property, none) }
        }
        register(model, stored)
    }

    /// The model of `entity` at `row` if this context holds it.
    func registeredModel(_ entity: String, row: Int64) -> (any PersistentModel)? {
        registered[RowKey(entity: entity, row: row)]
    }

    // MARK: Saving

    /// Whose rows the context reads and writes: the visitor's device id (made when `creating`), the
    /// signed-in person's id, or empty for rows shared by everyone and the server's own. nil: a visitor
    /// who has kept nothing, or nobody signed in where rows are each person's.
    func owner(creating: Bool) -> RowOwner? {
        if spansOwners { return .all }
        guard let request else { return .one("") }
        switch container.configuration.sharing {
        case .everyone: return .one("")
        case .visitor: return request.deviceID(creating: creating).map(RowOwner.one)
        // Apart from device ids (UUIDs) by the separator no UUID has.
        case .signedInPerson: return request.signedInPerson.map { .one("person\u{1F}" + $0.id) }
        }
    }

    /// Saves the context's changes in one transaction: all of them, or none.
    public func save() throws {
        try saveChanges(creatingOwner: request?.keepsChanges ?? true)
    }

    private func saveChanges(creatingOwner: Bool) throws(SwiftDataError) {
        guard hasChanges else { return }
        guard container.configuration.allowsSave else {
            throw SwiftDataError(.invalidModel, "This container's configuration does not allow saving (allowsSave: false).")
        }
        // A visitor who only looked has no device to keep rows for: the changes stay in this request.
        guard let owner = owner(creating: creatingOwner) else { return }
        let changed = registered.values.filter { $0._$backing.isChanged && !$0._$backing.isDeleted }
        let schemas = Set((inserted + changed + deleted).map { type(of: $0)._$schemaName })
            .map { name in (inserted + changed + deleted).first { type(of: $0)._$schemaName == name }! }
            .map { type(of: $0)._$schema }
        let store = container.store
        let (insertedModels, deletedModels) = (inserted, deleted)
        try ChangeWriter.refuseDenied(deletedModels)
        let write = { (database: any RowDatabase) throws(SwiftDataError) -> [ObjectIdentifier: Int64] in
            var writer = ChangeWriter(store: store, database: database, owner: owner)
            try writer.write(inserted: insertedModels, changed: changed, deleted: deletedModels)
            return writer.newRows
        }
        // A post answered by a server keeps its transaction open until its session's change is stored.
        let newRows = if let saves = HeldSaves.current, saves.isOnItsThread, request?.isPost == true {
            try store.holdingTransaction(schemas, for: saves, write)
        } else {
            try store.transaction(schemas, write)
        }
        for model in inserted {
            let row = newRows[ObjectIdentifier(model)]!
            model._$backing.row = row
            registered[RowKey(entity: type(of: model)._$schemaName, row: row)] = model
        }
        for model in changed {
            model._$backing.isChanged = false
            model._$backing.version += 1
        }
        for model in inserted { model._$backing.isChanged = false }
        for model in deleted {
            registered[RowKey(entity: type(of: model)._$schemaName, row: model._$backing.row!)] = nil
            model._$backing.context = nil
        }
        inserted = []
        deleted = []
        hasChangedModels = false
    }
}

// MARK: The end of a request

/// A request's context, finished with the request.
final class RequestModelContext: DeviceResource {
    let context: ModelContext

    init(_ context: ModelContext) { self.context = context }

    func finish(keeping: Bool, for request: DeviceRequest) throws(SubmissionError) {
        try context.finish(keeping: keeping, for: request)
    }
}

extension ModelContext {
    /// Saves what the request changed (autosave), or forgets it. A post whose changes cannot be saved
    /// is answered with why: a duplicate of a `.unique` value is a 422 naming it, a store that did not
    /// answer a 503; a showing's failure is logged, and the page shows.
    func finish(keeping: Bool, for request: DeviceRequest) throws(SubmissionError) {
        defer { detachAll() }
        if request.isPost, unavailableRead != nil { throw Self.unavailable }
        guard keeping, autosaveEnabled, hasChanges else {
            if keeping { noteDeviceUse(for: request) }
            return
        }
        do throws(SwiftDataError) {
            try saveChanges(creatingOwner: request.keepsChanges)
            noteDeviceUse(for: request)
        } catch {
            guard request.isPost else {
                FileHandle.standardError.write(Data("FormUI: what a page's showing changed in the app's data was not saved: \(error.description)\n".utf8))
                return
            }
            var refusal: SubmissionError
            switch error.code {
            case .conflict:
                refusal = SubmissionError(kind: .stalePage, problems: [.init(name: nil, label: "Your change", message: error.description)])
                refusal.saveFailure = .conflict
                throw refusal
            case .duplicateValue:
                refusal = SubmissionError(kind: .invalidInput, problems: [.init(name: nil, label: error.property ?? "Value", message: error.description)])
            case .storeUnavailable:
                throw Self.unavailable
            default:
                refusal = SubmissionError(kind: .invalidInput, problems: [.init(name: nil, label: error.property ?? "Data", message: error.description)])
            }
            refusal.saveFailure = .refused
            throw refusal
        }
    }

    /// The visitor's device used its rows: they are kept for the retention from now (``ModelStores/retention``).
    private func noteDeviceUse(for request: DeviceRequest) {
        guard case .visitor = container.configuration.sharing, let device = request.deviceID(creating: false) else { return }
        container.store.noteUse(ofDevice: device)
    }

    private static let unavailable: SubmissionError = {
        var error = SubmissionError(kind: .unavailable, problems: [.init(name: nil, label: "Your change", message: "Your change was not saved: the app's data is not available right now. Nothing was changed; please send it again in a moment.")])
        error.saveFailure = .refused
        return error
    }()

    /// The request is over: its models leave the context.
    private func detachAll() {
        for model in registered.values {
            model._$backing.context = nil
            model._$backing.isDetached = true
        }
        for model in inserted { model._$backing.context = nil }
        registered = [:]
        inserted = []
        deleted = []
        hasChangedModels = false
        unavailableRead = nil
    }
}
