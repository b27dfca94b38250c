/// A value behind a lock of its own, reached only inside `withLock`: the lock guards every access by
/// construction, where a `Lock` beside a `var` leaves that to each use (and the `var` to be declared
/// `nonisolated(unsafe)` when static). What `Synchronization.Mutex` is, for macOS 14 (see ``Lock``).
// Sendable: `value` is touched only inside `withLock`, with the lock held.
public final class Locked<Value>: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    // Touched only with `lock` held, so Swift's dynamic exclusivity check would only add a cost.
    @usableFromInline @exclusivity(unchecked) var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    @inlinable @inline(__always)
    public func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        try lock.withLock { try body(&value) }
    }
}
