/// Where a ``FormApp`` keeps its sessions: the one setting (`--sessions`, `FORMUI_SESSIONS`,
/// ``FormAppConfiguration/sessionStorage``) that chooses the store.
public enum SessionStorage: Sendable, Equatable, CustomStringConvertible {
    /// In the process's memory (``MemorySessionStore``): fastest; gone when the process ends.
    case memory
    /// In a SQLite file (``SQLiteSessionStore``): kept across restarts, shared by the processes of one
    /// machine that open the file. `synchronous` says what a stored change survives: a crash of the
    /// process (`.normal`, the default) or also a power loss (`.full`, slower).
    case sqlite(path: String, synchronous: SQLiteSessionStore.Synchronous = .normal)
    /// In a PostgreSQL database (``PostgresSessionStore``): shared by any number of processes on any
    /// machines. The URL as libpq takes it: `postgresql://user:password@host:5432/database`.
    case postgres(url: String)

    /// `memory`, `sqlite:PATH` (`sqlite:PATH?synchronous=full` to survive a power loss too) or
    /// `postgres://…` (`postgresql://…`).
    public init(parsing text: String) throws(InvalidSetting) {
        if text == "memory" {
            self = .memory
        } else if text.hasPrefix("sqlite:") {
            var path = String(text.dropFirst("sqlite:".count))
            var synchronous = SQLiteSessionStore.Synchronous.normal
            if let mark = path.lastIndex(of: "?") {
                let setting = path[path.index(after: mark)...]
                switch setting {
                case "synchronous=normal": synchronous = .normal
                case "synchronous=full": synchronous = .full
                default:
                    throw InvalidSetting(text: text, reason: "after the SQLite file's path, only ?synchronous=normal or ?synchronous=full is understood")
                }
                path = String(path[..<mark])
            }
            guard !path.isEmpty else { throw InvalidSetting(text: text, reason: "sqlite: needs a file's path, as in sqlite:/data/sessions.sqlite") }
            self = .sqlite(path: path, synchronous: synchronous)
        } else if text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") {
            self = .postgres(url: text)
        } else {
            throw InvalidSetting(text: text, reason: "the session store is memory, sqlite:PATH or postgres://…")
        }
    }

    public var description: String {
        switch self {
        case .memory: return "memory"
        case .sqlite(let path, .normal): return "sqlite:" + path
        case .sqlite(let path, .full): return "sqlite:" + path + "?synchronous=full"
        case .postgres(let url): return url
        }
    }

    public struct InvalidSetting: Error, CustomStringConvertible {
        public let text: String
        public let reason: String
        public var description: String { "“\(text)”: \(reason)" }
    }
}
