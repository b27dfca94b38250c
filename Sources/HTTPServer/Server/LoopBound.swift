/// A value that may be touched only on one event loop's queue, carried through code that must be
/// `Sendable` (a task handed to `EventLoop.execute`), as swift-nio's `NIOLoopBound` does.
///
/// In debug builds every access checks that it runs on the loop's queue (`dispatchPrecondition`),
/// so a value confined to its loop that escapes it fails at once, where the access is, instead of
/// racing. In release builds the check and the stored loop are compiled out: the wrapper is the bare
/// value.
// Sendable: the value is touched only on its loop's queue, which each access checks in debug builds.
struct LoopBound<Value>: @unchecked Sendable {
    private var storage: Value
    #if DEBUG
    private let loop: EventLoop
    #endif

    /// Call on `loop`'s queue.
    @inline(__always)
    init(_ value: Value, on loop: EventLoop) {
        loop.preconditionOnLoop()
        storage = value
        #if DEBUG
        self.loop = loop
        #endif
    }

    var value: Value {
        @inline(__always) get {
            #if DEBUG
            loop.preconditionOnLoop()
            #endif
            return storage
        }
        @inline(__always) _modify {
            #if DEBUG
            loop.preconditionOnLoop()
            #endif
            yield &storage
        }
    }
}
