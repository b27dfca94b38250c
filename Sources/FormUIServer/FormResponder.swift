import Foundation
import FormUI
import HTTPServer
import HTTPTypes
import Logging

/// Answers HTTP requests for a ``FormApp``: its pages (GET shows, POST applies and redirects), JSON for
/// programs, static files, and 404 for everything else.
///
/// ```
/// GET  /page                  → 200 the page (a new session's cookie when there was none)
/// GET  /page?choose=flavor    → 200 the page with the flavor picker's option list open
/// GET  /page?format=json      → 200 the page described as JSON (also `Accept: application/json`)
/// POST /page  (form)          → 303 See Other → /page;  422 invalid input;  409 stale action
/// POST /page  (JSON object)   → 200 the new description;  422/409 {kind, problems}
/// POST from another site      → 403
/// ```
public struct FormResponder: HTTPResponder {
    let app: FormApp

    public func respond(to request: HTTPServerRequest) -> HTTPServerResponse {
        guard let target = request.head.path, target.hasPrefix("/") else {
            return Self.plain(.badRequest, "The request target must be a path.")
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

        if let route = app.routes.route(for: path) {
            switch request.head.method {
            case .get, .head:
                return show(route, request: request, query: query)
            case .post:
                return post(route, request: request, query: query)
            default:
                var response = Self.plain(.methodNotAllowed, "Pages answer GET, HEAD and POST.")
                response.head.headerFields[.allow] = "GET, HEAD, POST"
                return response
            }
        }
        if request.head.method == .get || request.head.method == .head,
           let staticFiles = app.staticFiles, let response = staticFiles.respond(to: request),
           response.head.status != .notFound {
            return response
        }
        return notFound(request)
    }

    // MARK: GET

    private func show(_ route: Route, request: HTTPServerRequest, query: Substring) -> HTTPServerResponse {
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
            return htmlPage(.ok, route: route, body: html, timeZone: app.configuration.timeZone)
        case .form(let page):
            let (session, isNew) = session(for: request)
            let options = renderOptions(route, parameters)
            var response: HTTPServerResponse
            if wantsJSON {
                let description = session.withPages { pages in
                    page.describe(pages[route.path] ?? PageState(), options: options)
                }
                response = Self.json(.ok, Self.encode(description))
            } else {
                // A page the visitor never posted to shows the defaults of its code: render them without
                // storing a state (a look around leaves the session small).
                let rendered = session.withPages { pages in
                    page.render(pages[route.path] ?? PageState(), options: options)
                }
                response = htmlPage(.ok, route: route, body: rendered.html, timeZone: options.timeZone)
            }
            if isNew { setCookie(session, on: &response, request: request) }
            return response
        }
    }

    // MARK: POST

    private enum Outcome {
        case redirect
        case html(HTTPResponse.Status, [UInt8], title: String?, flash: String?)
        case json(HTTPResponse.Status, [UInt8])
    }

    private func post(_ route: Route, request: HTTPServerRequest, query: Substring) -> HTTPServerResponse {
        if let reason = CrossOriginCheck.rejection(of: request) {
            app.logger.notice("Refused a cross-origin post to \(route.path): \(reason)")
            return Self.plain(.forbidden, "Cross-origin form posts are refused.")
        }
        guard case .form(let page) = route.content else {
            var response = Self.plain(.methodNotAllowed, "This page takes no posts.")
            response.head.headerFields[.allow] = "GET, HEAD"
            return response
        }
        let parameters: [(name: String, value: String)]
        let fields: [(name: String, value: String)]
        let isJSON: Bool
        do {
            parameters = try FormURLEncoding.decode(query: query)
            switch MediaTypes.mediaType(request.head.headerFields[.contentType]) {
            case "application/x-www-form-urlencoded":
                fields = try FormURLEncoding.decode(request.body)
                isJSON = false
            case nil where request.body.isEmpty:
                fields = []  // `curl -X POST`: nothing to apply, no action
                isJSON = false
            case "application/json":
                do {
                    fields = try JSONFields.decode(request.body)
                } catch {
                    return Self.plain(.badRequest, error.reason)
                }
                isJSON = true
            default:
                return Self.plain(.unsupportedMediaType, "Post application/x-www-form-urlencoded or application/json.")
            }
        } catch {
            return Self.plain(.badRequest, error.reason)
        }

        let (session, isNew) = session(for: request)
        let options = renderOptions(route, parameters)
        let outcome: Outcome = session.withPages { pages in
            let state: PageState
            if let existing = pages[route.path] {
                state = existing
            } else {
                state = PageState()
                // What the page showed at revision 0, before anything was stored: the baseline that lets a
                // post from that page apply only what its user changed.
                _ = page.describe(state, options: options)
                pages[route.path] = state
            }
            do throws(SubmissionError) {
                try page.submit(fields, to: state, options: options)
                if isJSON { return .json(.ok, Self.encode(page.describe(state, options: options))) }
                return .redirect
            } catch {
                let status: HTTPResponse.Status = error.kind == .invalidInput ? .unprocessableContent : .conflict
                if isJSON { return .json(status, Self.encode(JSONProblem(kind: error.kind, problems: error.problems))) }
                switch error.kind {
                case .invalidInput:
                    var shown = options
                    shown.problems = error
                    return .html(status, page.render(state, options: shown).html, title: "Error: " + route.title, flash: nil)
                case .staleAction:
                    let notice = error.problems.map(\.message).joined(separator: " ")
                    return .html(status, page.render(state, options: options).html, title: nil, flash: notice)
                }
            }
        }

        var response: HTTPServerResponse
        switch outcome {
        case .redirect:
            // Back to the page itself, without `?choose=`: choosing an option closes the list.
            response = HTTPServerResponse(status: .seeOther, headerFields: [.location: route.path, .cacheControl: "no-store"])
        case .json(let status, let body):
            response = Self.json(status, body)
        case .html(let status, let body, let title, let flash):
            app.logger.debug("\(status.code) for a post to \(route.path)")
            response = htmlPage(status, route: route, body: body, title: title, flash: flash, timeZone: options.timeZone)
        }
        if isNew { setCookie(session, on: &response, request: request) }
        return response
    }

    private struct JSONProblem: Encodable {
        var kind: SubmissionError.Kind
        var problems: [SubmissionError.Problem]
    }

    // MARK: Sessions

    /// The visitor's session, or a new one when the cookie is missing, unknown or expired.
    private func session(for request: HTTPServerRequest) -> (Session, isNew: Bool) {
        for value in SessionCookie.values(named: app.configuration.sessionCookieName, in: request.head.headerFields) {
            if let id = SessionID(value), let session = app.sessions.session(for: id) {
                return (session, false)
            }
        }
        return (app.sessions.makeSession(), true)
    }

    private func setCookie(_ session: Session, on response: inout HTTPServerResponse, request: HTTPServerRequest) {
        let secure = app.configuration.secureCookies ?? request.isSecure
        response.head.headerFields.append(HTTPField(
            name: .setCookie,
            value: SessionCookie.setCookie(name: app.configuration.sessionCookieName, id: session.id, secure: secure)
        ))
    }

    // MARK: Responses

    private func renderOptions(_ route: Route, _ parameters: [(name: String, value: String)]) -> RenderOptions {
        RenderOptions(
            timeZone: app.configuration.timeZone,
            presentedPicker: parameters.last(where: { $0.name == "choose" })?.value,
            pagePath: route.path
        )
    }

    private func htmlPage(
        _ status: HTTPResponse.Status, route: Route, body: [UInt8], title: String? = nil, flash: String? = nil,
        timeZone: TimeZone
    ) -> HTTPServerResponse {
        let configuration = app.configuration
        let variables = PageLayout.Variables(
            title: title ?? route.title, heading: route.title,
            stylesheet: configuration.stylesheetURL, script: configuration.scriptURL,
            flash: flash, timeZone: Self.name(of: timeZone), path: route.path,
            home: configuration.homeURL == route.path ? nil : configuration.homeURL
        )
        return HTTPServerResponse(status: status, headerFields: Self.pageHeaders, body: app.layout.render(variables, body: body))
    }

    private func notFound(_ request: HTTPServerRequest) -> HTTPServerResponse {
        let configuration = app.configuration
        let variables = PageLayout.Variables(
            title: "Page not found", stylesheet: configuration.stylesheetURL, script: nil,
            timeZone: Self.name(of: configuration.timeZone), path: "", home: configuration.homeURL
        )
        let body = Array("<p class=\"not-found\">There is no page at this address.</p>".utf8)
        return HTTPServerResponse(status: .notFound, headerFields: Self.pageHeaders, body: app.layout.render(variables, body: body))
    }

    /// Every page is specific to its session and its moment: never stored by a cache, never framed by
    /// another site (a form in a hidden frame is how clickjacking works).
    static let pageHeaders: HTTPFields = [
        .contentType: "text/html; charset=utf-8",
        .cacheControl: "no-store",
        .vary: "Accept, Cookie",
        .xContentTypeOptions: "nosniff",
        .xFrameOptions: "DENY",
        .contentSecurityPolicy: "frame-ancestors 'none'",
        .referrerPolicy: "same-origin",
    ]

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
