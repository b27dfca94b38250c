import Locking

/// A number handed out once each, from any thread.
final class Counter: Sendable {
    private let value = Locked<UInt64>(1)

    func take() -> UInt64 {
        value.withLock { value in
            defer { value &+= 1 }
            return value
        }
    }
}
