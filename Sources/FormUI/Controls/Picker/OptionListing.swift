import Foundation

/// The rendered labels of one collection's options, one after another: one buffer for all of them rather
/// than an allocation each.
final class OptionLabels {
    @exclusivity(unchecked) var html: HTMLBuffer
    init(_ html: HTMLBuffer) { self.html = html }
}

final class OptionCollector {
    @exclusivity(unchecked) var options: [ControlOption] = []
    let labels: OptionLabels
    /// Whether a `Section` in the content groups the options inside it (a picker's) rather than being
    /// one leaf (a list's row).
    let groupsSections: Bool
    /// The titled section the options now being collected sit in, and how many sections came before.
    @exclusivity(unchecked) private var section: OptionSection?
    @exclusivity(unchecked) private var sectionCount = 0

    /// The pages of a paged `TabView`, when the leaves collected are its pages rather than options.
    let pages: TabCollection?

    init(labels: HTMLBuffer, groupsSections: Bool = false) {
        self.labels = OptionLabels(labels)
        self.groupsSections = groupsSections
        pages = nil
        options.reserveCapacity(8)
    }

    /// A collector whose leaves are a paged `TabView`'s pages (``collectPage(in:render:)``).
    init(pages: TabCollection) {
        labels = OptionLabels(.discarding)
        groupsSections = false
        self.pages = pages
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
        lastIsLeaf = OptionLeaf.check(type) && !(groupsSections && type is any OptionGrouping.Type)
        return lastIsLeaf
    }

    /// Collects the options of a picker's `Section`, as members of a group titled by its header's
    /// words (none for a section without a header: its options join the content around it).
    func collectSection<Header: View, Content: View>(header: Header, content: Content, in context: RenderContext) {
        let saved = section
        if !(header is EmptyView) {
            let title = context.renderLabel(header, at: "header").title
            sectionCount += 1
            section = OptionSection(index: sectionCount, title: title)
        }
        context.render(content, at: "content")
        section = saved
    }

    /// Counts one page of a paged `TabView` (noting its tag while collecting) and evaluates it if it is
    /// the page shown.
    private func collectPage(_ pages: TabCollection, in context: RenderContext, render leaf: (RenderContext) -> Void) {
        let index = pages.count
        pages.count += 1
        if pages.isCollecting {
            pages.items.append(.init(label: RenderedLabel(words: "Page \(index + 1)", stableWords: nil), tag: context.capture.tag))
        } else if index == pages.selected {
            context.capture.options = nil
            leaf(context)
            context.capture.options = self
        }
    }

    /// Turns one leaf of a picker's content into an option, rendering it as the option's label.
    func collect(in context: RenderContext, render leaf: (RenderContext) -> Void) {
        if let pages {
            collectPage(pages, in: context, render: leaf)
            return
        }
        let tag = context.capture.tag
        let tint = context.environment.tint
        let enabled = context.environment.isEnabled
        let savedCapture = context.capture.label
        // The leaf writes into the labels buffer, swapped in for the page's (a swap, not a copy: a
        // buffer shared between two places would be copied on the first write).
        swap(&context.html, &labels.html)
        let start = context.html.count
        capture.texts.removeAll(keepingCapacity: true)
        capture.systemImage = nil
        context.capture.label = capture
        context.capture.options = nil
        leaf(context)
        let end = context.html.count
        swap(&context.html, &labels.html)
        options.append(ControlOption(
            tag: tag, labels: labels, labelRange: start..<end,
            text: capture.texts.count == 1 ? capture.texts[0] : capture.texts.joined(separator: " "),
            systemImage: capture.systemImage, tint: tint, isEnabled: enabled, section: section
        ))
        context.capture.label = savedCapture
        context.capture.options = self
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
    /// making it anyway would be an allocation and a release per picker per evaluation.
    final var labels: OptionLabels {
        // Lent (`_read`), not returned: a returned reference would be retained and released at every use.
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
        if let memoOptions { return memoOptions.with { $0.tags(as: Selection.self) } }
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
            made.initialize(from: memoOptions.with { $0.tags(as: Selection.self) }, count: count)
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
    /// holds the memo for as long as the list lives. Retaining it here would be atomic reference counting
    /// per picker per evaluation, and reading it one more per option.
    private var memoOptions: Unretained<KeptOptions>?
    /// The options' texts, once one did not match the memo (or there was none).
    private var listedTexts: [Text] = []

    /// Keeps the options' texts instead of making options of them, comparing each with `memo`'s.
    func deferMaking(comparingWith memo: PickerMemo?) {
        defers = true
        wasDeferred = true
        memoOptions = memo.map { Unretained($0.options) }
    }

    /// Whether every option was listed as the memo given to ``deferMaking(comparingWith:)`` has it: the
    /// picker can draw from that memo.
    var matchesMemo: Bool {
        guard let memoOptions else { return false }
        return memoOptions.with { $0.count } == count
    }

    /// The options' `Text`s as listed, when making their options was deferred (nil otherwise).
    var texts: [Text]? {
        guard wasDeferred else { return nil }
        return memoOptions.map { $0.with { $0.texts(prefix: count) } } ?? listedTexts
    }

    /// Adds a `Text` option: what the general path makes of the same text as a picker's leaf.
    func append(tag: Selection, text: Text, in context: RenderContext) {
        if defers {
            if let memoOptions {
                if memoOptions.with({ $0.matches(count, tag: tag, text: text) }) {
                    // The tag and text are the memo's: nothing to keep of them.
                    count += 1
                    return
                }
                listedTexts = memoOptions.with { $0.texts(prefix: count) }
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

extension RenderContext {
    /// Evaluates a picker's content and returns its options.
    /// Without `keepingLabels`, the options' labels are evaluated (for their words, icon and tint) but
    /// their markup is not kept.
    func collectOptions<V: View>(_ content: V, keepingLabels: Bool = true) -> [ControlOption] {
        let savedCollector = capture.options
        let savedTag = capture.tag
        let collector = OptionCollector(labels: keepingLabels ? makeBuffer(capacity: 1024) : .discarding, groupsSections: true)
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
}

extension ControlContext {
    /// The picker's options listed straight from its content, when it can list them (see
    /// ``RenderContext/listOptions(_:of:keepingLabels:deferring:memo:)``).
    func listOptions<V: View, Selection: Hashable>(_ content: V, of selection: Selection.Type, keepingLabels: Bool, deferring: Bool, memo: PickerMemo?) -> DirectOptions<Selection>? {
        base.listOptions(content, of: selection, keepingLabels: keepingLabels, deferring: deferring, memo: memo)
    }

    /// Makes the options of a list whose making was deferred (see ``DirectOptions/makeOptions(in:)``).
    func makeOptions<Selection: Hashable>(of list: DirectOptions<Selection>) {
        list.makeOptions(in: base)
    }
}
