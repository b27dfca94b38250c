import Foundation

/// One evaluation of a page as it walks the view tree: where it is (the structural position), what
/// flows down (the environment), where it writes (the HTML writer), what it finds (the control
/// registry), whose state it reads (the page state), and what it is for (the pass). Values that flow
/// up are `Reports`; what a label or a picker's content is gathered into is `Capture`. Features
/// extend it in their own files (a label's rendering in `RenderedLabel.swift`, a picker's option
/// listing in `OptionListing.swift`, a rejected post's input in `RejectedPostInput.swift`).
///
/// Public only as the parameter of `View._render(in:)`: it has no public members, and an app never
/// makes or uses one.
///
/// The mutable properties opt out of Swift's run-time exclusivity checks (`@exclusivity(unchecked)`):
/// every view reads or writes several of them, and the checks (`swift_beginAccess`, a thread-local
/// access set) would run on each. A context belongs to one evaluation on one thread, and no evaluation
/// code passes one of these properties `inout` while touching it through the context.
public final class RenderContext {
    @exclusivity(unchecked) var html: HTMLBuffer
    @exclusivity(unchecked) var environment: EnvironmentValues
    /// The structural identity of the view being evaluated: child indexes, branches, `ForEach` ids, `.id`s,
    /// as UTF-8. Kept as bytes and cut back after each child, so that entering a child appends in place;
    /// only the views that need it as a string (controls, `@State`) make one. A `String` saved and
    /// restored around every child would be copied on every append.
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

    /// The size the nearest `.frame(width:height:)` states, and the structural depth of its content: a
    /// shape drawn there as SVG draws its path in that rectangle (see ``shapeFrame(at:)``).
    @exclusivity(unchecked) var statedFrame: (size: CGSize, depth: Int)?

    /// What this evaluation is for (see ``EvaluationPass``).
    let pass: EvaluationPass

    /// `capacity`: the buffer's first allocation when the pass writes HTML (``RenderOptions/expectedSize`` unless told).
    /// `isShowing`: whether the evaluation shows the page to someone (views appear, the state of views
    /// that left is forgotten): a `show` pass unless told (the JSON view of a page is a showing too).
    init(state: PageState, options: RenderOptions, pass: EvaluationPass, capacity: Int? = nil, isShowing: Bool? = nil) {
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
        if isShowing ?? pass.writesHTML, options.problems == nil {
            reports.appearances = [:]
            reports.stateInUse = StateInUse()
        }
    }

    /// A buffer for a part rendered on its own (a label, an option): one that keeps nothing when the
    /// writer in use keeps nothing.
    func makeBuffer(capacity: Int) -> HTMLBuffer {
        html.discards ? .discarding : HTMLBuffer(capacity: capacity)
    }

    /// Whether the rest of this evaluation may skip views that can hold no `.onChange`
    /// (``View/_holdsNoChangeWatchers``): it decodes a post that has reached every control it names, so
    /// what follows matters only for the `.onChange` actions the post's writes may run. Not inside the
    /// control that took the last name (a picker's options decode its post), not while a sub-page
    /// is being found (its trail runs through the page above it), and not where a labeled content style
    /// of the app's own is in effect (labeled content, listed, would draw its `makeBody`).
    var skipsRestOfPost: Bool {
        guard controls.hasReachedPostedNames, navigation == nil else { return false }
        if environment.hasAppStyles, environment.appStyle(of: LabeledContentStyles.self) != nil { return false }
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
}
