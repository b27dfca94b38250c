/// A model's identity: its table and its row's key once stored, a number of its own before that.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The model's table (its class's name).
    public let entityName: String
    /// The row's key; nil until the model is saved.
    let row: Int64?
    /// The number an unsaved model is known by until it is saved.
    let temporary: Int?

    /// Whether the model has not been saved yet.
    public var isTemporary: Bool { row == nil }

    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        (lhs.entityName, lhs.row ?? -1, lhs.temporary ?? -1) < (rhs.entityName, rhs.row ?? -1, rhs.temporary ?? -1)
    }

    public var description: String {
        row.map { "\(entityName)/\($0)" } ?? "\(entityName)/new-\(temporary ?? 0)"
    }
}
