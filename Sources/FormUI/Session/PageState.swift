import Foundation
import Locking

/// One session's state for one page: the values of its `@State` properties and what the page showed.
///
/// Not thread-safe by itself: whoever owns it (a session, a test) evaluates one request at a time
/// against it. FormUIServer does this under the session's lock.
// Sendable: its owner evaluates one request at a time against it (above); FormUIServer under the session's lock.
@_spi(Engine) public final class PageState: @unchecked Sendable {
    /// `@State` values that differ from the code's defaults, keyed by view identity and property name.
    /// Without run-time exclusivity checks: one evaluation at a time uses a page state (above), and every
    /// `@State` read went through two of them.
    @exclusivity(unchecked) var values = StateValues()

    /// Counts the submissions that changed something. The page carries the revision it was rendered at.
    public internal(set) var revision = 0

    /// The field values the page showed at recent revisions, so that a post from an older page applies only
    /// what its user changed (two tabs of one session must not undo each other): the names and the values
    /// first shown with them as a table shared with every session that saw the page the same way, and
    /// only where this session's showing differs from that table beside it.
    var shown: [Shown] = []
    /// How many showings are remembered: a tab up to this many revisions behind merges, one further
    /// behind gets a 409 that keeps its input (DESIGN §4 says why 16).
    private static let revisionsKept = 16

    struct Shown {
        var revision: Int
        var names: FieldNames
        /// Where this showing's values differ from `names.values`: field index and value, by index.
        var differences: [(index: Int, value: String?)]

        init(revision: Int, names: FieldNames, values: [String?]) {
            self.revision = revision
            self.names = names
            differences = []
            for index in values.indices where values[index] != names.values[index] {
                differences.append((index, values[index]))
            }
        }

        /// The value shown in each field, in the table's order.
        var values: [String?] {
            var values = names.values
            for difference in differences { values[difference.index] = difference.value }
            return values
        }
    }

    private var changed = false
    /// Whether a request for this page opened a resource on the visitor's device (SwiftData): a post is
    /// then applied from a ``Checkpoint``, put back when the data refuses it.
    var opensDeviceResources = false

    /// While a first showing runs, the keys of the initial values it kept (`Session/FirstShowing.swift`).
    @exclusivity(unchecked) var firstSight: KeptInitialValues?
    /// While a later showing runs, the keys of the initial values it kept to compare: those of views
    /// that first appear in it (`Session/FirstShowing.swift`).
    @exclusivity(unchecked) var laterSight: KeptInitialValues?
    /// Whether a first showing kept initial values the code does not make the same way twice.
    var hasUnrepeatableValues = false
    /// Whether the app drew a random value in the evaluation running now (`Device/RandomSources.swift`):
    /// the initial values made after it are kept.
    @exclusivity(unchecked) var drewRandomly = false
    /// The keys of values (not objects) a first showing kept that nothing has written since: a store
    /// that cannot encode one leaves it out, and the code's initial value is used again, as it was
    /// before first showings kept values.
    var keptFromFirstSight: Set<String>?

    /// What few pages have: sub-pages' histories, views with appearance actions, views holding state.
    /// A box made the first time one is kept, so that a page state without them stays small.
    final class Remembered {
        var subpagesShown: [[String]: [Shown]]?
        var shownAppearances: [[String]: [String: Appearance]]?
        var shownStatePrefixes: [[String]: Set<String>]?
    }

    private var remembered: Remembered?

    private var rememberedForWriting: Remembered {
        if let remembered { return remembered }
        let made = Remembered()
        remembered = made
        return made
    }

    /// The same history as `shown` for each sub-page shown (`NavigationLink` destinations, by their path):
    /// a sub-page shows other controls than its page, so it has a history of its own. nil until one is
    /// shown.
    var subpagesShown: [[String]: [Shown]]? {
        get { remembered?.subpagesShown }
        set { if newValue != nil || remembered != nil { rememberedForWriting.subpagesShown = newValue } }
    }

    /// The views with appearance actions the last showing of the page (key `[]`) and of each sub-page
    /// had. nil until a page with such views is shown.
    var shownAppearances: [[String]: [String: Appearance]]? {
        get { remembered?.shownAppearances }
        set { if newValue != nil || remembered != nil { rememberedForWriting.shownAppearances = newValue } }
    }

    /// The views holding state that the last showing of the page (key `[]`) and of each sub-page had,
    /// by key prefix (`path#`). nil until such a page is shown.
    var shownStatePrefixes: [[String]: Set<String>]? {
        get { remembered?.shownStatePrefixes }
        set { if newValue != nil || remembered != nil { rememberedForWriting.shownStatePrefixes = newValue } }
    }

    func appearances(subpage: [String]) -> [String: Appearance]? {
        shownAppearances?[subpage]
    }

    /// Ends a showing: keeps which views it had, and runs `.onDisappear` for those the last one had
    /// and this one does not. Returns whether one ran.
    func finishShowing(_ appearances: [String: Appearance], subpage: [String]) -> Bool {
        let before = shownAppearances?[subpage] ?? [:]
        if appearances.isEmpty && before.isEmpty { return false }
        let box = rememberedForWriting
        box.shownAppearances = box.shownAppearances ?? [:]
        box.shownAppearances![subpage] = appearances
        var ran = false
        for (key, appearance) in before.sorted(by: { $0.key < $1.key }) where appearances[key] == nil {
            if let onDisappear = appearance.onDisappear {
                ActionTasks.awaiting(onDisappear)
                ran = true
            }
        }
        return ran
    }

    /// The values shared by every page of the session (`@AppStorage`).
    public let sessionValues: SessionValues

    /// Whether what the app's code changes on the visitor's device while this state is shown outlives
    /// the request: false for the state a server shows a visitor without a session from, which is not
    /// kept (their app data, SwiftData's rows, is then not kept either).
    public var isKept = true

    /// A page's state in a session whose pages share `sessionValues`; a new set when not given.
    public init(sessionValues: SessionValues = SessionValues()) {
        self.sessionValues = sessionValues
    }

    func writeSessionValue(_ value: Any, for key: String) {
        sessionValues.values[key] = value
        changed = true
    }

    /// Removes the session-wide value under `key` (`UserDefaults.removeObject(forKey:)`).
    func removeSessionValue(for key: String) {
        guard sessionValues.values.removeValue(forKey: key) != nil else { return }
        changed = true
    }

    /// How many `@State` values this page holds for the session.
    public var storedValueCount: Int { values.count }

    /// The names the page (or sub-page) gave its controls the last time it showed, in order, with which
    /// control (by a hash of its structural identity) had each: a control added above one with the same
    /// label does not take its name (DESIGN §3).
    func lastNames(subpage: [String]) -> FieldNames? {
        history(subpage).last?.names
    }

    private func history(_ subpage: [String]) -> [Shown] {
        subpage.isEmpty ? shown : subpagesShown?[subpage] ?? []
    }

    /// The object kept under `key`, made by `make` the first time: a model object lives as long as the
    /// session. Keeping it is not a change (nothing the page shows differs).
    func keepObject<Object: AnyObject>(for key: String, make: () -> Object) -> Object {
        if let kept = value(for: key, as: Object.self) { return kept }
        let object = make()
        if firstSight != nil { keepFirstSight(object, for: key) } else { values[key] = object }
        return object
    }

    /// The value kept under `key`, if it is a `T`. A value of a session loaded from a store is decoded
    /// when first asked for, with the type only the asker knows, and kept decoded.
    func value<T>(for key: String, as type: T.Type) -> T? {
        guard let stored = values[key] else { return nil }
        if let value = stored as? T { return value }
        guard let encoded = stored as? StoredValue, let decoded = ValueCoding.decode(encoded, as: T.self) else { return nil }
        values[key] = decoded
        return decoded
    }

    /// Keeps a `@State` value that is an object (an `@Observable` model) from its first evaluation, so
    /// that changes made to it through its properties last. Not a change.
    func keepInitialObject(_ value: Any, for key: String) {
        if firstSight != nil { return keepFirstSight(value, for: key) }
        if values[key] == nil { values[key] = value }
    }

    /// Notes that a post changed something not written through a binding (an action that changed a
    /// model object): the post starts a new revision.
    func noteChange() { changed = true }

    /// Forgets the state of the views that the last showing of this page (or sub-page) had and this one
    /// does not (`inUse`), as SwiftUI forgets the state of a view that leaves the hierarchy: a sheet
    /// dismissed, an `if` turned false, a row deleted. A view the last showing did not have (one of
    /// another sub-page, shown in another browser tab) keeps its state.
    func forgetState(notIn inUse: StateInUse, subpage: [String]) {
        // A state that holds nothing of its own (a visitor who never posted) has nothing to forget.
        if values.isEmpty && shownStatePrefixes == nil { return }
        let kept = shownStatePrefixes?[subpage]
        let before = kept ?? []
        // The views the last showing had and this one does not: nearly always none, and then no key is
        // taken apart (finding each key's prefix is work on every key, on every showing).
        var gone: Set<String> = []
        for prefix in before where !inUse.keyPrefixes.contains(prefix) { gone.insert(prefix) }
        if !gone.isEmpty {
            var forgotten: [String] = []
            for key in values.keys {
                guard let mark = key.utf8.lastIndex(of: UInt8(ascii: "#")) else { continue }
                let prefix = String(key[...mark])
                guard gone.contains(prefix) else { continue }
                if inUse.retainedPaths.contains(where: { prefix.hasPrefix($0) }) { continue }
                forgotten.append(key)
            }
            for key in forgotten { values[key] = nil }
        }
        // The same views as last time (every one before is still here, and no more): nothing to note.
        if kept != nil, gone.isEmpty, before.count == inUse.keyPrefixes.count { return }
        let box = rememberedForWriting
        box.shownStatePrefixes = box.shownStatePrefixes ?? [:]
        box.shownStatePrefixes![subpage] = inUse.keyPrefixes
    }

    func write(_ value: Any, for key: String) {
        values[key] = value
        changed = true
        if keptFromFirstSight != nil { keptFromFirstSight!.remove(key) }
    }

    /// Ends a submission: a new revision if anything was written.
    func commitRevision() {
        if changed {
            revision += 1
            changed = false
        }
    }

    /// Notes what an evaluation showed: `registry`'s names, owners and shown values.
    func recordShown(_ registry: ControlRegistry, subpage: [String] = []) {
        if subpage.isEmpty {
            record(registry, in: &shown)
        } else {
            let box = rememberedForWriting
            var history = box.subpagesShown?[subpage] ?? []
            box.subpagesShown?[subpage] = nil  // so that `history` is the only reference while it changes
            record(registry, in: &history)
            box.subpagesShown = box.subpagesShown ?? [:]
            box.subpagesShown![subpage] = history
        }
    }

    private func record(_ registry: ControlRegistry, in shown: inout [Shown]) {
        let values = registry.valuesInOrder
        let names = registry.namesAsBefore ?? FieldNames.interned(registry.namesInOrder, owners: registry.ownersInOrder, values: values)
        let showing = Shown(revision: revision, names: names, values: values)
        if let last = shown.last, last.revision == revision {
            shown[shown.count - 1] = showing
            return
        }
        shown.append(showing)
        if shown.count > Self.revisionsKept { shown.removeFirst(shown.count - Self.revisionsKept) }
    }

    /// The field values shown at `revision` on the page or one of its sub-pages, if still remembered.
    /// Whether what the page or one of its sub-pages showed at `revision` is remembered.
    func hasShown(at revision: Int, subpage: [String] = []) -> Bool {
        history(subpage).contains { $0.revision == revision }
    }

    func fieldsShown(at revision: Int, subpage: [String] = []) -> [String: String]? {
        guard let entry = history(subpage).last(where: { $0.revision == revision }) else { return nil }
        var fields: [String: String] = [:]
        for (name, value) in zip(entry.names.names, entry.values) { fields[name] = value }
        return fields
    }
}

/// The field names a page gave its controls, in order, which control had each, and the values shown the
/// first time the page showed them.
///
/// Every session that sees a page with the same controls gets the same names, so a table is kept once and
/// shared (``interned(_:owners:values:)``): a session holds a reference and only the values it showed
/// differently. The table's values are those of the showing that made it, usually the code's defaults
/// (most visitors' first showing), so a showing of a page that changed one control keeps one value.
// Sendable: immutable: every stored property is a `let` of a value type.
final class FieldNames: @unchecked Sendable {
    let names: [String]
    let ownerHashes: [UInt32]
    /// By name, as ``ControlRegistry/allocateName(label:fallback:path:)`` reads them.
    let owners: [String: UInt32]
    /// The value each field showed when the table was made (nil: nothing shown).
    let values: [String?]

    private init(names: [String], owners: [UInt32], values: [String?]) {
        self.names = names
        ownerHashes = owners
        self.values = values
        var byName: [String: UInt32] = [:]
        byName.reserveCapacity(names.count)
        for (name, owner) in zip(names, owners) { byName[name] = owner }
        self.owners = byName
    }

    /// Tables by a fingerprint of their names and owners. Past 4,096 tables (a program has few page
    /// shapes; names made from data could make many), or when another table has the same fingerprint,
    /// a new table is not kept in the pool: each session then holds its own.
    private static let pool = LockedCache<UInt64, FieldNames>(limit: 4096)

    /// The table for these names and owners: one already made, or a new one whose values are `values`.
    static func interned(_ names: [String], owners: [UInt32], values: [String?]) -> FieldNames {
        var hash: UInt64 = 14_695_981_039_346_656_037
        func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        for (name, owner) in zip(names, owners) {
            for byte in name.utf8 { mix(byte) }
            mix(0)
            for shift in stride(from: 0, to: 32, by: 8) { mix(UInt8(truncatingIfNeeded: owner >> UInt32(shift))) }
        }
        let fingerprint = hash
        if let found = pool[fingerprint], found.names == names && found.ownerHashes == owners { return found }
        let table = FieldNames(names: names, owners: owners, values: values)
        let kept = pool.keep(table, for: fingerprint)
        // Another thread may have kept the same table meanwhile; a different one with this fingerprint stays.
        return kept === table || (kept.names == names && kept.ownerHashes == owners) ? kept : table
    }
}

// MARK: Before a post

extension PageState {
    /// The page's state (and its session's `@AppStorage` values) as it was before a post, put back when
    /// the app's data refused the post's changes, so that nothing of the post is kept: not its `@State`
    /// writes either. Objects kept in `@State` (an `@Observable` model) change in place and are not put
    /// back; neither are files the actions wrote.
    struct Checkpoint {
        fileprivate let values: StateValues
        fileprivate let revision: Int
        fileprivate let shown: [Shown]
        fileprivate let changed: Bool
        fileprivate let hasUnrepeatableValues: Bool
        fileprivate let keptFromFirstSight: Set<String>?
        fileprivate let remembered: (subpagesShown: [[String]: [Shown]]?, shownAppearances: [[String]: [String: Appearance]]?, shownStatePrefixes: [[String]: Set<String>]?)?
        fileprivate let sessionValues: [String: Any]
    }

    func checkpoint() -> Checkpoint {
        Checkpoint(
            values: values, revision: revision, shown: shown, changed: changed, hasUnrepeatableValues: hasUnrepeatableValues,
            keptFromFirstSight: keptFromFirstSight,
            remembered: remembered.map { ($0.subpagesShown, $0.shownAppearances, $0.shownStatePrefixes) },
            sessionValues: sessionValues.values)
    }

    /// Whether a `@State` value is an object of the app's own (an `@Observable` model), which a
    /// checkpoint cannot put back; models kept by reference (SwiftData's) are read again instead.
    var keepsObjectsOfItsOwn: Bool {
        let references = SessionReferences.coder
        return values.dictionary.values.contains { value in
            let type = Swift.type(of: value)
            return type is AnyClass && !(references?.refers(to: type) ?? false)
        }
    }

    func restore(_ checkpoint: Checkpoint) {
        values = checkpoint.values
        revision = checkpoint.revision
        shown = checkpoint.shown
        changed = checkpoint.changed
        hasUnrepeatableValues = checkpoint.hasUnrepeatableValues
        keptFromFirstSight = checkpoint.keptFromFirstSight
        if let kept = checkpoint.remembered {
            let box = Remembered()
            (box.subpagesShown, box.shownAppearances, box.shownStatePrefixes) = kept
            remembered = box
        } else {
            remembered = nil
        }
        sessionValues.values = checkpoint.sessionValues
    }
}


/// A page's `@State` values by key (`path#property`), as a dictionary reads them.
///
/// Most page states hold a few values (a visitor changed a control or two), where a `Dictionary` costs
/// its hash table and a minimum capacity: up to ``pairLimit`` values are kept as pairs in one array and
/// found by comparing keys in order; past that, in a dictionary. Keys are interned (one string shared by
/// every session that holds a value under it), as field names are.
struct StateValues {
    /// Up to ``pairLimit`` values, in the order they were first written; empty once ``table`` holds them.
    /// Two properties rather than an enum of the two forms: a read finds its value in place, where taking
    /// the array out of an enum's case would retain and release it on every `@State` read.
    private var pairs: [Pair] = []
    /// Every value, past ``pairLimit``.
    private var table: [String: Any]?

    /// Past this many values a dictionary finds a key faster than comparing each.
    static let pairLimit = 8

    init() {}

    init(_ dictionary: [String: Any]) {
        if dictionary.count > Self.pairLimit {
            table = dictionary
        } else {
            pairs = dictionary.map { (Self.interned($0.key), $0.value) }
        }
    }

    var count: Int { table?.count ?? pairs.count }

    var isEmpty: Bool { count == 0 }

    var keys: [String] {
        if let table { return Array(table.keys) }
        return pairs.map(\.key)
    }

    /// Every value by its key.
    var dictionary: [String: Any] {
        table ?? Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, $0.value) })
    }

    subscript(key: String) -> Any? {
        get {
            withUnsafePointer(to: key) { value(forKeyAt: $0) }
        }
        set {
            if table != nil {
                table![key] = newValue
                return
            }
            if let index = withUnsafePointer(to: key, { key in pairs.withUnsafeBufferPointer { Self.index(ofKeyAt: key, in: $0) } }) {
                if let newValue {
                    pairs[index].value = newValue
                } else {
                    pairs.remove(at: index)
                }
            } else if let newValue {
                if pairs.count == Self.pairLimit {
                    var values = Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, $0.value) })
                    values[key] = newValue
                    table = values
                    pairs = []
                    return
                }
                pairs.append((Self.interned(key), newValue))
            }
        }
    }

    /// The value under the key at `key`: a `@State` reads its value from here on every evaluation, with
    /// its key read where the location holds it (passing it as a `String` would retain and release it).
    func value(forKeyAt key: UnsafePointer<String>) -> Any? {
        if table != nil { return table.unsafelyUnwrapped[key.pointee] }
        return pairs.withUnsafeBufferPointer { pairs in
            guard let index = Self.index(ofKeyAt: key, in: pairs) else { return nil }
            return Self.pair(index, in: pairs).advanced(by: MemoryLayout<Pair>.offset(of: \.value)!)
                .assumingMemoryBound(to: Any.self).pointee
        }
    }

    private typealias Pair = (key: String, value: Any)

    /// Where pair `index` of `pairs` sits: its fields are read there, where `pairs[index]` would copy the
    /// pair out (a retain and a release of its key and of its value).
    private static func pair(_ index: Int, in pairs: UnsafeBufferPointer<Pair>) -> UnsafeRawPointer {
        UnsafeRawPointer(pairs.baseAddress.unsafelyUnwrapped) + index * MemoryLayout<Pair>.stride
    }

    /// The index of the pair whose key is the one at `key`, comparing lengths first.
    private static func index(ofKeyAt key: UnsafePointer<String>, in pairs: UnsafeBufferPointer<Pair>) -> Int? {
        let length = key.pointee.utf8.count
        for index in 0..<pairs.count {
            let candidate = pair(index, in: pairs).assumingMemoryBound(to: String.self)
            if candidate.pointee.utf8.count == length, candidate.pointee == key.pointee { return index }
        }
        return nil
    }

    /// Keys in use, each kept once. Past 4,096 (keys made from data: rows of a list), a key is not kept.
    private static let keyPool = LockedCache<String, String>(limit: 4096)

    static func interned(_ key: String) -> String {
        keyPool.value(for: key) { $0 }
    }
}
