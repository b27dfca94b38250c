/// One session's state for one page: the values of its `@State` properties and what the page showed.
///
/// Not thread-safe by itself: whoever owns it (a session, a test) evaluates one request at a time
/// against it. FormUIServer does this under the session's lock.
public final class PageState: @unchecked Sendable {
    /// `@State` values that differ from the code's defaults, keyed by view identity and property name.
    var values: [String: Any] = [:]

    /// Counts the submissions that changed something. The page carries the revision it was rendered at.
    public private(set) var revision = 0

    /// The field values the page showed at recent revisions, so that a post from an older page applies only
    /// what its user changed (two tabs of one session must not undo each other).
    private var shown: [(revision: Int, fields: [String: String])] = []
    /// Which control (by a hash of its structural identity) had each name the last time the page was
    /// shown, so that a control added above one with the same label does not take its name (DESIGN §3).
    private(set) var nameOwners: [String: UInt32] = [:]
    private static let revisionsKept = 8

    private var changed = false

    public init() {}

    /// How many `@State` values this page holds for the session.
    public var storedValueCount: Int { values.count }

    func write(_ value: Any, for key: String) {
        values[key] = value
        changed = true
    }

    /// Ends a submission: a new revision if anything was written.
    func commitRevision() {
        if changed {
            revision += 1
            changed = false
        }
    }

    func recordShown(_ fields: [String: String], owners: [String: UInt32]) {
        nameOwners = owners
        if let last = shown.last, last.revision == revision {
            shown[shown.count - 1].fields = fields
            return
        }
        shown.append((revision, fields))
        if shown.count > Self.revisionsKept { shown.removeFirst(shown.count - Self.revisionsKept) }
    }

    /// The field values shown at `revision`, if still remembered.
    func fieldsShown(at revision: Int) -> [String: String]? {
        shown.last(where: { $0.revision == revision })?.fields
    }
}
