/// A value bound to a statement's parameter or read from a column, in either database: SQLite's
/// storage classes, which PostgreSQL's `bigint`, `double precision`, `text` and `bytea` columns hold too.
package enum DatabaseValue: Equatable, Sendable {
    case integer(Int64)
    case blob([UInt8])
    case text(String)
    case real(Double)
    case null
}

extension DatabaseValue {
    /// The integer, 0 for any other value.
    package var integerValue: Int64 {
        if case .integer(let value) = self { value } else { 0 }
    }

    /// The bytes, none for any other value.
    package var bytesValue: [UInt8] {
        if case .blob(let bytes) = self { bytes } else { [] }
    }
}
