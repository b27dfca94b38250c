import Locking

/// A picker's options as it drew them last, kept per picker type and field name: their tags and
/// `Text`s, the values they post, and the markup of the whole list of options for each selection it
/// was drawn with. A page drawn again with the same options (nearly always: options come from the code
/// or from data that rarely changes) then does only what depends on the session: the app's content is
/// listed as always, each option compared with the kept one, and the options' markup for the
/// selection is one copy. No option is made, no label written, no value spelt, and no option's markup
/// assembled from runs.
///
/// What the options' markup is made from, and how each part is held to the kept one:
/// - the picker's type and name: the key;
/// - the options' tags (hence their values) and `Text`s: compared one by one as they are listed;
/// - what a `Text` draws besides its own runs (the environment's font, weight and foreground style):
///   kept only where all three are unset, for the styles that draw labels;
/// - the layout (`<select>`, radios, buttons), the selected option and whether the picker is enabled:
///   the key of each kept markup.
///
/// Everything else a picker draws (its label, the input's attributes, a message after a rejected post)
/// is drawn each time. Pickers whose options' markup depends on more are drawn without the memo: tinted
/// or compact (palette) options, a current-value label, several selection sources, input kept from a
/// rejected post, options whose tags match the selection more than once, and content that is not a
/// list of `Text`s (see ``DirectOptions``).
// Sendable: immutable: `let`s only, of a `KeptOptions` and value types.
final class PickerMemo: @unchecked Sendable {
    /// The options as listed: shared by this memo and the ones made from it with more drawings.
    let options: KeptOptions
    let drawings: [PickerMemoDrawing]

    init(options: KeptOptions, drawings: [PickerMemoDrawing]) {
        self.options = options
        self.drawings = drawings
    }

    var count: Int { options.count }
    var values: [String] { options.values }

    /// Whether option `index` is listed again as it was kept. `Selection` is the type the memo was made
    /// with: the picker's type, part of its key, fixes it.
    @inline(__always)
    func matches<Selection: Hashable>(_ index: Int, tag: Selection, text: Text) -> Bool {
        options.matches(index, tag: tag, text: text)
    }

    func drawing(for key: DrawingKey) -> [UInt8]? {
        for index in drawings.indices where drawings[index].key == key { return drawings[index].bytes }
        return nil
    }

    /// This memo with one more drawing; past ``maximumDrawings`` the oldest is let go.
    func adding(_ drawing: PickerMemoDrawing) -> PickerMemo {
        var drawings = drawings
        if drawings.count >= Self.maximumDrawings { drawings.removeFirst() }
        drawings.append(drawing)
        return PickerMemo(options: options, drawings: drawings)
    }

    /// A country picker drawn for every country is 40 drawings; a picker of a hundred options is rarely
    /// drawn with each selected.
    static var maximumDrawings: Int { 64 }

    // MARK: Kept memos

    /// Past 4,096 pickers, new ones are drawn without a memo (names can come from data).
    private static let kept = LockedCache<PickerMemoKey, PickerMemo>(limit: 4096)

    /// The memo kept for the picker of type `type` named `name`, if any. The picker's type fixes its
    /// selection's type, so the tags of the memo kept under it are of the selection's type.
    static func kept(type: ObjectIdentifier, name: String) -> PickerMemo? {
        kept[PickerMemoKey(type: type, name: name)]
    }

    static func keep(_ memo: PickerMemo, type: ObjectIdentifier, name: String) {
        kept.replace(memo, for: PickerMemoKey(type: type, name: name))
    }
}

/// A picker's options as listed when its memo was made: their tags, `Text`s and posted values. Not
/// generic: in the unspecialized code that uses it, each use of a generic class would ask the run time for
/// its metadata. The tags (of the picker's selection type) and texts are kept in buffers of their own,
/// read in place: comparing with an array's element would copy it first.
// Sendable: immutable: its buffers are written once, in `init`, and only read afterwards.
final class KeptOptions: @unchecked Sendable {
    let count: Int
    let values: [String]
    private let tags: UnsafeMutableRawPointer
    private let deinitializeTags: (UnsafeMutableRawPointer, Int) -> Void
    private let texts: UnsafeMutablePointer<Text>
    /// `DirectOptions<Selection>`: a later listing compared with this memo is made through it, without
    /// asking the run time for the type again.
    let listType: DirectOptionList.Type

    init<Selection: Hashable>(tags source: UnsafePointer<Selection>, count: Int, texts listed: [Text], values: [String]) {
        listType = DirectOptions<Selection>.self
        self.count = count
        self.values = values
        let tags = UnsafeMutablePointer<Selection>.allocate(capacity: max(count, 1))
        tags.initialize(from: source, count: count)
        self.tags = UnsafeMutableRawPointer(tags)
        deinitializeTags = { raw, count in
            let typed = raw.assumingMemoryBound(to: Selection.self)
            typed.deinitialize(count: count)
            typed.deallocate()
        }
        let texts = UnsafeMutablePointer<Text>.allocate(capacity: max(count, 1))
        listed.withUnsafeBufferPointer { if let base = $0.baseAddress { texts.initialize(from: base, count: count) } }
        self.texts = texts
    }

    deinit {
        deinitializeTags(tags, count)
        texts.deinitialize(count: count)
        texts.deallocate()
    }

    /// The tags, as the selection's type they were kept as (the picker's type, part of the memo's key,
    /// fixes it).
    @inline(__always)
    func tags<Selection>(as _: Selection.Type) -> UnsafePointer<Selection> {
        UnsafePointer(tags.assumingMemoryBound(to: Selection.self))
    }

    /// The first `count` options' texts.
    func texts(prefix count: Int) -> [Text] {
        Array(UnsafeBufferPointer(start: texts, count: count))
    }

    @inline(__always)
    func matches<Selection: Hashable>(_ index: Int, tag: Selection, text: Text) -> Bool {
        index < count && tags.assumingMemoryBound(to: Selection.self)[index] == tag && Text.isSame(texts + index, as: text)
    }
}

private struct PickerMemoKey: Hashable {
    let type: ObjectIdentifier
    let name: String
}

/// The markup of a picker's options for one layout, selection and enabled state.
struct PickerMemoDrawing {
    let key: DrawingKey
    let bytes: [UInt8]
}

/// Which markup of a picker's options: its layout, the option selected (-1 for none) and whether the
/// picker is enabled.
struct DrawingKey: Equatable {
    let kind: PickerOptionMarkup.Kind
    let selectedIndex: Int
    let isEnabled: Bool
}

/// How a picker uses its ``PickerMemo``.
enum PickerMemoUse {
    /// Which kept markup a picker drawn as `drawing` here can use, or nil when its options' markup
    /// depends on more than a memo holds (see ``PickerMemo``): an evaluation that writes no HTML or
    /// describes controls, compact (palette) buttons, a navigation link, a tint, or a `Text` style set
    /// around a layout that draws the options' labels.
    static func kind(for drawing: PickerDrawing, in control: ControlContext) -> PickerOptionMarkup.Kind? {
        guard !control.pass.describesControls, !control.html.discards else { return nil }
        let environment = control.environment
        guard environment.tint == nil else { return nil }
        let kind: PickerOptionMarkup.Kind
        switch drawing {
        case .select: return .select
        case .radios: kind = .radios
        case .buttons(_, let compact):
            if compact { return nil }
            kind = .buttons
        case .navigationLink: return nil
        }
        guard environment.font == nil, !environment.isBold, environment.foreground == nil else { return nil }
        return kind
    }

    /// The index of the option selected by `current`, -1 for none; nil when the selection is several
    /// sources' or more than one option has its tag (markup the memo does not key).
    static func selectedIndex<Selection>(in list: DirectOptions<Selection>, current: UnsafeBufferPointer<Selection>) -> Int? {
        guard current.count == 1 else { return nil }
        let value = current[0]
        var selected = -1
        let tags = list.tags
        for index in 0..<list.count where tags[index] == value {
            if selected >= 0 { return nil }
            selected = index
        }
        return selected
    }

    /// Options listed for a picker that may keep what it draws of them.
    struct Listing<Selection: Hashable> {
        let kind: PickerOptionMarkup.Kind
        let list: DirectOptions<Selection>
        /// The memo the options were listed as, when they all were (it had no markup for this selection).
        let kept: PickerMemo?

        /// Keeps the options' markup, written at `markup` in the page, for this selection: in the memo
        /// they were listed as, or in a new one.
        func keep(values: [String], selected: [Bool], isEnabled: Bool, markup: Range<Int>, of type: ObjectIdentifier, name: String, in control: ControlContext) {
            guard let texts = list.texts else { return }
            var selectedIndex = -1
            for index in selected.indices where selected[index] {
                if selectedIndex >= 0 { return }
                selectedIndex = index
            }
            let drawing = PickerMemoDrawing(
                key: DrawingKey(kind: kind, selectedIndex: selectedIndex, isEnabled: isEnabled),
                bytes: control.html.bytes(in: markup)
            )
            let memo = kept?.adding(drawing) ?? PickerMemo(
                options: KeptOptions(tags: list.tags, count: list.count, texts: texts, values: values), drawings: [drawing]
            )
            PickerMemo.keep(memo, type: type, name: name)
        }
    }
}
