import Foundation
import HTTPServer
import Logging

/// How a ``FormApp`` is served.
public struct FormAppConfiguration: Sendable {
    /// Address, port, TLS, limits and timeouts of the HTTP server.
    public var server: HTTPServerConfiguration
    /// The app's directory of static files, served at `/`; nil for none. A file in it replaces FormUI's
    /// own of the same path (`formui.css`, `formui.js`, `icons/…`), which the library carries and serves
    /// wherever this directory has no such file.
    public var publicDirectory: String?
    /// The directory holding the app's `layout.mustache`; nil (or no such file) for FormUI's own layout
    /// (``PageLayout/builtIn``), which the library carries. A file that does not work makes
    /// ``FormApp/init(_:layout:)`` throw.
    public var templatesDirectory: String?
    /// How long a session lives without a request.
    public var sessionTTL: Duration
    /// How long a session lives from when its id was issued (its visitor's first post, or their last
    /// sign-in or sign-out), however much it is used: a week unless told. Past it the visitor starts a
    /// new session, signed out, as after an idle time; an id stolen once is not good forever.
    public var sessionLifetime: Duration = MemorySessionStore.defaultLifetime
    /// The most sessions kept in memory at once; past it, a new session replaces the least recently used
    /// (see ``MemorySessionStore``). Sessions begin with a visitor's first post.
    public var maximumSessionCount: Int
    /// Where sessions live; nil for the store ``sessionStorage`` names.
    public var sessionStore: (any SessionStore)?
    /// The store made when ``sessionStore`` is nil: `.memory` (the default; a ``MemorySessionStore`` with
    /// `sessionTTL` and `maximumSessionCount`), `.sqlite(path:)` (a ``SQLiteSessionStore``) or
    /// `.postgres(url:)` (a ``PostgresSessionStore``), both with `sessionTTL` and `maximumSessionBytes`.
    public var sessionStorage: SessionStorage = .memory
    /// Where the app's SwiftData models are kept unless a `ModelConfiguration` names a place of its
    /// own: `memory` (the default), `sqlite:PATH`, or `postgresql://user@host/database`, which any number
    /// of instances share.
    public var dataLocation = "memory"
    /// How long a visitor's own SwiftData rows (the default `sharing: .visitor`) are kept after their
    /// device last used them: 30 days unless told, and never less than ``sessionLifetime``, past which
    /// no session reaches them. A sweep deletes them then; rows everyone shares and a signed-in
    /// person's are kept.
    public var dataRetention: Duration = .seconds(30 * 24 * 3600)
    /// The most bytes one session's state may take in a store outside the process; a post that would
    /// make it larger is refused (413) and nothing is stored.
    public var maximumSessionBytes: Int = 1 << 20
    /// The most fields a post may carry (an array's values in a JSON post count one each); past it the
    /// post is refused with 413 before any field is looked at. A page shows far fewer; the cap keeps one
    /// request from making the server decode, compare and report on a million fields.
    public var maximumFieldCount: Int
    /// What a `multipart/form-data` post may carry: parts, fields, a file's bytes, all bytes, a part's
    /// head (``MultipartLimits``); past one, `413` naming it, nothing applied. Its fields count against
    /// ``maximumFieldCount`` too. The whole body is bounded first by the server's
    /// `limits.maxBodyBytes` (1 MiB unless set): raise both for larger files.
    public var uploadLimits = MultipartLimits()
    /// The zone dates are shown and read in (a browser does not send its own without JavaScript).
    public var timeZone: TimeZone
    /// The locale values are formatted and read in where the code's format names none
    /// (`.currency(code: "EUR")`: "€12.50" in `en_US`, "12,50 €" in `de_DE`). A server's own locale is
    /// rarely its visitors', so it is set here rather than taken from the process.
    public var locale: Locale {
        get { configuredLocale ?? Locale(identifier: "en_US") }
        set { configuredLocale = newValue }
    }
    /// The locale set, if any; nil stands for `en_US`, which pages make only when a format asks for it
    /// (making a `Locale` opens ICU's locale data, which stays resident; see `PageLocale`).
    var configuredLocale: Locale?
    /// Where the app is mounted in a host server's addresses (`/admin`): its pages, files and cookie
    /// live under that path, and every address FormUI writes (links, redirects, the stylesheet, icons)
    /// starts with it. Requests reach the app with the path in front, as the host received them; a page
    /// added at `/` answers `/admin/`. Empty (the default) for an app that has the host to itself.
    /// Starts with `/`, does not end with one, and holds no `?`, `#` or `%`.
    public var mountPath = ""
    /// The stylesheet's URL, linked from every page; nil for none. A path (`/formui.css`) is taken within
    /// ``mountPath``.
    public var stylesheetURL: String?
    /// The optional script's URL (submit on change); nil for none. Every page works without it.
    public var scriptURL: String?
    /// The start page, linked from the others; nil for no link.
    public var homeURL: String?
    /// The app's name, which the page header shows (linking to `/`); nil (the default) for no name there.
    /// `App.main()` sets it from the app's type (`BookshelfApp` → "Bookshelf").
    public var appName: String?
    /// The session cookie's name.
    public var sessionCookieName: String
    /// Whether the session cookie is `Secure`: nil decides by the request (TLS or not); `true` behind a
    /// proxy that ends TLS, which also lets posts from this host's `https://` origin pass the cross-origin
    /// check (the server sees plain HTTP, the browser is on HTTPS). A `Secure` cookie is named with the
    /// `__Host-` prefix (`__Host-formui_session`), which a browser keeps only from a secure origin, for
    /// the whole host and no other: a plain-HTTP page or a sibling subdomain cannot plant a session id
    /// of its choosing in it.
    public var secureCookies: Bool?
    /// Where the app, its HTTP server and the session store it makes log what they do.
    public var logger: Logger
    /// How fast one client may start sessions and post; past a limit, `429 Too Many Requests` with
    /// `Retry-After` (see ``RateLimits``).
    public var rateLimits: RateLimits = .default
    /// The proxies whose `X-Forwarded-For` names the client, for the rate limits: addresses or blocks
    /// (`10.0.0.0/8`, `fd00::/8`). Empty (the default): the connection's peer is the client, and the
    /// header is never believed. Behind a proxy that is not listed, every visitor counts as the proxy.
    /// An entry that is not an address makes ``FormApp/init(_:layout:)`` throw.
    public var trustedProxies: [String] = []
    /// The request header in which an authenticating proxy in front of the app names who is signed in
    /// (`X-Forwarded-User`, `X-Auth-Request-Email` for oauth2-proxy): believed only from
    /// ``trustedProxies``, ignored from anyone else; nil (the default) for none. Views read the person as
    /// `@Environment(\.identity)`. A session that another person's request arrives with is not theirs:
    /// the request goes on without it, and their first post starts their own.
    public var identityHeader: String?
    /// Whether `GET /metrics` answers the app's figures in Prometheus' text format: requests by page,
    /// method and status, their latency, sessions live, and the session store's commits (see
    /// `ServerMetrics`). Off unless told: the figures name the app's pages, for its operators, so serve
    /// them where only a scraper reaches (a proxy that does not pass `/metrics` on).
    public var exportsMetrics = false
    /// Whether each page reloads itself when a new process of the app answers: the dev loop
    /// (`swift package --disable-sandbox dev`, FormUI's `FormUIDev` plugin) turns it on, and nothing else
    /// should. It answers only requests from loopback (DESIGN §2, "The dev loop").
    public var reloadsPagesOnRestart = false
    /// The `Content-Security-Policy` of every page (see ``defaultContentSecurityPolicy``). An app whose
    /// own layout loads a script or image from elsewhere adds that origin here.
    public var contentSecurityPolicy: String = Self.defaultContentSecurityPolicy

    /// What a page may load and do: its scripts, stylesheets, fetches and fonts only from the app's own
    /// origin (no inline script, no `eval`); images also from `data:` (an image the app made) and any
    /// `https:` address (an `AsyncImage`); no plugins; no `<base>`; forms posted only back to the app;
    /// never framed. Style attributes are allowed (`style-src-attr 'unsafe-inline'`) because modifiers
    /// carry values no class can (a colour, a gap, a gauge's fraction) and an attribute's style cannot run
    /// script; every value in one is escaped, and `<style>` elements stay refused.
    public static let defaultContentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data: https:; "
        + "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    /// A configuration with every setting given here; ``sessionStorage``, ``maximumSessionBytes``,
    /// ``locale``, ``allowedHosts``, ``rateLimits``, ``trustedProxies`` and ``contentSecurityPolicy`` are
    /// set on the value afterwards.
    ///
    /// - Parameters:
    ///   - server: Address, port, TLS, limits and timeouts of the HTTP server; `127.0.0.1` port 8080 unless
    ///     told.
    ///   - publicDirectory: The app's directory of static files, served at `/` before FormUI's own, file by
    ///     file (`Public`, from the working directory, unless told); nil for none of the app's.
    ///   - templatesDirectory: The directory holding the app's `layout.mustache` (`Templates` unless told);
    ///     nil, or a directory without the file, for FormUI's own layout.
    ///   - sessionTTL: How long a session lives without a request (30 minutes unless told), for the store
    ///     the app makes; it also sets how often expired sessions are swept. A store given as
    ///     `sessionStore` keeps sessions as long as it was made to.
    ///   - maximumSessionCount: The most sessions the memory store the app makes holds at once (a million
    ///     unless told); past it, a new session replaces the least recently used.
    ///   - sessionStore: The store sessions live in; nil (the default) for the one ``sessionStorage`` names,
    ///     which ``FormApp`` makes.
    ///   - maximumFieldCount: The most fields a post may carry (1,000 unless told); a post with more is
    ///     refused with 413.
    ///   - timeZone: The zone dates are shown and read in; GMT unless told.
    ///   - stylesheetURL: The stylesheet's URL, linked from every page (`/formui.css` unless told); nil for
    ///     none.
    ///   - scriptURL: The optional script's URL (`/formui.js` unless told); nil for none.
    ///   - homeURL: The start page, linked from the others; nil (the default) for no link.
    ///   - sessionCookieName: The session cookie's name; `formui_session` unless told.
    ///   - secureCookies: Whether the session cookie is `Secure`: nil (the default) decides by the request;
    ///     `true` behind a proxy that ends TLS (see ``secureCookies``).
    ///   - logger: Where the app logs; a `Logger` labelled `FormUI` unless told.
    public init(
        server: HTTPServerConfiguration = HTTPServerConfiguration(),
        publicDirectory: String? = "Public",
        templatesDirectory: String? = "Templates",
        sessionTTL: Duration = .seconds(30 * 60),
        maximumSessionCount: Int = 1_000_000,
        sessionStore: (any SessionStore)? = nil,
        maximumFieldCount: Int = 1_000,
        timeZone: TimeZone = TimeZone.gmt,
        stylesheetURL: String? = "/formui.css",
        scriptURL: String? = "/formui.js",
        homeURL: String? = nil,
        sessionCookieName: String = "formui_session",
        secureCookies: Bool? = nil,
        logger: Logger = Logger(label: "FormUI")
    ) {
        self.server = server
        self.publicDirectory = publicDirectory
        self.templatesDirectory = templatesDirectory
        self.sessionTTL = sessionTTL
        self.maximumSessionCount = maximumSessionCount
        self.sessionStore = sessionStore
        self.maximumFieldCount = maximumFieldCount
        self.timeZone = timeZone
        self.stylesheetURL = stylesheetURL
        self.scriptURL = scriptURL
        self.homeURL = homeURL
        self.sessionCookieName = sessionCookieName
        self.secureCookies = secureCookies
        self.logger = logger
    }
}

extension FormAppConfiguration {
    /// Host names the app answers besides IP addresses, `localhost` names and the listen address:
    /// `HTTPServerConfiguration.allowedHosts` of ``server``. A request addressed to another name gets
    /// 421 before any page sees it, which defeats DNS rebinding. Behind a proxy that passes the browser's
    /// `Host` on, list the public name (`["forms.example.com"]`); `["*"]` turns the check off.
    public var allowedHosts: [String] {
        get { server.allowedHosts }
        set { server.allowedHosts = newValue }
    }
}

extension FormAppConfiguration {
    /// A setting that cannot be used, named with what is wrong; ``FormApp/init(_:layout:)`` throws it so
    /// that the app stops at its start rather than serving with a setting nobody meant.
    public struct InvalidSetting: Error, CustomStringConvertible {
        public var description: String
    }

    /// What is wrong with `path` as a ``mountPath``; nil when it can be one.
    static func problem(withMountPath path: String) -> String? {
        if path.isEmpty { return nil }
        guard path.hasPrefix("/") else { return "“\(path)” does not start with /" }
        guard !path.hasSuffix("/") else { return "“\(path)” ends with /: write it without (“/admin”), or leave it empty for the host's root" }
        guard !path.contains(where: { "?#% \"<>\\".contains($0) || $0.isNewline }), !path.contains("//") else {
            return "“\(path)” holds a character an address path cannot take as it is"
        }
        return nil
    }

    /// `address`, a path within the app (`/formui.css`), as the host serves it: after ``mountPath``. A
    /// full URL or nil is left as it is.
    func mounted(_ address: String?) -> String? {
        guard let address, address.hasPrefix("/"), !mountPath.isEmpty else { return address }
        return mountPath + address
    }
}
