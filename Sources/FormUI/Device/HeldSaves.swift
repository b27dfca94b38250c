#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The saves of the app's data a post made, their transactions held open until the server has stored
/// the session's change: committed then, or rolled back when the session store applies the post again
/// (it lost a race with another process), so that a post's data is kept once, with its session's
/// change, or not at all.
///
/// A server sets ``current`` around a post's whole commit; without it (in-process tests, a store of an
/// app's own) each save commits at once.
// Sendable: used by the one thread that answers the post (``isOnItsThread``), inside `current`'s scope.
@_spi(Engine) public final class HeldSaves: @unchecked Sendable {
    @TaskLocal public static var current: HeldSaves?

    private var held: [any HeldSave] = []
    private let thread = pthread_self()
    private var isClosed = false

    public init() {}

    /// Whether the code running now is on the thread answering the post, and the post is not over:
    /// a `Task` an action started sees ``current`` too, from other threads, and saves at once.
    public var isOnItsThread: Bool { pthread_equal(thread, pthread_self()) != 0 && !isClosed }

    /// Whether a save is held: a store's lock is taken.
    public var isHolding: Bool { !held.isEmpty }

    /// Keeps `save` open until ``commit()`` or ``rollBack()``.
    public func hold(_ save: any HeldSave) { held.append(save) }

    /// The saves held now, in the order they began.
    public var heldSaves: [any HeldSave] { held }

    /// Whether the session store wrote the post's change inside one of the held transactions (its
    /// database is the data's): committed with the data, or rolled back with it.
    public var carriesSessionChange = false

    /// The post is answered: nothing more is held for it.
    public func close() { isClosed = true }

    /// Commits every save held, in order. The first that fails is thrown, and the rest are rolled back.
    public func commit() throws(SubmissionError) {
        let saves = held
        held = []
        var failure: SubmissionError?
        for save in saves {
            if failure != nil {
                save.rollBack()
                continue
            }
            do throws(SubmissionError) { try save.commit() } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Rolls back every save held: the post's data changes are not kept.
    public func rollBack() {
        let saves = held
        held = []
        for save in saves.reversed() { save.rollBack() }
    }
}

/// One held save: a transaction left open (see ``HeldSaves``).
@_spi(Engine) public protocol HeldSave: AnyObject {
    /// The database connection the transaction is open on, while it is.
    var database: AnyObject? { get }
    func commit() throws(SubmissionError)
    func rollBack()
}
