import Locking

/// Whose defaults a `UserDefaults` call reads and writes: the visitor's whose request is being answered
/// (their session's values, which `@AppStorage` shares), or, outside any request, the server's own.
enum DefaultsDomain {
    case visitor(PageState)
    case server

    /// The domain of the code running now (``VisitorDevice``).
    static var current: DefaultsDomain {
        if let page = VisitorDevice.page { return .visitor(page) }
        return .server
    }

    /// The server's own defaults: what code outside any visitor's request set.
    private static let serverValues = Locked<[String: Any]>([:])
    /// The registered defaults by suite ("" for the standard ones): the app's code, the same for all.
    private static let registeredValues = Locked<[String: [String: Any]]>([:])

    func value(for key: String) -> DefaultsValue? {
        switch self {
        case .visitor(let page): return page.sessionValues.values[key].map(DefaultsValue.init(kept:))
        case .server: return Self.serverValues.withLock { $0[key] }.map(DefaultsValue.init(kept:))
        }
    }

    func set(_ value: DefaultsValue?, for key: String) {
        switch self {
        case .visitor(let page):
            if let value { page.writeSessionValue(value.kept, for: key) } else { page.removeSessionValue(for: key) }
        case .server:
            Self.serverValues.withLock { $0[key] = value?.kept }
        }
    }

    /// The values of one suite (`prefix`, its name and the separator) or of the standard defaults
    /// (nil: the keys of no suite), by their keys within it.
    func values(withPrefix prefix: String?) -> [String: DefaultsValue] {
        let all: [String: Any]
        switch self {
        case .visitor(let page): all = page.sessionValues.values
        case .server: all = Self.serverValues.withLock { $0 }
        }
        var found: [String: DefaultsValue] = [:]
        for (key, value) in all {
            if let prefix {
                guard key.hasPrefix(prefix) else { continue }
                found[String(key.dropFirst(prefix.count))] = DefaultsValue(kept: value)
            } else if !key.contains("\u{1F}") {
                found[key] = DefaultsValue(kept: value)
            }
        }
        return found
    }

    static func registered(_ suite: String?) -> [String: Any] {
        registeredValues.withLock { $0[suite ?? ""] ?? [:] }
    }

    static func register(_ defaults: [String: Any], suite: String?) {
        registeredValues.withLock { $0[suite ?? "", default: [:]].merge(defaults) { _, new in new } }
    }
}

/// The page state whose visitor's device the code running now acts for: bound while a page is evaluated
/// (its actions, `.onAppear` and `onChange` run inside), and inherited by the tasks `.task` starts there.
enum VisitorDevice {
    @TaskLocal static var page: PageState?
}
