/// What the views of a page tell the views around them and the page itself: values that flow *up* the
/// tree, as SwiftUI's preferences do, while ``RenderContext``'s environment flows down. One slot per
/// kind of report; each slot's type lives beside the feature that reports it.
///
/// A feature that needs a value to flow up adds a slot here and its type in a file of its own. A view
/// that reports into a slot for its own subtree only (a `TabView` collecting its tabs, a sheet its
/// title) saves the slot, evaluates the subtree, reads the slot and puts the saved value back.
struct Reports {
    /// The page's title from `.navigationTitle`: the first one evaluated on the part of the page shown.
    var navigationTitle: String?

    /// Where a post goes next (destinations presented by a binding, `dismiss()` in a sub-page): made by
    /// the first view that needs one (``requestsNavigation``). See `Navigation/Navigation.swift`.
    private(set) var navigationRequest: NavigationRequest?

    /// While a `NavigationStack` with a path evaluates its root, the `.navigationDestination(for:)`s
    /// found there, by type; nil otherwise.
    var stackDestinations: [ObjectIdentifier: (any Hashable) -> AnyView?]?

    /// The tabs of the `TabView` being evaluated, if any (`Navigation/TabView.swift`).
    var tabs: TabCollection?

    /// The presentations shown (alerts, dialogs, sheets), rendered, for the top of the form
    /// (`Presentation/Presentation.swift`).
    var presentations: [RenderedPresentation] = []

    /// The views with appearance actions shown so far, when the evaluation is a showing (a `show` pass
    /// that does not answer a rejected post); nil otherwise (`Behaviour/Lifecycle.swift`).
    var appearances: [String: Appearance]?

    /// The views whose state a showing used, and the positions whose state is kept though not evaluated
    /// (``StateInUse``); nil when the evaluation is not a showing. After a showing, the state of views it
    /// did not have is forgotten, as SwiftUI forgets the state of a view that leaves the hierarchy.
    var stateInUse: StateInUse?

    /// Whether an appearance action (or a path shortened by a showing) ran: what the page shows may have
    /// changed under it, and it is evaluated again.
    var ranLifecycleActions = false

    /// Whether the address wrote state the views built before it had read (a split view's row chosen
    /// in the query): the evaluation is made again, a post's included, so that what it decodes is the
    /// page the address shows.
    var addressWroteState = false

    /// The preference values the views evaluated so far in the current scope give, by key type, each
    /// already reduced (`Core/Preferences.swift`). nil until a view sets one.
    var preferences: [ObjectIdentifier: Any]?

    /// What `.onReceive` listens to: the subscriptions last as long as the evaluation, so that a value
    /// sent by the post's action reaches the view (`Behaviour/OnReceive.swift`).
    var subscriptions: [AnyCancellable] = []

    /// The shortest interval of the timers `.onReceive` follows on the page shown, if any: with
    /// JavaScript on, the page is shown again at that pace.
    var timerInterval: TimeInterval?

    /// ``navigationRequest``, made if no view has made it yet.
    var requestsNavigation: NavigationRequest {
        mutating get {
            if let navigationRequest { return navigationRequest }
            let request = NavigationRequest()
            navigationRequest = request
            return request
        }
    }
}
