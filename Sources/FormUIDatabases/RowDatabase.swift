import Locking

/// Which database a statement goes to: the SQL FormUI writes differs in a few words (DESIGN §4d).
package enum SQLDialect: Sendable {
    case sqlite
    case postgres
}

/// One connection of either database, as the app's data uses it: ``SQLiteDatabase`` or
/// ``PostgresConnection``. Callers hold ``lock`` around a use, one or several statements.
package protocol RowDatabase: AnyObject, Sendable {
    var lock: Lock { get }
    var dialect: SQLDialect { get }
    /// Runs SQL that returns no rows and takes no parameters (several statements may be separated by `;`).
    func execute(_ sql: String) throws(DatabaseFailure)
    /// Runs `sql` with `parameters` (a `?` for each), calling `row` for each row it returns.
    func perform(_ sql: String, _ parameters: [DatabaseValue], row: (DatabaseRow) throws(DatabaseFailure) -> Void) throws(DatabaseFailure)
    /// How many rows the last INSERT, UPDATE or DELETE changed.
    var changedRowCount: Int { get }
}

extension RowDatabase {
    /// Runs `sql` with `parameters` (a `?` for each), for its effect.
    package func perform(_ sql: String, _ parameters: [DatabaseValue] = []) throws(DatabaseFailure) {
        try perform(sql, parameters) { _ throws(DatabaseFailure) in }
    }
}

/// The columns of a row a statement returned, in either database.
package struct DatabaseRow {
    private enum Storage {
        case sqlite(SQLiteDatabase.Row)
        case postgres(PostgresRow)
    }

    private let storage: Storage

    init(sqlite row: SQLiteDatabase.Row) { storage = .sqlite(row) }
    init(postgres row: PostgresRow) { storage = .postgres(row) }

    /// How many columns the row has.
    package var count: Int32 {
        switch storage {
        case .sqlite(let row): row.count
        case .postgres(let row): row.count
        }
    }

    /// The column's value as the database keeps it.
    package func value(_ column: Int32) -> DatabaseValue {
        switch storage {
        case .sqlite(let row): row.value(column)
        case .postgres(let row): row.value(column)
        }
    }

    package func integer(_ column: Int32) -> Int64 {
        switch storage {
        case .sqlite(let row): row.integer(column)
        case .postgres(let row):
            row.value(column).integerValue
        }
    }

    package func text(_ column: Int32) -> String? {
        switch storage {
        case .sqlite(let row): row.text(column)
        case .postgres(let row):
            if case .text(let value) = row.value(column) { value } else { nil }
        }
    }
}
