import FormUI
@_spi(Engine) import FormUI
import Foundation
import FormUIDatabases
import Locking

/// The models an app keeps and where: `ModelContainer(for: Book.self)`, or `.modelContainer(for:
/// Book.self)` on the app's `WindowGroup`.
///
/// Its ``mainContext`` is, while a visitor's request is answered, a context of that request's own (so
/// that each visitor reads and changes their own rows, see ``ModelConfiguration/Sharing``); outside any
/// request (while the app starts), one context of the server's.
public final class ModelContainer: @unchecked Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    /// The plan the container migrated its store with, if it was given one.
    public let migrationPlan: (any SchemaMigrationPlan.Type)?
    /// The configuration in effect (the first).
    let configuration: ModelConfiguration
    let store: ModelStore
    private let serverContext = Locked<ModelContext?>(nil)

    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container for `givenSchema`'s models, kept where the first configuration says; with a
    /// `migrationPlan`, the store is first brought to the plan's last version (``SchemaMigrationPlan``).
    public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]) throws {
        schema = givenSchema
        self.migrationPlan = migrationPlan
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
        configuration = self.configurations[0]
        store = try ModelStores.store(for: configuration)
        store.register(Self.reachable(from: givenSchema.models))
        if let migrationPlan { try SchemaMigrator(plan: migrationPlan, container: self).migrate() }
        SessionReferences.register(ModelReferenceCoder())
        Self.made.withLock { $0.append(WeakContainer(container: self)) }
        // The tables are made (or brought up to date) now, where a failure is seen at once; a PostgreSQL
        // database that cannot be reached now is prepared at the first use, which answers 503 until then.
        for model in givenSchema.models {
            let prepared = Result { () throws(SwiftDataError) in try store.with(model) { _ throws(SwiftDataError) in } }
            guard case .failure(let error) = prepared else { continue }
            if error.code == .storeUnavailable, store.dialect == .postgres { break }
            throw error
        }
    }

    /// `models` and every model their relationships reach.
    private static func reachable(from models: [ModelSchema]) -> [ModelSchema] {
        var found: [String: ModelSchema] = [:]
        var pending = models
        while let schema = pending.popLast() {
            guard found[schema.name] == nil else { continue }
            found[schema.name] = schema
            pending += schema.relationships.map { $0.relationship!.targetSchema }
        }
        return Array(found.values)
    }

    /// The context the code running now acts in: the visitor's request's, or the server's own.
    public var mainContext: ModelContext {
        if let request = DeviceRequest.current {
            return request.resource(for: ObjectIdentifier(self)) { RequestModelContext(ModelContext(self, request: request)) }.context
        }
        return serverContext.withLock { context in
            if let context { return context }
            let made = ModelContext(self, request: nil)
            context = made
            return made
        }
    }

    /// Deletes every row of the container's models (of every visitor, when they are each visitor's).
    public func deleteAllData() {
        for model in schema.models {
            _ = try? store.with(model) { database throws(SwiftDataError) in
                try store.run { () throws(DatabaseFailure) in try database.execute("DELETE FROM \(quoted(model.name))") }
            }
        }
    }

    private static let shared = Locked<[String: ModelContainer]>([:])

    private struct WeakContainer {
        weak var container: ModelContainer?
    }

    /// The model class of the container named `name` (its own or one reached through a relationship).
    func modelType(named name: String) -> (any PersistentModel.Type)? {
        for type in schema.types {
            if ModelSchema.name(of: type) == name { return type }
            if let related = ModelSchema.of(type).relationships.lazy.map({ $0.relationship!.target }).first(where: { ModelSchema.name(of: $0) == name }) {
                return related
            }
        }
        return nil
    }

    /// Every container made, the latest last.
    private static let made = Locked<[WeakContainer]>([])

    /// The container made last whose models include `type` (named, or reached through a relationship):
    /// where a model kept in a session by reference is found again.
    static func keeping(_ type: any PersistentModel.Type) -> ModelContainer? {
        let wanted = ObjectIdentifier(type)
        return made.withLock { made in
            made.removeAll { $0.container == nil }
            return made.reversed().lazy.compactMap(\.container).first { container in
                container.schema.types.contains { model in
                    ObjectIdentifier(model) == wanted
                        || ModelSchema.of(model).relationships.contains { ObjectIdentifier($0.relationship!.target) == wanted }
                }
            }
        }
    }

    /// The one container of the process for these models and configuration: views and scenes that say
    /// `.modelContainer(for:)` are evaluated for every request, and all of them use one container.
    static func shared(for types: [any PersistentModel.Type], configuration: ModelConfiguration) throws -> ModelContainer {
        let key = types.map { String(reflecting: $0) }.sorted().joined(separator: ",") + "|\(configuration.name)|\(configuration.isStoredInMemoryOnly)|\(configuration.url?.path ?? "")|\(configuration.sharing)"
        if let container = shared.withLock({ $0[key] }) { return container }
        let container = try ModelContainer(for: Schema(types), configurations: [configuration])
        return shared.withLock { containers in
            if let existing = containers[key] { return existing }
            containers[key] = container
            return container
        }
    }
}
