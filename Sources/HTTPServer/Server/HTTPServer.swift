import COpenSSL
import Dispatch
import Logging

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An HTTP/1.1 server on non-blocking sockets and Dispatch, with optional TLS (libssl) and gzip (zlib).
///
/// ```swift
/// let server = HTTPServer(configuration: .init(port: 8080), responder: app, logger: logger)
/// try server.start()
/// server.runUntilSignalled()   // SIGTERM or SIGINT: graceful stop, then return
/// ```
///
/// Accepting happens on one serial queue; accepted connections are spread round-robin over a few
/// event loops (each an `epoll` loop on a thread of its own serial queue, one per core by default).
/// See `Connection` for the life of one.
public final class HTTPServer: Sendable {
    private let configuration: HTTPServerConfiguration
    private let responder: any HTTPResponder
    private let logger: Logger
    private let state = ServerState()

    public init(configuration: HTTPServerConfiguration, responder: some HTTPResponder, logger: Logger = Logger(label: "HTTPServer")) {
        self.configuration = configuration
        self.responder = responder
        self.logger = logger
    }

    /// The port actually bound (useful with `port: 0`); 0 before `start()`.
    public var localPort: Int {
        state.withLock { $0.port }
    }

    /// Binds, listens and starts serving. Throws if the address is taken or TLS cannot be set up.
    /// A server runs once: after `shutdown()` make a new one. Keep a reference while it runs and
    /// stop it with `shutdown()`; a running server is not stopped by being released.
    public func start() throws {
        try state.withLock { s in
            guard case .idle = s.phase else { throw HTTPServerError("the server was already started") }
            // A peer that resets while libssl writes would otherwise kill the process with SIGPIPE
            // (plain sockets use MSG_NOSIGNAL, but libssl's socket BIO does not).
            signal(SIGPIPE, SIG_IGN)
            for entry in configuration.allowedHosts {
                if let problem = HostAllowList.problem(with: entry) { throw HTTPServerError("allowedHosts: \(problem)") }
            }
            let tls = try configuration.tls.map { try TLSContext($0) }
            let core = ServerCore(configuration: configuration, responder: responder, logger: logger, tls: tls)
            let (listeners, port) = try Listener.bind(host: configuration.host, port: configuration.port, backlog: configuration.backlog)
            var count = configuration.eventLoopCount
            if count <= 0 { count = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
            let loops = (0..<count).map { EventLoop(index: $0, core: core) }
            for loop in loops { loop.start() }
            let acceptor = Acceptor(listeners: listeners, loops: loops, core: core)
            acceptor.start()
            s.phase = .running(core: core, loops: loops, acceptor: acceptor)
            s.port = port
            logger.info(
                "listening on \(configuration.host) port \(port)\(tls == nil ? "" : " (TLS)")",
                metadata: ["loops": "\(count)"])
        }
    }

    /// Graceful stop: stop accepting, close idle connections, let requests in flight finish (their
    /// responses say `Connection: close`), and after `Timeouts.shutdownGrace` close what is left.
    /// An idle connection answers a request that has already reached it, then closes with a FIN and
    /// reads what still comes for up to `Timeouts.lingeringClose` (a reset could reach a client whose
    /// request crossed the FIN), so a client that keeps its idle connection open delays the return by
    /// that much. Returns when every connection is closed or the grace period (plus a second) is over.
    /// Safe to call more than once and from any thread but the server's own queues.
    public func shutdown() {
        let running: (ServerCore, [EventLoop], Acceptor)? = state.withLock { s in
            guard case .running(let core, let loops, let acceptor) = s.phase else { return nil }
            s.phase = .stopping
            for waiter in s.stopWaiters { waiter.signal() }
            s.stopWaiters.removeAll()
            return (core, loops, acceptor)
        }
        guard let (core, loops, acceptor) = running else {
            state.waitUntilStopped()
            return
        }
        core.isDraining = true
        acceptor.stop()
        for loop in loops { loop.execute { loop.beginDrain() } }
        let grace = DispatchTime.now() + .nanoseconds(Int(core.configuration.timeouts.shutdownGrace.nanoseconds))
        if core.connections.wait(timeout: grace) == .timedOut {
            logger.warning("shutdown grace period over: closing \(core.openConnectionCount) connections")
            for loop in loops { loop.execute { loop.closeAll() } }
            _ = core.connections.wait(timeout: .now() + .seconds(1))
        }
        for loop in loops { loop.execute { loop.stop() } }
        logger.info("stopped")
        state.withLock { $0.phase = .stopped }
        state.markStopped()
    }

    /// Blocks until SIGTERM or SIGINT (or until `shutdown()` is called elsewhere), then stops
    /// gracefully and returns, so that `main` can exit 0.
    ///
    /// The signals are caught by a handler that writes to a pipe watched by a Dispatch read
    /// source (see `COpenSSL/shim.h` for why not Dispatch's signal sources); the previous handlers
    /// are restored on return. `onReady` is called once the handler is in place, so a signal sent
    /// from then on is seen. One call at a time per process. If the server was not started, this
    /// returns at once.
    public func runUntilSignalled(signals: [Int32] = [SIGTERM, SIGINT], onReady: (@Sendable () -> Void)? = nil) {
        let received = DispatchSemaphore(value: 0)
        let running = state.withLock { s -> Bool in
            guard case .running = s.phase else { return false }
            s.stopWaiters.append(received)
            return true
        }
        guard running else { return }
        var pipeFDs: [Int32] = [-1, -1]
        guard pipe(&pipeFDs) == 0 else {
            logger.error("runUntilSignalled: pipe failed (\(errno)); waiting for shutdown() only")
            received.wait()
            shutdown()
            return
        }
        for fd in pipeFDs {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        let readFD = pipeFDs[0]
        let writeFD = pipeFDs[1]
        let source = DispatchSource.makeReadSource(fileDescriptor: readFD, queue: DispatchQueue(label: "HTTPServer.signals"))
        source.setEventHandler {
            var bytes = [UInt8](repeating: 0, count: 16)
            while read(readFD, &bytes, bytes.count) > 0 {}
            received.signal()
        }
        source.setCancelHandler {
            close(readFD)
            close(writeFD)
        }
        source.resume()
        var previous: [(Int32, sigaction)] = []
        for number in signals {
            var old = sigaction()
            if formui_catch_signal_to_pipe(number, writeFD, &old) == 0 {
                previous.append((number, old))
            } else {
                logger.error("runUntilSignalled: cannot catch signal \(number)")
            }
        }
        onReady?()
        received.wait()
        logger.info("stopping")
        shutdown()
        for (number, old) in previous.reversed() {
            var old = old
            _ = formui_restore_signal(number, &old)
        }
        source.cancel()
    }
}
