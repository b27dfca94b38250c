/// A reference that does not keep its object alive: another, strong reference does, for longer than
/// any use of this one. Every declaration of one says which reference that is.
///
/// Used on the paths taken for every view, option or `@State` read of an evaluation, where a strong
/// reference would be retained and released at each read: ``with(_:)`` lends the object without either.
struct Unretained<Object: AnyObject> {
    private let reference: Unmanaged<Object>

    /// A reference to `object`, which something else keeps alive.
    @inline(__always)
    init(_ object: Object) { reference = .passUnretained(object) }

    /// The reference an ``opaque`` pointer stands for (a thread-local slot, a stored property read as
    /// raw memory).
    @inline(__always)
    init(opaque: UnsafeRawPointer) { reference = .fromOpaque(opaque) }

    /// Calls `body` with the object, neither retained nor released.
    @inline(__always)
    func with<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        try reference._withUnsafeGuaranteedRef(body)
    }

    /// The object, retained for the caller (outside the hot paths).
    var object: Object { reference.takeUnretainedValue() }

    /// The reference as a raw pointer, for a C slot that holds one.
    var opaque: UnsafeMutableRawPointer { reference.toOpaque() }
}

/// An object bound to the current thread for the length of a call (``bind(_:during:)``), as a
/// task-local value is bound to a task: what an evaluation's code reads without it being passed down
/// (the page's time zone and locale, the address an action opened). The object is kept alive by the
/// frame that bound it.
final class ThreadBound<Object: AnyObject>: Sendable {
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        self.key = key
    }

    /// The object bound on this thread, if any.
    var current: Object? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unretained<Object>(opaque: raw).object
    }

    /// Runs `body` with `object` bound on this thread, then puts back what was bound before.
    func bind<Result>(_ object: Object, during body: () throws -> Result) rethrows -> Result {
        let saved = pthread_getspecific(key)
        pthread_setspecific(key, Unretained(object).opaque)
        defer {
            pthread_setspecific(key, saved)
            withExtendedLifetime(object) {}
        }
        return try body()
    }
}
