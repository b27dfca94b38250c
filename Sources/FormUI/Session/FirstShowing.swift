import Foundation
import Synchronization

// The first showing of a page to a state nothing was kept for (a visitor without a session, or a page of
// a session never posted to): its `@State` values are the code's initial values, which FormUI evaluates
// again on every request rather than keep. That is only right when the code gives the same values each
// time. A state made at random or from the clock (`@State var target = Int.random(in: 1...100)`, rows
// with `let id = UUID()`, a game's `@StateObject`) would be made afresh for the visitor's first post, and
// the post would act on a page they never saw.
//
// So a first showing keeps every initial value it makes (`PageState.firstSight`), evaluates the page
// once more from a fresh state, and compares the two, value by value: the values that came out the same
// are let go (the code makes them again), the others stay, and the caller keeps the state (a server
// starts a session for it). What the visitor saw is what their post acts on.
//
// A random draw is known for what it is (`Device/RandomSources.swift`): a showing in which the app drew
// one keeps its values without the comparison, which a draw from a small range would pass by chance
// (one `Int.random(in: 0...2)` in three), and so does a later showing for the views that first appear in
// it. The clock and `UUID()` are found by the comparison.
//
// A view can first appear on a later showing, once the visitor has a kept state: the home screen after
// an onboarding, the next round of a game, a sheet. Its initial values are compared the same way, against
// an evaluation from a copy of the state without them (`laterShowing`). What the comparison finds is a
// fact about the code, not the visitor: each `@State` declaration (a view type's property) remembers
// whether its initial value came out the same twice (``InitialValueRecord``), so a declaration is
// compared once per process, and a showing whose views are all known costs one load per `@State`.

extension PageState {
    /// The keys whose initial values this showing kept to compare, while it runs, with the declarations
    /// that made them (nil: one not known by its view type's layout, or an object).
    struct KeptInitialValues {
        var keys: [String] = []
        var declarations: [InitialValueRecord?] = []

        mutating func append(_ key: String, _ declaration: InitialValueRecord?) {
            keys.append(key)
            declarations.append(declaration)
        }
    }

    /// Keeps `value` as the value under `key` when a first showing is running and nothing is kept there.
    func keepFirstSight(_ value: Any, for key: String, declaration: InitialValueRecord? = nil) {
        guard firstSight != nil, values[key] == nil else { return }
        values[key] = value
        firstSight!.append(key, declaration)
    }

    /// Keeps the initial `value` of a view that first appears on a later showing (``laterSight``): to
    /// compare, or for good when its declaration is known to make a new value each time.
    func keepLaterSight(_ value: Any, for key: String, declaration: InitialValueRecord) {
        guard values[key] == nil else { return }
        values[key] = value
        if declaration.differs {
            keepAsUnrepeatable(key)
        } else {
            laterSight!.append(key, declaration)
        }
    }

    /// Keeps the initial `value` of a view that appears on a later showing, after the app drew a random
    /// value in this evaluation (``drewRandomly``): a view that first appears once the visitor has a
    /// kept state (a game's next round, a sheet) keeps what it showed too.
    func keepDrawnValue(_ value: Any, for key: String) {
        guard values[key] == nil else { return }
        values[key] = value
        keepAsUnrepeatable(key)
    }

    /// Marks the value kept under `key` as one the code does not make the same way twice: the state is
    /// kept, and a store that cannot encode the value (not an object: the session keeps those anyway)
    /// leaves it out rather than refusing the session.
    func keepAsUnrepeatable(_ key: String) {
        hasUnrepeatableValues = true
        guard let value = values[key], !(type(of: value) is AnyObject.Type) else { return }
        if keptFromFirstSight == nil { keptFromFirstSight = [] }
        keptFromFirstSight!.insert(key)
    }

    /// Whether this state keeps initial values that the code does not make the same way twice: a
    /// server keeps such a state (starting a session for a visitor without one).
    public var keepsUnrepeatableValues: Bool { hasUnrepeatableValues }
}

extension FormPage {
    /// Runs `show` for a state nothing was kept for, then keeps only the initial values that a second
    /// evaluation from a fresh state makes differently (see above). Returns what `show` returned.
    func firstShowing<T>(_ state: PageState, options: RenderOptions, _ show: () -> T) -> T {
        guard state.firstSight == nil else { return show() }
        let (result, sight) = keeping(first: true, of: state, show)
        guard let sight else { return result }
        let again = PageState(sessionValues: state.sessionValues)
        again.firstSight = PageState.KeptInitialValues()
        _ = evaluate(again, options: options, pass: .describe)
        keepWhatDiffers(sight, in: state, from: again)
        return result
    }

    /// Runs `show`, a showing of a state kept before, keeping the initial values of the views that first
    /// appear in it which an evaluation from a copy of the state without them makes differently (see
    /// above). A page shown again after a rejected post is not a showing, and keeps nothing.
    func laterShowing<T>(_ state: PageState, options: RenderOptions, _ show: () -> T) -> T {
        guard state.firstSight == nil, state.laterSight == nil, options.problems == nil else { return show() }
        let (result, sight) = keeping(first: false, of: state, show)
        guard let sight else { return result }
        let again = PageState(sessionValues: state.sessionValues)
        var values = state.values
        for key in sight.keys { values[key] = nil }
        again.values = values
        again.laterSight = PageState.KeptInitialValues()
        _ = evaluate(again, options: options, pass: .describe)
        keepWhatDiffers(sight, in: state, from: again)
        return result
    }

    /// Runs `show` with the initial values it makes kept (in `firstSight` for a first showing, else in
    /// `laterSight`), and returns what it kept when they are to be compared: none when it kept none, or
    /// when the app drew random values, whose values are kept as shown without asking a second
    /// evaluation whether they would come out the same (a small range would, by chance). The two
    /// properties are named, not reached through a key path: every render comes here.
    private func keeping<T>(first: Bool, of state: PageState, _ show: () -> T) -> (T, PageState.KeptInitialValues?) {
        if first { state.firstSight = PageState.KeptInitialValues() } else { state.laterSight = PageState.KeptInitialValues() }
        let result = show()
        let sight: PageState.KeptInitialValues
        if first {
            sight = state.firstSight!
            state.firstSight = nil
        } else {
            sight = state.laterSight!
            state.laterSight = nil
        }
        guard !sight.keys.isEmpty else { return (result, nil) }
        guard !state.drewRandomly else {
            for key in sight.keys { state.keepAsUnrepeatable(key) }
            return (result, nil)
        }
        return (result, sight)
    }

    /// Compares the initial values a showing kept (`sight`) with those the evaluation of `again` made:
    /// those that came out the same are let go, the others stay; each declaration learns which it was.
    private func keepWhatDiffers(_ sight: PageState.KeptInitialValues, in state: PageState, from again: PageState) {
        for (key, declaration) in zip(sight.keys, sight.declarations) {
            guard let first = state.values[key] else { continue }
            guard let second = again.values[key] else {
                // Not made again: its view did not appear, or (another evaluation having learnt meanwhile
                // that it repeats) it was not kept to compare.
                if declaration?.repeats == true { state.values[key] = nil } else { state.keepAsUnrepeatable(key) }
                continue
            }
            if ValueFingerprint(first) == ValueFingerprint(second) {
                state.values[key] = nil
                declaration?.learn(repeats: true)
            } else {
                state.keepAsUnrepeatable(key)
                declaration?.learn(repeats: false)
            }
        }
    }

    /// Renders the page for a state nothing was kept for, keeping the initial values the code does not
    /// make the same way twice (``PageState/keepsUnrepeatableValues``).
    @_spi(Engine) public func renderFirstShowing(_ state: PageState, options: RenderOptions = RenderOptions()) -> RenderedPage {
        firstShowing(state, options: options) { render(state, options: options) }
    }

    /// Describes the page for a state nothing was kept for, as ``renderFirstShowing(_:options:)`` renders it.
    @_spi(Engine) public func describeFirstShowing(_ state: PageState, options: RenderOptions = RenderOptions()) -> PageDescription {
        firstShowing(state, options: options) { describe(state, options: options) }
    }
}

/// What is known of one `@State` declaration's initial value (a view type's property): whether the code
/// made it the same way twice, the one time it was compared (`FormPage.laterShowing`). Shared by every
/// evaluation in the process, so read and written atomically.
final class InitialValueRecord: Sendable {
    private static let unknown: UInt8 = 0, same: UInt8 = 1, different: UInt8 = 2
    private let status = Atomic<UInt8>(0)

    /// Whether the initial value came out the same when compared: a later showing need not keep it.
    var repeats: Bool { status.load(ordering: .relaxed) == Self.same }
    /// Whether it came out different: a later showing keeps it without comparing.
    var differs: Bool { status.load(ordering: .relaxed) == Self.different }

    func learn(repeats: Bool) {
        // A value once found to differ stays so: it is what keeps a visitor's post on what they saw.
        if !repeats { status.store(Self.different, ordering: .relaxed); return }
        _ = status.compareExchange(expected: Self.unknown, desired: Self.same, ordering: .relaxed)
    }
}

/// What a value is, deeply enough to tell two initial values apart: its type, and its stored parts
/// down to their leaves (a date to the nanosecond, which its description is not). Bounded in depth and
/// size: a large value is compared by what fits.
struct ValueFingerprint: Equatable {
    private var text = ""
    private var budget = 512

    init(_ value: Any) { write(value, depth: 0) }

    private mutating func write(_ value: Any, depth: Int) {
        budget -= 1
        guard budget > 0 else { return }
        if let date = value as? Date {
            text += "D\(date.timeIntervalSinceReferenceDate.bitPattern);"
            return
        }
        let mirror = Mirror(reflecting: value)
        if mirror.children.isEmpty || depth > 6 {
            text += String(reflecting: value)
            text += ";"
            return
        }
        text += String(reflecting: type(of: value))
        text += "("
        for child in mirror.children {
            text += child.label ?? ""
            text += ":"
            write(child.value, depth: depth + 1)
            guard budget > 0 else { break }
        }
        text += ")"
    }
}
