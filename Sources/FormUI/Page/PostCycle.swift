/// The POST cycle, in one place (DESIGN §1, §4, §6). A server reads the body into a ``FormPost`` (its
/// reserved fields checked: 400), then:
///
/// 1. **The baseline.** What the page showed at the post's `_revision` (``PageState`` remembers its last
///    few showings). No revision (`curl`): every field posted is applied. A revision the session no
///    longer remembers, or never had: 409 ``SubmissionError/Kind/stalePage``, nothing applied.
/// 2. **One evaluation** of the page, in which each posted field meets its control: posted once (or as its
///    hidden partner and itself), of a JSON type its kind takes, enabled, accepted by its decoder — else
///    422 with the message by the control. The pressed action must be on the page and enabled — else
///    409. A change to a control that has gone since the baseline: 409.
/// 3. **All or nothing.** Only when every field and the action passed: the writes, the action, the
///    `.onChange` actions, `onSubmit` for Enter, and a new revision.
///
/// A rejected post is answered with ``FormPage/render(rejected:state:options:)``.
extension FormPage {
    /// Applies a form post given as `name=value` pairs, read as ``FormPost/init(form:)`` reads them.
    @discardableResult
    @_spi(Engine) public func submit(
        _ fields: [(name: String, value: String)],
        to state: PageState,
        options: RenderOptions = RenderOptions()
    ) throws(SubmissionError) -> SubmissionResult {
        try submit(FormPost(form: fields), to: state, options: options)
    }

    /// Applies a post: decodes every field against the controls on the page, then writes the bindings
    /// and runs the pressed button's action.
    ///
    /// - Fields are compared with what the page showed at the posted `_revision`; only the ones the user
    ///   changed are applied, so two tabs editing different controls do not undo each other.
    /// - All or nothing: if any field is invalid, the page is stale, or the action is no longer on the
    ///   page, nothing is written, no action runs, and ``SubmissionError`` says why.
    ///
    /// A page whose requests use the app's data (SwiftData) is applied from a checkpoint of its state:
    /// when the data does not keep the post's changes, the state is put back as it was, so that nothing
    /// of the post is kept, and the error keeps what was typed. When the data refused them because a row
    /// was changed by another request since it was read, the post is applied again, to the rows as they
    /// are now (up to ``conflictAttempts`` times), as a session store applies a post again after losing
    /// a race.
    @discardableResult
    @_spi(Engine) public func submit(
        _ post: FormPost,
        to state: PageState,
        options: RenderOptions = RenderOptions()
    ) throws(SubmissionError) -> SubmissionResult {
        // Until the page has been evaluated once, whether it uses the app's data is not known.
        let checkpoint = state.opensDeviceResources || usesDeviceResources.isSet || !wasEvaluated.isSet ? state.checkpoint() : nil
        var attempt = 1
        while true {
            var applied: SubmissionResult?
            // The post's actions and `.onChange` rounds run after its evaluations: they act for the visitor's
            // device too (their `UserDefaults`). The files it carries are there for its file inputs.
            let outcome = PostedFiles.$current.withValue(post.files) { VisitorDevice.$page.withValue(state) {
                // What the actions left in the visitor's app directories is kept with their session.
                defer { VisitorFiles.keep(state) }
                // The app's data (SwiftData) changed by the post is kept before it is answered, or not at all.
                return Result { () throws(SubmissionError) in
                    try DeviceRequest.within(state, isPost: true, keeping: { _ in true }) { () throws(SubmissionError) in
                        let result = try apply(post, to: state, options: options)
                        applied = result
                        return result
                    }
                }
            } }
            if state.opensDeviceResources { usesDeviceResources.set() }
            // What an action saved before the post failed is not kept.
            if case .failure = outcome { HeldSaves.current?.rollBack() }
            guard case .failure(var error) = outcome, let failure = error.saveFailure, let checkpoint else { return try outcome.get() }
            state.restore(checkpoint)
            // Objects in `@State` changed in place and are not put back: applied again, the post would
            // change them twice.
            if failure == .conflict, attempt < Self.conflictAttempts, !state.keepsObjectsOfItsOwn {
                attempt += 1
                continue
            }
            if let applied { error.keptInput.merge(applied.keptInput) { kept, _ in kept } }
            throw error
        }
    }

    /// How many times a post is applied when rows it changes keep being changed by others meanwhile.
    static var conflictAttempts: Int { 20 }

    private func apply(_ post: FormPost, to state: PageState, options: RenderOptions) throws(SubmissionError) -> SubmissionResult {
        let baseline = Baseline(post.revision, state: state, subpage: options.navigationPath)
        // A post from the page as it is now, which nobody has recorded yet (a visitor's first post: the
        // page they saw rendered the defaults from a state that was not stored): this evaluation describes
        // every control, and what it shows is recorded as that revision's showing, so that another tab
        // still on it can post later and merge.
        let recordsShowing = baseline == .current
        var evaluation = evaluate(state, options: options, pass: recordsShowing ? .describe : .decode(PostedNames(post.names)))
        if evaluation.reports.addressWroteState {
            evaluation = evaluate(state, options: options, pass: recordsShowing ? .describe : .decode(PostedNames(post.names)))
        }
        let registry = evaluation.controls
        let shown: [String: String]?
        switch baseline {
        case .none: shown = nil
        case .shown(let values): shown = values
        case .current:
            recordShowing(registry, of: state, options: options)
            shown = registry.shownValues
        case .stale:
            throw stalePage(post, registry: registry)
        }

        var kept: [String: [String]] = [:]
        var writes: [() -> Void] = []
        var changedFields: [String] = []
        var problems: [SubmissionError.Problem] = []
        var goneProblems: [SubmissionError.Problem] = []

        for field in post.fields {
            let spellings = field.values.map(\.spelling)
            guard let control = registry.control(named: field.name) else {
                kept[field.name] = spellings
                if let before = shown?[field.name] {
                    // The control was on the page the user saw but is gone now.
                    if before != spellings.last {
                        goneProblems.append(.init(name: nil, label: field.name, message: "This control is no longer on the page; your change to it was not applied."))
                    }
                } else {
                    problems.append(.init(name: nil, label: field.name, message: "There is no control named “\(field.name)” on this page."))
                }
                continue
            }
            let values: [String]
            switch Self.values(of: field, for: control, isJSON: post.isJSON) {
            case .success(let decoded): values = decoded
            case .failure(let problem):
                if !control.isSecret { kept[field.name] = spellings }
                problems.append(.init(name: control.name, label: control.description.label, message: problem.message))
                continue
            }
            // Unchanged since the page was shown: another tab may have changed it since, and this post
            // must not put the old value back. A rejected post's page shows the state here, not the input.
            if values.count == 1, let before = shown?[field.name], control.sameValue(values[0], before) { continue }
            if !control.isSecret { kept[field.name] = spellings }
            if control.description.disabled == true {
                problems.append(.init(name: control.name, label: control.description.label, message: "This control is disabled."))
                continue
            }
            switch control.accept(values) {
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
        /// A button disabled until the post's own fields are applied (`.disabled(title.isEmpty)`): pressed
        /// after they are, if it is enabled then, as a device's button is after typing.
        var pressAfterWrites: ControlAction?
        if let action = post.action, action != ReservedField.apply, action != ReservedField.submit {
            guard let registered = registry.actions[action] else {
                throw SubmissionError(kind: .staleAction, problems: [
                    .init(name: nil, label: action, message: "That action is no longer on the page. Here is the page as it is now."),
                ], keptInput: kept)
            }
            if registered.isEnabled {
                perform = registered.perform
            } else if !writes.isEmpty {
                pressAfterWrites = registered
            } else {
                throw SubmissionError(kind: .staleAction, problems: [
                    .init(name: nil, label: registered.label, message: "“\(registered.label)” is not available right now."),
                ], keptInput: kept)
            }
        }
        if !goneProblems.isEmpty {
            // All or nothing: a change meant for a control that is gone is not silently dropped.
            throw SubmissionError(kind: .staleAction, problems: goneProblems, keptInput: kept)
        }

        if let pending = pressAfterWrites {
            // The fields first, then the page evaluated again: the button is pressed if they enabled it.
            // If they did not, the fields are put back as they were: nothing of the post is kept.
            let before = changedFields.compactMap { name in registry.control(named: name).flatMap { control in control.description.value.map { (control, $0) } } }
            let savedValues = state.values
            for write in writes { write() }
            let again = evaluate(state, options: options, pass: .describe).controls
            guard let pressed = again.actions[pending.id], pressed.isEnabled else {
                // Each field's value as shown, accepted again: the binding (or model) written back.
                for (control, shown) in before.reversed() {
                    if case .write(let restore) = control.accept([shown]) { restore() }
                }
                // And the `@State` values as they were (a secure field shows no value to accept again).
                state.values = savedValues
                throw SubmissionError(kind: .invalidInput, problems: [
                    .init(name: nil, label: pending.label, message: "“\(pending.label)” is not available with these values, so it was not pressed and nothing was changed."),
                ], keptInput: kept)
            }
            writes = []
            perform = pressed.perform
        }

        let changedSomething = !writes.isEmpty || perform != nil
        // What the actions ask of the browser (`openURL`) is collected while they run.
        let openedURL = OpenedURL.collecting {
            // A task the action starts (`Task { … }`) is waited for: what it changes is the post's too.
            ActionTasks.awaiting {
                for write in writes { write() }
                perform?()
            }
            // A binding into a model object, or an action, may change an object rather than a `@State` value.
            if !writes.isEmpty || perform != nil { state.noteChange() }
            if !registry.changeWatchers.isEmpty, !writes.isEmpty || perform != nil {
                runChangeActions(seenBefore: registry.changeWatchers, state: state, options: options)
            }
            if post.action == ReservedField.submit {
                // Enter in a text field: run the `onSubmit` of the fields that changed, or of every field
                // that has one when none did (the browser does not say which field had focus).
                let submits = registry.submitActions
                let changed = submits.filter { changedFields.contains($0.name) }
                ActionTasks.awaiting {
                    for submit in changed.isEmpty ? submits : changed { submit.perform() }
                }
            }
        }
        if pressAfterWrites != nil { state.noteChange() }
        state.commitRevision()
        var navigationPath = evaluation.reports.navigationRequest?.next(from: options.navigationPath)
        if navigationPath == nil, changedSomething, let followed = evaluation.navigation, followed.isComplete {
            navigationPath = subpageRenamed(followed, state: state, options: options)
        }
        var result = SubmissionResult(
            changedFields: changedFields, action: perform == nil ? nil : post.action, revision: state.revision,
            navigationPath: navigationPath, query: evaluation.reports.navigationRequest?.chosenTabs(), openedURL: openedURL
        )
        result.keptInput = kept
        return result
    }

    /// The new address of the sub-page a post was made on, when the post renamed or removed what a step
    /// of its way shows: the page is found again by the identities of the steps `followed` took. A
    /// renamed step (a recipe renamed on its own detail page) keeps the page shown at its new address,
    /// as a device keeps the pushed page; a step that is gone (the row deleted, or no longer listed)
    /// goes back to the page before it, as a device pops the pushed page. nil when the address stands.
    private func subpageRenamed(_ followed: NavigationTrail, state: PageState, options: RenderOptions) -> [String]? {
        let identities = followed.followed.map(\.identity)
        guard let trail = evaluate(state, options: options, pass: .locate, identities: identities).navigation,
              trail.followedPath != options.navigationPath else { return nil }
        return trail.followedPath
    }

    /// The page that answers a rejected post, and a notice for above it when the page does not say why
    /// itself.
    ///
    /// - Invalid input, a stale page: the page with the error summary at the top, the messages by the
    ///   controls and the input kept (passwords excepted), over the state as it is.
    /// - A stale action: the page as it is now; the notice says what happened.
    @_spi(Engine) public func render(rejected error: SubmissionError, state: PageState, options: RenderOptions = RenderOptions()) -> (page: RenderedPage, notice: String?) {
        switch error.kind {
        case .invalidInput, .stalePage, .malformedPost, .unavailable:
            var shown = options
            shown.problems = error
            return (render(state, options: shown), nil)
        case .staleAction:
            return (render(state, options: options), error.problems.map(\.message).joined(separator: " "))
        }
    }
}

// MARK: - The steps

extension FormPage {
    /// What a post is compared with.
    private enum Baseline: Equatable {
        /// No `_revision`: every field posted is applied.
        case none
        /// The field values the page showed at the post's revision.
        case shown([String: String])
        /// The post's revision is the state's, and no showing of it is recorded: what the page shows now.
        case current
        /// A revision older than the session remembers, or one it never had.
        case stale

        init(_ revision: Int?, state: PageState, subpage: [String]) {
            guard let revision else {
                self = .none
                return
            }
            if let values = state.fieldsShown(at: revision, subpage: subpage) {
                self = .shown(values)
            } else {
                self = revision == state.revision ? .current : .stale
            }
        }
    }

    struct FieldProblem: Error {
        var message: String
    }

    /// The values a control's decoder is given for `field`: one value, unless the control takes several.
    /// A name posted twice (`flavor=a&flavor=b`, in either order), a JSON array, or a JSON type the
    /// control's kind does not take is refused here, so that no decoder has to pick one of several.
    static func values(of field: FormPost.Field, for control: ControlField, isJSON: Bool) -> Result<[String], FieldProblem> {
        if field.isList && !control.takesSeveralValues {
            return .failure(FieldProblem(message: "Post one value, not an array."))
        }
        if isJSON {
            for value in field.values {
                if let message = JSONValueRule.problem(value, kind: control.description.kind) {
                    return .failure(FieldProblem(message: message))
                }
            }
        }
        let spellings = field.values.map(\.spelling)
        guard spellings.count > 1, !control.takesSeveralValues else { return .success(spellings) }
        // A checkbox's hidden partner and the checkbox itself: the second is the value.
        if spellings.count == 2, control.hiddenValues.contains(spellings[0]) { return .success([spellings[1]]) }
        return .failure(FieldProblem(message: "This field was posted more than once (\(spellings.count) values); post one value."))
    }

    /// A post from a page the session cannot compare it with: nothing is applied and no action runs. The
    /// page as it is now is shown with the input kept, and each field whose input differs from what it
    /// holds now says so.
    private func stalePage(_ post: FormPost, registry: ControlRegistry) -> SubmissionError {
        var kept: [String: [String]] = [:]
        var differences: [SubmissionError.Problem] = []
        for field in post.fields {
            let control = registry.control(named: field.name)
            if control?.isSecret == true { continue }
            let spellings = field.values.map(\.spelling)
            kept[field.name] = spellings
            guard let control, let current = control.description.value, let sent = spellings.last,
                  !control.sameValue(sent, current) else { continue }
            let words = control.description.options?.first(where: { $0.value == current })?.label ?? current
            differences.append(.init(
                name: control.name, label: control.description.label,
                message: "Changed since your page was shown: it is now “\(words)”. The field holds what you sent."
            ))
        }
        let notice = SubmissionError.Problem(
            name: nil, label: "",
            message: "This page changed after yours was shown (in another tab or window, or the server restarted). Nothing was applied and no button was pressed. What you sent is kept below: check it and send it again."
        )
        return SubmissionError(kind: .stalePage, problems: [notice] + Self.inPageOrder(differences, registry), keptInput: kept)
    }

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
            let after = evaluate(state, options: options, pass: .watchChanges).controls.changeWatchers
            var ran = false
            // The tasks a round's actions start end before the next round looks for changes: a task that
            // loads a picked photo into a `@State` runs that state's `.onChange` in turn.
            ActionTasks.awaiting {
                for (key, now) in after {
                    guard let old = before[key], !old.isSame(now.value) else { continue }
                    now.run(old.value)
                    ran = true
                }
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

/// Which JSON types a control of each kind takes (DESIGN §6). A form post carries text only, and every
/// control reads its text; JSON says more, and a value of another type is refused rather than turned
/// into text (`true` is not a name, `12345` not a password).
enum JSONValueRule {
    /// The message for `value` posted to a control of `kind`, or nil when the kind takes it.
    static func problem(_ value: FormPost.Value, kind: String) -> String? {
        switch kind {
        case "text-field", "secure-field", "date-picker", "color-picker":
            if case .text = value { return nil }
            return "Post this field’s text as a JSON string, not \(describe(value))."
        case "toggle":
            switch value {
            case .boolean, .text: return nil
            case .number, .null: return "Post true or false, not \(describe(value))."
            }
        case "slider", "stepper":
            switch value {
            case .number, .text: return nil
            case .boolean, .null: return "Post a number, not \(describe(value))."
            }
        case "picker":
            switch value {
            // An option's value as a string, or as a number when it is one; null chooses "none".
            case .text, .number, .null: return nil
            case .boolean: return "Post one of the options’ values, not \(describe(value))."
            }
        default:
            // A control of an app's own: its decoder reads the text of a string, number or boolean.
            if case .null = value { return "Post a value, not null." }
            return nil
        }
    }

    private static func describe(_ value: FormPost.Value) -> String {
        switch value {
        case .text: "a string"
        case .number: "a number"
        case .boolean(let flag): flag ? "true" : "false"
        case .null: "null"
        }
    }
}
