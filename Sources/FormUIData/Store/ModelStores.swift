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
