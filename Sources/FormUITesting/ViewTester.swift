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
    public let page: FormPage
    @_spi(Engine) public let state = PageState()
    @_spi(Engine) public var options: RenderOptions

    /// The path the page is served at, which its links and sub-pages start from: "/" unless set.
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

    public init<Content: View>(
        timeZone: TimeZone = TimeZone.gmt,
        @ViewBuilder _ content: @escaping @Sendable () -> Content
    ) {
        page = FormPage(content)
        options = RenderOptions(timeZone: timeZone)
    }

    // MARK: Reading

    /// Renders the page's `<form>` as it is now.
    ///
    /// A method, not a property: each call renders the page, and rendering runs the page's
    /// appearance hooks (`onAppear`, `onDisappear`, `task`) and records which views were shown, as a
    /// browser's `GET` would.
    ///
    /// - Returns: The `<form>` element's HTML.
    public func html() -> String { page.render(state, options: options).htmlString }

    /// The title the page gives itself (`.navigationTitle`), or nil.
    public var title: String? { page.render(state, options: options).title }

    /// Shows the sub-page reached by following the `NavigationLink`s with these path segments (as
    /// `/page/notifications/sound` does in a browser); no segments for the page itself. Reading, posting
    /// and pressing then act on that sub-page.
    public func navigate(to segments: String...) {
        options.navigationPath = segments
    }

    /// Whether the sub-page ``navigate(to:)`` chose exists (a browser would get 404 otherwise).
    public var isFound: Bool { page.hasSubpage(state, options: options) }

    /// The page rendered after a rejected post: error summary, messages, kept input.
    public func html(showing error: SubmissionError) -> String {
        var options = self.options
        options.problems = error
        return page.render(state, options: options).htmlString
    }

    /// The JSON view of the page.
    public var description: PageDescription { page.describe(state, options: options) }

    /// The JSON view of the page, encoded as the server sends it.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(description)) ?? Data(), as: UTF8.self)
    }

    /// Every control on the page, in order.
    public var controls: [ControlDescription] { description.controls }

    /// The control posted under `name`.
    public func control(_ name: String) -> ControlDescription? {
        controls.first { $0.name == name }
    }

    /// The first control whose label is `label`.
    public func control(labelled label: String) -> ControlDescription? {
        controls.first { $0.label == label }
    }

    // MARK: Acting

    /// Posts to the page, then shows what a browser would after the `303`: the sub-page the post
    /// navigated to, if it did.
    private func submit(_ fields: [(name: String, value: String)], to state: PageState, options: RenderOptions) throws(SubmissionError) -> SubmissionResult {
        let result = try page.submit(fields, to: state, options: options)
        if let path = result.navigationPath { self.options.navigationPath = path }
        return result
    }

    /// Posts fields as `curl -d` would: only these, with no revision, so each one is applied.
    @discardableResult
    public func post(_ fields: KeyValuePairs<String, String>) throws(SubmissionError) -> SubmissionResult {
        try submit(fields.map { ($0.key, $0.value) }, to: state, options: options)
    }

    /// Posts fields in order (repeated names allowed).
    @discardableResult
    public func post(_ fields: [(String, String)]) throws(SubmissionError) -> SubmissionResult {
        try submit(fields.map { (name: $0.0, value: $0.1) }, to: state, options: options)
    }

    /// Presses the button or action labelled `label` (a `Button`'s title, "Increment", …).
    @discardableResult
    public func press(_ label: String) throws(SubmissionError) -> SubmissionResult {
        for control in controls {
            if let action = control.actions?.first(where: { $0.label == label || $0.value == label }) {
                return try submit([(ReservedField.action, action.value)], to: state, options: options)
            }
        }
        throw SubmissionError(kind: .staleAction, problems: [.init(name: nil, label: label, message: "No action labelled “\(label)” on the page.")])
    }

    /// Presses an action by the value posted for it (`_action=VALUE`).
    @discardableResult
    public func perform(action value: String, with fields: KeyValuePairs<String, String> = [:]) throws(SubmissionError) -> SubmissionResult {
        try submit([(ReservedField.action, value)] + fields.map { ($0.key, $0.value) }, to: state, options: options)
    }

    /// Submits the form as a browser would: every field with the value the page shows, changed by
    /// `changes`, along with the page's revision and the pressed action.
    @discardableResult
    public func submitForm(changing changes: KeyValuePairs<String, String> = [:], action: String = ReservedField.apply) throws(SubmissionError) -> SubmissionResult {
        let rendered = page.render(state, options: options)
        var fields = rendered.fieldValues
        for (name, value) in changes { fields[name] = value }
        var posted: [(name: String, value: String)] = [(ReservedField.revision, String(rendered.revision)), (ReservedField.action, action)]
        posted += fields.sorted(by: { $0.key < $1.key }).map { ($0.key, $0.value) }
        return try submit(posted, to: state, options: options)
    }
}
