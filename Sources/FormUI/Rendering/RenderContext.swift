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

    /// The tag the current view carries for a picker: from `.tag(_:)`, or a `ForEach` element's id.
    /// An existential rather than an `AnyHashable`: making an `AnyHashable` looks up a protocol
    /// conformance every time, for every option of every picker; a picker casts the tag to its
    /// selection's type once, and only falls back to `AnyHashable` for tags it cannot read directly.
    @exclusivity(unchecked) var tag: (any Hashable)?

    let state: PageState
    let options: RenderOptions
    @exclusivity(unchecked) var controls = ControlRegistry()

    /// While a picker evaluates its content, the leaves are collected here as options instead of rendered.
    @exclusivity(unchecked) var optionCollector: OptionCollector?
    /// While a picker lists its options directly, the list (see ``listOptions(_:of:keepingLabels:)``).
    @exclusivity(unchecked) var directOptionList: DirectOptionList?
    /// While a ``NavigationStack`` with a path evaluates its root, the `.navigationDestination(for:)`s
    /// found there, by type; nil otherwise.
    @exclusivity(unchecked) var stackDestinations: [ObjectIdentifier: (any Hashable) -> AnyView?]?
    /// Whether the view being evaluated is a `Label`'s icon: a symbol without an icon file then draws
    /// nothing, since the label's title names it.
    @exclusivity(unchecked) var drawsLabelIcon = false
    /// While a control evaluates its label, the text and icon it shows are noted here as well.
    @exclusivity(unchecked) var labelCapture: LabelCapture?

    /// The page's title from `.navigationTitle`: the first one evaluated on the part of the page shown.
    @exclusivity(unchecked) var navigationTitle: String?
    /// The way to the sub-page shown, when the request is for one (see ``NavigationTrail``).
    @exclusivity(unchecked) var navigation: NavigationTrail?

    /// Where a post goes next (destinations presented by a binding, `dismiss()` in a sub-page); made by
    /// the first view that needs one.
    @exclusivity(unchecked) private(set) var navigationRequest: NavigationRequest?
    var requestsNavigation: NavigationRequest {
        if let navigationRequest { return navigationRequest }
        let request = NavigationRequest()
        navigationRequest = request
        return request
    }

    /// The tabs of the `TabView` being evaluated, if any.
    @exclusivity(unchecked) var tabs: TabCollection?

    /// The presentations shown (alerts, dialogs, sheets), rendered, for the top of the form.
    @exclusivity(unchecked) var presentations: [RenderedPresentation] = []

    /// The views with appearance actions shown so far, when this evaluation shows the page to someone
    /// (a render that is not of a rejected post); nil otherwise. See ``LifecycleView``.
    @exclusivity(unchecked) var appearances: [String: Appearance]?
    /// The views whose state a showing used (their key prefixes, `path#`), and the positions whose
    /// state is kept though not evaluated (a `TabView`'s tabs); nil when nothing is shown. After a
    /// showing, the state of views it did not have is forgotten, as SwiftUI forgets the state of a view
    /// that leaves the hierarchy.
    @exclusivity(unchecked) var stateInUse: StateInUse?
    /// Whether an appearance action ran: what the page shows may have changed under it.
    @exclusivity(unchecked) var ranLifecycleActions = false

    /// The field names a post sends, when this evaluation only decodes a post (`submit`): a control that
    /// is not among them needs its name (names are given in page order) but nothing else, so a picker
    /// skips evaluating its options. nil: every control is described in full.
    let postedNames: Set<String>?

    /// `capacity`: the buffer's first allocation when it writes HTML (``RenderOptions/expectedSize`` unless told).
    init(state: PageState, options: RenderOptions, collectsDescriptions: Bool = true, writesHTML: Bool = true, postedNames: Set<String>? = nil, capacity: Int? = nil) {
        self.state = state
        self.options = options
        self.postedNames = postedNames
        html = writesHTML ? HTMLBuffer(capacity: capacity ?? options.expectedSize) : .discarding
        environment = EnvironmentValues()
        environment.timeZone = options.timeZone
        controls.previousNames = state.lastNames(subpage: options.navigationPath)
        controls.reserveCapacity(controls.previousNames?.names.count ?? 0)
        controls.collectsDescriptions = collectsDescriptions
        controls.postedNames = postedNames
    }

    /// A buffer for a part rendered on its own (a label, an option): one that keeps nothing when this
    /// evaluation writes no HTML.
    func makeBuffer(capacity: Int) -> HTMLBuffer {
        html.discards ? .discarding : HTMLBuffer(capacity: capacity)
    }

    /// Whether controls must build their descriptions and decoders (`describe`, `submit`), or only
    /// render and report their names and shown values (`render`). See ``ControlRegistry/collectsDescriptions``.
    var collectsDescriptions: Bool { controls.collectsDescriptions }

    /// Whether the control named `name` has nothing to do in this evaluation beyond taking its name: it
    /// writes no HTML, and it is not described because the post being decoded names neither its field
    /// nor one of its actions (`NAME.…`, as a stepper's `NAME.increment`).
    func isIdle(_ name: String) -> Bool {
        guard html.discards, let postedNames else { return false }
        if postedNames.contains(name) { return false }
        for posted in postedNames where ControlRegistry.isAction(posted, of: name) { return false }
        return true
    }

    /// Whether the control about to be evaluated is below every control the post being decoded reaches
    /// (``ControlRegistry/hasReachedPostedNames``): it need not draw, name or describe itself.
    var isPastPostedControls: Bool { html.discards && controls.hasReachedPostedNames }

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
        let savedCapture = labelCapture
        let savedCollector = optionCollector
        html = makeBuffer(capacity: 128)
        labelCapture = LabelCapture()
        optionCollector = nil
        render(view, at: component)
        let result = RenderedLabel(html: html, capture: labelCapture!)
        html = savedHTML
        labelCapture = savedCapture
        optionCollector = savedCollector
        return result
    }

    /// Evaluates a picker's content and returns its options.
    /// Without `keepingLabels`, the options' labels are evaluated (for their words, icon and tint) but
    /// their markup is not kept.
    func collectOptions<V: View>(_ content: V, keepingLabels: Bool = true) -> [ControlOption] {
        let savedCollector = optionCollector
        let savedTag = tag
        let collector = OptionCollector(labels: keepingLabels ? makeBuffer(capacity: 1024) : .discarding)
        optionCollector = collector
        tag = nil
        render(content, at: "content")
        optionCollector = savedCollector
        tag = savedTag
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
    /// ``directOptionList`` meanwhile; whether it could.
    func list<V: View>(_ content: V, into list: DirectOptionList) -> Bool {
        let saved = directOptionList
        directOptionList = list
        defer { directOptionList = saved }
        return content._listOptions(in: self)
    }

    /// The picker's list being filled, when its tags are of type `Tag`.
    @inline(__always)
    func directOptions<Tag: Hashable>(of _: Tag.Type) -> DirectOptions<Tag>? {
        guard let list = directOptionList, list.selectionType == ObjectIdentifier(Tag.self) else { return nil }
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

/// A control's label, rendered, with the words and icon it showed.
struct RenderedLabel {
    private enum Content {
        /// One `Text` of plain words in an environment that styles none (see ``RenderContext/renderLabel(_:at:)``):
        /// its markup does not depend on where it is written. Its words, and their stable part (``Text/Run/stable``).
        case plain(String, stable: String?)
        /// Any other label, rendered into a buffer of its own, with what it showed.
        case rendered(HTMLBuffer, LabelCapture)
    }
    private let content: Content

    init(words: String, stableWords: String?) { content = .plain(words, stable: stableWords) }
    init(html: HTMLBuffer, capture: LabelCapture) { content = .rendered(html, capture) }

    /// The first line of text: the title (later lines are subtitles).
    var title: String {
        switch content {
        case .plain(let words, _): words
        case .rendered(_, let capture): capture.texts.first ?? ""
        }
    }

    /// All the text, for accessible names and JSON.
    var text: String {
        switch content {
        case .plain(let words, _): words
        case .rendered(_, let capture): capture.texts.joined(separator: " ")
        }
    }

    /// What the control's field name is made from: the title without the parts that change with state
    /// (interpolations, numbers in run-time strings), so names stay put while labels show values.
    var nameSource: String {
        let stable: String
        switch content {
        case .plain(let words, let stableWords): stable = stableWords ?? Text.withoutNumbers(words)
        case .rendered(_, let capture): stable = capture.firstStableSource?.stableText ?? ""
        }
        return Slug.hasWord(stable) ? stable : ""
    }

    /// The SF Symbol the label shows, if any.
    var systemImage: String? {
        switch content {
        case .plain: nil
        case .rendered(_, let capture): capture.systemImage
        }
    }

    /// Whether the label drew nothing.
    var isEmpty: Bool {
        switch content {
        case .plain: false
        case .rendered(let html, _): html.isEmpty
        }
    }

    /// Writes the label's markup.
    func write(to html: inout HTMLBuffer) {
        switch content {
        case .plain(let words, _): Text.writePlain(words, to: &html)
        case .rendered(let rendered, _): html.append(html: rendered)
        }
    }
}

final class LabelCapture {
    /// Whether ``firstStableSource`` is kept: only a control's own label is named after, not its options.
    let keepsStableSources: Bool
    init(keepsStableSources: Bool = true) { self.keepsStableSources = keepsStableSources }

    @exclusivity(unchecked) var texts: [String] = []
    /// The first text, whose stable words make a field name; kept only for a control's own label.
    @exclusivity(unchecked) var firstStableSource: Text?
    var systemImage: String?
}

/// The rendered labels of one collection's options, one after another: one buffer for all of them rather
/// than an allocation each.
final class OptionLabels {
    @exclusivity(unchecked) var html: HTMLBuffer
    init(_ html: HTMLBuffer) { self.html = html }
}

final class OptionCollector {
    @exclusivity(unchecked) var options: [ControlOption] = []
    let labels: OptionLabels

    init(labels: HTMLBuffer) {
        self.labels = OptionLabels(labels)
        options.reserveCapacity(8)
    }
    /// One capture for every option, emptied before each: what an option showed is copied out of it.
    private let capture = LabelCapture(keepsStableSources: false)

    /// The last view type asked about and the answer: a picker's options are nearly always of one type,
    /// so most answers need no look-up in ``OptionLeaf``'s shared (locked) cache.
    @exclusivity(unchecked) private var lastType: ObjectIdentifier?
    @exclusivity(unchecked) private var lastIsLeaf = false

    /// Whether a view of type `V` becomes an option (see ``OptionLeaf``).
    func isLeaf<V: View>(_ type: V.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if key == lastType { return lastIsLeaf }
        lastType = key
        lastIsLeaf = OptionLeaf.check(type)
        return lastIsLeaf
    }

    /// Turns one leaf of a picker's content into an option, rendering it as the option's label.
    func collect(in context: RenderContext, render leaf: (RenderContext) -> Void) {
        let tag = context.tag
        let tint = context.environment.tint
        let enabled = context.environment.isEnabled
        let savedCapture = context.labelCapture
        // The leaf writes into the labels buffer, swapped in for the page's (a swap, not a copy: a
        // buffer shared between two places would be copied on the first write).
        swap(&context.html, &labels.html)
        let start = context.html.count
        capture.texts.removeAll(keepingCapacity: true)
        capture.systemImage = nil
        context.labelCapture = capture
        context.optionCollector = nil
        leaf(context)
        let end = context.html.count
        swap(&context.html, &labels.html)
        options.append(ControlOption(
            tag: tag, labels: labels, labelRange: start..<end,
            text: capture.texts.count == 1 ? capture.texts[0] : capture.texts.joined(separator: " "),
            systemImage: capture.systemImage, tint: tint, isEnabled: enabled
        ))
        context.labelCapture = savedCapture
        context.optionCollector = self
    }
}

/// A picker's options listed straight from its content (``RenderContext/listOptions(_:of:keepingLabels:)``),
/// or a list's rows (``RenderContext/forEachRow(_:at:_:)``).
class DirectOptionList {
    /// The type the picker's tags must have; nil for a list's rows, which keep only their markup.
    let selectionType: ObjectIdentifier?
    let keepsLabels: Bool
    let tint: AnyShapeStyle?
    let isEnabled: Bool
    @exclusivity(unchecked) var options: [ControlOption] = []

    /// Where each row's markup sits in ``labels``, for a list's rows.
    @exclusivity(unchecked) var rows: [Range<Int>] = []

    /// Where the options' labels (a list's rows) are written, once made (see ``labels``).
    private var madeLabels: OptionLabels?

    /// Where the options' labels (a list's rows) are written: the buffer given, or one that keeps
    /// nothing until an option's label is kept (``DirectOptions/makeOption(tag:text:in:)`` then gives it a
    /// buffer). Made when first asked for: a picker's options that all match its memo write no label, and
    /// making it anyway was an allocation and a release per picker per evaluation.
    final var labels: OptionLabels {
        // Lent (`_read`), not returned: a returned reference was retained and released at every use.
        _read {
            if madeLabels == nil { madeLabels = OptionLabels(.discarding) }
            yield madeLabels.unsafelyUnwrapped
        }
    }

    /// `labels`: where the options' labels are written; nil for a buffer made when the first is.
    /// `keepsLabels`: whether they are written (by default, when `labels` is given and keeps what it is
    /// given).
    init(selectionType: ObjectIdentifier?, labels: HTMLBuffer?, keepsLabels: Bool? = nil, tint: AnyShapeStyle?, isEnabled: Bool) {
        self.selectionType = selectionType
        self.keepsLabels = keepsLabels ?? (labels.map { !$0.discards } ?? false)
        madeLabels = labels.map(OptionLabels.init)
        self.tint = tint
        self.isEnabled = isEnabled
    }

    /// A picker's list, made through a type kept as `DirectOptionList.Type` (see ``KeptOptions/listType``);
    /// a list of rows here.
    required convenience init(labels: HTMLBuffer?, keepsLabels: Bool, tint: AnyShapeStyle?, isEnabled: Bool) {
        self.init(selectionType: nil, labels: labels, keepsLabels: keepsLabels, tint: tint, isEnabled: isEnabled)
    }

    var isRows: Bool { selectionType == nil }

    /// Adds a row of a list: a `Text`'s markup, as the row evaluated as a view writes it.
    final func appendRow(_ text: Text, in context: RenderContext) {
        let start = labels.html.count
        swap(&context.html, &labels.html)
        text.writeRuns(in: context)
        swap(&context.html, &labels.html)
        rows.append(start..<labels.html.count)
    }
}

final class DirectOptions<Selection: Hashable>: DirectOptionList {
    /// Each option's tag, in order: the memo's while every option listed so far matches it, else
    /// ``ownTags``.
    var tags: UnsafePointer<Selection> {
        if let ownTags { return UnsafePointer(ownTags) }
        if let memoOptions { return memoOptions._withUnsafeGuaranteedRef { $0.tags(as: Selection.self) } }
        return UnsafePointer(ensureOwnTags())
    }
    private(set) var count = 0
    /// The tags listed, in a buffer of this list's own, made at the first tag that is not the memo's.
    /// A buffer rather than an array: this code is not specialized for the app's types, and each append
    /// to a `[Selection]` asked the run time for the array's metadata.
    private var ownTags: UnsafeMutablePointer<Selection>?
    private var capacity = 16

    required init(labels: HTMLBuffer?, keepsLabels: Bool, tint: AnyShapeStyle?, isEnabled: Bool) {
        super.init(selectionType: ObjectIdentifier(Selection.self), labels: labels, keepsLabels: keepsLabels, tint: tint, isEnabled: isEnabled)
    }

    /// A new list, where no kept type makes it: a function of its own, so that the metadata look-up it
    /// needs is not made on the way that does not.
    @inline(never)
    static func make(labels: HTMLBuffer?, keepsLabels: Bool, tint: AnyShapeStyle?, isEnabled: Bool) -> DirectOptions<Selection> {
        DirectOptions(labels: labels, keepsLabels: keepsLabels, tint: tint, isEnabled: isEnabled)
    }

    deinit {
        ownTags?.deinitialize(count: count)
        ownTags?.deallocate()
    }

    /// ``ownTags``, made with a copy of the memo's tags listed so far (they matched).
    private func ensureOwnTags() -> UnsafeMutablePointer<Selection> {
        if let ownTags { return ownTags }
        capacity = Swift.max(capacity, count)
        let made = UnsafeMutablePointer<Selection>.allocate(capacity: capacity)
        if count > 0, let memoOptions {
            made.initialize(from: memoOptions._withUnsafeGuaranteedRef { $0.tags(as: Selection.self) }, count: count)
        }
        ownTags = made
        return made
    }

    /// Whether making the options is deferred (see ``deferMaking(comparingWith:)``); it stays deferred
    /// until ``makeOptions(in:)``.
    private var defers = false
    private var wasDeferred = false
    /// What the memo kept of the options, which the options are compared with as they are listed, while
    /// every one so far matches (their texts are then the memo's, and are not copied). Unretained, and
    /// read without a retain: the caller of ``RenderContext/listOptions(_:of:keepingLabels:deferring:memo:)``
    /// holds the memo for as long as the list lives. Retaining it here was three atomic reference counts
    /// per picker per evaluation, and reading it one per option.
    private var memoOptions: Unmanaged<KeptOptions>?
    /// The options' texts, once one did not match the memo (or there was none).
    private var listedTexts: [Text] = []

    /// Keeps the options' texts instead of making options of them, comparing each with `memo`'s.
    func deferMaking(comparingWith memo: PickerMemo?) {
        defers = true
        wasDeferred = true
        memoOptions = memo.map { Unmanaged.passUnretained($0.options) }
    }

    /// Whether every option was listed as the memo given to ``deferMaking(comparingWith:)`` has it: the
    /// picker can draw from that memo.
    var matchesMemo: Bool {
        guard let memoOptions else { return false }
        return memoOptions._withUnsafeGuaranteedRef { $0.count } == count
    }

    /// The options' `Text`s as listed, when making their options was deferred (nil otherwise).
    var texts: [Text]? {
        guard wasDeferred else { return nil }
        return memoOptions.map { $0._withUnsafeGuaranteedRef { $0.texts(prefix: count) } } ?? listedTexts
    }

    /// Adds a `Text` option: what the general path makes of the same text as a picker's leaf.
    func append(tag: Selection, text: Text, in context: RenderContext) {
        if defers {
            if let memoOptions {
                if memoOptions._withUnsafeGuaranteedRef({ $0.matches(count, tag: tag, text: text) }) {
                    // The tag and text are the memo's: nothing to keep of them.
                    count += 1
                    return
                }
                listedTexts = memoOptions._withUnsafeGuaranteedRef { $0.texts(prefix: count) }
                _ = ensureOwnTags()
                self.memoOptions = nil
            }
            listedTexts.append(text)
        } else {
            makeOption(tag: tag, text: text, in: context)
        }
        var tags = ensureOwnTags()
        if count == capacity {
            let grown = UnsafeMutablePointer<Selection>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: tags, count: count)
            tags.deallocate()
            tags = grown
            ownTags = grown
            capacity *= 2
        }
        (tags + count).initialize(to: tag)
        count += 1
    }

    /// Makes the options whose making was deferred, as ``append(tag:text:in:)`` would have.
    func makeOptions(in context: RenderContext) {
        guard defers, let texts else { return }
        defers = false
        listedTexts = texts
        let tags = ensureOwnTags()
        memoOptions = nil
        for index in texts.indices { makeOption(tag: tags[index], text: texts[index], in: context) }
    }

    private func makeOption(tag: Selection, text: Text, in context: RenderContext) {
        if keepsLabels, labels.html.discards { labels.html = HTMLBuffer(capacity: 1024) }
        let start = labels.html.count
        if keepsLabels {
            swap(&context.html, &labels.html)
            text.writeRuns(in: context)
            swap(&context.html, &labels.html)
        }
        options.append(ControlOption(
            tag: tag, labels: labels, labelRange: start..<labels.html.count,
            text: text.plainText, systemImage: nil, tint: tint, isEnabled: isEnabled
        ))
    }

    /// The tags as the picker matches them.
    var optionalTags: [Selection?] {
        var result: [Selection?] = []
        result.reserveCapacity(count)
        let tags = self.tags
        for index in 0..<count { result.append(tags[index]) }
        return result
    }
}

/// How a page is evaluated: configuration from the server, and what a rejected post left to show.
public struct RenderOptions: Sendable {
    /// The zone dates are read and shown in. A browser does not send its own without JavaScript.
    public var timeZone: TimeZone
    /// The locale values are formatted and read in (`Text(_:format:)`, `TextField(value:format:)`,
    /// `Text(_:style:)`), where the code gave the format no locale of its own. `en_US` unless configured.
    public var locale: Locale {
        get { configuredLocale ?? PageLocale.standard }
        set { configuredLocale = newValue }
    }
    /// The locale set, if any; nil stands for `en_US`, made only when a format asks for it.
    var configuredLocale: Locale?
    /// The name of a `.navigationLink` picker whose option list is open (`?choose=NAME`).
    public var presentedPicker: String?
    /// A rejected post to show: the messages and the input to keep.
    public var problems: SubmissionError?
    /// The path the page is served at; links (navigation-link pickers) are made against it.
    public var pagePath: String
    /// The sub-page asked for: the path segments after ``pagePath`` (`/settings/sound` → `["sound"]`),
    /// each naming a `NavigationLink` on the way. Empty for the page itself.
    public var navigationPath: [String] = []
    /// The page address's query parameters (the last value of each name): which tab a `TabView` shows.
    public var query: [String: String] = [:]
    /// A hint for the output buffer's first allocation.
    public var expectedSize: Int
    /// The SF Symbols the server has icons for.
    public var symbols: SymbolCatalog

    public init(
        timeZone: TimeZone = TimeZone.gmt,
        presentedPicker: String? = nil,
        problems: SubmissionError? = nil,
        pagePath: String = "",
        expectedSize: Int = 16 * 1024,
        symbols: SymbolCatalog = .shipped
    ) {
        self.symbols = symbols
        self.timeZone = timeZone
        self.presentedPicker = presentedPicker
        self.problems = problems
        self.pagePath = pagePath
        self.expectedSize = expectedSize
    }
}

/// What a showing of a page used of the session's state.
struct StateInUse {
    var keyPrefixes: Set<String> = []
    var retainedPaths: [String] = []
}

extension RenderContext {
    /// Notes that the view at `keyPrefix` (`path#`) is on the page shown, so its state is kept.
    @inline(__always)
    func noteStateInUse(_ keyPrefix: String) {
        if stateInUse != nil { stateInUse!.keyPrefixes.insert(keyPrefix) }
    }

    /// Keeps the state of every view below the current position, evaluated or not.
    func retainStateBelow() {
        if stateInUse != nil { stateInUse!.retainedPaths.append(path + ".") }
    }
}
