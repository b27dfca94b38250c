/// What one evaluation of a page is for. The same view tree answers five questions; ``FormPage`` picks
/// the pass once per evaluation, and everything that behaves differently between them reads it here
/// rather than working it out from the writer or the registry.
///
/// | pass | asked by | HTML | controls |
/// |---|---|---|---|
/// | ``show`` | a `GET` (and the page answering a rejected post) | written | take names, note what they show |
/// | ``describe`` | the JSON view; a post that also records the page's first showing | dropped | described in full, with decoders and actions |
/// | ``decode(_:)`` | a post | dropped | the ones the post names are described; the others only take their names, and those below the last one posted to do nothing |
/// | ``watchChanges`` | the rounds after a post's writes that run `.onChange` actions | dropped | nothing: only `.onChange` values are read |
/// | ``locate`` | whether a sub-page's address exists | dropped | described, so that links and destinations are found as a showing finds them |
///
/// A control reads the pass from ``ControlContext/pass`` and asks a decode pass's ``PostedNames`` what
/// the post reaches.
public enum EvaluationPass {
    /// Draws the page for someone. It is a *showing* (views appear, what it shows becomes the baseline of
    /// a later post) unless it answers a rejected post, whose page shows the person's input.
    case show
    /// Describes every control, as the JSON view lists them.
    case describe
    /// Decodes a post that sends these names (its fields, and the pressed action's id).
    case decode(PostedNames)
    /// Reads the `.onChange` values after a post's writes, to run the actions of those that changed.
    case watchChanges
    /// Finds whether the sub-page asked for is on the page.
    case locate

    /// Whether the page's HTML is kept: only a showing needs it, and the writer the pass picks
    /// (`HTMLBuffer.discarding` otherwise) drops the rest.
    public var writesHTML: Bool {
        if case .show = self { return true }
        return false
    }

    /// Whether a view's initial `@State` value made after a random draw is kept: in the passes that show
    /// the page to someone (as HTML or JSON), not in those that answer a post.
    var keepsDrawnValues: Bool {
        switch self {
        case .show, .describe: return true
        case .decode, .watchChanges, .locate: return false
        }
    }

    /// Whether controls build their descriptions, decoders and actions: every pass but ``show``, which
    /// needs only their names and the values they show.
    public var describesControls: Bool { !writesHTML }

    /// The post this pass decodes (``ControlContext/post`` while it runs). A pass that reads only
    /// `.onChange` values decodes a post that names nothing, so every control is past it. nil in a pass
    /// that decodes no post.
    var post: PostedNames? {
        switch self {
        case .decode(let names): return names
        case .watchChanges: return PostedNames([])
        case .show, .describe, .locate: return nil
        }
    }
}

/// The names a post sends (its fields, and the pressed action's id, as `NAME.increment`), and how far the
/// evaluation decoding it has come: names are given in page order, so once every name the post sends
/// was given, nothing below can be posted to.
public final class PostedNames {
    let names: Set<String>
    /// How many of ``names`` no control has answered yet.
    private var unanswered: Int

    init(_ names: Set<String>) {
        self.names = names
        unanswered = names.count
    }

    /// Whether the post sends the field `name` or one of its actions (`NAME.…`). A control whose name is
    /// not among them needs nothing more than that name in this pass: a picker skips its options.
    public func include(_ name: String) -> Bool {
        if names.contains(name) { return true }
        for posted in names where Self.isAction(posted, of: name) { return true }
        return false
    }

    /// Whether every name the post sends was given to a control evaluated before: a control further down
    /// needs nothing, not even its name, since it cannot change the names of the controls the post
    /// reaches. Ask it first, before evaluating a label. A control whose drawing evaluates views of the
    /// app's own (a custom style's body) evaluates them anyway: they may hold `.onChange` actions.
    public var areAllAnswered: Bool { unanswered == 0 }

    /// Notes that a control took the name `name`; whether that answered the last of the post's names.
    func answer(_ name: String) -> Bool {
        guard unanswered > 0 else { return false }
        unanswered -= count(of: name)
        return unanswered == 0
    }

    /// How many of the posted names `name` answers: itself, and its actions (`NAME.…`).
    private func count(of name: String) -> Int {
        var count = names.contains(name) ? 1 : 0
        for other in names where Self.isAction(other, of: name) { count += 1 }
        return count
    }

    /// Whether `posted` is `name` followed by `.` and more: an action of the control `name`.
    static func isAction(_ posted: String, of name: String) -> Bool {
        let postedBytes = posted.utf8, nameBytes = name.utf8
        guard postedBytes.count > nameBytes.count + 1, postedBytes.starts(with: nameBytes) else { return false }
        return postedBytes[postedBytes.index(postedBytes.startIndex, offsetBy: nameBytes.count)] == UInt8(ascii: ".")
    }
}
