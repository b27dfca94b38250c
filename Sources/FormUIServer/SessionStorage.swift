/// Where a ``FormApp`` keeps its sessions: the one setting (`--sessions`, `FORMUI_SESSIONS`,
/// ``FormAppConfiguration/sessionStorage``) that chooses the store.
public enum SessionStorage: Sendable, Equatable, CustomStringConvertible {
    /// In the process's memory (``MemorySessionStore``): fastest; gone when the process ends.
    case memory
    /// In a SQLite file (``SQLiteSessionStore``): kept across restarts, shared by the processes of one
    /// machine that open the file.
    case sqlite(path: String)

    /// `memory` or `sqlite:PATH`.
    public init(parsing text: String) throws(InvalidSetting) {
        if text == "memory" {
            self = .memory
        } else if text.hasPrefix("sqlite:") {
            let path = String(text.dropFirst("sqlite:".count))
            guard !path.isEmpty else { throw InvalidSetting(text: text, reason: "sqlite: needs a file's path, as in sqlite:/data/sessions.sqlite") }
            self = .sqlite(path: path)
        } else {
            throw InvalidSetting(text: text, reason: "the session store is memory or sqlite:PATH")
        }
    }

    public var description: String {
        switch self {
        case .memory: return "memory"
        case .sqlite(let path): return "sqlite:" + path
        }
    }

    public struct InvalidSetting: Error, CustomStringConvertible {
        public let text: String
        public let reason: String
        public var description: String { "“\(text)”: \(reason)" }
    }
}
