import FormUIDatabases

/// Brings a store from the schema version it records to the last of a migration plan, stage by stage,
/// when a container with the plan is made.
///
/// The version is kept in the store's `_formui_schema` table. A store that records none is new (it
/// takes the last version at once), or, when the plan's tables already hold rows, was made before the
/// app adopted the plan (it is at the plan's first version).
struct SchemaMigrator {
    let plan: any SchemaMigrationPlan.Type
    let container: ModelContainer

    private var store: ModelStore { container.store }

    func migrate() throws(SwiftDataError) {
        guard let latest = plan.schemas.last?.versionIdentifier else { return }
        var current: Schema.Version
        if let recorded = try recordedVersion() {
            current = recorded
        } else {
            current = try holdsRows() ? plan.schemas[0].versionIdentifier : latest
        }
        var applied = 0
        while current != latest {
            guard let stage = plan.stages.first(where: { $0.versions.from.versionIdentifier == current }), applied < plan.stages.count else {
                throw SwiftDataError(.undecodableRow, "The app's data at \(store.location) is at schema version \(current), and \(plan) has no stage from it to \(latest): add a MigrationStage from version \(current).")
            }
            let (from, to) = stage.versions
            if case .custom(_, _, let willMigrate, _) = stage, let willMigrate {
                try run(willMigrate, from, to)
            }
            for model in to.models {
                try store.with(ModelSchema.of(model)) { _ throws(SwiftDataError) in }
            }
            if case .custom(_, _, _, let didMigrate) = stage, let didMigrate {
                try run(didMigrate, from, to)
            }
            current = to.versionIdentifier
            try record(current)
            applied += 1
        }
        try record(current)
    }

    /// Runs a stage's closure with a context over every row, and saves what it changed.
    private func run(_ body: (ModelContext) throws -> Void, _ from: any VersionedSchema.Type, _ to: any VersionedSchema.Type) throws(SwiftDataError) {
        let context = ModelContext(container, request: nil, spansOwners: true)
        do {
            try body(context)
            try context.save()
        } catch let error as SwiftDataError {
            throw error
        } catch {
            throw SwiftDataError(.invalidModel, "The migration from version \(from.versionIdentifier) to \(to.versionIdentifier) of \(plan) failed: \(error)")
        }
    }

    private func recordedVersion() throws(SwiftDataError) -> Schema.Version? {
        try store.locked { database throws(SwiftDataError) in
            var version: Schema.Version?
            try store.run { () throws(DatabaseFailure) in
                try database.execute("CREATE TABLE IF NOT EXISTS \"_formui_schema\" (\"key\" TEXT PRIMARY KEY, \"version\" TEXT NOT NULL)")
                try database.perform("SELECT \"version\" FROM \"_formui_schema\" WHERE \"key\" = 'version'", []) { row in
                    let parts = (row.text(0) ?? "").split(separator: ".").compactMap { Int($0) }
                    if parts.count == 3 { version = Schema.Version(parts[0], parts[1], parts[2]) }
                }
            }
            return version
        }
    }

    /// Whether a table of the plan's models exists and holds rows.
    private func holdsRows() throws(SwiftDataError) -> Bool {
        let names = Set(plan.schemas.flatMap { $0.models.map { ModelSchema.name(of: $0) } })
        return try store.locked { database throws(SwiftDataError) in
            var found = false
            for name in names.sorted() where !found {
                var exists = false
                try store.run { () throws(DatabaseFailure) in
                    try database.perform(database.dialect.tableExists, [.text(name)]) { _ in exists = true }
                    if exists { try database.perform("SELECT 1 FROM \(quoted(name)) LIMIT 1", []) { _ in found = true } }
                }
            }
            return found
        }
    }

    private func record(_ version: Schema.Version) throws(SwiftDataError) {
        try store.locked { database throws(SwiftDataError) in
            try store.run { () throws(DatabaseFailure) in
                try database.perform("INSERT INTO \"_formui_schema\" (\"key\", \"version\") VALUES ('version', ?) ON CONFLICT (\"key\") DO UPDATE SET \"version\" = excluded.\"version\"", [.text(version.description)])
            }
        }
    }
}
