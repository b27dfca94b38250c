@_spi(Engine) import FormUI
import Foundation
import FormUIDatabases
import Locking

/// When a visitor's own rows are deleted: once their device has not used the store for the retention
/// (``ModelStores/retention``, the server's `--data-retention`).
///
/// A visitor's rows carry their device id (`_owner`), which lives in their session; once the session is
/// gone, nobody reaches those rows again. So each store keeps, in `_formui_devices`, when each device
/// last used it (written at most once per ``ModelStores/useInterval`` per device and process, at the
/// end of a request whose context read or saved the visitor's rows), and a sweep deletes the rows of
/// devices unused for longer than the retention, in one transaction per store. Rows shared by everyone
/// and a signed-in person's are never swept; nor are rows from before this table existed (their devices
/// are not in it), or rows of a model no container of the process knows.
extension ModelStore {
    static let devicesTable = "\"_formui_devices\""

    /// Notes that `device` used the store now, unless this process noted it less than
    /// ``ModelStores/useInterval`` ago. Inside a post's held transaction the note is part of it.
    func noteUse(ofDevice device: String) {
        let now = Date().timeIntervalSince1970
        let due = notedUses.withLock { noted -> Bool in
            if let last = noted[device], now - last < ModelStores.useInterval { return false }
            // Bounded: forgetting only makes a note written again sooner.
            if noted.count >= 100_000 { noted.removeAll(keepingCapacity: true) }
            noted[device] = now
            return true
        }
        guard due else { return }
        let written = Result { () throws(SwiftDataError) in
            try holding { connection throws(SwiftDataError) in
                // Made outside a transaction only (one rolled back would undo it): inside, the note
                // waits for the device's next request.
                guard isPrepared(.devices, for: connection) || !connection.transactionIsOpen else {
                    _ = notedUses.withLock { $0.removeValue(forKey: device) }
                    return
                }
                try prepareDevicesTable(on: connection)
                try run { () throws(DatabaseFailure) in
                    try connection.database.perform(
                        "INSERT INTO \(Self.devicesTable) (\"device\", \"last_used\") VALUES (?, ?) ON CONFLICT (\"device\") DO UPDATE SET \"last_used\" = excluded.\"last_used\"",
                        [.text(device), .integer(Int64(now))]
                    ) { _ in }
                }
            }
        }
        if case .failure(let error) = written {
            // Written again at the device's next request; meanwhile its rows are kept.
            _ = notedUses.withLock { $0.removeValue(forKey: device) }
            FileHandle.standardError.write(Data("FormUI: when a visitor's device last used the app's data was not noted: \(error.description)\n".utf8))
        }
    }

    /// Deletes the rows, in every model this process knows, of the devices that have not used the store
    /// since `cutoff` (seconds since 1970), and forgets those devices. Returns how many devices.
    func removeRows(ofDevicesUnusedSince cutoff: Int64) throws(SwiftDataError) -> Int {
        let schemas = knownSchemas.withLock { Array($0.values) }
        try holding { connection throws(SwiftDataError) in try prepareDevicesTable(on: connection) }
        return try transaction(schemas) { database throws(SwiftDataError) in
            let stale = "SELECT \"device\" FROM \(Self.devicesTable) WHERE \"last_used\" < ?"
            var statements: [String] = []
            for schema in schemas {
                let table = quoted(schema.name)
                let staleRows = "SELECT \"_id\" FROM \(table) WHERE \"_owner\" IN (\(stale))"
                for property in schema.relationships where property.relationship!.isToMany {
                    guard case .joinTable(let join, let own, let other) = schema.toManyStorage(of: property) else { continue }
                    let target = quoted(property.relationship!.targetSchema.name)
                    statements.append("DELETE FROM \(quoted(join)) WHERE \(quoted(own)) IN (\(staleRows))")
                    statements.append("DELETE FROM \(quoted(join)) WHERE \(quoted(other)) IN (SELECT \"_id\" FROM \(target) WHERE \"_owner\" IN (\(stale)))")
                }
                statements.append("DELETE FROM \(table) WHERE \"_owner\" IN (\(stale))")
            }
            var devices = 0
            try run { () throws(DatabaseFailure) in
                for statement in statements { try database.perform(statement, [.integer(cutoff)]) { _ in } }
                try database.perform("DELETE FROM \(Self.devicesTable) WHERE \"last_used\" < ?", [.integer(cutoff)]) { _ in }
                devices = database.changedRowCount
            }
            return devices
        }
    }

    /// Remembers the models of a container kept here, whose rows the sweep deletes.
    func register(_ schemas: [ModelSchema]) {
        knownSchemas.withLock { known in
            for schema in schemas { known[schema.name] = schema }
        }
    }

    static func devicesTableDefinition(_ dialect: SQLDialect) -> String {
        "CREATE TABLE IF NOT EXISTS \(devicesTable) (\"device\" TEXT PRIMARY KEY, \"last_used\" \(dialect.rowKeyType) NOT NULL)"
    }

    /// Makes `_formui_devices` (on PostgreSQL under FormUI's advisory lock, as the models' tables).
    /// Called holding `connection`, outside a transaction.
    private func prepareDevicesTable(on connection: StoreConnection) throws(SwiftDataError) {
        guard !isPrepared(.devices, for: connection) else { return }
        try preparing(on: connection) { () throws(DatabaseFailure) in
            try connection.database.execute(Self.devicesTableDefinition(dialect))
        }
        notePrepared(.devices, on: connection)
    }
}
