import ArgumentParser
import FormUIData
import FormUIServer
import Foundation
import Logging

/// `gallery`: serves every example of the seed documents until SIGINT or SIGTERM.
@main
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Serves every example of the SwiftUI seed documents as HTML forms, with an index at /.",
        discussion: """
            Each example is a page: GET shows it, a form post applies a change and redirects back, and \
            ?format=json (or Accept: application/json) describes its controls for programs. State is kept \
            per visitor in a session cookie. Stops cleanly on SIGINT or SIGTERM.
            """
    )

    @Option(help: "The address to listen on. Use 0.0.0.0 in a container.")
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one. (default: $PORT, else 8080)", valueName: "port"))
    var port: Int?

    @Option(name: .customLong("public"), help: ArgumentHelp("The app's own static files, served at /; each replaces FormUI's file of the same path (formui.css, formui.js, icons/…), which are served otherwise.", valueName: "directory"))
    var publicDirectory = "Public"

    @Option(name: .customLong("templates"), help: ArgumentHelp("The directory holding the app's own layout.mustache; without that file FormUI's layout is used.", valueName: "directory"))
    var templatesDirectory = "Templates"

    @Option(name: .customLong("tls-cert"), help: ArgumentHelp("A PEM certificate (chain) file: serve HTTPS. Needs --tls-key.", valueName: "file"))
    var tlsCertificate: String?

    @Option(name: .customLong("tls-key"), help: ArgumentHelp("The PEM private key of --tls-cert.", valueName: "file"))
    var tlsKey: String?

    @Option(name: .customLong("allowed-hosts"), help: ArgumentHelp("""
        Comma-separated host names to answer besides IP addresses, localhost and --host: the public name \
        behind a proxy that passes Host on (forms.example.com), a name:port, .example.com for a domain and \
        its subdomains, or * for any. A request for any other Host gets 421 (DNS rebinding).
        """, valueName: "names"))
    var allowedHosts: String?

    @Option(name: .customLong("trusted-proxies"), help: ArgumentHelp("""
        Comma-separated addresses or blocks (10.0.0.5, 10.0.0.0/8, fd00::/8) of the proxies in front: \
        for a request from one of them, the client is the address it put in X-Forwarded-For. Without \
        it, every visitor behind a proxy counts as the proxy for the rate limits. \
        (default: $FORMUI_TRUSTED_PROXIES, else none)
        """, valueName: "addresses"))
    var trustedProxies: String?

    @Option(name: .customLong("identity-header"), help: ArgumentHelp("""
        The header in which an authenticating proxy names who is signed in (X-Forwarded-User, or \
        X-Auth-Request-Email for oauth2-proxy), believed only from --trusted-proxies. \
        (default: $FORMUI_IDENTITY_HEADER, else none)
        """, valueName: "name"))
    var identityHeader: String?

    @Option(name: .customLong("new-sessions-per-minute"), help: ArgumentHelp("Sessions one client may start a minute; past it, 429. off for no limit.", valueName: "count"))
    var newSessionsPerMinute = "60"

    @Option(name: .customLong("posts-per-second"), help: ArgumentHelp("Posts one client may send a second (twice that at once); past it, 429. off for no limit.", valueName: "count"))
    var postsPerSecond = "20"

    @Option(name: .customLong("max-body"), help: ArgumentHelp("The largest request body, so the largest upload: bytes, or a number with k or m (\"8m\").", valueName: "size"))
    var maxBody = "1m"

    @Flag(name: .customLong("metrics"), help: "Answer GET /metrics with the server's figures in Prometheus' text format (requests, latency, sessions, store commits).")
    var metrics = false

    @Option(name: .customLong("session-ttl"), help: ArgumentHelp("How long a session lives without a request: seconds, or a number with s, m, h or d (\"30m\").", valueName: "duration"))
    var sessionTTL = "30m"

    @Option(name: .customLong("session-lifetime"), help: ArgumentHelp("How long a session lives from its start or its last sign-in or sign-out, however much it is used: seconds, or a number with s, m, h or d (\"7d\").", valueName: "duration"))
    var sessionLifetime = "7d"

    @Option(name: .customLong("data-retention"), help: ArgumentHelp("How long a visitor's own SwiftData rows are kept after their device last used them, at least the session lifetime: seconds, or a number with s, m, h or d (\"30d\").", valueName: "duration"))
    var dataRetention = "30d"

    @Option(name: .customLong("sessions"), help: ArgumentHelp("Where sessions are kept: memory; sqlite:PATH (a file kept across restarts, shared by the processes that open it; sqlite:PATH?synchronous=full to survive a power loss too); postgres://user@host/database (shared by instances on any machines). (default: $FORMUI_SESSIONS, else memory)", valueName: "store"))
    var sessions: String?

    @Option(name: .customLong("data"), help: ArgumentHelp("Where the pages' SwiftData models are kept: memory, sqlite:PATH (a file kept across restarts) or postgres://user@host/database (shared by instances). (default: $FORMUI_DATA, else memory)", valueName: "store"))
    var data: String?

    /// `--sessions`, else `$FORMUI_SESSIONS`, else memory.
    var resolvedSessions: String {
        if let sessions { return sessions }
        if let value = ProcessInfo.processInfo.environment["FORMUI_SESSIONS"], !value.isEmpty { return value }
        return "memory"
    }

    @Option(name: .customLong("time-zone"), help: ArgumentHelp("The time zone dates are shown and read in (an IANA name such as Europe/Paris).", valueName: "zone"))
    var timeZone = "UTC"

    @Option(name: .customLong("locale"), help: ArgumentHelp("The locale values are formatted in where a format names none (en_US, de_DE, fr_CA…).", valueName: "identifier"))
    var locale = "en_US"

    @Option(name: .customLong("log-level"), help: ArgumentHelp("trace, debug, info, notice, warning, error or critical.", valueName: "level"))
    var logLevel = "info"

    func validate() throws {
        if (tlsCertificate == nil) != (tlsKey == nil) {
            throw ValidationError("--tls-cert and --tls-key go together.")
        }
        if let port = resolvedPort, !(0...65535).contains(port) {
            throw ValidationError("The port must be between 0 and 65535.")
        }
        if resolvedPort == nil {
            throw ValidationError("$PORT is not a port number.")
        }
        for entry in allowedHostList {
            if let problem = HTTPServerConfiguration.problem(withAllowedHost: entry) {
                throw ValidationError("--allowed-hosts: \(problem).")
            }
        }
        for entry in trustedProxyList {
            if let problem = FormAppConfiguration.problem(withTrustedProxy: entry) {
                throw ValidationError("--trusted-proxies: \(problem).")
            }
        }
        if RateLimits.parseLimit(newSessionsPerMinute) == nil {
            throw ValidationError("--new-sessions-per-minute takes a whole number, or off.")
        }
        if RateLimits.parseLimit(postsPerSecond) == nil {
            throw ValidationError("--posts-per-second takes a whole number, or off.")
        }
        if Self.parseDuration(sessionTTL) == nil {
            throw ValidationError("--session-ttl takes seconds or a number with s, m, h or d, such as 1800 or 30m.")
        }
        if AppSettings.parseSize(maxBody) == nil {
            throw ValidationError("--max-body takes bytes or a number with k or m, such as 8m.")
        }
        if Self.parseDuration(sessionLifetime) == nil {
            throw ValidationError("--session-lifetime takes seconds or a number with s, m, h or d, such as 12h or 7d.")
        }
        if Self.parseDuration(dataRetention) == nil {
            throw ValidationError("--data-retention takes seconds or a number with s, m, h or d, such as 30d.")
        }
        if let name = resolvedIdentityHeader {
            if HTTPField.Name(name) == nil { throw ValidationError("--identity-header takes a header's name, such as X-Forwarded-User.") }
            if trustedProxyList.isEmpty { throw ValidationError("--identity-header is believed only from --trusted-proxies, and none is given.") }
        }
        do {
            _ = try SessionStorage(parsing: resolvedSessions)
        } catch {
            throw ValidationError("--sessions \(error.description)")
        }
        if TimeZone(identifier: timeZone) == nil {
            throw ValidationError("Unknown time zone “\(timeZone)”.")
        }
        if !Locale.availableIdentifiers.contains(localeIdentifier) {
            throw ValidationError("Unknown locale “\(locale)” (write it as en_US or de_DE).")
        }
        if Logger.Level(rawValue: logLevel.lowercased()) == nil {
            throw ValidationError("--log-level takes trace, debug, info, notice, warning, error or critical.")
        }
    }

    /// `--locale` as Foundation names locales: `de-DE` is accepted as `de_DE`.
    var localeIdentifier: String { locale.replacingOccurrences(of: "-", with: "_") }

    var resolvedPort: Int? {
        if let port { return port }
        if let value = ProcessInfo.processInfo.environment["PORT"], !value.isEmpty { return Int(value) }
        return 8080
    }

    /// The entries of `--allowed-hosts`.
    var allowedHostList: [String] {
        (allowedHosts ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The entries of `--trusted-proxies`, else of `$FORMUI_TRUSTED_PROXIES`.
    var trustedProxyList: [String] {
        let text = trustedProxies ?? ProcessInfo.processInfo.environment["FORMUI_TRUSTED_PROXIES"] ?? ""
        return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// `--identity-header`, else `$FORMUI_IDENTITY_HEADER`.
    var resolvedIdentityHeader: String? {
        (identityHeader ?? ProcessInfo.processInfo.environment["FORMUI_IDENTITY_HEADER"]).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The rate limits the options set.
    var rateLimits: RateLimits {
        func limit(_ text: String) -> Int? { RateLimits.parseLimit(text).flatMap { $0 == 0 ? nil : $0 } }
        return RateLimits(newSessionsPerMinute: limit(newSessionsPerMinute), postsPerSecond: limit(postsPerSecond))
    }

    /// `1800`, `90s`, `30m`, `2h` → a duration; nil for anything else (or nothing positive).
    static func parseDuration(_ text: String) -> Duration? { AppSettings.parseDuration(text) }

    func run() throws {
        let level = Logger.Level(rawValue: logLevel.lowercased()) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "gallery")

        var server = HTTPServerConfiguration(host: host, port: resolvedPort ?? 8080)
        server.allowedHosts = allowedHostList
        server.limits.maxBodyBytes = AppSettings.parseSize(maxBody)!
        if let tlsCertificate, let tlsKey {
            server.tls = HTTPServerConfiguration.TLSConfiguration(certificatePath: tlsCertificate, privateKeyPath: tlsKey)
        }
        var configuration = FormAppConfiguration(
            server: server,
            publicDirectory: publicDirectory,
            templatesDirectory: templatesDirectory,
            sessionTTL: Self.parseDuration(sessionTTL)!,
            timeZone: TimeZone(identifier: timeZone)!,
            logger: logger
        )
        configuration.locale = Locale(identifier: localeIdentifier)
        configuration.sessionStorage = try SessionStorage(parsing: resolvedSessions)
        let dataLocation = data ?? ProcessInfo.processInfo.environment["FORMUI_DATA"].flatMap { $0.isEmpty ? nil : $0 } ?? "memory"
        if let problem = ModelStores.problem(with: dataLocation) { throw ValidationError("--data \(problem)") }
        configuration.dataLocation = dataLocation
        configuration.trustedProxies = trustedProxyList
        configuration.identityHeader = resolvedIdentityHeader
        configuration.sessionLifetime = Self.parseDuration(sessionLifetime)!
        configuration.dataRetention = Self.parseDuration(dataRetention)!
        configuration.rateLimits = rateLimits
        configuration.exportsMetrics = metrics
        // A layout that does not parse stops the gallery here (FormApp throws, naming the file and the
        // problem), rather than serving pages without it.
        let app = try GalleryApp.make(configuration)
        try app.run()
    }
}
