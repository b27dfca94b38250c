import Foundation
import CSQLite
import Locking

/// One connection to a SQLite database file, through SQLite's C library, used by one thread at a time
/// (callers hold ``lock``). Statements are prepared once and kept.
// Sendable: `lock` guards the handle, the prepared statements and every call into SQLite.
package final class SQLiteDatabase: RowDatabase, @unchecked Sendable {
    /// What SQLite said when a call failed.
    package typealias Failure = DatabaseFailure

    package let lock = Lock()
    package var dialect: SQLDialect { .sqlite }
    private var handle: OpaquePointer?
    private var statements: [String: OpaquePointer] = [:]

    /// Opens (creating) the file, in WAL mode, waiting up to `busyTimeoutMilliseconds` for another
    /// connection's lock before a call fails with `SQLITE_BUSY`.
    package init(path: String, busyTimeoutMilliseconds: Int32) throws(Failure) {
        // NOMUTEX: SQLite's own locking is not needed, every use is under `lock`.
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        var opened: OpaquePointer?
        let status = sqlite3_open_v2(path, &opened, flags, nil)
        handle = opened
        guard status == SQLITE_OK else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close_v2(opened)
            handle = nil
            throw Failure(code: status, message: message)
        }
        sqlite3_busy_timeout(opened, busyTimeoutMilliseconds)
        sqlite3_extended_result_codes(opened, 1)
    }

    /// Declares `formui_fold(text)`: the text without case or diacritics (“Café” → “cafe”), as
    /// Foundation folds it, so that SQL can search as `localizedStandardContains` does. Text of ASCII
    /// alone is only lowered, byte by byte, which is all Foundation's folding does to it: SQLite calls
    /// this for every row a search reads, and the folding makes a `String` and an `NSString` each time.
    package func declareFoldFunction() throws(Failure) {
        let status = sqlite3_create_function_v2(handle, "formui_fold", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, { context, count, arguments in
            guard count == 1, let argument = arguments?[0], sqlite3_value_type(argument) != SQLITE_NULL,
                  let text = sqlite3_value_text(argument) else {
                sqlite3_result_null(context)
                return
            }
            let length = Int(sqlite3_value_bytes(argument))
            let bytes = UnsafeBufferPointer(start: text, count: length)
            if bytes.allSatisfy({ $0 < 0x80 }) {
                withUnsafeTemporaryAllocation(of: CChar.self, capacity: max(length, 1)) { lowered in
                    for index in 0..<length {
                        let byte = bytes[index]
                        lowered[index] = CChar(bitPattern: byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
                    }
                    sqlite3_result_text(context, lowered.baseAddress, Int32(length), formui_sqlite_transient())
                }
                return
            }
            let folded = String(cString: text).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            sqlite3_result_text(context, folded, -1, formui_sqlite_transient())
        }, nil, nil, nil)
        guard status == SQLITE_OK else { throw failure(status) }
    }

    /// Runs `body` holding ``lock``.
    package func locked<T>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        let result: Result<T, Failure> = lock.withLock {
            do throws(Failure) { return .success(try body()) } catch { return .failure(error) }
        }
        return try result.get()
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    /// Runs SQL that returns no rows (several statements may be separated by `;`).
    package func execute(_ sql: String) throws(Failure) {
        var error: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &error)
        guard status == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(error)
            throw Failure(code: status, message: message)
        }
    }

    /// How many rows the last INSERT, UPDATE or DELETE changed.
    package var changes: Int { Int(sqlite3_changes(handle)) }

    /// A value to bind to a statement's parameter.
    package typealias Value = DatabaseValue

    /// The row id the last INSERT made.
    package var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// How many rows the last INSERT, UPDATE or DELETE changed.
    package var changedRowCount: Int { Int(sqlite3_changes(handle)) }

    /// Runs `sql` with `parameters` (`?1`, `?2`…), calling `row` for each row it returns.
    package func perform(_ sql: String, _ parameters: [Value], row: (DatabaseRow) throws(Failure) -> Void) throws(Failure) {
        try run(sql, parameters) { (sqliteRow: Row) throws(Failure) in try row(DatabaseRow(sqlite: sqliteRow)) }
    }

    /// Runs `sql` with `parameters` (`?1`, `?2`…), calling `row` for each row it returns.
    package func run(_ sql: String, _ parameters: [Value] = [], row: (Row) throws(Failure) -> Void = { _ throws(Failure) in }) throws(Failure) {
        let statement = try prepared(sql)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        for (index, parameter) in parameters.enumerated() {
            let position = Int32(index + 1)
            let status: Int32
            switch parameter {
            case .integer(let value):
                status = sqlite3_bind_int64(statement, position, value)
            case .blob(let bytes):
                status = bytes.withUnsafeBytes { buffer in
                    // A zero-length blob still needs a non-null pointer, or SQLite stores NULL.
                    sqlite3_bind_blob(statement, position, buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(buffer.count), formui_sqlite_transient())
                }
            case .text(let text):
                status = sqlite3_bind_text(statement, position, text, -1, formui_sqlite_transient())
            case .real(let value):
                status = sqlite3_bind_double(statement, position, value)
            case .null:
                status = sqlite3_bind_null(statement, position)
            }
            guard status == SQLITE_OK else { throw failure(status) }
        }
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else { throw failure(status) }
            try row(Row(statement: statement))
        }
    }

    /// The columns of the row a statement stands on.
    package struct Row {
        let statement: OpaquePointer

        /// How many columns the row has.
        package var count: Int32 { sqlite3_column_count(statement) }

        package func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

        package func text(_ column: Int32) -> String? {
            guard let text = sqlite3_column_text(statement, column) else { return nil }
            return String(cString: text)
        }

        package func blob(_ column: Int32) -> [UInt8] {
            let count = Int(sqlite3_column_bytes(statement, column))
            guard count > 0, let bytes = sqlite3_column_blob(statement, column) else { return [] }
            return Array(UnsafeRawBufferPointer(start: bytes, count: count))
        }

        package func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }

        package func double(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }

        /// The column's value as SQLite stores it.
        package func value(_ column: Int32) -> Value {
            switch sqlite3_column_type(statement, column) {
            case SQLITE_INTEGER: .integer(integer(column))
            case SQLITE_FLOAT: .real(double(column))
            case SQLITE_TEXT: .text(text(column) ?? "")
            case SQLITE_BLOB: .blob(blob(column))
            default: .null
            }
        }
    }

    private func prepared(_ sql: String) throws(Failure) -> OpaquePointer {
        if let statement = statements[sql] { return statement }
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard status == SQLITE_OK, let statement else { throw failure(status) }
        statements[sql] = statement
        return statement
    }

    private func failure(_ status: Int32) -> Failure {
        Failure(code: status, message: String(cString: sqlite3_errmsg(handle)))
    }
}
