/// Why a call into SQLite or PostgreSQL failed: the database's own message, and what FormUI tells apart.
package struct DatabaseFailure: Error, CustomStringConvertible {
    /// Which database said it.
    package enum Source: Sendable {
        case sqlite
        case postgres
    }

    package let source: Source
    /// SQLite's extended result code (0 for PostgreSQL).
    package let code: Int32
    package let message: String
    /// PostgreSQL's SQLSTATE (`23505`); nil for SQLite, and for a connection that could not be made.
    package let sqlState: String?
    /// For a unique index that refused a row: the index's name (PostgreSQL) or its columns (SQLite:
    /// `Book._owner, Book.title`).
    package let constraint: String?

    /// A failure of SQLite's.
    package init(code: Int32, message: String) {
        source = .sqlite
        self.code = code
        self.message = message
        sqlState = nil
        constraint = code == 2067 ? message.components(separatedBy: "failed: ").last : nil
    }

    /// A failure of PostgreSQL's, or of libpq's.
    package init(postgres message: String, sqlState: String? = nil, constraint: String? = nil) {
        source = .postgres
        code = 0
        self.message = message
        self.sqlState = sqlState
        self.constraint = constraint
    }

    /// A row refused because a unique index already holds its value (SQLITE_CONSTRAINT_UNIQUE,
    /// PostgreSQL's unique_violation).
    package var isUniqueViolation: Bool { code == 2067 || sqlState == "23505" }

    package var description: String {
        switch source {
        case .sqlite: "SQLite error \(code): \(message)"
        case .postgres: "PostgreSQL: \(message)"
        }
    }
}
