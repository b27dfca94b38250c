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
    /// Whether the page shows a date or time control (a `DatePicker`, in any style): its values are read
    /// and shown in the page's time zone, which the layout then names.
    private(set) var showsDatesOrTimes = false
    /// Whether the page shows a file input: its form is then posted as `multipart/form-data`.
    private(set) var takesFiles = false
    /// Whether this evaluation keeps the controls' descriptions, decoders and actions. `describe` and
    /// `submit` need them; `render` only needs the names, the shown values and `needsApplyButton`, and a
    /// GET is most of a server's work, so a page view builds no closure and no description (a picker's
    /// options array with every label) for its controls.
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
            let repeated: String? = unretainedPreviousNames?.with { previous in
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
        guard let post, post.answer(name) else { return }
        lastPostedControlPath = path()
    }

    /// The structural path of the control that took the last name the post sends: its own content (a
    /// picker's options) is still part of it.
    private(set) var lastPostedControlPath = ""

    /// The names the session saw the last time the page showed, in order, with their owners (see
    /// ``PageState/lastNames(subpage:)``): a control that had a name then keeps it (DESIGN §3).
    var previousNames: FieldNames? {
        didSet { unretainedPreviousNames = previousNames.map { Unretained($0) } }
    }
    /// ``previousNames``, read without a retain and a release per control; kept alive by ``previousNames``.
    private var unretainedPreviousNames: Unretained<FieldNames>?
    /// Whether every name given so far is the one given at the same place in ``previousNames``. Until
    /// one is not, ``owners`` is not filled: the names are known to be unique.
    private var followsPreviousNames = true

    /// ``previousNames``, when this evaluation gave exactly those names to exactly those owners: the
    /// table the showing is recorded with, without making or looking up another.
    var namesAsBefore: FieldNames? {
        guard followsPreviousNames, let previousNames, previousNames.names.count == namesInOrder.count else { return nil }
        return previousNames
    }

    /// The post this evaluation decodes (see ``EvaluationPass/post``); nil when it decodes none.
    var post: PostedNames?

    /// Whether every name the post sends has been given, to its control or as an action of one. A control
    /// further down the page then needs nothing in this evaluation, not even its name: names are given in
    /// page order, so it cannot change the name of a control the post reaches.
    var hasReachedPostedNames: Bool { post?.areAllAnswered ?? false }

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

    /// Notes that a file input is shown (not off stage): see ``takesFiles``.
    mutating func noteTakesFiles() {
        if !isOffstage { takesFiles = true }
    }

    /// Notes that a date or time control is shown (not off stage): see ``showsDatesOrTimes``.
    mutating func noteDatesOrTimes() {
        if !isOffstage { showsDatesOrTimes = true }
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
