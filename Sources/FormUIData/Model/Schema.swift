/// The models a container keeps: `Schema([Book.self, Author.self])`.
// Sendable: immutable; model types are values that never change.
public final class Schema: @unchecked Sendable {
    /// The models, as given.
    public let types: [any PersistentModel.Type]
    public let version: Version

    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.types = types
        self.version = version
    }

    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// The tables of the schema's models.
    var models: [ModelSchema] { types.map { $0._$schema } }

    /// A schema's version: `Schema.Version(1, 0, 0)`.
    public struct Version: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
        public var major: Int
        public var minor: Int
        public var patch: Int

        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }

        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// What `@Attribute` says of a property.
    public struct Attribute: Sendable {
        /// An attribute's options: `.unique` has an effect on a server; the rest concern a device's
        /// store (its files, Spotlight, iCloud) and are accepted without one.
        public struct Option: Hashable, Sendable {
            let name: String
            /// No two rows of the same owner share the value.
            public static let unique = Option(name: "unique")
            public static let externalStorage = Option(name: "externalStorage")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static let ephemeral = Option(name: "ephemeral")
            public static let spotlight = Option(name: "spotlight")
        }
    }

    /// What `@Relationship` says of a property.
    public struct Relationship: Sendable {
        /// What deleting a model does to the models its relationship holds.
        public enum DeleteRule: Hashable, Sendable, Codable {
            /// The related models are deleted too.
            case cascade
            /// The related models are kept; their link back is cleared.
            case nullify
            /// The model cannot be deleted while it holds related models.
            case deny
            /// Nothing is done to the related models.
            case noAction
        }

        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
        }
    }
}
