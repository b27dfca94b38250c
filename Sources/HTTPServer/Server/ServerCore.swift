import Dispatch
import Locking
import Logging

/// What every event loop shares: configuration, responder, logger, TLS context and the count of
/// open connections. Immutable but for the count, which is locked.
final class ServerCore: Sendable {
    let configuration: HTTPServerConfiguration
    let responder: any HTTPResponder
    let logger: Logger
    let tls: TLSContext?
    let parserLimits: HTTPParserLimits
    let allowedHosts: HostAllowList
    /// `configuration.timeouts` in nanoseconds, as each connection's state machine reads them.
    let connectionTimeouts: ConnectionStateMachine.Timeouts
    /// From this many open connections on, the server is under pressure (see `Limits.maxConnections`).
    let pressureThreshold: Int
    /// How many connections may be open past `maxConnections` while each makes room by closing another:
    /// the few accepted while a loop is still closing the one it chose.
    let sheddingHeadroom: Int
    /// Whether the logger takes `.info`, read once at start: the per-request line then costs
    /// nothing at all when it is off.
    let logsRequests: Bool
    /// Entered when a connection is accepted, left when its descriptor is closed: `shutdown()` waits on it.
    let connections = DispatchGroup()

    private let counts = Locked((openConnections: 0, draining: false))

    init(configuration: HTTPServerConfiguration, responder: any HTTPResponder, logger: Logger, tls: TLSContext?) {
        self.configuration = configuration
        self.responder = responder
        self.logger = logger
        self.tls = tls
        let limits = configuration.limits
        self.parserLimits = HTTPParserLimits(
            maxHeadBytes: limits.maxHeadBytes, maxURIBytes: limits.maxURIBytes,
            maxBodyBytes: limits.maxBodyBytes, maxHeaderFields: limits.maxHeaderFields)
        self.allowedHosts = HostAllowList(configured: configuration.allowedHosts, listenHost: configuration.host)
        let timeouts = configuration.timeouts
        self.connectionTimeouts = ConnectionStateMachine.Timeouts(timeouts, lingeringBytes: limits.maxLingeringBytes)
        self.pressureThreshold = max(1, limits.maxConnections * 3 / 4)
        self.sheddingHeadroom = max(8, limits.maxConnections / 16)
        self.logsRequests = logger.logLevel <= .info
    }

    enum Reservation {
        case withinCap
        /// Counted, but the loop that takes it must close another connection to make room.
        case pastCap
        /// Not counted: `maxConnections` plus `sheddingHeadroom` are open.
        case full
    }

    /// Counts a connection about to be accepted: within `maxConnections`, past it while others are
    /// being shed to make room (up to `sheddingHeadroom`), or not at all.
    func reserveConnection() -> Reservation {
        let cap = configuration.limits.maxConnections
        let headroom = sheddingHeadroom
        let reservation = counts.withLock { counts -> Reservation in
            if counts.openConnections < cap {
                counts.openConnections += 1
                return .withinCap
            }
            if counts.openConnections < cap + headroom {
                counts.openConnections += 1
                return .pastCap
            }
            return .full
        }
        if reservation != .full { connections.enter() }
        return reservation
    }

    /// Gives back a reservation whose accept found no connection.
    func cancelReservation() {
        releaseConnection()
    }

    /// Whether so many connections are open that the head and idle deadlines are shortened.
    var isUnderPressure: Bool {
        let threshold = pressureThreshold
        return counts.withLock { $0.openConnections >= threshold }
    }

    func releaseConnection() {
        counts.withLock { $0.openConnections -= 1 }
        connections.leave()
    }

    var openConnectionCount: Int { counts.withLock { $0.openConnections } }

    /// Set by `shutdown()` before it tells the loops, so that a response produced while a loop is
    /// still busy with its responder already says `Connection: close`.
    var isDraining: Bool {
        get { counts.withLock { $0.draining } }
        set { counts.withLock { $0.draining = newValue } }
    }
}
