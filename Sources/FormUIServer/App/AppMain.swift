import FormUI
import FormUIData
@_spi(Engine) import FormUI
import Foundation
import Logging

extension App {
    /// Runs the app as a web server: what `@main struct BookshelfApp: App` does on a server.
    ///
    /// The app's window (its first `WindowGroup`) is served at `/`, one session per visitor. Settings come
    /// from the command line or the environment:
    ///
    /// | option | environment | default |
    /// |---|---|---|
    /// | `--host ADDRESS` | | `127.0.0.1` (`0.0.0.0` in a container) |
    /// | `--port N` | `PORT` | `8080` |
    /// | `--sessions memory\|sqlite:PATH\|postgres://…` | `FORMUI_SESSIONS` | `memory` |
    /// | `--data memory\|sqlite:PATH\|postgres://…` | `FORMUI_DATA` | `memory` |
    /// | `--session-ttl 30m` | | `30m` |
    /// | `--session-lifetime 7d` | | `7d` |
    /// | `--data-retention 30d` | | `30d` |
    /// | `--time-zone Europe/Paris` | | `UTC` |
    /// | `--locale de_DE` | | `en_US` |
    /// | `--public DIR`, `--templates DIR` | | `Public`, `Templates` |
    /// | `--trusted-proxies ADDRESSES` | `FORMUI_TRUSTED_PROXIES` | none |
    /// | `--identity-header NAME` | `FORMUI_IDENTITY_HEADER` | none |
    /// | `--new-sessions-per-minute N` | | `60` per client |
    /// | `--posts-per-second N` | | `20` per client |
    /// | `--max-body 1m` | | `1m` |
    /// | `--metrics on` | `FORMUI_METRICS=on` | off |
    ///
    /// A mistake in them stops the program with a message saying which; it ends cleanly on SIGINT or
    /// SIGTERM.
    public static func main() {
        do {
            let settings = try AppSettings(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
            if settings.wantsHelp {
                print(AppSettings.help(for: "\(Self.self)"))
                return
            }
            let app = try FormApp(serving: Self.self, settings: settings)
            try app.run()
        } catch {
            FileHandle.standardError.write(Data("\(Self.self): \(error)\n".utf8))
            exit(1)
        }
    }
}

extension FormApp {
    /// A web application serving `A`'s window at `/`, configured by `settings`.
    public convenience init<A: App>(serving appType: A.Type, settings: AppSettings = AppSettings()) throws {
        var server = HTTPServerConfiguration(host: settings.host, port: settings.port)
        server.allowedHosts = settings.allowedHosts
        server.limits.maxBodyBytes = settings.maxBodyBytes
        var configuration = FormAppConfiguration(
            server: server,
            publicDirectory: settings.publicDirectory,
            templatesDirectory: settings.templatesDirectory,
            sessionTTL: settings.sessionTTL,
            timeZone: settings.timeZone,
            logger: Logger(label: "\(A.self)")
        )
        configuration.locale = settings.locale
        configuration.sessionStorage = settings.sessions
        configuration.dataLocation = settings.data
        configuration.homeURL = nil
        configuration.trustedProxies = settings.trustedProxies
        configuration.identityHeader = settings.identityHeader
        configuration.sessionLifetime = settings.sessionLifetime
        configuration.dataRetention = settings.dataRetention
        configuration.rateLimits = settings.rateLimits
        configuration.exportsMetrics = settings.exportsMetrics
        // `BookshelfApp` → "Bookshelf", as the app's name: the header's, and the page's title when its view
        // sets no `.navigationTitle`.
        let typeName = "\(A.self)"
        let name = typeName.hasSuffix("App") && typeName.count > 3 ? String(typeName.dropLast(3)) : typeName
        configuration.appName = name
        try self.init(configuration)
        page("/", title: name) { AppRoot<A>() }
    }
}

/// How `App.main()` serves an app: read from its command line and environment.
public struct AppSettings: Sendable {
    public var host = "127.0.0.1"
    public var port = 8080
    public var sessions = SessionStorage.memory
    /// Where the app's SwiftData models are kept: `memory` or `sqlite:PATH`.
    public var data = "memory"
    public var sessionTTL: Duration = .seconds(30 * 60)
    /// How long a session lives from when its id was issued (see ``FormAppConfiguration/sessionLifetime``).
    public var sessionLifetime: Duration = MemorySessionStore.defaultLifetime
    /// How long a visitor's own rows are kept after their device last used them (see
    /// ``FormAppConfiguration/dataRetention``).
    public var dataRetention: Duration = .seconds(30 * 24 * 3600)
    public var timeZone = TimeZone.gmt
    public var locale = Locale(identifier: "en_US")
    public var publicDirectory = "Public"
    public var templatesDirectory = "Templates"
    public var allowedHosts: [String] = []
    /// The proxies whose `X-Forwarded-For` names the client (see ``FormAppConfiguration/trustedProxies``).
    public var trustedProxies: [String] = []
    /// The header a trusted proxy names the signed-in person in (see ``FormAppConfiguration/identityHeader``).
    public var identityHeader: String?
    public var rateLimits = RateLimits.default
    /// Whether `GET /metrics` answers (see ``FormAppConfiguration/exportsMetrics``).
    public var exportsMetrics = false
    /// The largest request body, so the largest upload (`HTTPServerConfiguration.Limits.maxBodyBytes`).
    public var maxBodyBytes = 1 << 20
    var wantsHelp = false

    public init() {}

    /// Why a setting could not be read.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    public init(arguments: [String], environment: [String: String] = [:]) throws(Problem) {
        if let value = environment["PORT"], !value.isEmpty {
            guard let port = Int(value), (0...65535).contains(port) else { throw Problem(description: "$PORT is not a port number: \(value)") }
            self.port = port
        }
        if let value = environment["FORMUI_SESSIONS"], !value.isEmpty {
            do { sessions = try SessionStorage(parsing: value) } catch { throw Problem(description: "$FORMUI_SESSIONS \(error)") }
        }
        if let value = environment["FORMUI_DATA"], !value.isEmpty {
            if let problem = ModelStores.problem(with: value) { throw Problem(description: "$FORMUI_DATA \(problem)") }
            data = value
        }
        if let value = environment["FORMUI_TRUSTED_PROXIES"], !value.isEmpty {
            trustedProxies = try Self.proxies(value, "$FORMUI_TRUSTED_PROXIES")
        }
        if let value = environment["FORMUI_IDENTITY_HEADER"], !value.isEmpty {
            identityHeader = try Self.headerName(value, "$FORMUI_IDENTITY_HEADER")
        }
        if let value = environment["FORMUI_METRICS"], !value.isEmpty {
            exportsMetrics = try Self.switchValue(value, "$FORMUI_METRICS")
        }
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--help" || argument == "-h" {
                wantsHelp = true
                continue
            }
            var name = argument
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard name.hasPrefix("--") else { throw Problem(description: "Unexpected argument “\(argument)” (see --help)") }
            guard let given = value ?? rest.popFirst() else { throw Problem(description: "\(name) needs a value") }
            switch name {
            case "--host": host = given
            case "--port":
                guard let port = Int(given), (0...65535).contains(port) else { throw Problem(description: "--port takes a number from 0 to 65535, not “\(given)”") }
                self.port = port
            case "--sessions":
                do { sessions = try SessionStorage(parsing: given) } catch { throw Problem(description: "--sessions \(error)") }
            case "--data":
                if let problem = ModelStores.problem(with: given) { throw Problem(description: "--data \(problem)") }
                data = given
            case "--session-ttl":
                guard let duration = Self.parseDuration(given) else { throw Problem(description: "--session-ttl takes seconds or a number with s, m, h or d, such as 1800 or 30m") }
                sessionTTL = duration
            case "--session-lifetime":
                guard let duration = Self.parseDuration(given) else { throw Problem(description: "--session-lifetime takes seconds or a number with s, m, h or d, such as 12h or 7d") }
                sessionLifetime = duration
            case "--data-retention":
                guard let duration = Self.parseDuration(given) else { throw Problem(description: "--data-retention takes seconds or a number with s, m, h or d, such as 30d") }
                dataRetention = duration
            case "--time-zone":
                guard let zone = TimeZone(identifier: given) else { throw Problem(description: "Unknown time zone “\(given)”") }
                timeZone = zone
            case "--locale":
                let identifier = given.replacingOccurrences(of: "-", with: "_")
                guard Locale.availableIdentifiers.contains(identifier) else { throw Problem(description: "Unknown locale “\(given)” (write it as en_US or de_DE)") }
                locale = Locale(identifier: identifier)
            case "--public": publicDirectory = given
            case "--templates": templatesDirectory = given
            case "--allowed-hosts": allowedHosts = given.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            case "--trusted-proxies": trustedProxies = try Self.proxies(given, name)
            case "--identity-header": identityHeader = try Self.headerName(given, name)
            case "--max-body":
                guard let bytes = Self.parseSize(given) else { throw Problem(description: "--max-body takes bytes or a number with k or m, such as 8m") }
                maxBodyBytes = bytes
            case "--metrics": exportsMetrics = try Self.switchValue(given, name)
            case "--new-sessions-per-minute":
                guard let count = RateLimits.parseLimit(given) else { throw Problem(description: "\(name) takes a whole number, or off") }
                rateLimits.newSessionsPerMinute = count == 0 ? nil : count
            case "--posts-per-second":
                guard let count = RateLimits.parseLimit(given) else { throw Problem(description: "\(name) takes a whole number, or off") }
                rateLimits.postsPerSecond = count == 0 ? nil : count
            default: throw Problem(description: "Unknown option \(name) (see --help)")
            }
        }
    }

    /// `on` or `off` (also `true`/`false`, `1`/`0`).
    private static func switchValue(_ text: String, _ name: String) throws(Problem) -> Bool {
        switch text.lowercased() {
        case "on", "true", "1", "yes": return true
        case "off", "false", "0", "no": return false
        default: throw Problem(description: "\(name) takes on or off, not “\(text)”")
        }
    }

    /// A header's name, as HTTP allows one (letters, digits and `!#$%&'*+-.^_`|~`).
    private static func headerName(_ text: String, _ name: String) throws(Problem) -> String {
        let allowed = Set("!#$%&'*+-.^_`|~".utf8)
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 < 128 && (Character(Unicode.Scalar($0)).isLetter || Character(Unicode.Scalar($0)).isNumber || allowed.contains($0)) }) else {
            throw Problem(description: "\(name) takes a header's name, such as X-Forwarded-User, not “\(text)”")
        }
        return text
    }

    /// The comma-separated addresses of `text`, each one checked.
    private static func proxies(_ text: String, _ name: String) throws(Problem) -> [String] {
        let entries = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        for entry in entries {
            if let problem = FormAppConfiguration.problem(withTrustedProxy: entry) { throw Problem(description: "\(name): \(problem)") }
        }
        return entries
    }

    /// A size as the options write one: bytes, or a number with `k` or `m` (KiB, MiB), at most 1 GiB.
    public static func parseSize(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        var number = Substring(trimmed)
        var scale = 1
        if trimmed.hasSuffix("k") { number = number.dropLast(); scale = 1 << 10 }
        if trimmed.hasSuffix("m") { number = number.dropLast(); scale = 1 << 20 }
        guard let value = Int(number), value > 0, value <= (1 << 30) / scale else { return nil }
        return value * scale
    }

    /// A duration as the options write one: seconds, or a number with `ms`, `s`, `m`, `h` or `d` (`30m`).
    /// `duration` as the settings write it: `30d`, `12h`, `30m` or `90s` (whole units only).
    public static func describe(_ duration: Duration) -> String {
        let seconds = duration.components.seconds
        for (unit, size) in [("d", Int64(86400)), ("h", 3600), ("m", 60)] where seconds >= size && seconds % size == 0 {
            return "\(seconds / size)\(unit)"
        }
        return "\(seconds)s"
    }

    public static func parseDuration(_ text: String) -> Duration? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        var number = Substring(trimmed)
        var scale = 1.0
        for (suffix, seconds) in [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600), ("d", 86400)] where trimmed.hasSuffix(suffix) {
            number = trimmed.dropLast(suffix.count)
            scale = seconds
            break
        }
        guard let value = Double(number), value.isFinite, value > 0 else { return nil }
        return .milliseconds(Int64((value * scale * 1000).rounded()))
    }

    static func help(for app: String) -> String {
        """
        \(app): serves the app's window at / as HTML forms, one session per visitor.

        Options:
          --host ADDRESS            the address to listen on (127.0.0.1; 0.0.0.0 in a container)
          --port N                  the port ($PORT, else 8080; 0 picks a free one)
          --sessions STORE          memory, sqlite:PATH or postgres://user@host/db ($FORMUI_SESSIONS, else memory)
          --data STORE              where the app's models are kept: memory, sqlite:PATH or postgres://user@host/db ($FORMUI_DATA, else memory)
          --session-ttl DURATION    how long an idle visitor's session is kept (30m)
          --session-lifetime DURATION  how long a session is kept from its start or last sign-in, however used (7d)
          --data-retention DURATION  how long a visitor's own rows are kept after their device last used them,
                                    at least the session lifetime (30d)
          --time-zone ZONE          the zone dates are shown and read in (UTC)
          --locale IDENTIFIER       the locale of formats (en_US)
          --public DIR              the app's own static files, each replacing FormUI's of that path (Public)
          --templates DIR           the app's own layout.mustache, else FormUI's (Templates)
          --allowed-hosts NAMES     host names to answer besides IP addresses and localhost
          --trusted-proxies ADDRS   proxies whose X-Forwarded-For names the client, as 10.0.0.5 or
                                    10.0.0.0/8, comma-separated ($FORMUI_TRUSTED_PROXIES, else none)
          --identity-header NAME    the header in which a trusted proxy names who is signed in, as
                                    X-Forwarded-User ($FORMUI_IDENTITY_HEADER, else none)
          --new-sessions-per-minute N  sessions one client may start a minute, or off (60)
          --posts-per-second N      posts one client may send a second, twice that at once, or off (20)
          --max-body SIZE           the largest request body, so the largest upload (1m; 8m, 512k)
          --metrics on              answer GET /metrics in Prometheus' text format ($FORMUI_METRICS, else off)
        """
    }
}
