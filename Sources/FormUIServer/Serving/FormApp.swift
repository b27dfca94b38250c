import Dispatch
import Foundation
import FormUI
import FormUIData
@_spi(Engine) import FormUI
import HTTPServer
import HTTPTypes
import Locking
import Logging

/// A web application of FormUI pages: one view per path, each visitor's `@State` in their session.
///
/// ```swift
/// let app = try FormApp(FormAppConfiguration(server: .init(host: "127.0.0.1", port: 8080)))
/// app.page("/picker/segmented", title: "Segmented picker") { PickerSegmented() }
/// try app.run()   // until SIGINT or SIGTERM
/// ```
///
/// To serve the pages from another server (Hummingbird, Vapor…), hand its requests to ``responder``.
public final class FormApp: Sendable {
    /// How the app is served, as it was given to ``init(_:layout:)``.
    public let configuration: FormAppConfiguration
    /// The sessions of every visitor.
    public let sessions: any SessionStore
    /// The document around each page's form.
    public let layout: PageLayout
    let routes = RouteTable()
    let staticFiles: StaticFiles?
    let logger: Logger
    /// The headers of every page, with the configured `Content-Security-Policy`.
    let pageHeaders: HTTPFields
    let rateLimiters: RateLimiter.Set
    /// What the app measures of itself, when ``FormAppConfiguration/exportsMetrics`` is on.
    let metrics: ServerMetrics?
    let trustedProxies: [IPAddress.Range]
    /// The header an authenticating proxy names the signed-in person in (``FormAppConfiguration/identityHeader``).
    let identityHeader: HTTPField.Name?
    /// The session cookie's name over plain HTTP and, `__Host-` prefixed, when it is `Secure`
    /// (``SessionCookie/name(_:secure:)``), made once rather than for each request.
    let sessionCookieNames: (plain: String, secure: String)
    /// The icons pages show, served within the mount path.
    let symbols: SymbolCatalog
    /// The app's root (`/`, `/admin/`) and its cookie's `Path` (`/`, `/admin`), made once rather than per
    /// request.
    let mountedPaths: (root: String, cookie: String)

    /// Makes an app with no pages yet: its session store and its page layout, ready for `page(_:title:_:)`.
    ///
    /// - Parameters:
    ///   - configuration: How the app is served (the defaults unless told). Its
    ///     ``FormAppConfiguration/sessionStore`` holds the sessions; when that is nil, the store that
    ///     ``FormAppConfiguration/sessionStorage`` names is made and opened here. Its public directory is
    ///     looked up here too; FormUI's own stylesheet, script and icons are served wherever it has no file
    ///     of the same path (or when it does not exist).
    ///   - layout: The page layout; nil loads `layout.mustache` from the configuration's templates directory,
    ///     or uses FormUI's own layout (``PageLayout/builtIn``) when there is no such directory or file.
    /// - Throws: ``FormAppConfiguration/InvalidSetting`` for a trusted proxy that is not an address, or an
    ///   identity header that is not a header name or has no trusted proxy to come from.
    ///   ``SessionStoreError`` when the SQLite file or the PostgreSQL database that `sessionStorage`
    ///   names cannot be used, or was prepared by a later FormUI. ``PageLayout/InvalidTemplate`` when
    ///   `layout.mustache` does not parse or has no `{{{body}}}`. A broken layout is a mistake to fix, not
    ///   to paper over: the app stops at startup saying which file and why, rather than serving pages in a
    ///   layout nobody chose.
    public init(_ configuration: FormAppConfiguration = FormAppConfiguration(), layout: PageLayout? = nil) throws {
        // Under the dev loop, its folder and port, whatever the code says (DevelopmentLoop).
        let configuration = DevelopmentLoop.applied(to: configuration, environment: ProcessInfo.processInfo.environment)
        self.configuration = configuration
        logger = configuration.logger
        trustedProxies = try configuration.trustedProxies.map { entry in
            guard let range = IPAddress.Range(entry) else {
                throw FormAppConfiguration.InvalidSetting(description: "trustedProxies: " + (FormAppConfiguration.problem(withTrustedProxy: entry) ?? entry))
            }
            return range
        }
        identityHeader = try configuration.identityHeader.map { name in
            guard let field = HTTPField.Name(name) else {
                throw FormAppConfiguration.InvalidSetting(description: "identityHeader: “\(name)” is not a header name")
            }
            guard !configuration.trustedProxies.isEmpty else {
                throw FormAppConfiguration.InvalidSetting(
                    description: "identityHeader: a header naming who is signed in is believed only from trusted proxies, and none is configured (trustedProxies)")
            }
            return field
        }
        if let problem = FormAppConfiguration.problem(withMountPath: configuration.mountPath) {
            throw FormAppConfiguration.InvalidSetting(description: "mountPath: " + problem)
        }
        mountedPaths = configuration.mountPath.isEmpty ? ("/", "/") : (configuration.mountPath + "/", configuration.mountPath)
        symbols = configuration.mountPath.isEmpty ? .shipped : SymbolCatalog(urlPrefix: configuration.mountPath + "/icons/", names: SymbolCatalog.shipped.names)
        rateLimiters = RateLimiter.Set(configuration.rateLimits)
        metrics = configuration.exportsMetrics ? ServerMetrics() : nil
        pageHeaders = FormResponder.pageHeaders(contentSecurityPolicy: configuration.contentSecurityPolicy)
        sessionCookieNames = (
            SessionCookie.name(configuration.sessionCookieName, secure: false),
            SessionCookie.name(configuration.sessionCookieName, secure: true, mounted: !configuration.mountPath.isEmpty)
        )
        // A post holds its data's transaction open while its session's change is stored: on one SQLite
        // file the session's write would wait for that transaction.
        if case .sqlite(let path, _) = configuration.sessionStorage, configuration.sessionStore == nil,
           configuration.dataLocation.hasPrefix("sqlite:"),
           URL(fileURLWithPath: path).standardizedFileURL == URL(fileURLWithPath: String(configuration.dataLocation.dropFirst("sqlite:".count))).standardizedFileURL {
            throw FormAppConfiguration.InvalidSetting(description: "sessions and data are both in the SQLite file \(path): give each a file of its own (--sessions sqlite:sessions.sqlite --data sqlite:data.sqlite)")
        }
        // A visitor's rows deleted while their session could still reach them would be data lost.
        guard configuration.dataRetention >= configuration.sessionLifetime else {
            throw FormAppConfiguration.InvalidSetting(description: "the data retention (\(AppSettings.describe(configuration.dataRetention))) is shorter than a session's lifetime (\(AppSettings.describe(configuration.sessionLifetime))): a visitor's rows would be deleted while they can still reach them; give --data-retention at least the --session-lifetime")
        }
        sessions = try configuration.sessionStore ?? Self.makeSessionStore(configuration)
        // Where the app's models live (SwiftData), for every container that names no file of its own,
        // and how long a visitor's own rows are kept.
        ModelStores.location = configuration.dataLocation
        ModelStores.retention = configuration.dataRetention
        if let layout {
            self.layout = layout
        } else {
            self.layout = try PageLayout.load(fromDirectory: configuration.templatesDirectory, logger: configuration.logger)
        }
        staticFiles = configuration.publicDirectory.map { StaticFiles(root: $0, urlPrefix: "/") }
        // What the asset catalogues cannot give (a colour name none has) is said in the app's log.
        let logger = configuration.logger
        AssetCatalogs.problemHandler = { logger.warning("\($0)") }
    }

    /// The store `configuration.sessionStorage` names.
    /// - Throws: ``SessionStoreError`` when a SQLite file or a PostgreSQL database cannot be used, or was
    ///   prepared by a later FormUI.
    static func makeSessionStore(_ configuration: FormAppConfiguration) throws(SessionStoreError) -> any SessionStore {
        switch configuration.sessionStorage {
        case .memory:
            return MemorySessionStore(
                timeToLive: configuration.sessionTTL, lifetime: configuration.sessionLifetime, maximumCount: configuration.maximumSessionCount)
        case .sqlite(let path, let synchronous):
            return try SQLiteSessionStore(
                path: path, timeToLive: configuration.sessionTTL, lifetime: configuration.sessionLifetime,
                maximumStoredBytes: configuration.maximumSessionBytes, synchronous: synchronous, logger: configuration.logger
            )
        case .postgres(let url):
            return try PostgresSessionStore(
                url: url, timeToLive: configuration.sessionTTL, lifetime: configuration.sessionLifetime,
                maximumStoredBytes: configuration.maximumSessionBytes, logger: configuration.logger
            )
        }
    }

    // MARK: Pages

    /// Serves `page` at `path` (`/picker/segmented`): GET shows it, POST applies a form to it, and the
    /// paths below it show its sub-pages (`/picker/segmented/details`).
    ///
    /// - Parameters:
    ///   - path: Where the page is served: it starts with `/` and has no query or fragment, or the process
    ///     stops with a precondition failure. Adding a path again replaces its page, which keeps its place
    ///     in ``pages``.
    ///   - title: The page's title and heading in the layout when its view sets no `.navigationTitle`; also
    ///     its title in ``pages``.
    ///   - page: The page to serve.
    public func page(_ path: String, title: String, _ page: FormPage) {
        routes.add(Route(path: path, title: title, content: .form(page)))
    }

    /// Serves the view `content` builds at `path`, as a `FormPage` of it.
    ///
    /// - Parameters:
    ///   - path: Where the page is served: it starts with `/` and has no query or fragment, or the process
    ///     stops with a precondition failure. Adding a path again replaces its page.
    ///   - title: The page's title and heading in the layout when its view sets no `.navigationTitle`; also
    ///     its title in ``pages``.
    ///   - content: Builds the page's view; called on every evaluation of the page, from any thread.
    public func page<Content: View>(_ path: String, title: String, @ViewBuilder _ content: @escaping @Sendable () -> Content) {
        page(path, title: title, FormPage(content))
    }

    /// Serves fixed HTML in the layout at `path` (an index of the pages, say); `json` answers a request
    /// for JSON, when given. A POST to the path is refused (405).
    ///
    /// - Parameters:
    ///   - path: Where the document is served: it starts with `/` and has no query or fragment, or the
    ///     process stops with a precondition failure. Adding a path again replaces what it serves.
    ///   - title: The document's title and heading in the layout; also its title in ``pages``.
    ///   - html: The body, as UTF-8 bytes of HTML, put in the layout as it is: nothing escapes it.
    ///   - json: The answer, as UTF-8 bytes, to a `GET` that asks for JSON (`?format=json`, or an `Accept`
    ///     header that prefers it); nil answers such a request with the HTML page.
    public func document(_ path: String, title: String, html: [UInt8], json: [UInt8]? = nil) {
        routes.add(Route(path: path, title: title, content: .document(html: html, json: json)))
    }

    /// The paths served, with their titles, in the order they were added.
    public var pages: [(path: String, title: String)] {
        routes.all.map { ($0.path, $0.title) }
    }

    /// Answers requests: pages, static files, 404.
    public var responder: FormResponder { FormResponder(app: self) }

    // MARK: Serving

    /// Starts serving in the background; ``RunningFormApp/stop()`` ends it.
    ///
    /// While it runs, expired sessions are removed from ``sessions`` every quarter of the configuration's
    /// `sessionTTL`, kept between 50 ms and one minute.
    ///
    /// - Returns: The running app: the port it listens on, and ``RunningFormApp/stop()``. Releasing it does
    ///   not stop the server.
    /// - Throws: `HTTPServerError` when the server cannot start: the port is out of range, the host cannot
    ///   be resolved, the address cannot be bound (taken, say), TLS cannot be set up from the configured
    ///   files, or an entry of `allowedHosts` is malformed.
    public func start() throws -> RunningFormApp {
        var serverConfiguration = configuration.server
        if serverConfiguration.eventLoopCount <= 0 { serverConfiguration.eventLoopCount = Self.eventLoopCount(for: configuration) }
        let server = HTTPServer(configuration: serverConfiguration, responder: responder, logger: logger)
        try server.start()
        let running = RunningFormApp(
            server: server, sessions: sessions, sweepInterval: Self.sweepInterval(for: configuration.sessionTTL),
            dataRetention: configuration.dataRetention
        )
        let scheme = configuration.server.tls == nil ? "http" : "https"
        logger.info("Serving \(routes.count) pages at \(scheme)://\(configuration.server.host):\(server.localPort)/")
        return running
    }

    /// Serves until the process gets SIGINT or SIGTERM, then stops (a container's `docker stop`): the
    /// requests in flight are given the server's shutdown grace period to finish, and it returns once the
    /// server has stopped.
    ///
    /// - Throws: What ``start()`` throws, when the server cannot start.
    public func run() throws {
        Self.useTimeZone(configuration.timeZone)
        let running = try start()
        DevelopmentLoop.stopWithParent(environment: ProcessInfo.processInfo.environment)
        running.server.runUntilSignalled()
        running.stop()
        logger.info("Stopped")
    }

    /// Makes `zone` the process's own (`TimeZone.current`, `Calendar.current`), so that an app's code
    /// that asks Foundation for the current zone gets the one its pages show dates in. Process-wide, so
    /// only ``run()`` does it: the process is this app's.
    static func useTimeZone(_ zone: TimeZone) {
        guard TimeZone.current.identifier != zone.identifier else { return }
        setenv("TZ", zone.identifier, 1)
        NSTimeZone.resetSystemTimeZone()
    }

    /// Sessions are swept a few times per time-to-live, at most once a minute and at least every 50 ms.
    static func sweepInterval(for ttl: Duration) -> Duration {
        min(max(ttl / 4, .milliseconds(50)), .seconds(60))
    }

    /// Visitors' unused rows are swept hourly, or a few times per retention when it is short.
    static func dataSweepInterval(for retention: Duration) -> Duration {
        min(max(retention / 4, .milliseconds(250)), .seconds(3600))
    }
}

/// A ``FormApp`` being served.
// Sendable: `stopped` guards `isStopped`; `server` and `sweep` (a Dispatch timer, safe from any thread) never change.
public final class RunningFormApp: @unchecked Sendable {
    /// The HTTP server answering the app's requests.
    public let server: HTTPServer
    private let sweep: DispatchSourceTimer
    private let dataSweep: DispatchSourceTimer
    private let stopped = Lock()
    private var isStopped = false

    /// The port the server listens on (the one the system chose when configured with port 0).
    public var port: Int { server.localPort }

    init(server: HTTPServer, sessions: any SessionStore, sweepInterval: Duration, dataRetention: Duration) {
        self.server = server
        sweep = Self.timer(every: sweepInterval) { sessions.removeExpiredSessions() }
        // The rows of visitors whose devices went unused for the data retention (ModelStores).
        dataSweep = Self.timer(every: FormApp.dataSweepInterval(for: dataRetention)) {
            ModelStores.removeRowsOfUnusedDevices(unusedFor: dataRetention)
        }
    }

    private static func timer(every interval: Duration, _ handler: @escaping @Sendable () -> Void) -> DispatchSourceTimer {
        let (seconds, attoseconds) = interval.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds), leeway: .milliseconds(10))
        timer.setEventHandler(handler: handler)
        timer.resume()
        return timer
    }

    /// Stops the server and the sweeps of sessions and unused rows. Safe to call more than once.
    public func stop() {
        let first = stopped.withLock {
            defer { isStopped = true }
            return !isStopped
        }
        guard first else { return }
        sweep.cancel()
        dataSweep.cancel()
        server.shutdown()
    }
}

struct Route: Sendable {
    enum Content: Sendable {
        case form(FormPage)
        case document(html: [UInt8], json: [UInt8]?)
    }

    let path: String
    let title: String
    let content: Content
}

/// The pages by path. Written while the app is assembled, read by every request.
// Sendable: `lock` guards every `var`.
final class RouteTable: @unchecked Sendable {
    private let lock = Lock()
    private var byPath: [String: Route] = [:]
    private var order: [String] = []

    func add(_ route: Route) {
        precondition(route.path.hasPrefix("/"), "A page's path starts with “/”: \(route.path)")
        precondition(!route.path.contains("?") && !route.path.contains("#"), "A page's path has no query or fragment: \(route.path)")
        lock.withLock {
            if byPath[route.path] == nil { order.append(route.path) }
            byPath[route.path] = route
        }
    }

    func route(for path: Substring) -> Route? {
        lock.withLock { byPath[String(path)] }
    }

    /// The page a sub-page's path starts with, and the segments after it (`/settings/sound/volume` →
    /// the page at `/settings`, `["sound", "volume"]`): the longest page path that is a prefix ending at
    /// a `/`. Segments are slugs (lowercase letters, digits and `-`, percent-encoded when not ASCII), as
    /// `NavigationLink` makes them.
    func subpage(for path: Substring) -> (Route, [String])? {
        var end = path.endIndex
        while let slash = path[..<end].lastIndex(of: "/") {
            let prefix = slash == path.startIndex ? "/" : path[..<slash]
            if let route = route(for: prefix), case .form = route.content {
                let rest = path[path.index(after: slash)...]
                var segments: [String] = []
                for part in rest.split(separator: "/", omittingEmptySubsequences: false) {
                    guard let segment = String(part).removingPercentEncoding, Self.isSegment(segment) else { return nil }
                    segments.append(segment)
                }
                return (route, segments)
            }
            end = slash
        }
        return nil
    }

    /// What a slug can be: lowercase letters (of any script), digits and `-`.
    private static func isSegment(_ segment: String) -> Bool {
        !segment.isEmpty && segment.utf8.count <= 256 && segment == segment.lowercased()
            && segment.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
    }

    var all: [Route] { lock.withLock { order.compactMap { byPath[$0] } } }
    var count: Int { lock.withLock { byPath.count } }
}
