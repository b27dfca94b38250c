import Foundation
import SwiftData
import Testing

enum ShelfSchemaV1: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Volume.self] }

    @Model
    final class Volume {
        var name: String
        var pages: Int

        init(name: String, pages: Int) {
            self.name = name
            self.pages = pages
        }
    }
}

enum ShelfSchemaV2: VersionedSchema {
    static let versionIdentifier = Schema.Version(2, 0, 0)
    static var models: [any PersistentModel.Type] { [Volume.self] }

    /// `name` renamed to `title`, `rating` added with a default.
    @Model
    final class Volume {
        @Attribute(originalName: "name") var title: String
        var pages: Int
        var rating: Int = 3

        init(title: String, pages: Int) {
            self.title = title
            self.pages = pages
        }
    }
}

enum ShelfSchemaV3: VersionedSchema {
    static let versionIdentifier = Schema.Version(3, 0, 0)
    static var models: [any PersistentModel.Type] { [Volume.self] }

    /// `isLong` added, filled in by the stage's `didMigrate`.
    @Model
    final class Volume {
        var title: String
        var pages: Int
        var rating: Int = 3
        var isLong = false

        init(title: String, pages: Int) {
            self.title = title
            self.pages = pages
        }
    }
}

/// Version 1's `Volume` changed without a migration: `pages` became a `String`.
enum ShelfRetyped {
    @Model
    final class Volume {
        var name: String
        var pages: String

        init(name: String, pages: String) {
            self.name = name
            self.pages = pages
        }
    }
}

/// Version 1's `Volume` changed without a migration: `year` added with no initial value.
enum ShelfWithYear {
    @Model
    final class Volume {
        var name: String
        var pages: Int
        var year: Int

        init(name: String, pages: Int, year: Int) {
            self.name = name
            self.pages = pages
            self.year = year
        }
    }
}

enum ShelfMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [ShelfSchemaV1.self, ShelfSchemaV2.self, ShelfSchemaV3.self] }
    static var stages: [MigrationStage] { [v1ToV2, v2ToV3] }

    static let v1ToV2 = MigrationStage.lightweight(fromVersion: ShelfSchemaV1.self, toVersion: ShelfSchemaV2.self)
    static let v2ToV3 = MigrationStage.custom(fromVersion: ShelfSchemaV2.self, toVersion: ShelfSchemaV3.self, willMigrate: nil) { context in
        for volume in try context.fetch(FetchDescriptor<ShelfSchemaV3.Volume>()) {
            volume.isLong = volume.pages > 500
        }
        try context.save()
    }
}

/// `VersionedSchema` and `SchemaMigrationPlan` on a SQLite file: rows stored by version 1 read by
/// version 3 after a lightweight stage (a rename through `originalName`, a property added with a
/// default) and a custom one whose `didMigrate` fills a new property in; every owner's rows migrate.
@Suite(.serialized) struct MigrationPlanTests {
    private func file() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("formui-migration-\(UUID().uuidString).sqlite")
    }

    @Test func aStoreOfVersionOneIsBroughtToTheLastVersion() throws {
        let url = file()
        defer { try? FileManager.default.removeItem(at: url) }
        let first = try ModelContainer(for: Schema(versionedSchema: ShelfSchemaV1.self), configurations: [ModelConfiguration(url: url)])
        let context = ModelContext(first)
        context.insert(ShelfSchemaV1.Volume(name: "Dune", pages: 612))
        context.insert(ShelfSchemaV1.Volume(name: "Siddhartha", pages: 152))
        try context.save()

        // The app adopts the plan after version 1 shipped: the store records no version and holds rows.
        let migrated = try ModelContainer(for: Schema(versionedSchema: ShelfSchemaV3.self), migrationPlan: ShelfMigrationPlan.self, configurations: ModelConfiguration(url: url))
        #expect(migrated.migrationPlan == ShelfMigrationPlan.self)
        let volumes = try ModelContext(migrated).fetch(FetchDescriptor<ShelfSchemaV3.Volume>(sortBy: [SortDescriptor(\.title)]))
        #expect(volumes.map(\.title) == ["Dune", "Siddhartha"], "the renamed column's values")
        #expect(volumes.map(\.rating) == [3, 3], "the added property's default")
        #expect(volumes.map(\.isLong) == [true, false], "filled in by didMigrate")

        // Made again (the next start), the store is at version 3 and nothing runs again.
        let again = ModelContext(try ModelContainer(for: Schema(versionedSchema: ShelfSchemaV3.self), migrationPlan: ShelfMigrationPlan.self, configurations: ModelConfiguration(url: url)))
        let volume = try again.fetch(FetchDescriptor<ShelfSchemaV3.Volume>(predicate: #Predicate { $0.title == "Dune" }))[0]
        volume.isLong = false
        try again.save()
        let later = try ModelContainer(for: Schema(versionedSchema: ShelfSchemaV3.self), migrationPlan: ShelfMigrationPlan.self, configurations: ModelConfiguration(url: url))
        #expect(try ModelContext(later).fetch(FetchDescriptor<ShelfSchemaV3.Volume>(predicate: #Predicate { $0.title == "Dune" }))[0].isLong == false)
    }

    @Test func aNewStoreStartsAtTheLastVersion() throws {
        let url = file()
        defer { try? FileManager.default.removeItem(at: url) }
        let container = try ModelContainer(for: Schema(versionedSchema: ShelfSchemaV3.self), migrationPlan: ShelfMigrationPlan.self, configurations: ModelConfiguration(url: url))
        let context = ModelContext(container)
        context.insert(ShelfSchemaV3.Volume(title: "Emma", pages: 474))
        try context.save()
        #expect(try ModelContext(container).fetch(FetchDescriptor<ShelfSchemaV3.Volume>()).map(\.isLong) == [false])
    }

    @Test func aVersionWithoutAStageIsAClearError() throws {
        enum Gapped: SchemaMigrationPlan {
            static var schemas: [any VersionedSchema.Type] { [ShelfSchemaV1.self, ShelfSchemaV3.self] }
            static var stages: [MigrationStage] { [] }
        }
        let url = file()
        defer { try? FileManager.default.removeItem(at: url) }
        let first = try ModelContainer(for: Schema(versionedSchema: ShelfSchemaV1.self), configurations: [ModelConfiguration(url: url)])
        let context = ModelContext(first)
        context.insert(ShelfSchemaV1.Volume(name: "Dune", pages: 612))
        try context.save()
        #expect {
            try ModelContainer(for: Schema(versionedSchema: ShelfSchemaV3.self), migrationPlan: Gapped.self, configurations: ModelConfiguration(url: url))
        } throws: { error in
            "\(error)".contains("version 1.0.0") && "\(error)".contains("add a MigrationStage")
        }
    }

    @Test func storedRowsTheChangedModelCannotReadAreAnErrorWhenTheContainerIsMade() throws {
        let url = file()
        defer { try? FileManager.default.removeItem(at: url) }
        let first = try ModelContainer(for: Schema(versionedSchema: ShelfSchemaV1.self), configurations: [ModelConfiguration(url: url)])
        let context = ModelContext(first)
        context.insert(ShelfSchemaV1.Volume(name: "Dune", pages: 612))
        try context.save()
        #expect {
            try ModelContainer(for: ShelfRetyped.Volume.self, configurations: ModelConfiguration(url: url))
        } throws: { error in
            let text = "\(error)"
            return text.contains("Volume") && text.contains("“pages” holds integer values") && text.contains("custom MigrationStage")
        }
        #expect {
            try ModelContainer(for: ShelfWithYear.Volume.self, configurations: ModelConfiguration(url: url))
        } throws: { error in
            let text = "\(error)"
            return text.contains("Volume") && text.contains("“year”") && text.contains("initial value")
        }
    }
}
