import Locking

/// The values a page shows, in the order its fields' names were given (see
/// ``ControlRegistry/valuesInOrder``).
struct ShownFields: Sendable {
    let names: [String]
    let values: [String?]
    /// Values registered under names the evaluation did not give.
    let others: [String: String]

    /// The values by field name.
    var byName: [String: String] {
        var byName = others
        for index in values.indices { if let value = values[index] { byName[names[index]] = value } }
        return byName
    }
}
