import Foundation

/// How a container keeps its models: where, and whose they are.
///
/// ```swift
/// ModelConfiguration()                                   // each visitor's own, where the server keeps data
/// ModelConfiguration(isStoredInMemoryOnly: true)         // each visitor's own, gone when the process ends
/// ModelConfiguration(sharing: .everyone)                  // one set of rows every visitor sees
/// ModelConfiguration(sharing: .signedInPerson)            // each signed-in person's own, on any browser
/// ```
public struct ModelConfiguration: Hashable, Sendable {
    /// Whose rows a container's are.
    public enum Sharing: Hashable, Sendable {
        /// Each visitor's own, as a phone's data is its owner's (the default): kept with their session's
        /// device id, as long as the session store keeps the visitor.
        case visitor
        /// One set of rows for everyone: a team's inventory, a sign-up list.
        case everyone
        /// Each signed-in person's own (`@Environment(\.identity)`), whichever browser they sign in
        /// from, kept as long as the data is. A visitor nobody has signed in reads none, and what they
        /// change is not kept.
        case signedInPerson
    }

    /// The configuration's name: configurations with the same name and place share their store.
    public var name: String
    /// Whether the models live only in the process's memory.
    public var isStoredInMemoryOnly: Bool
    /// A database of the container's own: a SQLite file (`file:` URL), or PostgreSQL
    /// (`postgresql://user@host/database`); nil: where the server keeps the app's data (its `--data`
    /// setting, in memory unless set).
    public var url: URL?
    /// Whose rows these are.
    public var sharing: Sharing
    /// Whether the app may change the models (false: saving throws).
    public var allowsSave: Bool

    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true, groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic, sharing: Sharing = .visitor) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.sharing = sharing
        url = nil
    }

    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic, sharing: Sharing = .visitor) {
        self.name = name ?? "default"
        isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        self.sharing = sharing
        self.url = url
    }

    public init(for firstType: any PersistentModel.Type, _ otherTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false, sharing: Sharing = .visitor) {
        self.init(isStoredInMemoryOnly: isStoredInMemoryOnly, sharing: sharing)
    }

    /// An app group's container on a device; a server has none (accepted without effect).
    public struct GroupContainer: Hashable, Sendable {
        public static let automatic = GroupContainer()
        public static let none = GroupContainer()
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer() }
    }

    /// iCloud's database on a device; a server has none (accepted without effect).
    public struct CloudKitDatabase: Hashable, Sendable {
        public static let automatic = CloudKitDatabase()
        public static let none = CloudKitDatabase()
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase { CloudKitDatabase() }
    }

    public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool {
        (lhs.name, lhs.isStoredInMemoryOnly, lhs.url, lhs.sharing, lhs.allowsSave) == (rhs.name, rhs.isStoredInMemoryOnly, rhs.url, rhs.sharing, rhs.allowsSave)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(isStoredInMemoryOnly)
        hasher.combine(url)
        hasher.combine(sharing)
        hasher.combine(allowsSave)
    }
}
