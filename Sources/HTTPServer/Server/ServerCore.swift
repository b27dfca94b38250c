import Dispatch
import Locking
import Logging

/// What every event loop shares: configuration, responder, logger, TLS context and the count of
/// open connections. Immutable but for the count, which is locked.
final class ServerCore: @unchecked Sendable {
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

    private let lock = Lock()
    private var openConnections = 0
    private var draining = false

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
        self.connectionTimeouts = ConnectionStateMachine.Timeouts(timeouts)
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
        let reservation = lock.withLock { () -> Reservation in
            let cap = configuration.limits.maxConnections
            if openConnections < cap {
                openConnections += 1
                return .withinCap
            }
            if openConnections < cap + sheddingHeadroom {
                openConnections += 1
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
    var isUnderPressure: Bool { lock.withLock { openConnections >= pressureThreshold } }

    func releaseConnection() {
        lock.withLock { openConnections -= 1 }
        connections.leave()
    }

    var openConnectionCount: Int { lock.withLock { openConnections } }

    /// Set by `shutdown()` before it tells the loops, so that a response produced while a loop is
    /// still busy with its responder already says `Connection: close`.
    var isDraining: Bool {
        get { lock.withLock { draining } }
        set { lock.withLock { draining = newValue } }
    }
}
