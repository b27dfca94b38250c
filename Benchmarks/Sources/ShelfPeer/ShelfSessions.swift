import PeerPage
import Synchronization

/// One visitor's state on the data page as the data peers keep it: what they typed in the three fields
/// and the revision of the page, which FormUI counts up at every post that changed a field or pressed a
/// button.
public struct ShelfState: Sendable {
    public var search = ""
    public var title = ""
    public var author = ""
    public var revision = 0

    /// What a post asks for, once its fields are applied.
    public enum PostOutcome: Sendable {
        /// Fields changed (or not); nothing to save.
        case applied
        /// The Add button: a book to insert (the fields are cleared already).
        case add(title: String, author: String)
        /// A button this page does not have: FormUI's answer is 409, the page changed under the visitor.
        case unknownAction
    }

    /// Applies a post as FormUI applies it to `Bookshelf`: the fields first, then the button's action.
    public mutating func apply(_ fields: [(name: String, value: String)]) -> PostOutcome {
        var changed = false
        var action: String?
        for (name, value) in fields {
            switch name {
            case "search": changed = set(\.search, value) || changed
            case "title": changed = set(\.title, value) || changed
            case "author": changed = set(\.author, value) || changed
            case "_action": action = value
            default: continue
            }
        }
        switch action {
        case nil, "_submit", "_apply":
            if changed { revision += 1 }
            return .applied
        case "add":
            let book = (title: title, author: author)
            title = ""
            author = ""
            revision += 1
            return .add(title: book.title, author: book.author)
        default:
            return .unknownAction
        }
    }

    private mutating func set(_ field: WritableKeyPath<ShelfState, String>, _ value: String) -> Bool {
        guard self[keyPath: field] != value else { return false }
        self[keyPath: field] = value
        return true
    }
}

/// The data peers' sessions: each visitor's ``ShelfState`` by cookie, in memory, as ``PeerSessions``
/// keeps the cake page's (same cookie, same headers).
public final class ShelfSessions: Sendable {
    private let sessions = Mutex<[String: ShelfState]>([:])

    public init() {}

    public func knownSession(inCookieHeader header: some StringProtocol) -> String? {
        guard let id = PeerSessions.cookieValue(in: header) else { return nil }
        return sessions.withLock { $0[id] != nil } ? id : nil
    }

    public func create() -> String {
        let id = PeerSessions.newID()
        sessions.withLock { $0[id] = ShelfState() }
        return id
    }

    /// The state of session `id`, or a new visitor's.
    public func state(for id: String?) -> ShelfState {
        id.flatMap { id in sessions.withLock { $0[id] } } ?? ShelfState()
    }

    public func apply(_ fields: [(name: String, value: String)], to id: String) -> ShelfState.PostOutcome {
        sessions.withLock { sessions in
            var state = sessions[id] ?? ShelfState()
            let outcome = state.apply(fields)
            if case .unknownAction = outcome { return outcome }
            sessions[id] = state
            return outcome
        }
    }
}
