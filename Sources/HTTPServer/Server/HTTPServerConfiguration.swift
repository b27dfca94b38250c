import HTTPTypes

/// Everything the server can be told. The defaults are safe for a server that faces the internet.
public struct HTTPServerConfiguration: Sendable {
    /// Certificate and key for TLS, both PEM files. The certificate file may hold the chain.
    public struct TLSConfiguration: Sendable {
        public var certificatePath: String
        public var privateKeyPath: String

        public init(certificatePath: String, privateKeyPath: String) {
            self.certificatePath = certificatePath
            self.privateKeyPath = privateKeyPath
        }
    }

    /// Sizes past which a request is refused and its connection closed.
    public struct Limits: Sendable {
        /// Request line plus header fields (431 past it; 414 if the request line alone is too long).
        public var maxHeadBytes: Int
        /// The request target (414 past it).
        public var maxURIBytes: Int
        /// The body, declared or chunked (413 past it).
        public var maxBodyBytes: Int
        /// Open connections. From three quarters of it on, the server is under pressure: the head and
        /// idle deadlines shrink (`Timeouts.headUnderPressure`, `idleUnderPressure`). A connection
        /// accepted at the cap makes room by closing one that makes no progress: first one already
        /// closing, then the one idle the longest (kept alive, or silent since its accept), then the
        /// one receiving a request at the lowest average rate. A connection with a response under way
        /// is never closed for this; only when every one is busy is the new one closed at once. While
        /// room is being made, a few more than this may be open for a moment (`max(8, cap / 16)`);
        /// past that, new connections wait in the listen backlog.
        public var maxConnections: Int
        /// Header fields in one request (431 past it).
        public var maxHeaderFields: Int
        /// What a closing connection reads and discards at most (see `Timeouts.lingeringClose`): enough
        /// for the rest of a body refused with 413 while a client that sends everything before reading
        /// is still sending it, so that it reads the answer instead of a reset.
        public var maxLingeringBytes: Int

        public init(
            maxHeadBytes: Int = 16 * 1024,
            maxURIBytes: Int = 8 * 1024,
            maxBodyBytes: Int = 1024 * 1024,
            maxConnections: Int = 1024,
            maxHeaderFields: Int = 100,
            maxLingeringBytes: Int = 16 * 1024 * 1024
        ) {
            self.maxHeadBytes = maxHeadBytes
            self.maxURIBytes = maxURIBytes
            self.maxBodyBytes = maxBodyBytes
            self.maxConnections = maxConnections
            self.maxHeaderFields = maxHeaderFields
            self.maxLingeringBytes = maxLingeringBytes
        }
    }

    /// Deadlines. Past one, the connection is closed, with 408 when a request was under way.
    public struct Timeouts: Sendable {
        /// The whole request head must arrive within this, counted from the connection's accept for
        /// the first request (so the TLS handshake counts too) and from its first byte after that.
        /// A client that trickles bytes (slowloris) cannot extend it.
        public var head: Duration
        /// The body must make progress at least this often; the same holds for a client reading
        /// a response.
        public var bodyProgress: Duration
        /// The whole body must arrive within this, counted from the end of the head.
        public var body: Duration
        /// The slowest a body may arrive, on average since the end of the head, once its grace period
        /// is over (as Kestrel's `MinRequestBodyDataRate`); nil for no minimum. A body that trickles
        /// (a byte now and then, each one resetting `bodyProgress`) gets 408 instead of holding its
        /// connection for as long as the client likes.
        public var bodyMinimumRate: MinimumDataRate?
        /// A kept-alive connection with no request under way is closed after this.
        public var idle: Duration
        /// `head` while the server is under connection pressure (see `Limits.maxConnections`), when shorter.
        public var headUnderPressure: Duration
        /// `idle` while the server is under connection pressure, when shorter.
        public var idleUnderPressure: Duration
        /// How long `shutdown()` lets requests in flight finish before it closes what is left.
        public var shutdownGrace: Duration
        /// After the last response on a connection the server stops sending and reads and discards
        /// what the client still sends, for at most this long (and `Limits.maxLingeringBytes`), before
        /// closing. Closing at once would
        /// make the kernel reset a connection with unread input, and the client could lose the
        /// response it has not read yet (RFC 9112 §9.6, nginx's lingering close).
        public var lingeringClose: Duration

        public init(
            head: Duration = .seconds(10),
            bodyProgress: Duration = .seconds(10),
            idle: Duration = .seconds(5),
            shutdownGrace: Duration = .seconds(10),
            lingeringClose: Duration = .seconds(2),
            body: Duration = .seconds(30),
            bodyMinimumRate: MinimumDataRate? = MinimumDataRate(),
            headUnderPressure: Duration = .seconds(2),
            idleUnderPressure: Duration = .seconds(1)
        ) {
            self.head = head
            self.bodyProgress = bodyProgress
            self.idle = idle
            self.shutdownGrace = shutdownGrace
            self.lingeringClose = lingeringClose
            self.body = body
            self.bodyMinimumRate = bodyMinimumRate
            self.headUnderPressure = headUnderPressure
            self.idleUnderPressure = idleUnderPressure
        }
    }

    /// An average rate a transfer must keep up once its grace period is over.
    public struct MinimumDataRate: Sendable {
        public var bytesPerSecond: Int
        /// Time the transfer has before the rate counts (a connection's slow start, a pause).
        public var grace: Duration

        public init(bytesPerSecond: Int = 240, grace: Duration = .seconds(5)) {
            self.bytesPerSecond = bytesPerSecond
            self.grace = grace
        }
    }

    /// gzip of response bodies.
    public struct Compression: Sendable {
        public var isEnabled: Bool
        /// Bodies shorter than this are sent as they are: gzip's 18 bytes of framing and the CPU are
        /// not worth it.
        public var minimumBytes: Int
        /// zlib level, 1 (fast) to 9 (small); 6 is zlib's and nginx's usual trade-off.
        public var level: Int

        public init(isEnabled: Bool = true, minimumBytes: Int = 256, level: Int = 6) {
            self.isEnabled = isEnabled
            self.minimumBytes = minimumBytes
            self.level = level
        }

        public static let enabled = Compression()
        public static let disabled = Compression(isEnabled: false)
    }

    /// An address or a name to listen on. `127.0.0.1` and `::1` are loopback only; `0.0.0.0` is every
    /// IPv4 interface; `::` or `*` is every interface, IPv6 and IPv4 (dual stack), falling back to IPv4
    /// where the machine has no IPv6; a name (`localhost`) listens on every address it resolves to.
    public var host: String
    /// 0 picks a free port; `HTTPServer.localPort` tells which.
    public var port: Int
    public var tls: TLSConfiguration?
    public var limits: Limits
    public var timeouts: Timeouts
    public var compression: Compression
    /// Host names answered besides those always answered (IP addresses, `localhost` and names under
    /// `.localhost`, and `host` when it is a name). A request addressed to any other name (its `Host`
    /// header, or the authority of an absolute-form target) gets 421 Misdirected Request before the
    /// responder sees it: a page on a domain made to resolve to this server (DNS rebinding) is refused.
    /// An entry is a name (`forms.example.com`, any port), a name and port (`forms.example.com:8443`,
    /// that port only), a domain and everything under it (`.example.com`, or `*.example.com`), or `*` for any name (when
    /// a proxy in front already checks). Behind a proxy that passes the browser's `Host` on, list the
    /// public name here. An entry that is none of these makes `start()` throw.
    public var allowedHosts: [String]
    /// Serial queues connections are spread over (0: one per core; a `FormApp` picks the number itself,
    /// more where its requests wait on PostgreSQL). Each has its own buffers.
    public var eventLoopCount: Int
    /// Listen backlog.
    public var backlog: Int32

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        tls: TLSConfiguration? = nil,
        limits: Limits = Limits(),
        timeouts: Timeouts = Timeouts(),
        compression: Compression = Compression(),
        allowedHosts: [String] = [],
        eventLoopCount: Int = 0,
        backlog: Int32 = 1024
    ) {
        self.host = host
        self.port = port
        self.tls = tls
        self.limits = limits
        self.timeouts = timeouts
        self.compression = compression
        self.allowedHosts = allowedHosts
        self.eventLoopCount = eventLoopCount
        self.backlog = backlog
    }
}
