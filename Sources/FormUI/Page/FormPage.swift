import Synchronization

/// A view served as a page: evaluated for one visitor's state to render it, describe it as JSON,
/// or apply a form post to it.
///
/// ```swift
/// let page = FormPage { FlavorPicker() }
/// let state = PageState()
/// let html = page.render(state).html
/// try page.submit([("flavor", "vanilla")], to: state)
/// ```
public struct FormPage: Sendable {
    private let makeRoot: @Sendable () -> AnyView
    /// How many bytes this page's last render wrote: the next one's buffer starts that large, so that it
    /// does not grow (a copy of everything written so far) near its end.
    private let lastSize = RenderedSize()
    /// Whether an evaluation of this page, for any visitor, opened a resource on the visitor's device
    /// (SwiftData): its posts are then applied from a checkpoint of the state (``submit(_:to:options:)``).
    let usesDeviceResources = PageFlag()
    /// Whether the page has been evaluated in this process, so that ``usesDeviceResources`` is known.
    let wasEvaluated = PageFlag()

    public init<Content: View>(@ViewBuilder _ content: @escaping @Sendable () -> Content) {
        // A view type's metadata is an immutable value, safe to use from any thread; the box only tells
        // the compiler so without asking every user's view to be `SendableMetatype`.
        let make = UncheckedSendableBox { AnyView(content()) }
        makeRoot = { make.value() }
    }

    // MARK: Evaluation

    /// One evaluation of the view tree for `state`, for the question `pass` asks (see
    /// ``EvaluationPass``). `opening`: markup written before the page's own (see ``render(_:options:)``).
    /// `identities`: the identities of the sub-page's steps, followed instead of their words (see
    /// ``NavigationTrail``).
    func evaluate(_ state: PageState, options: RenderOptions, pass: EvaluationPass, identities: [UInt32]? = nil, isShowing: Bool? = nil, opening: ((inout HTMLBuffer) -> Void)? = nil) -> RenderContext {
        // An evaluation outside a showing or a post only finds something: what it changed is not kept.
        DeviceRequest.showing(state, keeping: false) {
            evaluateForRequest(state, options: options, pass: pass, identities: identities, isShowing: isShowing, opening: opening)
        }
    }

    private func evaluateForRequest(_ state: PageState, options: RenderOptions, pass: EvaluationPass, identities: [UInt32]?, isShowing: Bool?, opening: ((inout HTMLBuffer) -> Void)?) -> RenderContext {
        let capacity = pass.writesHTML ? Swift.max(options.expectedSize, lastSize.bytes + 1024) : 0
        let context = RenderContext(state: state, options: options, pass: pass, capacity: capacity, isShowing: isShowing)
        opening?(&context.html)
        state.drewRandomly = false
        // The visitor's device (their `UserDefaults`) and the page's clock, for the app's code run here,
        // the appearance actions that end the showing included.
        VisitorDevice.$page.withValue(state) {
            EvaluationClock.with(options.timeZone, locale: options.configuredLocale) {
                VisitorFiles.prepare(state)
                defer { VisitorFiles.keep(state) }
                if options.navigationPath.isEmpty {
                    context.render(makeRoot())
                } else {
                    let trail = NavigationTrail(options.navigationPath, identities: identities)
                    context.navigation = trail
                    trail.takeOffStage(context)
                    context.render(makeRoot())
                    trail.bringOnStage(context)
                    context.reports.navigationTitle = trail.title
                }
                // A sub-page that is not there (a mistyped or made-up address) showed nothing: nothing
                // appears, nothing is forgotten, and the session keeps no record of it.
                let isFound = context.navigation?.isComplete ?? true
                if isFound, let appearances = context.reports.appearances, state.finishShowing(appearances, subpage: options.navigationPath) {
                    context.reports.ranLifecycleActions = true
                }
                if isFound, let inUse = context.reports.stateInUse { state.forgetState(notIn: inUse, subpage: options.navigationPath) }
            }
        }
        if state.opensDeviceResources { usesDeviceResources.set() }
        wasEvaluated.set()
        return context
    }

    /// Records what the evaluation `registry` showed of the page at the state's revision (its fields'
    /// names, owners and values): the baseline a post from that page is compared with, so that only what
    /// its sender changed is applied (DESIGN §4). A page re-rendered after a rejected post shows the
    /// person's input, not the state: it must not be recorded, or their corrected post would look
    /// unchanged and be dropped.
    func recordShowing(_ registry: ControlRegistry, of state: PageState, options: RenderOptions) {
        state.recordShown(registry, subpage: options.navigationPath)
    }

    /// Whether what the page (or the sub-page `options.navigationPath`) shows at the state's revision is
    /// recorded: the baseline a post from the page is compared with. A store outside the process keeps
    /// the showing that a `GET` records, so that a post from that page merges in whichever process it
    /// arrives; a page shown again at the same revision has nothing new to keep.
    @_spi(Engine) public func hasRecordedShowing(_ state: PageState, options: RenderOptions = RenderOptions()) -> Bool {
        state.hasShown(at: state.revision, subpage: options.navigationPath)
    }

    /// Whether the sub-page `options.navigationPath` names is on the page for `state`: every segment is
    /// a `NavigationLink` on the way. An empty path is the page itself.
    @_spi(Engine) public func hasSubpage(_ state: PageState, options: RenderOptions) -> Bool {
        options.navigationPath.isEmpty || evaluate(state, options: options, pass: .locate).navigation?.isComplete == true
    }

    /// Renders the page's `<form>` for the session's state.
    ///
    /// With `options.problems` set, the form shows an error summary at the top, a message by each
    /// invalid control and the input that was kept.
    ///
    /// Rendering the page is showing it to someone: views appear (`LifecycleView`), and what the page
    /// shows is recorded as the baseline a post from it is compared with (`recordShowing`). A page
    /// re-rendered after a rejected post is neither.
    @_spi(Engine) public func render(_ state: PageState, options: RenderOptions = RenderOptions()) -> RenderedPage {
        // What the app's data changed while the page showed (a first screen adding sample rows) is
        // kept; a page re-shown after a rejected post keeps nothing.
        DeviceRequest.showing(state, keeping: options.problems == nil) {
            laterShowing(state, options: options) { renderShowing(state, options: options) }
        }
    }

    private func renderShowing(_ state: PageState, options: RenderOptions) -> RenderedPage {
        // The form's opening goes into the evaluation's buffer before the page's markup, so that the page
        // is one buffer, not copied into another. A back link or a presentation (known only once the page
        // is evaluated) goes before it or into it, and the page is then put together again.
        var revision = state.revision
        var openingEnd = 0
        let opening = { (html: inout HTMLBuffer) in
            revision = state.revision
            Self.writeOpening(revision: revision, problems: options.problems, to: &html)
            openingEnd = html.count
        }
        // A page re-shown after a rejected post is not a new showing: nothing appears or disappears.
        var body = evaluate(state, options: options, pass: .show, opening: opening)
        // An appearance action changed state the page had already read: evaluate it again (a view that
        // appears then may run its own; three evaluations at most).
        for _ in 0..<2 where body.reports.ranLifecycleActions {
            body = evaluate(state, options: options, pass: .show, opening: opening)
        }
        let isFound = body.navigation?.isComplete ?? true
        if options.problems == nil, isFound { recordShowing(body.controls, of: state, options: options) }

        let back = body.navigation?.back(from: options.pagePath, query: options.query)
        let takesFiles = body.controls.takesFiles
        if back != nil || !body.reports.presentations.isEmpty || revision != state.revision || takesFiles {
            var html = HTMLBuffer(capacity: body.html.count + 1024)
            if let back {
                html.raw("<nav class=\"navigation-back\" aria-label=\"Back\"><a href=\"")
                html.attribute(back.href)
                html.raw("\"><span aria-hidden=\"true\">‹ </span>")
                html.text(back.title.map { "Back to " + $0 } ?? "Back")
                html.raw("</a></nav>")
            }
            Self.writeOpening(revision: state.revision, problems: options.problems, takesFiles: takesFiles, to: &html)
            // Alerts, dialogs and sheets that are shown come first: they are what the page is asking about.
            for presentation in body.reports.presentations { html.append(html: presentation.html) }
            html.append(html: body.html, range: openingEnd..<body.html.count)
            body.html = html
        }
        if body.controls.needsApplyButton {
            body.html.raw("<div class=\"apply-bar\">")
            body.html.raw(ReservedField.actionButtonOpening)
            body.html.attribute(ReservedField.apply)
            body.html.raw("\" class=\"apply\">Apply changes</button></div>")
        }
        if let interval = body.reports.timerInterval {
            // A timer on the page (`.onReceive`): the page script shows the page again at its pace.
            body.html.raw("<span hidden data-refresh-seconds=\"")
            body.html.number(Swift.max(1, Int(interval.rounded(.up))))
            body.html.raw("\"></span>")
        }
        body.html.raw("</form>")
        lastSize.bytes = body.html.count
        return RenderedPage(
            markup: body.html,
            revision: state.revision,
            shown: body.controls.shownFields,
            title: body.reports.navigationTitle,
            isFound: isFound,
            showsDatesOrTimes: body.controls.showsDatesOrTimes
        )
    }

    /// The form's opening: the revision it shows, the default submit button, and the summary of the
    /// problems of a rejected post.
    private static func writeOpening(revision: Int, problems: SubmissionError?, takesFiles: Bool = false, to html: inout HTMLBuffer) {
        html.raw(takesFiles
            ? "<form method=\"post\" class=\"formui\" enctype=\"multipart/form-data\" novalidate>"
            : "<form method=\"post\" class=\"formui\" novalidate>")
        html.raw(ReservedField.revisionInputOpening)
        html.number(revision)
        html.raw("\">")
        // Pressing Enter in a text field submits with the form's first submit button: make that one
        // ours, so that Enter means "submit" and not "press whatever button comes first".
        html.raw(ReservedField.actionButtonOpening)
        html.attribute(ReservedField.submit)
        html.raw("\" class=\"default-submit\" tabindex=\"-1\" aria-hidden=\"true\">Submit</button>")
        if let problems { ErrorSummary.render(problems, into: &html) }
    }

    /// The JSON view: every control with its name, value, options, bounds and actions. Like ``render(_:options:)``,
    /// describing the page is showing it: what it shows is recorded (`recordShowing`).
    /// Describes the page's controls (its JSON view). Like a render, it is a showing: views appear, and
    /// a page whose appearance actions changed what it read is evaluated again.
    @_spi(Engine) public func describe(_ state: PageState, options: RenderOptions = RenderOptions()) -> PageDescription {
        DeviceRequest.showing(state, keeping: options.problems == nil) {
            laterShowing(state, options: options) { describeShowing(state, options: options) }
        }
    }

    private func describeShowing(_ state: PageState, options: RenderOptions) -> PageDescription {
        var body = evaluate(state, options: options, pass: .describe, isShowing: true)
        for _ in 0..<2 where body.reports.ranLifecycleActions {
            body = evaluate(state, options: options, pass: .describe, isShowing: true)
        }
        if options.problems == nil { recordShowing(body.controls, of: state, options: options) }
        return PageDescription(
            revision: state.revision,
            controls: body.controls.descriptions,
            errors: options.problems?.problems,
            notice: nil,
            title: body.reports.navigationTitle
        )
    }
}

// Sendable: carries a page's view builder, which each evaluation calls on its own thread to make fresh views.
private struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A rendered page.
@_spi(Engine) public struct RenderedPage: Sendable {
    /// The `<form>` element.
    let markup: HTMLBuffer
    /// The `<form>` element, as UTF-8 bytes.
    public var html: [UInt8] { markup.bytes }
    /// Calls `body` with the `<form>` element's UTF-8 bytes, without copying them (valid only inside `body`).
    public func withHTML<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try markup.withBytes(body)
    }
    public var revision: Int
    /// The value each field shows, by name. (Rendering does not describe the controls, which a GET does
    /// not need; ``FormPage/describe(_:options:)`` does.) Made when asked for: a server does not.
    public var fieldValues: [String: String] { shown.byName }
    /// The fields the render found and what they show, for ``fieldValues``.
    let shown: ShownFields
    /// The title the page gave itself with `.navigationTitle` (a sub-page: its destination's, else its
    /// link's label); nil when it set none.
    public var title: String?
    /// Whether the sub-page asked for was found; false means there is no such page (404).
    public var isFound: Bool = true
    /// Whether the page shows a date or time control, whose values are in the page's time zone: the
    /// layout names the zone only then.
    public var showsDatesOrTimes = false
    public var htmlString: String { String(decoding: html, as: UTF8.self) }
}

/// What a post did.
public struct SubmissionResult: Sendable, Equatable {
    /// The fields whose values were written.
    public var changedFields: [String]
    /// The action that ran, if any.
    public var action: String?
    public var revision: Int
    /// The sub-page to show next, when the post navigated: a destination presented by its binding, or
    /// `dismiss()` back from one (path segments after the page's path; empty for the page itself). nil:
    /// the page posted to.
    public var navigationPath: [String]? = nil
    /// The query parameters the page's address changes to: a `TabView` whose selection binding the post
    /// changed while the address named its tab (`["tab": "settings"]`). nil: the address's stand.
    public var query: [String: String]? = nil
    /// The address an action opened with `@Environment(\.openURL)` (`http`, `https`, `mailto` or `tel`):
    /// the browser is sent there instead of back to the page.
    public var openedURL: URL? = nil
    /// What was typed in the fields the post changed (not a secure field's): shown again if what keeps
    /// the app's data refuses the post after it was applied.
    var keptInput: [String: [String]] = [:]
}

/// Something learnt about a page once and for good, read and written by every thread that evaluates it.
final class PageFlag: Sendable {
    private let value = Atomic<Int>(0)
    var isSet: Bool { value.load(ordering: .relaxed) != 0 }
    func set() { if !isSet { value.store(1, ordering: .relaxed) } }
}

/// A page's last rendered size, read and written by every thread that renders it: a relaxed atomic, since
/// any recent figure will do.
private final class RenderedSize: Sendable {
    private let value = Atomic<Int>(0)
    var bytes: Int {
        get { value.load(ordering: .relaxed) }
        set { value.store(newValue, ordering: .relaxed) }
    }
}
