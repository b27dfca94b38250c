import Foundation
import Locking

/// The stores of the process, one per place: the server's data location (its `--data` setting), a
/// configuration's own file, or a name in memory.
public enum ModelStores {
    /// Where the app's data lives unless a configuration names a file: `memory` (the default),
    /// `sqlite:PATH`, or PostgreSQL (`postgres://user@host/database`, `postgresql://…`, as libpq takes
    /// it), which any number of processes share. FormUIServer sets it from its `--data` setting before
    /// the app's first request.
    public static var location: String {
        get { configuredLocation.withLock { $0 } }
        set { configuredLocation.withLock { $0 = newValue } }
    }

    private static let configuredLocation = Locked("memory")

    /// How long a visitor's own rows are kept after their device last used them: FormUIServer sets it
    /// from its `--data-retention` setting (30 days unless set), which is never shorter than a session's
    /// lifetime, and sweeps with ``removeRowsOfUnusedDevices(unusedFor:)``. Here it says how often a
    /// device's use is written.
    public static var retention: Duration {
        get { configuredRetention.withLock { $0 } }
        set { configuredRetention.withLock { $0 = newValue } }
    }

    private static let configuredRetention = Locked<Duration>(.seconds(30 * 24 * 3600))

    /// How often a device's use is written, at most (seconds): hourly, or a tenth of a short retention.
    static var useInterval: Double {
        min(3600, Double(retention.components.seconds) / 10)
    }

    /// Deletes, in every store the process has opened, the rows of the visitors whose devices have not
    /// used it for `retention` (see `UnusedDevices.swift`). Returns how many devices were forgotten; a
    /// store that cannot be reached now is swept at a later call.
    @discardableResult
    public static func removeRowsOfUnusedDevices(unusedFor retention: Duration) -> Int {
        let cutoff = Int64(Date().timeIntervalSince1970) - retention.components.seconds
        var removed = 0
        for store in stores.withLock({ Array($0.values) }) {
            switch Result(catching: { () throws(SwiftDataError) in try store.removeRows(ofDevicesUnusedSince: cutoff) }) {
            case .success(let devices): removed += devices
            case .failure(let error):
                FileHandle.standardError.write(Data("FormUI: the rows of devices unused for \(retention.components.seconds) s were not deleted from \(store.location) this time: \(error.description)\n".utf8))
            }
        }
        return removed
    }

    /// Why a data location is not one FormUI knows, or nil when it is: `memory`, `sqlite:PATH` or
    /// `postgres://…`.
    public static func problem(with location: String) -> String? {
        if location == "memory" || isPostgres(location) { return nil }
        if location.hasPrefix("sqlite:"), location.count > "sqlite:".count { return nil }
        return "is memory, sqlite:PATH or postgres://user@host/database, not “\(location)”"
    }

    private static func isPostgres(_ location: String) -> Bool {
        location.hasPrefix("postgres://") || location.hasPrefix("postgresql://")
    }
    private static let stores = Locked<[String: ModelStore]>([:])

    /// The store for `configuration`, opened the first time.
    static func store(for configuration: ModelConfiguration) throws(SwiftDataError) -> ModelStore {
        let place: String
        if configuration.isStoredInMemoryOnly {
            place = "memory:" + configuration.name
        } else if let url = configuration.url {
            place = isPostgres(url.absoluteString) ? url.absoluteString : "sqlite:" + url.path
        } else {
            let location = self.location
            place = location == "memory" ? "memory:" + configuration.name : location
        }
        let result: Result<ModelStore, SwiftDataError> = stores.withLock { stores in
            if let store = stores[place] { return .success(store) }
            do throws(SwiftDataError) {
                let store: ModelStore
                if place.hasPrefix("memory:") {
                    store = try ModelStore(path: ":memory:", location: "memory")
                } else if place.hasPrefix("sqlite:") {
                    let path = String(place.dropFirst("sqlite:".count))
                    store = try ModelStore(path: path, location: path)
                } else if isPostgres(place) {
                    store = try ModelStore(postgresURL: place)
                } else {
                    throw SwiftDataError(.storeUnavailable, "The app's data location “\(place)” is not one FormUI knows: use memory, sqlite:PATH or postgres://user@host/database.")
                }
                stores[place] = store
                return .success(store)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
