/// Values worked out once per key and kept, shared between threads: per-type facts of the render
/// (a view type's `@State` fields, whether it is an option leaf, its name), the layout's halves.
///
/// A hit takes the lock once and looks the key up once, with no allocation (`make` is not escaping).
/// A miss makes the value outside the lock, so that `make` may itself use other caches and a slow
/// `make` holds no one up; if two threads miss at once, both make it and the first one stored is kept
/// and returned to both. Past `limit` entries new values are returned but not kept, so a key made from
/// data cannot grow a cache without bound.
// Sendable: `entries` is touched only with `lock` held; `limit` never changes.
public final class LockedCache<Key: Hashable, Value>: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    // Touched only with `lock` held, so Swift's dynamic exclusivity check would only add a cost.
    @usableFromInline @exclusivity(unchecked) var entries: [Key: Value] = [:]
    @usableFromInline let limit: Int

    public init(limit: Int = .max) {
        self.limit = limit
    }

    /// The value kept for `key`, if any.
    @inlinable
    public subscript(key: Key) -> Value? {
        lock.withLock { entries[key] }
    }

    /// The value kept for `key`, made by `make` and kept on a miss.
    @inlinable
    public func value(for key: Key, make: (Key) throws -> Value) rethrows -> Value {
        if let known = lock.withLock({ entries[key] }) { return known }
        return keep(try make(key), for: key)
    }

    /// Keeps `value` for `key` unless a value is kept already (returned instead) or the cache is full.
    @inlinable @discardableResult
    public func keep(_ value: Value, for key: Key) -> Value {
        lock.withLock {
            if let known = entries[key] { return known }
            if entries.count < limit { entries[key] = value }
            return value
        }
    }

    /// Keeps `value` for `key` in place of the one kept, if any: for a value that was found out of date
    /// (not kept past `limit` when the key is new).
    @inlinable
    public func replace(_ value: Value, for key: Key) {
        lock.withLock {
            if entries.count < limit || entries[key] != nil { entries[key] = value }
        }
    }

    /// How many values are kept.
    public var count: Int { lock.withLock { entries.count } }
}
