import Synchronization

/// The peers' session store: each session's state by cookie, in memory, behind one lock (the peers run
/// one event loop, so it is never contended, but they must be correct on more).
public final class PeerSessions: Sendable {
    public static let cookieName = "formui_session"

    private let sessions = Mutex<[String: PeerState]>([:])

    public init() {}

    /// The session id in a `Cookie` header, if the cookie names one this store has.
    public func knownSession(inCookieHeader header: some StringProtocol) -> String? {
        guard let id = Self.cookieValue(in: header) else { return nil }
        return sessions.withLock { $0[id] != nil } ? id : nil
    }

    /// A new session with the page's defaults; returns its id.
    public func create() -> String {
        let id = Self.newID()
        sessions.withLock { $0[id] = PeerState() }
        return id
    }

    /// The headers FormUIServer sends with a page (no caching, no framing), which the peers send too.
    public static let pageHeaders: [(String, String)] = [
        ("Content-Type", "text/html; charset=utf-8"),
        ("Cache-Control", "no-store"),
        ("Vary", "Accept, Cookie"),
        ("X-Content-Type-Options", "nosniff"),
        ("X-Frame-Options", "DENY"),
        ("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data: https:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"),
        ("Referrer-Policy", "same-origin"),
    ]

    /// `Set-Cookie` value for a new session.
    public static func setCookie(_ id: String) -> String {
        "\(cookieName)=\(id); Path=/; HttpOnly; SameSite=Lax"
    }

    /// The page for session `id` (the defaults if it is unknown).
    public func page(for id: String?) -> [UInt8] {
        let state = id.flatMap { id in sessions.withLock { $0[id] } } ?? PeerState()
        return PageBuilder.page(state)
    }

    /// The state of session `id` (the defaults if it is unknown), for a peer that renders it from a
    /// template.
    public func state(for id: String?) -> PeerState {
        id.flatMap { id in sessions.withLock { $0[id] } } ?? PeerState()
    }

    /// Applies a form post to session `id` (see ``PeerState/apply(_:)``).
    public func apply(_ fields: [(name: String, value: String)], to id: String) -> PeerState.PostOutcome {
        sessions.withLock { sessions in
            var state = sessions[id] ?? PeerState()
            let outcome = state.apply(fields)
            sessions[id] = state
            return outcome
        }
    }

    /// The value of the session cookie in a `Cookie` header (`a=1; formui_session=ID; b=2`).
    public static func cookieValue(in header: some StringProtocol) -> String? {
        for part in header.split(separator: ";") {
            let trimmed = part.drop(while: { $0 == " " })
            guard trimmed.hasPrefix(cookieName + "=") else { continue }
            return String(trimmed.dropFirst(cookieName.count + 1))
        }
        return nil
    }

    public static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        let high = generator.next() as UInt64
        let low = generator.next() as UInt64
        let hex = String(high, radix: 16) + String(repeating: "0", count: 16 - String(low, radix: 16).count) + String(low, radix: 16)
        return String(repeating: "0", count: 32 - hex.count) + hex
    }
}
