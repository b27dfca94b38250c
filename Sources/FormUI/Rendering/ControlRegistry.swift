import Locking
/// The controls and actions one evaluation found, by the names the page gives them.
///
/// A control registers itself while it renders, with a closure that decodes what may be posted to it:
/// rendering and decoding come from the same evaluation, so they agree by construction.
struct ControlRegistry {
    private(set) var controls: [ControlField] = []
    /// Every control in page order, buttons included, as the JSON view lists them.
    private(set) var descriptions: [ControlDescription] = []
    private(set) var controlsByName: [String: Int] = [:]
    private(set) var actions: [String: ControlAction] = [:]
    private(set) var submitActions: [(name: String, perform: () -> Void)] = []
    /// Whether the page has a control that needs the Apply button to send its value without JavaScript.
    private(set) var needsApplyButton = false
    /// Whether this evaluation keeps the controls' descriptions, decoders and actions. `describe` and
    /// `submit` need them; `render` only needs the names, the shown values and `needsApplyButton`, and a
    /// GET is most of a server's work: building a closure and a description (a picker's options array
    /// with every label) per control on every page view was a fifth of the render.
    var collectsDescriptions = true
    /// Whether the controls being evaluated are off stage: on the page above a sub-page that is shown.
    /// They still take their names (so that names are the same whichever page shows), but they are not
    /// shown, described or decoded, and their actions cannot be posted.
    var isOffstage = false
    /// The values the page shows, by field name: the baseline a later post is compared with.
    var shownValues: [String: String] { shownFields.byName }

    /// The names given and the values shown, as they were registered.
    var shownFields: ShownFields { ShownFields(names: namesInOrder, values: valuesInOrder, others: otherShownValues) }

    /// A readable, stable name for a control labelled `label`, unique on the page.
    ///
    /// A control gets its label's slug (`Picker("Flavor")` → `flavor`) unless another control has it: on
    /// this page already, or — the last time the session saw the page — a control at another structural
    /// position. Then it gets a suffix made from its own identity. So a control that appears above one
    /// with the same label (an `if` turning true) takes the suffixed name, and the one that was there keeps
    /// its own: a post from the page before the change still reaches the control it meant.
    mutating func allocateName(label: String, fallback: String, path: String) -> String {
        allocateName(label: label, fallback: fallback, identity: Slug.hash(path)) { path }
    }

    /// The same for a control at the structural position `pathBytes` (``RenderContext/pathBytes``): the
    /// position becomes a string only if the name needs it.
    mutating func allocateName(label: String, fallback: String, at pathBytes: [UInt8]) -> String {
        let identity = pathBytes.withUnsafeBufferPointer { Slug.hash($0) }
        return allocateName(label: label, fallback: fallback, identity: identity) { String(decoding: pathBytes, as: UTF8.self) }
    }

    private mutating func allocateName(label: String, fallback: String, identity: UInt32, path: () -> String) -> String {
        if followsPreviousNames {
            // While the names given repeat those of the last showing, in order, this one is free (the last
            // showing's were unique) and it had this owner then: it is the label's slug again if it was
            // then (compared without making the slug).
            let index = namesInOrder.count
            let repeated: String? = unretainedPreviousNames?._withUnsafeGuaranteedRef { previous in
                guard index < previous.names.count, previous.ownerHashes[index] == identity,
                      Slug.isSlug(previous.names[index], of: label, fallback: fallback) else { return nil }
                return previous.names[index]
            }
            if let name = repeated {
                namesInOrder.append(name)
                ownersInOrder.append(identity)
                valuesInOrder.append(nil)
                notePosted(name, at: path)
                return name
            }
            followsPreviousNames = false
            owners.reserveCapacity(previousNames?.names.count ?? 0)
            for index in namesInOrder.indices { owners[namesInOrder[index]] = ownersInOrder[index] }
        }
        var base = Slug.make(label)
        if base.isEmpty { base = fallback }
        var name = base
        if isTaken(name) || (previousNames?.owners[name].map { $0 != identity } ?? false) {
            let suffix = Slug.shortHash(path())
            name = base + "-" + suffix
            var extra = 2
            while isTaken(name) {
                name = base + "-" + suffix + "-" + String(extra)
                extra += 1
            }
        }
        owners[name] = identity
        namesInOrder.append(name)
        ownersInOrder.append(identity)
        valuesInOrder.append(nil)
        notePosted(name, at: path)
        return name
    }

    private mutating func notePosted(_ name: String, at path: () -> String) {
        guard unreachedPostedNames > 0, let postedNames else { return }
        unreachedPostedNames -= Self.count(of: name, in: postedNames)
        if unreachedPostedNames == 0 { lastPostedControlPath = path() }
    }

    /// The structural path of the control that took the last name the post sends: its own content (a
    /// picker's options) is still part of it.
    private(set) var lastPostedControlPath = ""

    /// The names the session saw the last time the page showed, in order, with their owners (see
    /// ``PageState/lastNames(subpage:)``): a control that had a name then keeps it (DESIGN §3).
    var previousNames: FieldNames? {
        didSet { unretainedPreviousNames = previousNames.map { Unmanaged.passUnretained($0) } }
    }
    /// ``previousNames``, read without a retain and a release per control (``previousNames`` holds it).
    private var unretainedPreviousNames: Unmanaged<FieldNames>?
    /// Whether every name given so far is the one given at the same place in ``previousNames``. Until
    /// one is not, ``owners`` is not filled: the names are known to be unique.
    private var followsPreviousNames = true

    /// ``previousNames``, when this evaluation gave exactly those names to exactly those owners: the
    /// table the showing is recorded with, without making or looking up another.
    var namesAsBefore: FieldNames? {
        guard followsPreviousNames, let previousNames, previousNames.names.count == namesInOrder.count else { return nil }
        return previousNames
    }

    /// The names a post sends (its fields, and the pressed action's id) when this evaluation decodes a
    /// post; nil when it does not.
    var postedNames: Set<String>? {
        didSet { unreachedPostedNames = postedNames?.count ?? 0 }
    }
    private var unreachedPostedNames = 0

    /// Whether every name the post sends has been given, to its control or as an action of one. A control
    /// further down the page then needs nothing in this evaluation, not even its name: names are given in
    /// page order, so it cannot change the name of a control the post reaches.
    var hasReachedPostedNames: Bool { postedNames != nil && unreachedPostedNames == 0 }

    /// How many of `posted` the name `name` answers: itself, and its actions (`NAME.…`).
    private static func count(of name: String, in posted: Set<String>) -> Int {
        var count = posted.contains(name) ? 1 : 0
        for other in posted where isAction(other, of: name) { count += 1 }
        return count
    }

    /// Whether `posted` is `name` followed by `.` and more: an action of the control `name`.
    static func isAction(_ posted: String, of name: String) -> Bool {
        let postedBytes = posted.utf8, nameBytes = name.utf8
        guard postedBytes.count > nameBytes.count + 1, postedBytes.starts(with: nameBytes) else { return false }
        return postedBytes[postedBytes.index(postedBytes.startIndex, offsetBy: nameBytes.count)] == UInt8(ascii: ".")
    }

    /// The names given on this evaluation in the order they were given, with their owners: how a
    /// ``FieldNames`` table is made.
    private(set) var namesInOrder: [String] = []
    private(set) var ownersInOrder: [UInt32] = []
    /// The value each of ``namesInOrder`` shows (nil: none), in the same order: a control registers its
    /// value just after taking its name, so nothing is hashed. A value registered under a name this
    /// evaluation did not give is kept in `otherShownValues`.
    private(set) var valuesInOrder: [String?] = []
    private var otherShownValues: [String: String] = [:]

    private mutating func noteShown(_ name: String, _ value: String) {
        if let last = namesInOrder.indices.last, namesInOrder[last] == name {
            valuesInOrder[last] = value
        } else if let index = namesInOrder.lastIndex(of: name) {
            valuesInOrder[index] = value
        } else {
            otherShownValues[name] = value
        }
    }

    private func isTaken(_ name: String) -> Bool { owners[name] != nil }  // only once `followsPreviousNames` is false

    /// Room for the names of a page that showed `count` of them last time, so that the tables do not
    /// grow (and rehash) a step at a time while the page is evaluated.
    mutating func reserveCapacity(_ count: Int) {
        namesInOrder.reserveCapacity(count)
        ownersInOrder.reserveCapacity(count)
        valuesInOrder.reserveCapacity(count)
    }

    /// The names given on this evaluation, with the identity hash of the control that has each; filled
    /// once the names stop following ``previousNames``.
    private var owners: [String: UInt32] = [:]

    mutating func register(_ control: ControlField) {
        if isOffstage { return }
        guard collectsDescriptions else {
            registerShown(name: control.name, value: control.description.value, needsApply: control.needsApply)
            return
        }
        controlsByName[control.name] = controls.count
        controls.append(control)
        descriptions.append(control.description)
        if let value = control.description.value { noteShown(control.name, value) }
        if control.needsApply { needsApplyButton = true }
    }

    /// What a render-only evaluation keeps of a control (see ``collectsDescriptions``): a control may
    /// call this instead of building its ``ControlField`` when the registry does not collect.
    mutating func registerShown(name: String, value: String?, needsApply: Bool) {
        if isOffstage { return }
        if let value { noteShown(name, value) }
        if needsApply { needsApplyButton = true }
    }

    /// A control that only has actions (a button, a stepper without a value).
    mutating func register(_ description: ControlDescription, actions: [ControlAction]) {
        guard collectsDescriptions, !isOffstage else { return }
        descriptions.append(description)
        for action in actions { register(action) }
    }

    mutating func register(_ action: ControlAction) {
        guard collectsDescriptions, !isOffstage else { return }
        actions[action.id] = action
    }

    mutating func registerSubmit(field: String, perform: @escaping () -> Void) {
        guard collectsDescriptions, !isOffstage else { return }
        submitActions.append((field, perform))
    }

    /// The `.onChange` views of this evaluation and the values they saw, by structural path.
    private(set) var changeWatchers: [(key: String, watcher: ChangeWatcher)] = []

    mutating func watch(_ key: String, _ watcher: ChangeWatcher) {
        guard collectsDescriptions else { return }
        changeWatchers.append((key, watcher))
    }

    func control(named name: String) -> ControlField? {
        controlsByName[name].map { controls[$0] }
    }
}

/// The values a page shows, in the order its fields' names were given (see
/// ``ControlRegistry/valuesInOrder``).
struct ShownFields: Sendable {
    let names: [String]
    let values: [String?]
    /// Values registered under names the evaluation did not give.
    let others: [String: String]

    /// The values by field name.
    var byName: [String: String] {
        var byName = others
        for index in values.indices { if let value = values[index] { byName[names[index]] = value } }
        return byName
    }
}

/// Readable field names from labels.
enum Slug {
    /// Lowercased letters and digits, other runs of characters as one `-`: `"Sign In…"` → `sign-in`.
    static func make(_ label: String) -> String {
        slugs.value(for: label) { makeUncached($0) }
    }

    /// Slugs by label: a page's labels are the same on every evaluation. Bounded, since a label can
    /// carry data.
    private static let slugs = LockedCache<String, String>(limit: 4096)

    private static func makeUncached(_ label: String) -> String {
        if let ascii = makeASCII(label) { return ascii }
        var result = ""
        var pendingDash = false
        for character in label.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
            if result.utf8.count >= 48 { break }
        }
        return result
    }

    /// Whether `make(label)` would be non-empty (a letter or a digit), without making it.
    static func hasWord(_ label: String) -> Bool {
        var label = label
        let ascii: Bool? = label.withUTF8 { utf8 in
            for byte in utf8 {
                guard byte < 0x80 else { return nil }
                if wordByte(byte) != nil { return true }
            }
            return false
        }
        return ascii ?? !make(label).isEmpty
    }

    /// The same for an ASCII label, byte by byte: ASCII letters and digits are exactly the characters
    /// `isLetter || isNumber` keeps, and lowercasing them is `| 0x20`. nil when the label is not ASCII.
    private static func makeASCII(_ label: String) -> String? {
        var label = label
        return label.withUTF8 { utf8 -> String? in
            var result: [UInt8] = []
            result.reserveCapacity(min(utf8.count, 48))
            guard walkASCII(utf8, { result.append($0); return true }) != nil else { return nil }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// Hands each byte of an ASCII label's slug to `take`, in order, until `take` returns false: the one
    /// walk ``makeASCII(_:)`` writes and ``isSlug(_:of:fallback:)`` compares. nil when the label is not
    /// ASCII (within the slug's first 48 bytes); otherwise whether `take` took every byte.
    @inline(__always)
    private static func walkASCII(_ utf8: UnsafeBufferPointer<UInt8>, _ take: (UInt8) -> Bool) -> Bool? {
        var count = 0
        var pendingDash = false
        for byte in utf8 {
            guard byte < 0x80 else { return nil }
            if let lower = wordByte(byte) {
                if pendingDash && count > 0 {
                    guard take(UInt8(ascii: "-")) else { return false }
                    count += 1
                }
                pendingDash = false
                guard take(lower) else { return false }
                count += 1
            } else {
                pendingDash = true
            }
            if count >= 48 { break }
        }
        return true
    }

    /// Whether `slug` is `make(label)`, or `fallback` when that is empty. An ASCII label is compared
    /// byte by byte as its slug would be made, with no slug made or looked up; false may also mean that
    /// the comparison stopped early, so only true is a promise.
    static func isSlug(_ slug: String, of label: String, fallback: String) -> Bool {
        var label = label, slug = slug
        let matched: Bool? = label.withUTF8 { utf8 in
            slug.withUTF8 { expected in
                var count = 0
                let walked = walkASCII(utf8) { byte in
                    guard count < expected.count, expected[count] == byte else { return false }
                    count += 1
                    return true
                }
                guard let walked else { return nil }
                guard walked else { return false }
                return count > 0 ? count == expected.count : expected.elementsEqual(fallback.utf8)
            }
        }
        if let matched { return matched }
        let made = make(label)
        return slug == (made.isEmpty ? fallback : made)
    }

    /// An ASCII letter (lowercased) or digit; nil for any other byte.
    @inline(__always)
    private static func wordByte(_ byte: UInt8) -> UInt8? {
        let lower = (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) ? byte | 0x20 : byte
        let isWord = (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9"))
        return isWord ? lower : nil
    }

    /// An FNV-1a hash: stable across runs and machines (unlike `Hasher`).
    static func hash(_ string: String) -> UInt32 {
        var string = string
        // Over the contiguous UTF-8 (a `for` over `string.utf8` decodes index by index).
        return string.withUTF8 { hash($0) }
    }

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return hash
    }

    /// Four hex digits of ``hash(_:)``.
    static func shortHash(_ string: String) -> String {
        let hash = hash(string)
        let short = (hash >> 16) ^ (hash & 0xFFFF)
        let hex = String(short, radix: 16)
        return String(repeating: "0", count: 4 - hex.count) + hex
    }
}
