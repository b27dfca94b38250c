/// Who is signed in: a person the app knows by a stable id, as opposed to the anonymous visitor every
/// session is.
///
/// A visitor is signed in by the app's own sign-in (a view calls ``SignInAction`` after checking a
/// password), by an authenticating proxy in front of the server (its header, trusted only from the
/// configured proxies), or by a host server FormUI is mounted in. Views read it from the environment:
///
/// ```swift
/// @Environment(\.identity) private var identity
///
/// var body: some View {
///     if let identity {
///         Text("Signed in as \(identity.name)")
///     }
/// }
/// ```
public struct Identity: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Who it is, stably: a user name, an email address, a proxy's subject. Data kept per person is
    /// kept under it, so it never changes for one person.
    public var id: String
    /// How a page addresses them; their ``id`` unless told.
    public var name: String

    /// A person known by `id`, addressed as `name` (their id when nil).
    public init(id: String, name: String? = nil) {
        self.id = id
        self.name = name ?? id
    }

    public var description: String { name == id ? id : "\(name) (\(id))" }
}

/// Who the request being answered is for, as an authority outside the session says: an authenticating
/// proxy's header, or the host server FormUI is mounted in. When there is one, it alone says who is
/// signed in (nobody, when its `person` is nil), whatever the session's own sign-in says.
@_spi(Engine) public struct RequestIdentity: Sendable {
    /// Who is signed in; nil: nobody.
    public let person: Identity?

    public init(_ person: Identity?) {
        self.person = person
    }

    /// The authority's word for the request being answered on this task; nil when none speaks.
    @TaskLocal public static var current: RequestIdentity?
}

extension EnvironmentValues {
    /// Who is signed in on this visitor's session; nil for an anonymous visitor.
    ///
    /// The person an authenticating proxy or a host server says the request is for, when the app is
    /// served so; else the one the app's own sign-in (``signIn``) kept in the session.
    public var identity: Identity? {
        if let authority = RequestIdentity.current { return authority.person }
        return VisitorDevice.page?.sessionValues.signedIn
    }

    /// Signs the visitor in as a person, from an action (see ``SignInAction``).
    public var signIn: SignInAction { SignInAction() }

    /// Signs the visitor out, from an action (see ``SignOutAction``).
    public var signOut: SignOutAction { SignOutAction() }
}

/// `@Environment(\.signIn) private var signIn`, then `signIn(Identity(id: username))` in an action, once
/// the app has checked who it is (a password against its salted hash, say: `PasswordHash`).
///
/// The session is then kept under a new id (the visitor's browser gets a new cookie with the answer),
/// so that an id someone learnt before the sign-in is worth nothing after it; the visitor's state stays.
/// The sign-in lasts as long as the session, within the session's lifetime from the sign-in.
///
/// It takes effect in a post: a button's action, `onSubmit`, an `.onChange` the post runs. Called while a
/// page is only shown (`.onAppear`, `.task`) it does nothing, since a showing does not answer with a
/// new cookie: a page that signs in from a link shows a button that does it.
public struct SignInAction: Sendable {
    public init() {}

    /// Signs the visitor in as `identity`: every page of their session reads it as ``EnvironmentValues/identity``.
    public func callAsFunction(_ identity: Identity) {
        VisitorDevice.page?.sign(in: identity)
    }
}

/// `@Environment(\.signOut) private var signOut`, then `signOut()` in an action: the visitor is anonymous
/// again, under a new session id; their state stays.
public struct SignOutAction: Sendable {
    public init() {}

    public func callAsFunction() {
        VisitorDevice.page?.sign(in: nil)
    }
}

extension SessionValues {
    static let identityIDKey = "\u{1F}identity\u{1F}id"
    static let identityNameKey = "\u{1F}identity\u{1F}name"

    /// Who the app's own sign-in signed the session in as, kept with the session's values (so a store
    /// outside the process keeps it too).
    @_spi(Engine) public var signedIn: Identity? {
        get {
            guard let id = values[Self.identityIDKey] as? String else { return nil }
            return Identity(id: id, name: values[Self.identityNameKey] as? String)
        }
        set {
            values[Self.identityIDKey] = newValue?.id
            values[Self.identityNameKey] = newValue?.name
        }
    }
}

extension PageState {
    /// Signs the session in as `identity`, or out (nil): a change of the session's values, which the
    /// session store answers by keeping the session under a new id.
    func sign(in identity: Identity?) {
        // Only a post renews the session's id with its answer (see `SignInAction`).
        guard DeviceRequest.current?.isPost == true, sessionValues.signedIn != identity else { return }
        if let identity {
            writeSessionValue(identity.id, for: SessionValues.identityIDKey)
            writeSessionValue(identity.name, for: SessionValues.identityNameKey)
        } else {
            removeSessionValue(for: SessionValues.identityIDKey)
            removeSessionValue(for: SessionValues.identityNameKey)
        }
    }
}
