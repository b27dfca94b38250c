import Foundation
@_spi(Engine) import FormUI
import HTTPServer
import HTTPTypes
import Logging

/// Answers HTTP requests for a ``FormApp``: its pages (GET shows, POST applies and redirects), JSON for
/// programs, the images of the app's asset catalogues, static files (the app's public directory's, else
/// the ones FormUI ships: its stylesheet, script and icons), and 404 for everything else.
///
/// ```
/// GET  /page                  → 200 the page (the defaults, and no cookie, until the first post)
/// GET  /page?choose=flavor    → 200 the page with the flavor picker's option list open
/// GET  /page?format=json      → 200 the page described as JSON (also `Accept: application/json`)
/// POST /page  (form)          → 303 See Other → /page;  422 invalid input;  409 stale action or page;
///                               400 a malformed `_revision`;  413 more fields than `maximumFieldCount`
///                               (url-encoded, or multipart/form-data within `uploadLimits`: else 413 or 400)
/// POST /page  (JSON object)   → 200 the new description;  422/409 {kind, problems}
/// POST whose action opened an address (openURL) → 200 a page linking to it, with Refresh: 0;url=…
/// POST from another site      → 403
/// POST past the client's rate limit (posts, or new sessions for its first) → 429 with Retry-After
/// GET  /_assets/HASH/NAME.png → 200 an image set's file, cached for good;  304 for its ETag;  404
/// GET  /metrics               → 200 the app's figures in Prometheus' text format, when exportsMetrics is on
/// ```
public struct FormResponder: HTTPResponder {
    let app: FormApp

    public func respond(to request: HTTPServerRequest) -> HTTPServerResponse {
        guard let header = app.identityHeader else { return measured(request) }
        return RequestIdentity.$current.withValue(RequestIdentity(proxiedIdentity(request, header))) { measured(request) }
    }

    /// Answers `request` for a person the host server FormUI is mounted in has signed in (nil: nobody):
    /// views read them as `@Environment(\.identity)`, whatever the session's own sign-in says, and a
    /// session another person's request arrives with is not theirs.
    ///
    /// - Parameters:
    ///   - request: The request, as the host server received it.
    ///   - identity: Who the host authenticated for it, if anyone.
    /// - Returns: The answer, as ``respond(to:)`` gives it.
    public func respond(to request: HTTPServerRequest, signedIn identity: Identity?) -> HTTPServerResponse {
        RequestIdentity.$current.withValue(RequestIdentity(identity)) { measured(request) }
    }

    /// Who an authenticating proxy says is signed in: the configured header's value, believed only when
    /// the request comes from a trusted proxy (anyone else could send the header). No header, the header
    /// twice (a proxy that added its own to a client's), an empty value, or one longer than 256 bytes,
    /// names nobody.
    private func proxiedIdentity(_ request: HTTPServerRequest, _ header: HTTPField.Name) -> Identity? {
        let values = request.head.headerFields[values: header]
        guard values.count == 1, let value = values.first?.trimmingCharacters(in: .whitespaces),
              !value.isEmpty, value.utf8.count <= 256,
              let peer = IPAddress(peer: request.remoteAddress), app.trustedProxies.contains(where: { $0.contains(peer) })
        else { return nil }
        return Identity(id: value)
    }

    private func measured(_ request: HTTPServerRequest) -> HTTPServerResponse {
        guard let metrics = app.metrics else { return answer(request) }
        let started = monotonicNanoseconds()
        let response = answer(request)
        let status = response.head.status.code
        metrics.recordRequest(
            route: status == 404 ? "unmatched" : routeLabel(request.head.path ?? ""), method: request.head.method.rawValue,
            status: status, nanoseconds: monotonicNanoseconds() &- started)
        return response
    }

    enum MountedTarget: Equatable {
        /// Below the mount path: the rest, from its `/`.
        case inside(String)
        /// The mount path itself (`/admin`, `/admin?tab=x`), which the app answers at `/admin/`: the query.
        case mountItself(String)
        case outside
    }

    /// Where `target` is with respect to `mountPath` (`/admin`): `/admin/orders` is `/orders` inside it,
    /// `/administrator` is outside.
    static func withinMount(_ target: String, _ mountPath: String) -> MountedTarget {
        guard target.hasPrefix(mountPath) else { return .outside }
        let rest = target.dropFirst(mountPath.count)
        if rest.isEmpty || rest.hasPrefix("?") { return .mountItself(String(rest)) }
        return rest.hasPrefix("/") ? .inside(String(rest)) : .outside
    }

    /// What a request's figures are counted under: the page (a sub-page counts as its page), `static`
    /// for a file, `health`, or `metrics`; never the address itself, so the labels stay few.
    private func routeLabel(_ target: String) -> String {
        var target = target
        if case .inside(let rest) = Self.withinMount(target, app.configuration.mountPath) { target = rest }
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        switch path {
        case "/healthz", "/readyz": return "health"
        case "/metrics": return "metrics"
        case _ where path.hasPrefix(DevelopmentLoop.pathPrefix): return "development"
        default:
            if let route = app.routes.route(for: path) ?? app.routes.subpage(for: path)?.0 { return route.path }
            return "static"
        }
    }

    private func answer(_ request: HTTPServerRequest) -> HTTPServerResponse {
        var request = request
        guard var target = request.head.path, target.hasPrefix("/") else {
            return Self.plain(.badRequest, "The request target must be a path.")
        }
        // Mounted under a path, the app answers only below it, and routes what follows it.
        let mountPath = app.configuration.mountPath
        if !mountPath.isEmpty {
            switch Self.withinMount(target, mountPath) {
            case .inside(let rest):
                // From here on, the request is the app's own: its path within the mount.
                target = rest
                request.head.path = rest
            case .mountItself(let query):
                return HTTPServerResponse(status: .permanentRedirect, headerFields: [.location: mountPath + "/" + query, .cacheControl: "no-store"])
            case .outside: return Self.plain(.notFound, "There is nothing at this address.")
            }
        }
        let path: Substring
        let query: Substring
        if let mark = target.firstIndex(of: "?") {
            path = target[..<mark]
            query = target[target.index(after: mark)...]
        } else {
            path = target[...]
            query = ""
        }

        if let probe = healthProbe(path, request) { return probe }
        if app.configuration.reloadsPagesOnRestart, path.hasPrefix(DevelopmentLoop.pathPrefix) {
            return DevelopmentLoop.answer(path, request)
        }
        if path == "/metrics", let metrics = app.metrics, request.head.method == .get || request.head.method == .head {
            return HTTPServerResponse(status: .ok, headerFields: [
                .contentType: "text/plain; version=0.0.4; charset=utf-8",
                .cacheControl: "no-store",
                .xContentTypeOptions: "nosniff",
            ], body: metrics.exposition(sessionCount: app.sessions.count))
        }
        if let image = catalogImage(at: path, request) { return image }
        if path.hasPrefix(VisitorFileLinks.urlPrefix) { return visitorFile(at: path, request) }
        if let route = app.routes.route(for: path) {
            return respond(to: request, route: route, at: Address(path: path, navigationPath: []), query: query)
        }
        if request.head.method == .get || request.head.method == .head {
            // The app's own file first, then FormUI's of the same path (DESIGN §2, "Assets travel with the library").
            if let staticFiles = app.staticFiles, let response = staticFiles.respond(to: request), response.head.status != .notFound {
                return response
            }
            if let response = ShippedAssets.publicFiles.respond(to: request) { return response }
        }
        // A sub-page: a page's path, then the `NavigationLink`s followed from it.
        if let (route, navigationPath) = app.routes.subpage(for: path) {
            return respond(to: request, route: route, at: Address(path: path, navigationPath: navigationPath), query: query)
        }
        return notFound(request)
    }

    /// Where a request is within a page: the page itself, or a sub-page reached through its links.
    struct Address {
        /// The path requested, where a post redirects back to.
        var path: Substring
        /// The links followed from the page (empty for the page itself).
        var navigationPath: [String]
    }

    private func respond(to request: HTTPServerRequest, route: Route, at address: Address, query: Substring) -> HTTPServerResponse {
        switch request.head.method {
        case .get, .head:
            return show(route, at: address, request: request, query: query)
        case .post:
            return post(route, at: address, request: request, query: query)
        default:
            var response = Self.plain(.methodNotAllowed, "Pages answer GET, HEAD and POST.")
            response.head.headerFields[.allow] = "GET, HEAD, POST"
            return response
        }
    }

    // MARK: GET

    private func show(_ route: Route, at address: Address, request: HTTPServerRequest, query: Substring) -> HTTPServerResponse {
        let parameters: [(name: String, value: String)]
        do {
            parameters = try FormURLEncoding.decode(query: query)
        } catch {
            return Self.plain(.badRequest, error.reason)
        }
        let wantsJSON = parameters.contains { $0.name == "format" && $0.value == "json" }
            || MediaTypes.prefersJSON(request.head.headerFields[.accept])

        switch route.content {
        case .document(let html, let json):
            if wantsJSON, let json { return Self.json(.ok, json) }
            return html.withUnsafeBufferPointer { htmlPage(.ok, route: route, body: $0, timeZone: app.configuration.timeZone) }
        case .form(let page):
            let options = renderOptions(route, address, parameters)
            // A page the visitor never posted to shows the defaults of its code: render them from a state
            // that is not stored. A visitor without a session gets none: looking around costs the server
            // nothing that outlives the request, however many cookieless GETs arrive — unless the page's
            // first state is not made the same way twice (made at random, or from the clock): then the
            // state they saw is kept, in a session started for it, so that their post acts on it.
            let session = existingSession(for: request)
            // The session under a new id, when an appearance action signed the visitor in or out.
            var renewed: Session?
            // The state to show from; a first showing (nothing kept for it) also keeps it in `session`
            // when its initial values must be kept.
            func evaluate<T>(in session: Session?, _ show: (PageState) -> T, first: (PageState) -> T) -> T {
                guard let session else {
                    // Not kept: what the showing changes in the app's data is not kept either.
                    let state = PageState()
                    state.isKept = false
                    return first(state)
                }
                if app.sessions.keepsSessionsOutsideProcess, hasUnrecordedShowing(session, page, route, options) {
                    // What the page shows at this revision is the baseline of a post from it, which another
                    // process may receive: the store keeps it with the session (once per revision; a page
                    // shown again has nothing new). When the store cannot take it, the page still shows.
                    if let shown = try? app.sessions.commit(session, { pages in show(pages[route.path] ?? session.makePageState()) }) {
                        if shown.isRenewed { renewed = shown.session }
                        return shown.result
                    }
                }
                var kept: PageState?
                let result = session.withPages { pages in
                    if let state = pages[route.path] { return show(state) }
                    let state = session.makePageState()
                    let result = first(state)
                    if state.keepsUnrepeatableValues {
                        pages[route.path] = state
                        kept = state
                    }
                    return result
                }
                if let kept, app.sessions.keepsSessionsOutsideProcess {
                    // The store keeps the state the visitor was shown. If it cannot, their first post
                    // evaluates the code's values again, as before there was a kept state.
                    if let committed = try? app.sessions.commit(session, { pages in
                        if pages[route.path] == nil { pages[route.path] = kept }
                    }), committed.isRenewed {
                        renewed = committed.session
                    }
                }
                return result
            }
            if wantsJSON {
                if !address.navigationPath.isEmpty,
                   !evaluate(in: session, { page.hasSubpage($0, options: options) }, first: { page.hasSubpage($0, options: options) }) {
                    return notFound(request)
                }
                let description = evaluate(in: session, { page.describe($0, options: options) }, first: { page.describeFirstShowing($0, options: options) })
                return Self.json(.ok, Self.encode(description))
            }
            // One evaluation answers both "is there such a sub-page" and "what does it show".
            var keptFirstState = false
            var rendered = evaluate(in: session, { page.render($0, options: options) }, first: { state in
                let rendered = page.renderFirstShowing(state, options: options)
                keptFirstState = state.keepsUnrepeatableValues
                return rendered
            })
            if !rendered.isFound { return notFound(request) }
            var started: Session?
            // Past the client's new-session limit the page still shows, from the state that is not kept,
            // as any other cookieless showing does.
            if session == nil, keptFirstState, limit(app.rateLimiters.newSessions, client(of: request), "new sessions") == nil {
                // Shown again in a session of its own, whose state is kept: that showing's values are the
                // ones the visitor sees and posts against.
                let new = startSession()
                rendered = evaluate(in: new, { page.render($0, options: options) }, first: { page.renderFirstShowing($0, options: options) })
                started = new
            }
            var response = rendered.withHTML {
                htmlPage(.ok, route: route, body: $0, heading: rendered.title, timeZone: options.timeZone, showsDatesOrTimes: rendered.showsDatesOrTimes)
            }
            if let cookie = renewed ?? started { setCookie(cookie, on: &response, request: request) }
            return response
        }
    }

    /// Whether the session has a state for the page whose showing at its revision is not recorded yet
    /// (a page the visitor never posted to shows the defaults, from a state that is not stored).
    private func hasUnrecordedShowing(_ session: Session, _ page: FormPage, _ route: Route, _ options: RenderOptions) -> Bool {
        session.withPages { pages in
            guard let state = pages[route.path] else { return false }
            return !page.hasRecordedShowing(state, options: options)
        }
    }

    // MARK: POST

    private enum Outcome {
        /// To the page posted to, or to the sub-page the post navigated to (path segments).
        case redirect(navigationPath: [String]?, query: [String: String]?)
        /// To an address an action opened (`openURL`).
        case open(URL)
        case html(HTTPResponse.Status, RenderedPage, title: String?, flash: String?)
        case json(HTTPResponse.Status, [UInt8])
        /// The store did not keep the change: nothing of it is kept.
        case notStored(SessionStoreError)
    }

    private func post(_ route: Route, at address: Address, request: HTTPServerRequest, query: Substring) -> HTTPServerResponse {
        // Who posts, worked out once for both limits (the posts, and a first post's new session).
        let client = client(of: request)
        if let refusal = limit(app.rateLimiters.posts, client, "posts") { return refusal }
        if let reason = CrossOriginCheck.rejection(of: request, behindTLSProxy: app.configuration.secureCookies == true) {
            app.logger.notice("Refused a cross-origin post to \(route.path): \(reason)")
            return Self.plain(.forbidden, "Cross-origin form posts are refused.")
        }
        guard case .form(let page) = route.content else {
            var response = Self.plain(.methodNotAllowed, "This page takes no posts.")
            response.head.headerFields[.allow] = "GET, HEAD"
            return response
        }
        let parameters: [(name: String, value: String)]
        let post: FormPost
        do {
            parameters = try FormURLEncoding.decode(query: query)
            switch MediaTypes.mediaType(request.head.headerFields[.contentType]) {
            case "application/x-www-form-urlencoded":
                guard let decoded = try FormURLEncoding.decode(request.body, maximumFieldCount: maximumFieldCount) else {
                    return tooManyFields(route)
                }
                post = try FormPost(form: decoded)
            case "multipart/form-data":
                var limits = app.configuration.uploadLimits
                limits.maxFields = min(limits.maxFields, maximumFieldCount)
                let form: MultipartForm
                do {
                    form = try MultipartForm(request.body, contentType: request.head.headerFields[.contentType] ?? "", limits: limits)
                } catch {
                    if error.isTooLarge { app.logger.notice("Refused a multipart post to \(route.path): \(error.reason)") }
                    return Self.plain(error.isTooLarge ? .contentTooLarge : .badRequest, error.reason)
                }
                // Each file stands in its field as a token, so that the post cycle meets it like any
                // field; the file input reads the token back into its file.
                var fields = form.fields
                for (index, file) in form.files.enumerated() { fields.append((file.field, PostedFiles.token(index))) }
                var multipart = try FormPost(form: fields)
                multipart.files = form.files.map { PostedFile(filename: $0.filename, contentType: $0.contentType, data: Data($0.bytes)) }
                post = multipart
            case nil where request.body.isEmpty:
                post = try FormPost(form: [])  // `curl -X POST`: nothing to apply, no action
            case "application/json":
                let decoded: [FormPost.Field]?
                do {
                    decoded = try JSONFields.decode(request.body, maximumFieldCount: maximumFieldCount)
                } catch {
                    return Self.plain(.badRequest, error.reason)
                }
                guard let decoded else { return tooManyFields(route) }
                post = try FormPost(json: decoded)
            default:
                return Self.plain(.unsupportedMediaType, "Post application/x-www-form-urlencoded, multipart/form-data or application/json.")
            }
        } catch let error as FormURLEncoding.MalformedInput {
            return Self.plain(.badRequest, error.reason)
        } catch let error as SubmissionError {
            // A reserved field that is not what FormUI posts (`_revision=-1`): nothing is looked at further.
            return Self.plain(.badRequest, error.problems.map(\.message).joined(separator: " "))
        } catch {
            return Self.plain(.badRequest, "The request could not be read.")
        }
        let isJSON = post.isJSON

        // The first post of a visitor is where their session begins (the page they posted from showed
        // the defaults, from a state that was never stored).
        let known = existingSession(for: request)
        let options = renderOptions(route, address, parameters)
        if !address.navigationPath.isEmpty {
            let found = known.map { session in session.withPages { pages in page.hasSubpage(pages[route.path] ?? session.makePageState(), options: options) } }
                ?? page.hasSubpage(PageState(), options: options)
            if !found { return notFound(request) }
        }
        if known == nil, let refusal = limit(app.rateLimiters.newSessions, client, "new sessions") { return refusal }
        let session = known ?? startSession()
        // The store keeps the change before the post is answered (a store shared by processes may run
        // this again, on the session as another process stored it). The app's data the post changed is
        // held in an open transaction meanwhile, and kept only with the change that is stored.
        let saves = HeldSaves()
        var (outcome, committed) = HeldSaves.$current.withValue(saves) { commit(session) { pages in
            // An earlier attempt's data, when the store applies the post again.
            saves.rollBack()
            let state: PageState
            if let existing = pages[route.path] {
                state = existing
            } else {
                state = session.makePageState()
                pages[route.path] = state
            }
            do throws(SubmissionError) {
                let result = try page.submit(post, to: state, options: options)
                if isJSON { return .json(.ok, Self.encode(page.describe(state, options: options))) }
                if let url = result.openedURL { return .open(url) }
                return .redirect(navigationPath: result.navigationPath, query: result.query)
            } catch {
                let status: HTTPResponse.Status = switch error.kind {
                case .invalidInput: .unprocessableContent
                case .staleAction, .stalePage: .conflict
                case .malformedPost: .badRequest
                case .unavailable: .serviceUnavailable
                }
                if isJSON { return .json(status, Self.encode(JSONProblem(kind: error.kind, problems: error.problems))) }
                let answer = page.render(rejected: error, state: state, options: options)
                let title = error.kind == .invalidInput ? "Error: " + (answer.page.title ?? route.title) : nil
                return .html(status, answer.page, title: title, flash: answer.notice)
            }
        } }
        defer { saves.close() }
        if committed == nil {
            saves.rollBack()
        } else {
            do throws(SubmissionError) {
                try saves.commit()
            } catch {
                // The data's commit failed after every write had succeeded (the connection lost at that
                // moment): the post is answered as not saved. Where the session's change was written in
                // the same transaction (one PostgreSQL database) it is not kept either, and the visitor
                // keeps the cookie they came with.
                let kept = committed ?? session
                let rendered = kept.withPages { pages in page.render(rejected: error, state: pages[route.path] ?? kept.makePageState(), options: options).page }
                outcome = .html(.serviceUnavailable, rendered, title: nil, flash: nil)
                if saves.carriesSessionChange {
                    app.logger.warning("503 for a post to \(address.path): neither the app's data nor the session's change was committed")
                    committed = nil
                } else {
                    app.logger.warning("503 for a post to \(address.path): the session's change was stored, the app's data was not")
                }
            }
        }

        var response: HTTPServerResponse
        switch outcome {
        case .redirect(let navigationPath, let query):
            // Back to the page itself, with the tabs it showed (`?tab=…`) but without `?choose=`:
            // choosing an option closes the list. A post that navigated goes to its sub-page instead, and
            // one that chose another tab by its binding to that tab.
            let path = navigationPath.map { Self.address(of: route.path, subpage: $0)[...] } ?? address.path
            var kept = parameters
            for (name, value) in query ?? [:] {
                if let index = kept.firstIndex(where: { $0.name == name }) { kept[index].value = value } else { kept.append((name, value)) }
            }
            response = HTTPServerResponse(
                status: .seeOther, headerFields: [.location: app.configuration.mountPath + Self.redirectTarget(path, kept), .cacheControl: "no-store"])
        case .json(let status, let body):
            response = Self.json(status, body)
        case .open(let url):
            response = opening(url, route: route)
        case .notStored(let error):
            return notStored(error, path: address.path)
        case .html(let status, let rendered, let title, let flash):
            app.logger.debug("\(status.code) for a post to \(address.path)")
            response = rendered.withHTML {
                htmlPage(
                    status, route: route, body: $0, title: title, heading: rendered.title, flash: flash, timeZone: options.timeZone,
                    showsDatesOrTimes: rendered.showsDatesOrTimes)
            }
            // The app's data could not be kept: the post may be sent again in a moment.
            if status == .serviceUnavailable { response.head.headerFields[.retryAfter] = "5" }
        }
        if let committed, known == nil || committed !== session { setCookie(committed, on: &response, request: request) }
        return response
    }

    private var maximumFieldCount: Int { app.configuration.maximumFieldCount }

    /// The answer to a post whose action opened an address (`openURL`): a page that goes on to it at once
    /// (`Refresh: 0`, which the page script follows too) and links to it. A `303` there would be a form's
    /// redirect to another origin, which the page's `form-action 'self'` refuses, and which a script's
    /// `fetch` cannot follow without posting again.
    private func opening(_ url: URL, route: Route) -> HTTPServerResponse {
        let address = url.absoluteString
        let escaped = HTMLEscaping.escape(address)
        let body = Array("<p class=\"opening\">Opening <a href=\"\(escaped)\">\(escaped)</a>…</p>".utf8)
        var response = body.withUnsafeBufferPointer {
            htmlPage(.ok, route: route, body: $0, title: "Opening " + (url.host ?? address), timeZone: app.configuration.timeZone)
        }
        response.head.headerFields[.refresh] = "0;url=" + address
        return response
    }

    // MARK: Durability

    /// Runs a post's change through the session store, which keeps it before the post is answered; the
    /// session it is kept in (a new one when the post signed the visitor in or out), or nil when it was not.
    private func commit(_ session: Session, _ change: (inout SessionPages) -> Outcome) -> (Outcome, Session?) {
        let started = app.metrics == nil ? 0 : monotonicNanoseconds()
        do {
            let committed = try app.sessions.commit(session, change)
            app.metrics?.recordCommit(nanoseconds: monotonicNanoseconds() &- started, failure: nil)
            return (committed.result, committed.session)
        } catch {
            let reason = switch error.kind {
            case .unavailable: "unavailable"
            case .tooLarge: "too_large"
            case .notStorable: "not_storable"
            }
            app.metrics?.recordCommit(nanoseconds: monotonicNanoseconds() &- started, failure: reason)
            return (.notStored(error), nil)
        }
    }

    /// A post whose change the store did not keep: nothing of it is kept, and the answer says so.
    private func notStored(_ error: SessionStoreError, path: Substring) -> HTTPServerResponse {
        switch error.kind {
        case .unavailable:
            app.logger.warning("503 for a post to \(path): \(error.description)")
            var response = Self.plain(.serviceUnavailable, "Your change was not saved: the session store is not available right now. Nothing was changed; please send it again in a moment.")
            response.head.headerFields[.retryAfter] = "5"
            return response
        case .tooLarge:
            return Self.plain(.contentTooLarge, "Your change was not saved: \(error.description)")
        case .notStorable:
            return Self.plain(.internalServerError, "Your change was not saved: this page keeps a value the session store cannot store. \(error.description)")
        }
    }

    /// `GET /healthz`: the process answers. `GET /readyz`: and its session store can take a change (503
    /// when not).
    private func healthProbe(_ path: Substring, _ request: HTTPServerRequest) -> HTTPServerResponse? {
        guard request.head.method == .get || request.head.method == .head else { return nil }
        switch path {
        case "/healthz":
            return Self.plain(.ok, "alive")
        case "/readyz":
            return app.sessions.isReachable() ? Self.plain(.ok, "ready") : Self.plain(.serviceUnavailable, "the session store cannot take a change now")
        default:
            return nil
        }
    }

    /// Where a post redirects: the page posted to, keeping the query parameters that choose what it
    /// shows (a `TabView`'s tab) and dropping the ones that were for one request (`choose`, `format`).
    static func redirectTarget(_ path: Substring, _ parameters: [(name: String, value: String)]) -> String {
        let kept = parameters.filter { PageAddress.keeps($0.name) }
        guard !kept.isEmpty else { return String(path) }
        return String(path) + "?" + FormURLEncoding.encode(kept.map { ($0.name, $0.value) })
    }

    /// The address of a sub-page: the page's path and the segments (`/settings` + `["sound"]` →
    /// `/settings/sound`); the page's own for none.
    static func address(of pagePath: String, subpage segments: [String]) -> String {
        guard !segments.isEmpty else { return pagePath }
        let base = pagePath.hasSuffix("/") ? String(pagePath.dropLast()) : pagePath
        return base + "/" + segments.joined(separator: "/")
    }

    /// No page has that many fields: refused before any is compared, validated or listed as a problem.
    private func tooManyFields(_ route: Route) -> HTTPServerResponse {
        app.logger.notice("Refused a post to \(route.path) with more than \(maximumFieldCount) fields")
        return Self.plain(.contentTooLarge, "Too many fields.")
    }

    private struct JSONProblem: Encodable {
        var kind: SubmissionError.Kind
        var problems: [SubmissionError.Problem]
    }

    // MARK: A visitor's own files

    /// A file of the visitor's app directories (their documents), from their own session only, as a
    /// download: never shown by the browser as a page of the site, whatever its bytes (DESIGN §6).
    private func visitorFile(at path: Substring, _ request: HTTPServerRequest) -> HTTPServerResponse {
        guard request.head.method == .get || request.head.method == .head else {
            var response = Self.plain(.methodNotAllowed, "A file answers GET and HEAD.")
            response.head.headerFields[.allow] = "GET, HEAD"
            return response
        }
        guard let session = existingSession(for: request),
              let file = session.withPages({ _ in VisitorFileLinks.file(at: path, in: session.sharedValues) }) else {
            return Self.plain(.notFound, "There is no such file of yours. A file is served only to the visitor whose app kept it, while their session lasts.")
        }
        return HTTPServerResponse(status: .ok, headerFields: [
            .contentType: "application/octet-stream",
            .contentDisposition: VisitorFileLinks.contentDisposition(for: file.name),
            .xContentTypeOptions: "nosniff",
            .cacheControl: "private, no-store",
            .contentSecurityPolicy: "default-src 'none'; sandbox",
        ], body: Array(file.data))
    }

    // MARK: Sessions

    /// The visitor's session; nil when the cookie is missing, unknown or expired, or when the session is
    /// another person's than the one a proxy or host signed the request in as. Only a post makes one.
    private func existingSession(for request: HTTPServerRequest) -> Session? {
        for value in SessionCookie.values(named: cookieName(for: request), in: request.head.headerFields) {
            if let id = SessionID(value), let session = app.sessions.session(for: id) {
                if let authority = RequestIdentity.current, session.withPages({ _ in session.sharedValues.signedIn?.id }) != authority.person?.id {
                    continue
                }
                return session
            }
        }
        return nil
    }

    /// A new session for the visitor. The person a proxy or a host signed the request in as is kept with
    /// it, so that a request of anyone else does not find it theirs (``existingSession(for:)``).
    private func startSession() -> Session {
        let session = app.sessions.makeSession()
        if let authority = RequestIdentity.current {
            session.withPages { _ in session.sharedValues.signedIn = authority.person }
        }
        return session
    }

    private func setCookie(_ session: Session, on response: inout HTTPServerResponse, request: HTTPServerRequest) {
        response.head.headerFields.append(HTTPField(
            name: .setCookie,
            value: SessionCookie.setCookie(
                name: cookieName(for: request), id: session.id, secure: isSecure(request),
                path: app.mountedPaths.cookie)
        ))
    }

    /// Whether the session cookie is `Secure` for this request (see ``FormAppConfiguration/secureCookies``).
    private func isSecure(_ request: HTTPServerRequest) -> Bool {
        app.configuration.secureCookies ?? request.isSecure
    }

    /// The session cookie's name: the configured one, with the `__Host-` prefix when the cookie is
    /// `Secure`. Under TLS only the prefixed cookie is read, so a cookie planted over plain HTTP (or by
    /// a sibling subdomain) never names the session.
    private func cookieName(for request: HTTPServerRequest) -> String {
        isSecure(request) ? app.sessionCookieNames.secure : app.sessionCookieNames.plain
    }

    // MARK: Rate limits

    /// The client the rate limits count `request` against (``ClientAddress``).
    private func client(of request: HTTPServerRequest) -> ClientAddress.Key {
        ClientAddress.key(of: request, trusting: app.trustedProxies)
    }

    /// nil when `limiter` lets the request's client make one more request of its kind (`what`); else
    /// the 429 to answer, with `Retry-After` in whole seconds.
    private func limit(_ limiter: RateLimiter?, _ client: @autoclosure () -> ClientAddress.Key, _ what: String) -> HTTPServerResponse? {
        guard let limiter else { return nil }
        let client = client()
        guard let wait = limiter.take(for: client) else { return nil }
        let seconds = max(1, Int((wait.nanoseconds + 999_999_999) / 1_000_000_000))
        app.logger.info("429 for \(client): too many \(what)")
        var response = Self.plain(.tooManyRequests, "Too many \(what) from your address in a short time. Nothing was done; please try again in \(seconds) s.")
        response.head.headerFields[.retryAfter] = String(seconds)
        return response
    }

    // MARK: Responses

    private func renderOptions(_ route: Route, _ address: Address, _ parameters: [(name: String, value: String)]) -> RenderOptions {
        var options = RenderOptions(
            timeZone: app.configuration.timeZone,
            presentedPicker: parameters.last(where: { $0.name == "choose" })?.value,
            pagePath: app.configuration.mountPath.isEmpty ? route.path : app.configuration.mountPath + route.path,
            symbols: app.symbols
        )
        options.mountPath = app.configuration.mountPath
        if let locale = app.configuration.configuredLocale { options.locale = locale }
        options.navigationPath = address.navigationPath
        for (name, value) in parameters { options.query[name] = value }
        return options
    }

    private func htmlPage(
        _ status: HTTPResponse.Status, route: Route, body: UnsafeBufferPointer<UInt8>, title: String? = nil, heading: String? = nil,
        flash: String? = nil, timeZone: TimeZone, showsDatesOrTimes: Bool = false
    ) -> HTTPServerResponse {
        let configuration = app.configuration
        // The page's own `.navigationTitle` names it; the title it was added with is the fallback.
        let heading = heading ?? route.title
        let variables = PageLayout.Variables(
            title: title ?? heading, heading: heading,
            stylesheet: configuration.mounted(configuration.stylesheetURL), script: configuration.mounted(configuration.scriptURL),
            flash: flash, timeZone: Self.name(of: timeZone), showsDatesOrTimes: showsDatesOrTimes, path: route.path,
            home: configuration.homeURL == route.path ? nil : configuration.mounted(configuration.homeURL), appName: configuration.appName,
            developmentScript: configuration.reloadsPagesOnRestart ? configuration.mounted(DevelopmentLoop.scriptURL) : nil,
            root: app.mountedPaths.root
        )
        return HTTPServerResponse(status: status, headerFields: app.pageHeaders, body: app.layout.render(variables, body: body))
    }

    private func notFound(_ request: HTTPServerRequest) -> HTTPServerResponse {
        let configuration = app.configuration
        let variables = PageLayout.Variables(
            title: "Page not found", stylesheet: configuration.mounted(configuration.stylesheetURL), script: nil,
            timeZone: Self.name(of: configuration.timeZone), path: "", home: configuration.mounted(configuration.homeURL), appName: configuration.appName,
            root: app.mountedPaths.root
        )
        let body = Array("<p class=\"not-found\">There is no page at this address.</p>".utf8)
        return HTTPServerResponse(status: .notFound, headerFields: app.pageHeaders, body: app.layout.render(variables, body: body))
    }

    /// Every page is specific to its session and its moment: never stored by a cache, never framed by
    /// another site (a form in a hidden frame is how clickjacking works), loading only what its policy
    /// allows (``FormAppConfiguration/defaultContentSecurityPolicy``).
    static func pageHeaders(contentSecurityPolicy: String) -> HTTPFields {
        [
            .contentType: "text/html; charset=utf-8",
            .cacheControl: "no-store",
            .vary: "Accept, Cookie",
            .xContentTypeOptions: "nosniff",
            .xFrameOptions: "DENY",
            .contentSecurityPolicy: contentSecurityPolicy,
            .referrerPolicy: "same-origin",
        ]
    }

    static func json(_ status: HTTPResponse.Status, _ body: [UInt8]) -> HTTPServerResponse {
        HTTPServerResponse(status: status, headerFields: [
            .contentType: "application/json",
            .cacheControl: "no-store",
            .vary: "Accept, Cookie",
            .xContentTypeOptions: "nosniff",
        ], body: body)
    }

    static func plain(_ status: HTTPResponse.Status, _ message: String) -> HTTPServerResponse {
        HTTPServerResponse(status: status, headerFields: [
            .contentType: "text/plain; charset=utf-8",
            .cacheControl: "no-store",
            .xContentTypeOptions: "nosniff",
        ], body: Array((message + "\n").utf8))
    }

    /// The zone's name as people know it (Foundation on Linux calls UTC "GMT").
    static func name(of timeZone: TimeZone) -> String {
        timeZone.identifier == "GMT" ? "UTC" : timeZone.identifier
    }

    static func encode<T: Encodable>(_ value: T) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? Array(encoder.encode(value))) ?? Array("{}".utf8)
    }
}
