#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex: the one lock of the package, for the little state shared between threads (a
/// session, the connection count, the caches). `Synchronization.Mutex` would do, but it needs macOS 15
/// and the package supports 14; `NSLock` is a class call into Foundation, which the server module does
/// not import.
// Sendable: a pthread mutex is made to be shared between threads, and the pointer to it never changes.
public final class Lock: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Takes the lock, for a hold that outlives one scope (a transaction held open across calls); the
    /// same thread gives it back with ``unlock()``.
    public func lock() { pthread_mutex_lock(mutex) }

    public func unlock() { pthread_mutex_unlock(mutex) }

    /// Takes the lock if it is free now; false when another thread holds it.
    public func tryLock() -> Bool { pthread_mutex_trylock(mutex) == 0 }

    /// Takes the lock if it is free within `seconds`; false when it was not.
    public func lock(waitingAtMost seconds: Double) -> Bool {
        #if canImport(Darwin)
        let deadline = ContinuousClock.now + .seconds(seconds)
        while pthread_mutex_trylock(mutex) != 0 {
            if ContinuousClock.now >= deadline { return false }
            usleep(1000)
        }
        return true
        #else
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nanoseconds = Int(now.tv_nsec) + Int((seconds - seconds.rounded(.down)) * 1e9)
        var deadline = timespec(tv_sec: now.tv_sec + Int(seconds) + nanoseconds / 1_000_000_000, tv_nsec: nanoseconds % 1_000_000_000)
        return pthread_mutex_timedlock(mutex, &deadline) == 0
        #endif
    }

    @inlinable @inline(__always)
    public func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
