@_exported import FormUI
@_spi(Engine) import FormUI
import Foundation

/// Drives a view like a person with a browser would, without sockets: render it, post fields, press
/// buttons, and read back the HTML, the JSON description and the errors. What Phoenix's LiveViewTest is
/// to LiveView.
///
/// ```swift
/// let tester = ViewTester { FlavorPicker() }
/// #expect(tester.control("flavor")?.value == "chocolate")
/// try tester.post(["flavor": "vanilla"])
/// #expect(tester.element(role: "combobox", name: "Flavor")?.selectedValue == "vanilla")
/// ```
///
/// Each `ViewTester` is one session: its state starts from the defaults in the code and lives as long
/// as the tester.
// Sendable: one session, driven by one test at a time, as a browser tab is.
public final class ViewTester: @unchecked Sendable {
    /// The page the tester drives, made from the view it was given.
    public let page: FormPage
    @_spi(Engine) public let state: PageState
    @_spi(Engine) public var options: RenderOptions

    /// The path the page is served at, which its links and sub-pages start from. Empty unless set: links
    /// then start from `/` (`/sound`) or stay on the page's own address (`?choose=NAME`).
    public var pagePath: String {
        get { options.pagePath }
        set { options.pagePath = newValue }
    }

    /// The query of the page's address, as a browser would send it (a `TabView`'s tab is `?tab=NAME`).
    public var query: [String: String] {
        get { options.query }
        set { options.query = newValue }
    }

    /// The locale dates and numbers are shown and read in, as the server's `locale` setting gives it.
    public var locale: Locale {
        get { options.locale }
        set { options.locale = newValue }
    }

    /// How many posts have changed the page's state: a refused post, or one that changes nothing,
    /// leaves it as it was.
    public var revision: Int { state.revision }

    /// A tester of the view `content` builds, with a session of its own whose state starts from the
    /// defaults in the code, showing the page itself (no sub-page) with an empty ``pagePath``.
    ///
    /// - Parameters:
    ///   - timeZone: The zone dates are shown and read in, as the server's `timeZone` setting gives it;
    ///     GMT unless told.
    ///   - content: Builds the page's view; called on every evaluation of the page.
    public init<Content: View>(
        timeZone: TimeZone = TimeZone.gmt,
        @ViewBuilder _ content: @escaping @Sendable () -> Content
    ) {
        page = FormPage(content)
        state = PageState()
        options = RenderOptions(timeZone: timeZone)
    }

    /// A tester of an app's window: the root view of the first `WindowGroup` its `body` declares, the page
    /// a server serves the app at. As on a server, the app is made for each evaluation and what it declares
    /// (`@State`, `@StateObject`) is kept for this tester's visitor.
    ///
    /// - Parameters:
    ///   - app: The app's type (`BookshelfApp.self`).
    ///   - timeZone: The zone dates are shown and read in; GMT unless told.
    public convenience init<A: App>(app: A.Type, timeZone: TimeZone = TimeZone.gmt) {
        self.init(timeZone: timeZone) { AppRoot<A>() }
    }

    /// Another page of the same visitor as `other`: its own views and `@State`, and the visitor's
    /// device shared with `other`'s page (`@AppStorage`, `UserDefaults`), as two pages of one session.
    ///
    /// - Parameters:
    ///   - other: The tester whose visitor this page belongs to; its time zone is this page's too.
    ///   - content: Builds the page's view; called on every evaluation of the page.
    public init<Content: View>(
        sharingSessionWith other: ViewTester,
        @ViewBuilder _ content: @escaping @Sendable () -> Content
    ) {
        page = FormPage(content)
        state = PageState(sessionValues: other.state.sessionValues)
        options = RenderOptions(timeZone: other.options.timeZone)
    }

    // MARK: Reading

    /// Renders the page's `<form>` as it is now.
    ///
    /// A method, not a property: each call renders the page, and rendering runs the page's
    /// appearance hooks (`onAppear`, `onDisappear`, `task`) and records which views were shown, as a
    /// browser's `GET` would.
    ///
    /// - Returns: The `<form>` element's HTML.
    public func html() -> String { rendered().htmlString }

    /// The title the page gives itself (`.navigationTitle`), or nil.
    public var title: String? { rendered().title }

    /// Whether the visitor's state is kept, as a server keeps a session: after their first post, or a
    /// first showing whose initial values the code does not make the same way twice. Until then each
    /// showing is a first showing, as a visitor without a session gets.
    private var isKept = false

    private func rendered() -> RenderedPage {
        guard !isKept else { return page.render(state, options: options) }
        let rendered = page.renderFirstShowing(state, options: options)
        isKept = state.keepsUnrepeatableValues
        return rendered
    }

    /// Shows the sub-page reached by following the `NavigationLink`s with these path segments (as
    /// `/page/notifications/sound` does in a browser); no segments for the page itself. Reading, posting
    /// and pressing then act on that sub-page.
    ///
    /// - Parameter segments: The path segments after the page's path, each the slug a `NavigationLink` on
    ///   the way makes (`"notifications", "sound"`). Whether they lead to a sub-page is not checked here:
    ///   ``isFound`` tells.
    public func navigate(to segments: String...) {
        options.navigationPath = segments
    }

    /// The path segments of the sub-page shown: what ``navigate(to:)`` chose, or where the last post
    /// led (a link followed by a button, `dismiss()`, a renamed value's new address); empty for the page
    /// itself.
    public var navigationPath: [String] { options.navigationPath }

    /// Whether the sub-page ``navigate(to:)`` chose exists (a browser would get 404 otherwise).
    public var isFound: Bool { page.hasSubpage(state, options: options) }

    /// The page rendered after a rejected post: error summary, messages, kept input.
    ///
    /// Unlike ``html()``, this is not a showing of the page: it runs no appearance hooks, as a server's
    /// answer to a rejected post runs none.
    ///
    /// - Parameter error: The error a post threw, such as one from `post(_:)` or `press(_:)`.
    /// - Returns: The `<form>` element's HTML, with the error summary at the top, the message by each
    ///   control it names, and the input it kept in place of the state's values.
    public func html(showing error: SubmissionError) -> String {
        var options = self.options
        options.problems = error
        return page.render(state, options: options).htmlString
    }

    /// The JSON view of the page.
    public var description: PageDescription {
        guard !isKept else { return page.describe(state, options: options) }
        let description = page.describeFirstShowing(state, options: options)
        isKept = state.keepsUnrepeatableValues
        return description
    }

    /// The JSON view of the page, encoded as the server sends it.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(description)) ?? Data(), as: UTF8.self)
    }

    /// Every control on the page, in order.
    public var controls: [ControlDescription] { description.controls }

    /// The control posted under `name`.
    ///
    /// - Parameter name: The control's field name, as the page's JSON view lists it (`"flavor"`).
    /// - Returns: The first control in ``controls`` with that name; nil when the page has none.
    public func control(_ name: String) -> ControlDescription? {
        controls.first { $0.name == name }
    }

    /// The first control whose label is `label`.
    ///
    /// - Parameter label: The label's words, all of them, compared exactly (`"Flavor"`).
    /// - Returns: The first control in ``controls`` whose label is `label`; nil when the page has none.
    public func control(labelled label: String) -> ControlDescription? {
        controls.first { $0.label == label }
    }

    // MARK: Acting

    /// Posts to the page, then shows what a browser would after the `303`: the sub-page the post
    /// navigated to, if it did.
    private func submit(_ fields: [(name: String, value: String)], to state: PageState, options: RenderOptions) throws(SubmissionError) -> SubmissionResult {
        try submit(FormPost(form: fields), to: state, options: options)
    }

    /// The same for a post read already (one that carries files).
    func submit(_ post: FormPost, to state: PageState, options: RenderOptions) throws(SubmissionError) -> SubmissionResult {
        isKept = true
        let result = try page.submit(post, to: state, options: options)
        if let path = result.navigationPath { self.options.navigationPath = path }
        if let query = result.query { self.options.query.merge(query) { $1 } }
        return result
    }

    /// Posts fields as `curl -d` would: only these, with no revision, so each one is applied. When the post
    /// navigates, the tester shows the sub-page it went to, as a browser would after the `303`.
    ///
    /// - Parameter fields: The field names and the values to post (`["flavor": "vanilla"]`).
    /// - Returns: What the post did: the fields it changed, the action it ran, the state's revision after it
    ///   and where it navigated.
    /// - Throws: `SubmissionError` when the page refuses the post, and then nothing is written and no
    ///   action runs: `.invalidInput` for a value a control does not accept, a field of a disabled control
    ///   or a name no control on the page has; `.staleAction` for an action that is not on the page or is
    ///   disabled; `.malformedPost` for a reserved field used wrongly (a repeated `_action`, a `_revision`
    ///   that is not a number).
    @discardableResult
    public func post(_ fields: KeyValuePairs<String, String>) throws(SubmissionError) -> SubmissionResult {
        try submit(fields.map { ($0.key, $0.value) }, to: state, options: options)
    }

    /// Posts fields in order (repeated names allowed), with no revision, as the other `post(_:)` does.
    ///
    /// - Parameter fields: The field names and the values to post, in order; a name may come more than once.
    /// - Returns: What the post did: the fields it changed, the action it ran, the state's revision after it
    ///   and where it navigated.
    /// - Throws: `SubmissionError` when the page refuses the post, and then nothing is written and no
    ///   action runs: `.invalidInput` for a value a control does not accept, a field of a disabled control
    ///   or a name no control on the page has; `.staleAction` for an action that is not on the page or is
    ///   disabled; `.malformedPost` for a reserved field used wrongly (a repeated `_action`, a `_revision`
    ///   that is not a number). A name posted twice is refused as `.invalidInput`, unless its control
    ///   takes several values or the first is its hidden partner's (a checkbox's `off`).
    @discardableResult
    public func post(_ fields: [(String, String)]) throws(SubmissionError) -> SubmissionResult {
        try submit(fields.map { (name: $0.0, value: $0.1) }, to: state, options: options)
    }

    /// Presses the button or action labelled `label` (a `Button`'s title, "Increment", …): posts its
    /// `_action` alone, with no revision.
    ///
    /// - Parameter label: The action's label, or the value posted for it; the first action on the page,
    ///   in page order, that has it is pressed.
    /// - Returns: What the post did: the fields it changed (none), the action it ran, the state's revision
    ///   after it and where it navigated.
    /// - Throws: `SubmissionError` of kind `.staleAction` when no action on the page has that label or
    ///   value, or the action is disabled; nothing runs then.
    @discardableResult
    public func press(_ label: String) throws(SubmissionError) -> SubmissionResult {
        for control in controls {
            if let action = control.actions?.first(where: { $0.label == label || $0.value == label }) {
                return try submit([(ReservedField.action, action.value)], to: state, options: options)
            }
        }
        throw SubmissionError(kind: .staleAction, problems: [.init(name: nil, label: label, message: "No action labelled “\(label)” on the page.")])
    }

    /// Types into fields and presses a button in one post, as a browser sends a form whose fields were
    /// filled before the button was clicked. A button disabled until those fields are filled
    /// (`.disabled(title.isEmpty)`) is pressed if they enable it.
    ///
    /// - Parameters:
    ///   - label: The action's label, or the value posted for it.
    ///   - fields: The field names and the values typed (`["title": "Milk"]`).
    /// - Returns: What the post did.
    /// - Throws: `SubmissionError`: `.invalidInput` when a value is refused or the button is still
    ///   disabled with these values (nothing is changed then), `.staleAction` when no action has that label.
    @discardableResult
    public func press(_ label: String, with fields: KeyValuePairs<String, String>) throws(SubmissionError) -> SubmissionResult {
        for control in controls {
            if let action = control.actions?.first(where: { $0.label == label || $0.value == label }) {
                return try submit(fields.map { ($0.key, $0.value) } + [(ReservedField.action, action.value)], to: state, options: options)
            }
        }
        throw SubmissionError(kind: .staleAction, problems: [.init(name: nil, label: label, message: "No action labelled “\(label)” on the page.")])
    }

    /// Presses an action by the value posted for it (`_action=VALUE`), with no revision.
    ///
    /// - Parameters:
    ///   - value: The action's id, as the page's JSON view lists it (`"quantity.increment"`), or
    ///     `ReservedField.apply` or `ReservedField.submit`.
    ///   - fields: Fields to post with it, applied before the action runs (none unless told).
    /// - Returns: What the post did: the fields it changed, the action it ran, the state's revision after it
    ///   and where it navigated.
    /// - Throws: `SubmissionError` when the page refuses the post, and then nothing is written and no
    ///   action runs: `.invalidInput` for a value a control does not accept, a field of a disabled control
    ///   or a name no control on the page has; `.staleAction` for an action that is not on the page or is
    ///   disabled; `.malformedPost` for a reserved field used wrongly (a repeated `_action`, a `_revision`
    ///   that is not a number).
    @discardableResult
    public func perform(action value: String, with fields: KeyValuePairs<String, String> = [:]) throws(SubmissionError) -> SubmissionResult {
        try submit([(ReservedField.action, value)] + fields.map { ($0.key, $0.value) }, to: state, options: options)
    }

    /// Submits the form as a browser would: every field with the value the page shows, changed by
    /// `changes`, along with the page's revision and the pressed action. Rendering the page first is a
    /// showing of it, as the browser's `GET` was.
    ///
    /// - Parameters:
    ///   - changes: The fields to post with other values than the page shows (none unless told); a name
    ///     the page does not show is posted too.
    ///   - action: The value posted as `_action`: `ReservedField.apply` (apply the fields, press nothing)
    ///     unless told, `ReservedField.submit` for Enter in a text field, or an action's id.
    /// - Returns: What the post did: the fields it changed, the action it ran, the state's revision after it
    ///   and where it navigated.
    /// - Throws: `SubmissionError` when the page refuses the post, and then nothing is written and no
    ///   action runs: `.invalidInput` for a value a control does not accept, a field of a disabled control
    ///   or a name no control on the page has; `.staleAction` for an action that is not on the page or is
    ///   disabled; `.malformedPost` for a reserved field used wrongly (a repeated `_action`, a `_revision`
    ///   that is not a number).
    @discardableResult
    public func submitForm(changing changes: KeyValuePairs<String, String> = [:], action: String = ReservedField.apply) throws(SubmissionError) -> SubmissionResult {
        let rendered = rendered()
        var fields = rendered.fieldValues
        for (name, value) in changes { fields[name] = value }
        var posted: [(name: String, value: String)] = [(ReservedField.revision, String(rendered.revision)), (ReservedField.action, action)]
        posted += fields.sorted(by: { $0.key < $1.key }).map { ($0.key, $0.value) }
        return try submit(posted, to: state, options: options)
    }
}

