/// A view served as a page: evaluated for one session's ``PageState`` to render it, describe it as JSON,
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

    public init<Content: View>(@ViewBuilder _ content: @escaping @Sendable () -> Content) {
        // A view type's metadata is an immutable value, safe to use from any thread; the box only tells
        // the compiler so without asking every user's view to be `SendableMetatype`.
        let make = UncheckedSendableBox { AnyView(content()) }
        makeRoot = { make.value() }
    }

    // MARK: Evaluation

    /// One evaluation of the view tree for `state`. `render` needs the HTML and not the descriptions;
    /// `describe` and `submit` need the descriptions and decoders and not the HTML.
    /// `submit` passes the names it was posted, and only those controls build their decoders.
    /// `showsPage`: this evaluation shows the page to someone, so views appear (see ``LifecycleView``).
    private func evaluate(_ state: PageState, options: RenderOptions, forHTML: Bool, postedNames: Set<String>? = nil, showsPage: Bool = false) -> RenderContext {
        let context = RenderContext(state: state, options: options, collectsDescriptions: !forHTML, writesHTML: forHTML, postedNames: postedNames)
        if showsPage {
            context.appearances = [:]
            context.stateInUse = StateInUse()
        }
        defer {
            if let appearances = context.appearances, state.finishShowing(appearances, subpage: options.navigationPath) {
                context.ranLifecycleActions = true
            }
            if let inUse = context.stateInUse { state.forgetState(notIn: inUse, subpage: options.navigationPath) }
        }
        EvaluationClock.with(options.timeZone) {
            if options.navigationPath.isEmpty {
                context.render(makeRoot())
            } else {
                let trail = NavigationTrail(options.navigationPath)
                context.navigation = trail
                trail.takeOffStage(context)
                context.render(makeRoot())
                trail.bringOnStage(context)
                context.navigationTitle = trail.title
            }
        }
        return context
    }

    /// Whether the sub-page `options.navigationPath` names is on the page for `state`: every segment is
    /// a `NavigationLink` on the way. An empty path is the page itself.
    public func hasSubpage(_ state: PageState, options: RenderOptions) -> Bool {
        options.navigationPath.isEmpty || evaluate(state, options: options, forHTML: false).navigation?.isComplete == true
    }

    /// Renders the page's `<form>` for the session's state.
    ///
    /// With `options.problems` set, the form shows an error summary at the top, a message by each
    /// invalid control and the input that was kept.
    public func render(_ state: PageState, options: RenderOptions = RenderOptions()) -> RenderedPage {
        // Only what the HTML and the baseline need: no descriptions or decoders (see `describe`).
        // A page re-shown after a rejected post is not a new showing: nothing appears or disappears.
        var body = evaluate(state, options: options, forHTML: true, showsPage: options.problems == nil)
        // An appearance action changed state the page had already read: evaluate it again (a view that
        // appears then may run its own; three evaluations at most).
        for _ in 0..<2 where body.ranLifecycleActions {
            body = evaluate(state, options: options, forHTML: true, showsPage: true)
        }
        let shown = body.controls.shownValues
        // A page re-rendered after a rejected post shows the person's input, not the state: it must not
        // become the baseline, or their corrected post would look unchanged and be dropped.
        if options.problems == nil { state.recordShown(body.controls, subpage: options.navigationPath) }

        var html = HTMLBuffer(capacity: body.html.bytes.count + 1024)
        if let back = body.navigation?.back(from: options.pagePath) {
            html.raw("<nav class=\"navigation-back\" aria-label=\"Back\"><a href=\"")
            html.attribute(back.href)
            html.raw("\"><span aria-hidden=\"true\">‹ </span>")
            html.text(back.title.map { "Back to " + $0 } ?? "Back")
            html.raw("</a></nav>")
        }
        html.raw("<form method=\"post\" class=\"formui\" novalidate>")
        html.raw("<input type=\"hidden\" name=\"_revision\" value=\"")
        html.number(state.revision)
        html.raw("\">")
        // Pressing Enter in a text field submits with the form's first submit button: make that one
        // ours, so that Enter means "submit" and not "press whatever button comes first".
        html.raw("<button type=\"submit\" name=\"_action\" value=\"_submit\" class=\"default-submit\" tabindex=\"-1\" aria-hidden=\"true\">Submit</button>")
        if let problems = options.problems { ErrorSummary.render(problems, into: &html) }
        // Alerts, dialogs and sheets that are shown come first: they are what the page is asking about.
        for presentation in body.presentations { html.append(html: presentation.html) }
        html.append(html: body.html)
        if body.controls.needsApplyButton {
            html.raw("<div class=\"apply-bar\"><button type=\"submit\" name=\"_action\" value=\"_apply\" class=\"apply\">Apply changes</button></div>")
        }
        html.raw("</form>")
        return RenderedPage(
            html: html.bytes,
            revision: state.revision,
            fieldValues: shown,
            title: body.navigationTitle,
            isFound: body.navigation?.isComplete ?? true
        )
    }

    /// The JSON view: every control with its name, value, options, bounds and actions.
    public func describe(_ state: PageState, options: RenderOptions = RenderOptions()) -> PageDescription {
        let body = evaluate(state, options: options, forHTML: false)
        if options.problems == nil { state.recordShown(body.controls, subpage: options.navigationPath) }
        return PageDescription(
            revision: state.revision,
            controls: body.controls.descriptions,
            errors: options.problems?.problems,
            notice: nil,
            title: body.navigationTitle
        )
    }

    // MARK: Submission

    /// Applies a form post: decodes every field against the controls on the page, then writes the
    /// bindings and runs the pressed button's action.
    ///
    /// - Fields are compared with what the page showed at the posted `_revision`; only the ones the user
    ///   changed are applied, so two tabs editing different controls do not undo each other.
    /// - All or nothing: if any field is invalid, or the action is no longer on the page, nothing is
    ///   written and ``SubmissionError`` says why.
    @discardableResult
    public func submit(
        _ fields: [(name: String, value: String)],
        to state: PageState,
        options: RenderOptions = RenderOptions()
    ) throws(SubmissionError) -> SubmissionResult {
        var postedNames = Set<String>()
        for (name, value) in fields {
            if !name.hasPrefix("_") { postedNames.insert(name) } else if name == "_action" { postedNames.insert(value) }
        }
        let evaluation = evaluate(state, options: options, forHTML: false, postedNames: postedNames)
        let registry = evaluation.controls

        var posted: [(name: String, values: [String])] = []
        var postedIndex: [String: Int] = [:]
        var action: String?
        var revision: Int?
        for (name, value) in fields {
            switch name {
            case "_action": action = value
            case "_revision": revision = Int(value)
            default:
                if name.hasPrefix("_") { continue }  // reserved for FormUI; ignore what we do not know
                if let index = postedIndex[name] {
                    posted[index].values.append(value)
                } else {
                    postedIndex[name] = posted.count
                    posted.append((name, [value]))
                }
            }
        }
        let baseline = revision.flatMap { state.fieldsShown(at: $0, subpage: options.navigationPath) }

        var kept: [String: [String]] = [:]
        for field in posted where !(registry.control(named: field.name)?.isSecret ?? false) {
            kept[field.name] = field.values
        }

        var writes: [() -> Void] = []
        var changedFields: [String] = []
        var problems: [SubmissionError.Problem] = []
        var staleProblems: [SubmissionError.Problem] = []

        for field in posted {
            let value = field.values.last ?? ""
            guard let control = registry.control(named: field.name) else {
                if let shown = baseline?[field.name] {
                    // The control was on the page the user saw but is gone now.
                    if shown != value {
                        staleProblems.append(.init(name: nil, label: field.name, message: "This control is no longer on the page; your change to it was not applied."))
                    }
                } else {
                    problems.append(.init(name: nil, label: field.name, message: "There is no control named “\(field.name)” on this page."))
                }
                continue
            }
            if let shown = baseline?[field.name], control.sameValue(value, shown) { continue }
            if control.description.disabled == true {
                problems.append(.init(name: control.name, label: control.description.label, message: "This control is disabled."))
                continue
            }
            switch control.accept(field.values) {
            case .write(let write):
                writes.append(write)
                changedFields.append(control.name)
            case .unchanged:
                continue
            case .invalid(let message):
                problems.append(.init(name: control.name, label: control.description.label, message: message))
            }
        }

        if !problems.isEmpty {
            throw SubmissionError(kind: .invalidInput, problems: Self.inPageOrder(problems, registry), keptInput: kept)
        }

        var perform: (() -> Void)?
        if let action, action != "_apply", action != "_submit" {
            guard let registered = registry.actions[action] else {
                throw SubmissionError(kind: .staleAction, problems: [
                    .init(name: nil, label: action, message: "That action is no longer on the page. Here is the page as it is now."),
                ], keptInput: kept)
            }
            guard registered.isEnabled else {
                throw SubmissionError(kind: .staleAction, problems: [
                    .init(name: nil, label: registered.label, message: "“\(registered.label)” is not available right now."),
                ], keptInput: kept)
            }
            perform = registered.perform
        }
        if !staleProblems.isEmpty {
            // All or nothing: a change meant for a control that is gone is not silently dropped.
            throw SubmissionError(kind: .staleAction, problems: staleProblems, keptInput: kept)
        }

        for write in writes { write() }
        perform?()
        // A binding into a model object, or an action, may change an object rather than a `@State` value.
        if !writes.isEmpty || perform != nil { state.noteChange() }
        if !registry.changeWatchers.isEmpty, !writes.isEmpty || perform != nil {
            runChangeActions(seenBefore: registry.changeWatchers, state: state, options: options)
        }
        if action == "_submit" {
            // Enter in a text field: run the `onSubmit` of the fields that changed, or of every field
            // that has one when none did (the browser does not say which field had focus).
            let submits = registry.submitActions
            let changed = submits.filter { changedFields.contains($0.name) }
            for submit in changed.isEmpty ? submits : changed { submit.perform() }
        }
        state.commitRevision()
        return SubmissionResult(
            changedFields: changedFields, action: perform == nil ? nil : action, revision: state.revision,
            navigationPath: evaluation.navigationRequest?.next(from: options.navigationPath)
        )
    }
}

extension FormPage {
    /// Runs the `.onChange` actions of the values a post changed: the page is evaluated again after the
    /// post's writes and action, and each `.onChange` whose value differs from the one it saw before
    /// runs, in page order, with the old value and the new. What those actions change is watched in
    /// turn, as SwiftUI runs an `.onChange` in the update after the one that changed its value: the page
    /// is evaluated again until a round runs nothing, at most ``changeRounds`` times, so that two
    /// actions that keep changing each other's values still end.
    private func runChangeActions(seenBefore: [(key: String, watcher: ChangeWatcher)], state: PageState, options: RenderOptions) {
        var seen = seenBefore
        for _ in 0..<Self.changeRounds {
            var before: [String: ChangeWatcher] = [:]
            for (key, watcher) in seen { before[key] = watcher }
            let after = evaluate(state, options: options, forHTML: false, postedNames: []).controls.changeWatchers
            var ran = false
            for (key, now) in after {
                guard let old = before[key], !old.isSame(now.value) else { continue }
                now.run(old.value)
                ran = true
            }
            guard ran else { return }
            seen = after
        }
    }

    static let changeRounds = 4

    /// The messages as the page lists its controls (the error summary reads top to bottom), the ones for
    /// fields no control has last, and at most ``problemsListed`` of those: a post with thousands of
    /// made-up names gets a short answer.
    static func inPageOrder(_ problems: [SubmissionError.Problem], _ registry: ControlRegistry) -> [SubmissionError.Problem] {
        let known = problems.filter { $0.name != nil }
            .sorted { (registry.controlsByName[$0.name!] ?? .max) < (registry.controlsByName[$1.name!] ?? .max) }
        let unknown = problems.filter { $0.name == nil }
        guard unknown.count > problemsListed else { return known + unknown }
        let more = SubmissionError.Problem(name: nil, label: "", message: "…and \(unknown.count - problemsListed) more fields no control on this page has.")
        return known + unknown.prefix(problemsListed) + [more]
    }

    static let problemsListed = 20
}

private struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A rendered page.
public struct RenderedPage: Sendable {
    /// The `<form>` element, as UTF-8 bytes.
    public var html: [UInt8]
    public var revision: Int
    /// The value each field shows, by name. (Rendering does not describe the controls, which a GET does
    /// not need; ``FormPage/describe(_:options:)`` does.)
    public var fieldValues: [String: String]
    /// The title the page gave itself with `.navigationTitle` (a sub-page: its destination's, else its
    /// link's label); nil when it set none.
    public var title: String?
    /// Whether the sub-page asked for was found; false means there is no such page (404).
    public var isFound: Bool = true
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
}
