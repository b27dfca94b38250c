import Foundation
import HTTPServer
import Logging

/// How a ``FormApp`` is served.
public struct FormAppConfiguration: Sendable {
    /// Address, port, TLS, limits and timeouts of the HTTP server.
    public var server: HTTPServerConfiguration
    /// The directory of static files (stylesheet, script, icons), served at `/`; nil for none.
    public var publicDirectory: String?
    /// The directory holding `layout.mustache`; nil (or no such file) for the built-in layout.
    public var templatesDirectory: String?
    /// How long a session lives without a request.
    public var sessionTTL: Duration
    /// Where sessions live; nil for a ``MemorySessionStore`` with `sessionTTL`.
    public var sessionStore: (any SessionStore)?
    /// The zone dates are shown and read in (a browser does not send its own without JavaScript).
    public var timeZone: TimeZone
    /// The stylesheet's URL, linked from every page; nil for none.
    public var stylesheetURL: String?
    /// The optional script's URL (submit on change); nil for none. Every page works without it.
    public var scriptURL: String?
    /// The start page, linked from the others; nil for no link.
    public var homeURL: String?
    /// The session cookie's name.
    public var sessionCookieName: String
    /// Whether the session cookie is `Secure`: nil decides by the request (TLS or not); `true` behind a
    /// proxy that ends TLS.
    public var secureCookies: Bool?
    public var logger: Logger

    public init(
        server: HTTPServerConfiguration = HTTPServerConfiguration(),
        publicDirectory: String? = "Public",
        templatesDirectory: String? = "Templates",
        sessionTTL: Duration = .seconds(30 * 60),
        sessionStore: (any SessionStore)? = nil,
        timeZone: TimeZone = TimeZone(identifier: "UTC")!,
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
        self.sessionStore = sessionStore
        self.timeZone = timeZone
        self.stylesheetURL = stylesheetURL
        self.scriptURL = scriptURL
        self.homeURL = homeURL
        self.sessionCookieName = sessionCookieName
        self.secureCookies = secureCookies
        self.logger = logger
    }
}
