import Dispatch
import Locking

/// The server's mutable state, behind a lock.
final class ServerState: Sendable {
    enum Phase {
        case idle
        case running(core: ServerCore, loops: [EventLoop], acceptor: Acceptor)
        case stopping
        case stopped
    }

    struct Values {
        var phase: Phase = .idle
        var port = 0
        /// `runUntilSignalled()` callers, woken by `shutdown()` from elsewhere too.
        var stopWaiters: [DispatchSemaphore] = []
    }

    private let values = Locked(Values())
    private let stopped = DispatchSemaphore(value: 0)

    func withLock<T>(_ body: (inout Values) throws -> T) rethrows -> T {
        try values.withLock { try body(&$0) }
    }

    func markStopped() {
        stopped.signal()
    }

    /// For a second caller of `shutdown()`: wait for the first to finish (and pass the baton on).
    func waitUntilStopped() {
        let done = withLock { v -> Bool in
            if case .stopped = v.phase { return true }
            if case .idle = v.phase { return true }
            return false
        }
        if done { return }
        stopped.wait()
        stopped.signal()
    }
}
