/// One request of a visitor, seen from their device: what the app opens on it while the request is
/// answered (SwiftData's model contexts) and finishes when it ends.
///
/// `FormPage` begins one around a showing (`render`, `describe`) and around a post (`submit`), so that
/// every evaluation of the request shares the resources (a model object fetched in the first evaluation
/// is the one a binding writes to after the last). At the end, a showing and an applied post keep what
/// the resources changed; a rejected post and an evaluation made only to find something discard it.
@_spi(Engine) public final class DeviceRequest: @unchecked Sendable {
    /// The request being answered on this task, if any.
    @TaskLocal public static var current: DeviceRequest?

    /// The page state of the visitor the request is for.
    let page: PageState
    /// Whether the request is a post (whose changes are kept only when it is applied).
    public let isPost: Bool
    /// Whether what the request changes on the device may outlive it: a post's changes, and a
    /// showing's for a visitor whose state is kept (not one without a session, who only looks).
    public var keepsChanges: Bool { isPost || page.isKept }
    private var resources: [ObjectIdentifier: any DeviceResource] = [:]
    /// The resources in the order they were opened, finished in that order.
    private var opened: [any DeviceResource] = []

    init(page: PageState, isPost: Bool) {
        self.page = page
        self.isPost = isPost
    }

    /// The resource kept under `key` for this request, opened by `open` the first time.
    public func resource<Resource: DeviceResource>(for key: ObjectIdentifier, open: () -> Resource) -> Resource {
        if let resource = resources[key] as? Resource { return resource }
        let resource = open()
        resources[key] = resource
        opened.append(resource)
        page.opensDeviceResources = true
        return resource
    }

    /// The visitor's device id: kept in their session, the same one their app directories are named by
    /// (``FileManager``). nil when they have none yet and `creating` is false: a visitor who has kept
    /// nothing has no data to read.
    public func deviceID(creating: Bool) -> String? {
        if let id = page.sessionValues.values[Self.idKey] as? String { return id }
        guard creating else { return nil }
        let id = UUID().uuidString.lowercased()
        page.writeSessionValue(id, for: Self.idKey)
        return id
    }

    /// Who is signed in for the request: a proxy's or host's person, else the session's own sign-in.
    public var signedInPerson: Identity? {
        if let authority = RequestIdentity.current { return authority.person }
        return page.sessionValues.signedIn
    }

    /// The session value naming the visitor's device.
    static let idKey = "\u{1F}files\u{1F}id"

    /// Runs `body` inside the request already begun on this task, or inside a new one that is finished
    /// when `body` returns: its resources keep their changes when `keeping` says so of the result.
    static func within<Result>(
        _ page: PageState,
        isPost: Bool,
        keeping: (Result) -> Bool,
        _ body: () throws(SubmissionError) -> Result
    ) throws(SubmissionError) -> Result {
        if current != nil { return try body() }
        let request = DeviceRequest(page: page, isPost: isPost)
        let outcome = $current.withValue(request) { () -> Swift.Result<Result, SubmissionError> in
            do throws(SubmissionError) { return .success(try body()) } catch { return .failure(error) }
        }
        switch outcome {
        case .success(let result):
            let finished = VisitorDevice.$page.withValue(page) { () -> Swift.Result<Void, SubmissionError> in
                do throws(SubmissionError) { return .success(try request.finish(keeping: keeping(result))) } catch { return .failure(error) }
            }
            try finished.get()
            return result
        case .failure(let error):
            // A resource that could not be read (the app's data unavailable) is why the post failed:
            // the visitor is told to send it again, not that the page changed.
            do throws(SubmissionError) {
                try request.finish(keeping: false)
            } catch let failure where failure.kind == .unavailable {
                throw failure
            } catch {}
            throw error
        }
    }

    /// Runs `body`, a showing or an evaluation made to find something, inside the request already begun
    /// on this task or a new one finished when `body` returns (keeping what changed when `keeping`: a
    /// showing does, a lookup or a page re-shown after a rejected post does not). A showing's failure
    /// to keep is the resource's to report (its log); the page still shows.
    static func showing<Result>(_ page: PageState, keeping: Bool, _ body: () -> Result) -> Result {
        if current != nil { return body() }
        let request = DeviceRequest(page: page, isPost: false)
        let result = $current.withValue(request, operation: body)
        VisitorDevice.$page.withValue(page) { try? request.finish(keeping: keeping) }
        return result
    }

    /// Finishes every resource: keeps or discards their changes. The first failure to keep is thrown
    /// after every resource has been finished.
    func finish(keeping: Bool) throws(SubmissionError) {
        var failure: SubmissionError?
        for resource in opened {
            do throws(SubmissionError) {
                try resource.finish(keeping: keeping && failure == nil, for: self)
            } catch {
                failure = failure ?? error
            }
        }
        opened = []
        resources = [:]
        if let failure { throw failure }
    }
}

/// Something a request opens on the visitor's device (a SwiftData model context), finished when the
/// request ends (see ``DeviceRequest``).
@_spi(Engine) public protocol DeviceResource: AnyObject {
    /// Keeps what changed (`keeping`), or discards it. A failure to keep says what went wrong: a post is
    /// then answered with it, and nothing it changed is kept. A post whose resource could not be read
    /// fails as `.unavailable` even when nothing is kept.
    func finish(keeping: Bool, for request: DeviceRequest) throws(SubmissionError)
}
