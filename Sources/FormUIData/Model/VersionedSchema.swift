/// One version of an app's models, for a migration plan: `enum LibraryV2: VersionedSchema { static let
/// versionIdentifier = Schema.Version(2, 0, 0); static var models: [any PersistentModel.Type] {
/// [Book.self] }; @Model final class Book { … } }`.
///
/// A model's table is named as its class, so `LibraryV1.Book` and `LibraryV2.Book` are two versions of
/// one table.
public protocol VersionedSchema: SendableMetatype {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

/// How an app's models evolved, oldest version first, and the stage that takes the data from each
/// version to the next. A container made with the plan brings its store from the version it records
/// to the last of ``schemas`` when it is made.
public protocol SchemaMigrationPlan: SendableMetatype {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

/// A step of a migration plan from one version to the next.
public enum MigrationStage: Sendable {
    /// The tables take the new version's shape: a property added becomes a column (rows stored before
    /// read its initial value), one renamed with `@Attribute(originalName:)` takes its old column over.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// `willMigrate` runs with the old version's models, then the tables take the new shape, then
    /// `didMigrate` runs with the new version's. Each is given a context over every row of the store,
    /// whoever's they are, and what it changed is saved when it returns.
    @preconcurrency
    case custom(
        fromVersion: any VersionedSchema.Type,
        toVersion: any VersionedSchema.Type,
        willMigrate: (@Sendable (ModelContext) throws -> Void)?,
        didMigrate: (@Sendable (ModelContext) throws -> Void)?
    )

    var versions: (from: any VersionedSchema.Type, to: any VersionedSchema.Type) {
        switch self {
        case .lightweight(let from, let to), .custom(let from, let to, _, _): (from, to)
        }
    }
}

extension Schema {
    /// The models of one version of a migration plan.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }
}
