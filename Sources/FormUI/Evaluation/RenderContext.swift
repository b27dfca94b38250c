import Foundation

/// Everything one evaluation of a page carries as it walks the view tree: the bytes written so far, the
/// environment, the structural position, the session's state, and the controls found on the way (their
/// names, how to decode what is posted to them, what their actions do).
///
/// Public only as the parameter of ``View/_render(in:)``: it has no public members, and an app never
/// makes or uses one.
///
/// The mutable properties opt out of Swift's run-time exclusivity checks (`@exclusivity(unchecked)`):
/// every view reads or writes several of them, and the checks (`swift_beginAccess`, a thread-local
/// access set) were 7% of a page's instructions. A context belongs to one evaluation on one thread, and
/// no evaluation code passes one of these properties `inout` while touching it through the context.
public final class RenderContext {
    @exclusivity(unchecked) var html: HTMLBuffer
    @exclusivity(unchecked) var environment: EnvironmentValues
    /// The structural identity of the view being evaluated: child indexes, branches, `ForEach` ids, `.id`s,
    /// as UTF-8. Kept as bytes and cut back after each child, so that entering a child appends in place;
    /// only the views that need it as a string (controls, `@State`) make one. A `String` saved and
    /// restored around every child was copied on every append: 9% of a page.
    @exclusivity(unchecked) var pathBytes: [UInt8] = [UInt8(ascii: "r")]

    /// The structural identity of the view being evaluated, as a string (see ``pathBytes``).
    var path: String { String(decoding: pathBytes, as: UTF8.self) }

    /// Evaluates `body` one level below the current position, at the component `write` appends.
    @inline(__always)
    func descend(_ write: (inout [UInt8]) -> Void, _ body: () -> Void) {
        let saved = pathBytes.count
        pathBytes.append(UInt8(ascii: "."))
        write(&pathBytes)
        body()
        pathBytes.removeSubrange(saved...)
    }

    let state: PageState
    let options: RenderOptions
    @exclusivity(unchecked) var controls = ControlRegistry()

    /// What the subtree being evaluated is gathered into: a label, a picker's options (see ``Capture``).
    @exclusivity(unchecked) var capture = Capture()

    /// What the views evaluated so far report to the page and to the views around them (see ``Reports``).
    @exclusivity(unchecked) var reports = Reports()

    /// The way to the sub-page shown, when the request is for one (see ``NavigationTrail``).
    @exclusivity(unchecked) var navigation: NavigationTrail?

    /// What this evaluation is for (see ``EvaluationPass``).
    let pass: EvaluationPass

    /// `capacity`: the buffer's first allocation when the pass writes HTML (``RenderOptions/expectedSize`` unless told).
    init(state: PageState, options: RenderOptions, pass: EvaluationPass, capacity: Int? = nil) {
        self.state = state
        self.options = options
        self.pass = pass
        html = pass.writesHTML ? HTMLBuffer(capacity: capacity ?? options.expectedSize) : .discarding
        environment = EnvironmentValues()
        environment.timeZone = options.timeZone
        controls.previousNames = state.lastNames(subpage: options.navigationPath)
        controls.reserveCapacity(controls.previousNames?.names.count ?? 0)
        controls.collectsDescriptions = pass.describesControls
        controls.post = pass.post
        if case .show = pass, options.problems == nil {
            reports.appearances = [:]
            reports.stateInUse = StateInUse()
        }
    }

    /// A buffer for a part rendered on its own (a label, an option): one that keeps nothing when the
    /// writer in use keeps nothing.
    func makeBuffer(capacity: Int) -> HTMLBuffer {
        html.discards ? .discarding : HTMLBuffer(capacity: capacity)
    }

    /// Whether the control named `name` has nothing to do in this evaluation beyond taking its name: the
    /// post being decoded names neither its field nor one of its actions (`NAME.…`, as a stepper's
    /// `NAME.increment`).
    func isIdle(_ name: String) -> Bool {
        controls.post.map { !$0.include(name) } ?? false
    }

    /// Whether the control about to be evaluated is below every control the post being decoded reaches
    /// (``ControlRegistry/hasReachedPostedNames``): it need not draw, name or describe itself. Always so
    /// when the pass only watches changes, which is a post that names nothing.
    var isPastPostedControls: Bool { controls.hasReachedPostedNames }

    /// Whether the rest of this evaluation may skip views that can hold no `.onChange`
    /// (``View/_holdsNoChangeWatchers``): it decodes a post that has reached every control it names, so
    /// what follows matters only for the `.onChange` actions the post's writes may run. Not inside the
    /// control that took the last name (a picker's options decode its post), and not while a sub-page
    /// is being found (its trail runs through the page above it).
    var skipsRestOfPost: Bool {
        guard isPastPostedControls, navigation == nil else { return false }
        return !isInside(controls.lastPostedControlPath)
    }

    /// Whether the view being evaluated is the one at `path` or inside it.
    private func isInside(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { control in
            guard pathBytes.count >= control.count, pathBytes.starts(with: control) else { return false }
            return pathBytes.count == control.count || pathBytes[control.count] == UInt8(ascii: ".")
        }
    }

    // MARK: Sub-renders

    /// Renders `view` into a separate buffer (a control's label), noting the text and icon it shows.
    func renderLabel<V: View>(_ view: V, at component: String = "label") -> RenderedLabel {
        // Most labels are one `Text` of plain words: kept as its words and written straight into the
        // page, with no buffer, capture or position of its own.
        if V.self == Text.self {
            let text = view as! Text
            if text.isPlain, environment.stylesNoText { return RenderedLabel(words: text.first.string, stableWords: text.first.stable) }
        }
        let savedHTML = html
        let savedCapture = capture.label
        let savedCollector = capture.options
        html = makeBuffer(capacity: 128)
        capture.label = LabelCapture()
        capture.options = nil
        render(view, at: component)
        let result = RenderedLabel(html: html, capture: capture.label!)
        html = savedHTML
        capture.label = savedCapture
        capture.options = savedCollector
        return result
    }

    /// Evaluates a picker's content and returns its options.
    /// Without `keepingLabels`, the options' labels are evaluated (for their words, icon and tint) but
    /// their markup is not kept.
    func collectOptions<V: View>(_ content: V, keepingLabels: Bool = true) -> [ControlOption] {
        let savedCollector = capture.options
        let savedTag = capture.tag
        let collector = OptionCollector(labels: keepingLabels ? makeBuffer(capacity: 1024) : .discarding)
        capture.options = collector
        capture.tag = nil
        render(content, at: "content")
        capture.options = savedCollector
        capture.tag = savedTag
        return collector.options
    }

    /// Lists a picker's options straight from its content when the content can list them (see
    /// ``View/_listOptions(in:)``): no view is evaluated, no tag becomes an `any Hashable` to be cast
    /// back, and the options' tags come back typed. nil when the content cannot, and the picker then
    /// calls ``collectOptions(_:keepingLabels:)``.
    ///
    /// `deferring`: the options' `Text`s are kept as they are and compared with `memo`'s, and nothing is
    /// made of them until ``DirectOptions/makeOptions(in:)`` (see ``PickerMemo``). The list does not keep
    /// `memo` alive: the caller holds it for as long as it uses the list.
    func listOptions<V: View, Selection: Hashable>(_ content: V, of _: Selection.Type, keepingLabels: Bool, deferring: Bool = false, memo: PickerMemo? = nil) -> DirectOptions<Selection>? {
        // A deferred list may never write a label (a memo's options are not made): its buffer is made
        // when the first option is.
        let labels = keepingLabels && !deferring ? makeBuffer(capacity: 1024) : nil
        let keepsLabels = keepingLabels && !html.discards
        let list: DirectOptions<Selection>
        if let memo {
            // Made through the type the memo kept: naming `DirectOptions<Selection>` here would ask the
            // run time for its metadata on every listing (this code is not specialized).
            list = unsafeDowncast(
                memo.options.listType.init(labels: labels, keepsLabels: keepsLabels, tint: environment.tint, isEnabled: environment.isEnabled),
                to: DirectOptions<Selection>.self
            )
        } else {
            list = DirectOptions<Selection>.make(labels: labels, keepsLabels: keepsLabels, tint: environment.tint, isEnabled: environment.isEnabled)
        }
        if deferring { list.deferMaking(comparingWith: memo) }
        return self.list(content, into: list) ? list : nil
    }

    /// Asks `content` to list itself into `list` (``View/_listOptions(in:)``), with `list` as the
    /// ``capture.list`` meanwhile; whether it could.
    func list<V: View>(_ content: V, into list: DirectOptionList) -> Bool {
        let saved = capture.list
        capture.list = list
        defer { capture.list = saved }
        return content._listOptions(in: self)
    }

    /// The picker's list being filled, when its tags are of type `Tag`.
    @inline(__always)
    func directOptions<Tag: Hashable>(of _: Tag.Type) -> DirectOptions<Tag>? {
        guard let list = capture.list, list.selectionType == ObjectIdentifier(Tag.self) else { return nil }
        return unsafeDowncast(list, to: DirectOptions<Tag>.self)
    }

    /// What the page shows for `name` after a rejected post: the user's own input, kept.
    func keptInput(for name: String) -> String? {
        options.problems?.keptInput[name]?.last
    }

    /// The message to show by the control `name` after a rejected post.
    func problem(for name: String) -> String? {
        options.problems?.message(for: name)
    }

    /// Writes `aria-invalid` and `aria-describedby` (pointing at ``writeProblem(for:)``'s message) on an
    /// invalid control's input.
    func writeInvalidAttributes(for name: String) {
        if problem(for: name) != nil {
            html.attribute("aria-invalid", "true")
            html.attribute("aria-describedby", "error-" + name)
        }
    }

    /// Writes the message for an invalid control, linked from the error summary.
    func writeProblem(for name: String) {
        guard let message = problem(for: name) else { return }
        html.raw("<p class=\"field-error\" id=\"error-")
        html.attribute(name)
        html.raw("\"><span class=\"visually-hidden\">Error:</span> ")
        html.text(message)
        html.raw("</p>")
    }
}
