import CLibPQ
import Foundation
import Locking

/// One connection to a PostgreSQL database through libpq (PostgreSQL's own client library, synchronous,
/// which suits the server's Dispatch workers), made again when it broke: a database that restarted is
/// found again by the next statement.
///
/// Parameters and results travel in PostgreSQL's binary format, typed by their ``DatabaseValue``: a
/// value never enters the statement's text. Callers that run several statements as one (a transaction)
/// hold ``lock`` and use ``perform(_:_:row:)``; ``query(_:_:)`` takes the lock for one statement.
// Sendable: `lock` guards `connection`, `numbered`, `inTransaction`, `changedRowCount` and every use of
// libpq's connection; `connectedPlace` has a lock of its own.
package final class PostgresConnection: RowDatabase, @unchecked Sendable {
    private let url: String
    private let pq: LibPQ
    package let lock = Lock()
    private var connection: OpaquePointer?
    /// Under a lock of its own: messages name the place while ``lock`` is held.
    private let connectedPlace: Locked<String>
    /// Statements with `?` placeholders, as ``perform(_:_:row:)`` sends them (`$1`, `$2`…).
    private var numbered: [String: String] = [:]
    /// Whether a transaction was begun and not yet ended: a statement inside it is never sent again on a
    /// new connection, since the transaction died with the old one.
    private var inTransaction = false

    package var dialect: SQLDialect { .postgres }

    /// How many rows the last INSERT, UPDATE or DELETE changed.
    package private(set) var changedRowCount = 0

    /// `host:port/database` of the connection (no user or password), for log lines.
    package var place: String { connectedPlace.withLock { $0 } }

    /// `user@host:port/database` as the URL names them (the port 5432 unless given), or nil for a
    /// connection string that is not a URL: two connections with the same database are to one database
    /// as one user, whose statements may share a transaction.
    package let database: String?

    /// Connects (`url`: `postgresql://user@host:port/database`, or any libpq connection string); with
    /// `connectingNow` false, at the first statement (a database down now is found again then).
    package init(url: String, connectingNow: Bool = true) throws(DatabaseFailure) {
        self.url = url
        // Until connected, the place the URL names (without its user or password).
        let named = URLComponents(string: url).flatMap { url in url.host.map { "PostgreSQL at \($0)\(url.port.map { ":\($0)" } ?? "")\(url.path)" } }
        connectedPlace = Locked(named ?? "PostgreSQL")
        database = URLComponents(string: url).flatMap { url in
            guard let scheme = url.scheme, scheme.hasPrefix("postgres"), let host = url.host, !host.isEmpty else { return nil }
            return "\(url.user ?? "")@\(host):\(url.port ?? 5432)\(url.path.isEmpty ? "/" : url.path)"
        }
        pq = try LibPQ.loaded()
        guard connectingNow else { return }
        let ready: Result<Void, DatabaseFailure> = lock.withLock {
            do throws(DatabaseFailure) {
                _ = try connected()
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try ready.get()
    }

    deinit { pq.finish(connection) }

    /// The open connection; a broken one is made again. Called with the lock held.
    private func connected() throws(DatabaseFailure) -> OpaquePointer {
        if let connection, pq.status(connection) == CONNECTION_OK { return connection }
        if let broken = connection {
            pq.finish(broken)
            connection = nil
        }
        // A transaction dies with its connection: what follows in it must fail, not run on a new one
        // (where a COMMIT would answer that there is nothing to commit, as a success).
        if inTransaction {
            inTransaction = false
            throw DatabaseFailure(postgres: "the connection was lost inside a transaction; nothing of it was kept")
        }
        guard let made = pq.connectdb(url) else { throw DatabaseFailure(postgres: "libpq could not make a connection") }
        guard pq.status(made) == CONNECTION_OK else {
            let message = Self.text(pq.errorMessage(made)).trimmingCharacters(in: .whitespacesAndNewlines)
            pq.finish(made)
            throw DatabaseFailure(postgres: "cannot connect: \(message)")
        }
        // Notices (a table that already exists) are not errors: keep them out of standard error.
        _ = pq.setNoticeProcessor(made, { _, _ in }, nil)
        let place = "PostgreSQL at \(Self.text(pq.host(made))):\(Self.text(pq.port(made)))/\(Self.text(pq.db(made)))"
        connectedPlace.withLock { $0 = place }
        connection = made
        return made
    }

    /// What a statement returned: its rows and how many rows it changed.
    package struct Outcome {
        package var rows: [[DatabaseValue]] = []
        package var changed = 0
    }

    /// Runs one statement (`$1…` or `?` parameters) holding the lock.
    package func query(_ sql: String, _ parameters: [DatabaseValue] = []) throws(DatabaseFailure) -> Outcome {
        let result: Result<Outcome, DatabaseFailure> = lock.withLock {
            do throws(DatabaseFailure) {
                return .success(try outcome(sql, parameters))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Runs `body` in one transaction, committed when it returns and rolled back when it throws; the
    /// statements inside go through the `statement` it is given.
    package func transaction<T>(_ body: ((String, [DatabaseValue]) throws(DatabaseFailure) -> Outcome) throws(DatabaseFailure) -> T) throws(DatabaseFailure) -> T {
        let result: Result<T, DatabaseFailure> = lock.withLock {
            do throws(DatabaseFailure) {
                try execute("BEGIN")
                do throws(DatabaseFailure) {
                    let value = try body { sql, parameters throws(DatabaseFailure) in try self.outcome(sql, parameters) }
                    try execute("COMMIT")
                    return .success(value)
                } catch {
                    try? execute("ROLLBACK")
                    throw error
                }
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private func outcome(_ sql: String, _ parameters: [DatabaseValue]) throws(DatabaseFailure) -> Outcome {
        var outcome = Outcome()
        try perform(sql, parameters) { row in outcome.rows.append((0..<row.count).map(row.value)) }
        outcome.changed = changedRowCount
        return outcome
    }

    /// Runs SQL without parameters (several statements may be separated by `;`). Called holding ``lock``.
    package func execute(_ sql: String) throws(DatabaseFailure) {
        let begins = sql.hasPrefix("BEGIN")
        try sendingAgainIfBroken(begins) { connection throws(DatabaseFailure) in
            guard let result = pq.exec(connection, sql) else { throw failure(of: connection) }
            defer { pq.clear(result) }
            try check(result)
            changedRowCount = Int(Self.text(pq.cmdTuples(result))) ?? 0
            // A transaction a statement failed in answers COMMIT with ROLLBACK.
            if sql == "COMMIT", Self.text(pq.cmdStatus(result)) != "COMMIT" {
                inTransaction = false
                throw DatabaseFailure(postgres: "the transaction was rolled back (\(Self.text(pq.cmdStatus(result))))")
            }
        }
        if begins {
            inTransaction = true
        } else if sql == "COMMIT" || sql == "ROLLBACK" {
            inTransaction = false
        }
    }

    /// Runs `send` on the connection; when it failed because the connection broke (the database
    /// restarted since the last statement), once more on a new one — if sending it again cannot do
    /// twice what the first may have done: a `BEGIN`, or a read outside a transaction.
    private func sendingAgainIfBroken(_ sendsAgain: Bool, _ send: (OpaquePointer) throws(DatabaseFailure) -> Void) throws(DatabaseFailure) {
        let connection = try connected()
        do {
            try send(connection)
        } catch {
            guard pq.status(connection) != CONNECTION_OK, sendsAgain else { throw error }
            inTransaction = false
            try send(try connected())
        }
    }

    /// Runs `sql` with `parameters` (`?` or `$1`, `$2`…), calling `row` for each row it returns. Called
    /// holding ``lock``.
    package func perform(_ sql: String, _ parameters: [DatabaseValue], row: (DatabaseRow) throws(DatabaseFailure) -> Void) throws(DatabaseFailure) {
        let statement = numberedPlaceholders(sql)
        var types: [Oid] = []
        var values: [UnsafeMutablePointer<CChar>?] = []
        var lengths: [Int32] = []
        var formats: [Int32] = []
        types.reserveCapacity(parameters.count)
        defer { for value in values { value?.deallocate() } }
        for parameter in parameters {
            let bytes: [UInt8]?
            let type: Oid
            switch parameter {
            case .integer(let value): (type, bytes) = (20, Self.bigEndian(UInt64(bitPattern: value)))
            case .real(let value): (type, bytes) = (701, Self.bigEndian(value.bitPattern))
            case .text(let value): (type, bytes) = (25, Array(value.utf8))
            case .blob(let value): (type, bytes) = (17, value)
            case .null: (type, bytes) = (0, nil)
            }
            types.append(type)
            formats.append(1)
            guard let bytes else {
                values.append(nil)
                lengths.append(0)
                continue
            }
            // Each value copied to memory of its own, alive for the call.
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: max(1, bytes.count))
            bytes.withUnsafeBytes { source in
                if let base = source.baseAddress { UnsafeMutableRawPointer(copy).copyMemory(from: base, byteCount: bytes.count) }
            }
            values.append(copy)
            lengths.append(Int32(bytes.count))
        }
        let constantValues = values.map { UnsafePointer<CChar>($0) }
        var answered: LibPQ.Result?
        try sendingAgainIfBroken(!inTransaction && sql.hasPrefix("SELECT")) { connection throws(DatabaseFailure) in
            guard let result = pq.execParams(connection, statement, Int32(parameters.count), types, constantValues, lengths, formats, 1) else {
                throw failure(of: connection)
            }
            do throws(DatabaseFailure) {
                try check(result)
            } catch {
                pq.clear(result)
                throw error
            }
            answered = result
        }
        guard let result = answered else { return }
        defer { pq.clear(result) }
        changedRowCount = Int(Self.text(pq.cmdTuples(result))) ?? 0
        let rows = pq.ntuples(result)
        let columns = pq.nfields(result)
        for index in 0..<rows {
            try row(DatabaseRow(postgres: PostgresRow(pq: pq, result: result, row: index, count: columns)))
        }
    }

    /// `sql` with each `?` outside quotes numbered as PostgreSQL takes it (`$1`, `$2`…).
    private func numberedPlaceholders(_ sql: String) -> String {
        if let known = numbered[sql] { return known }
        var result = ""
        var count = 0
        var quote: Character?
        for character in sql {
            if let open = quote {
                if character == open { quote = nil }
                result.append(character)
            } else if character == "'" || character == "\"" {
                quote = character
                result.append(character)
            } else if character == "?" {
                count += 1
                result += "$\(count)"
            } else {
                result.append(character)
            }
        }
        if numbered.count < 4096 { numbered[sql] = result }
        return result
    }

    private func check(_ result: LibPQ.Result) throws(DatabaseFailure) {
        let status = pq.resultStatus(result)
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else {
            let message = Self.text(pq.resultErrorMessage(result)).trimmingCharacters(in: .whitespacesAndNewlines)
            let state = pq.resultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
            let constraint = pq.resultErrorField(result, Int32(UInt8(ascii: "n"))).map { String(cString: $0) }
            throw DatabaseFailure(postgres: message, sqlState: state, constraint: constraint)
        }
    }

    private func failure(of connection: OpaquePointer) -> DatabaseFailure {
        DatabaseFailure(postgres: Self.text(pq.errorMessage(connection)).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// A string libpq returned ("" for none).
    private static func text(_ characters: UnsafeMutablePointer<CChar>?) -> String {
        characters.map { String(cString: $0) } ?? ""
    }

    private static func bigEndian(_ value: UInt64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * UInt64($0))) }
    }
}

/// A row of a PostgreSQL result, its columns read from the binary values in place.
package struct PostgresRow {
    let pq: LibPQ
    let result: LibPQ.Result
    let row: Int32
    let count: Int32

    func isNull(_ column: Int32) -> Bool { pq.getisnull(result, row, column) == 1 }

    /// The column's bytes (binary format).
    func bytes(_ column: Int32) -> UnsafeRawBufferPointer {
        let length = Int(pq.getlength(result, row, column))
        guard length > 0, let start = pq.getvalue(result, row, column) else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(start: start, count: length)
    }

    /// The column's value, by its type: integers, floating point, text, bytes (anything else as its
    /// binary bytes).
    func value(_ column: Int32) -> DatabaseValue {
        if isNull(column) { return .null }
        let bytes = bytes(column)
        switch pq.ftype(result, column) {
        case 16, 20, 21, 23:  // bool, int8, int2, int4
            var value: Int64 = bytes.first.map { $0 & 0x80 != 0 && bytes.count > 1 ? -1 : 0 } ?? 0
            for byte in bytes { value = value << 8 | Int64(byte) }
            return .integer(value)
        case 701:  // float8
            var bits: UInt64 = 0
            for byte in bytes { bits = bits << 8 | UInt64(byte) }
            return .real(Double(bitPattern: bits))
        case 700:  // float4
            var bits: UInt32 = 0
            for byte in bytes { bits = bits << 8 | UInt32(byte) }
            return .real(Double(Float(bitPattern: bits)))
        case 17:  // bytea
            return .blob(Array(bytes))
        case 25, 1043, 1042, 19:  // text, varchar, char, name
            return .text(String(decoding: bytes, as: UTF8.self))
        default:
            return .blob(Array(bytes))
        }
    }
}
