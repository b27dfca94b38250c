/// Why a fetch or a save failed, in words that name the model, the property and what to do.
public struct SwiftDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure it is.
    public enum Code: Hashable, Sendable {
        /// A `#Predicate` or sort that FormUI does not turn into SQL.
        case unsupportedPredicate
        /// A stored row that does not decode as the model's property.
        case undecodableRow
        /// A value that cannot be kept in a column.
        case unstorableValue
        /// Two rows of one owner with the same value of a `.unique` property.
        case duplicateValue
        /// The database could not be reached or did not take the change.
        case storeUnavailable
        /// A model used in a context it does not belong to, or after it was deleted.
        case invalidModel
        /// A row changed by another request between this one's read and its save.
        case conflict
        /// A model deleted while a relationship whose delete rule is `.deny` still holds models.
        case deleteDenied
    }

    public let code: Code
    public let description: String
    /// The property the failure concerns, if one.
    public let property: String?

    init(_ code: Code, _ description: String, property: String? = nil) {
        self.code = code
        self.description = description
        self.property = property
    }

    static func undecodableRow(model: String, property: String, reason: String) -> SwiftDataError {
        SwiftDataError(.undecodableRow, "A stored \(model) does not fit the model: its property “\(property)”: \(reason). The model changed without a migration: give the property an initial value (`var \(property): Type = …`) or make it optional, or rename it with `@Attribute(originalName:)`.", property: property)
    }
}
