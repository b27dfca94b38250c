/// A piece of SQL and the values bound to its parameters, in order. Values never enter the text.
struct SQLFragment {
    var sql: String
    var parameters: [SQLValue]

    init(_ sql: String = "", _ parameters: [SQLValue] = []) {
        self.sql = sql
        self.parameters = parameters
    }

    static func + (lhs: SQLFragment, rhs: SQLFragment) -> SQLFragment {
        SQLFragment(lhs.sql + rhs.sql, lhs.parameters + rhs.parameters)
    }

    static func + (lhs: SQLFragment, rhs: String) -> SQLFragment {
        SQLFragment(lhs.sql + rhs, lhs.parameters)
    }

    static func + (lhs: String, rhs: SQLFragment) -> SQLFragment {
        SQLFragment(lhs + rhs.sql, rhs.parameters)
    }

    /// A bound parameter.
    static func value(_ value: SQLValue) -> SQLFragment { SQLFragment("?", [value]) }
}

/// A quoted SQL identifier: a table's or a column's name, with any quote in it doubled.
func quoted(_ identifier: String) -> String {
    "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
