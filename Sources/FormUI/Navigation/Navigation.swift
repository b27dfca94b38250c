/// Navigation on a web page: a stack is the page itself, a title is the page's `<title>` and heading, and
/// a `NavigationLink` is a real link to a sub-page under the page's path.
///
/// A sub-page (`/settings/notifications`) is the same page evaluated for the same session, with the
/// link named by each path segment followed on the way: the views around the destination are evaluated
/// off stage (their controls keep their names but are not shown, described or decoded), and the
/// destination is what the page shows. So a destination's `@State`, bindings and actions work exactly as
/// they do in place, and a post to the sub-page comes back to it with `303`.

// MARK: Containers

/// A view that displays a root view and pushes views on top of it: on a web page, the root view is the
/// page and each pushed view is a sub-page with a link back.
public struct NavigationStack<Root: View>: View, TransparentView {
    @usableFromInline let root: Root
    @usableFromInline let path: StackPath?
    @inlinable public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }
    public var body: Never { primitiveBodyFailure() }

    public func _render(in context: RenderContext) {
        guard let path else {
            context.render(root, at: "nav")
            return
        }
        path.render(root, in: context)
    }
}

extension NavigationStack {
    /// A stack whose pushed values are `path`: appending a value (`path.append(Route.detail(3))`) in an
    /// action sends the post on to the sub-page showing that value's `.navigationDestination(for:)`,
    /// addressed by the value's words (`/page/detail-3`); removing it comes back. Showing the page at a
    /// shallower address (the way back, a bookmark) shortens the path to match.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = StackPath(
            values: { path.wrappedValue.elements },
            truncate: { count in path.wrappedValue.removeLast(path.wrappedValue.count - count) }
        )
    }

    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        path: Binding<Data>, @ViewBuilder root: () -> Root
    ) where Data.Element: Hashable {
        self.root = root()
        self.path = StackPath(
            values: { path.wrappedValue.map { $0 as any Hashable } },
            truncate: { count in path.wrappedValue.removeLast(path.wrappedValue.count - count) }
        )
    }
}

/// A list of values pushed on a navigation stack, of any `Hashable` types.
public struct NavigationPath: Equatable {
    var elements: [any Hashable] = []

    public init() {}

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { $0 as any Hashable }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) { elements.append(value) }

    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }

    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool {
        lhs.elements.count == rhs.elements.count && zip(lhs.elements, rhs.elements).allSatisfy { $0.isEqual(to: $1) }
    }
}

extension Hashable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: any Hashable) -> Bool {
        (other as? Self) == self
    }
}

/// The path binding of a ``NavigationStack``, whatever its type.
@usableFromInline
struct StackPath {
    let values: () -> [any Hashable]
    let truncate: (Int) -> Void

    /// A value's segment of the address: the words of its description (`detail(3)` → `detail-3`).
    static func segment(for value: any Hashable) -> String {
        let words = Slug.make(String(describing: value))
        return words.isEmpty ? "item" : words
    }

    /// Evaluates the stack's root, then follows the address's remaining segments through the path's
    /// values, each shown by the `.navigationDestination(for:)` of its type declared in the root.
    func render<Root: View>(_ root: Root, in context: RenderContext) {
        let values = self.values()
        let savedDestinations = context.reports.stackDestinations
        context.reports.stackDestinations = [:]
        context.render(root, at: "nav")
        let destinations = context.reports.stackDestinations ?? [:]
        context.reports.stackDestinations = savedDestinations

        var followed = 0
        if let trail = context.navigation {
            followed = follow(values, from: 0, destinations: destinations, trail: trail, in: context)
        }
        // Shown at a shallower address than the path (the way back, a bookmark): the path is shortened
        // to what is shown, as the stack pops. A sub-page reached by another link leaves it alone.
        let showsStack = context.navigation.map { followed > 0 && $0.isComplete } ?? true
        if context.reports.stateInUse != nil, showsStack, followed < values.count {
            truncate(followed)
            // What the page showed read the longer path: evaluate it again, as after an `.onAppear`.
            context.reports.ranLifecycleActions = true
        }
        context.reports.requestsNavigation.watchStack(values.map(Self.segment(for:)), shownDepth: followed, read: { self.values().map(Self.segment(for:)) })
    }

    /// Follows the trail's next segment through `values[index]`, and on through the next ones; answers how
    /// many values were followed.
    private func follow(_ values: [any Hashable], from index: Int, destinations: [ObjectIdentifier: (any Hashable) -> AnyView?], trail: NavigationTrail, in context: RenderContext) -> Int {
        guard index < values.count else { return index }
        let value = values[index]
        let segment = Self.segment(for: value)
        // A stack's steps are its path's values, in order: the path names them, whatever their words.
        let identity = UInt32(truncatingIfNeeded: index)
        guard trail.isNext(segment, identity: identity, in: context),
              let destination = destinations[ObjectIdentifier(type(of: value))]?(value) else { return index }
        var followed = index + 1
        context.follow(segment, identity: identity, title: String(describing: value), trail: trail) {
            context.render(destination, at: "path." + segment)
            followed = follow(values, from: index + 1, destinations: destinations, trail: trail, in: context)
        }
        return followed
    }
}

/// The older name of a navigation stack.
public struct NavigationView<Content: View>: View, TransparentView {
    @usableFromInline let content: Content
    @inlinable public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBodyFailure() }
    public func _render(in context: RenderContext) { context.render(content, at: "nav") }
}

/// Columns side by side: a sidebar, an optional middle column, and a detail. On a page they are regions
/// in a row that wraps on a narrow screen.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    public var body: Never { primitiveBodyFailure() }

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    public init<Visibility>(columnVisibility: Binding<Visibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

extension NavigationSplitView: PrimitiveView {
    public func _render(in context: RenderContext) {
        // The row a sidebar `List(selection:)` shows chosen, named in the address (SplitViewSelection.swift).
        let name = context.controls.allocateName(label: "", fallback: "selection", path: context.path)
        let asked = context.options.query[name]
        let saved = context.environment
        context.environment[SplitViewSelectionKey.self] = SplitViewSelection(name: name, asked: asked)
        if let asked { context.environment[ChosenTabs.self].append((name, asked)) }
        context.html.raw("<div class=\"split-view\"><div class=\"split-sidebar\">")
        context.render(sidebar, at: "sidebar")
        context.html.raw("</div>")
        if !(content is EmptyView) {
            context.html.raw("<div class=\"split-content\">")
            context.render(content, at: "content")
            context.html.raw("</div>")
        }
        context.html.raw("<div class=\"split-detail\">")
        // A page whose address chose a row is titled by what its detail shows, as a followed link's
        // page is; the sidebar's title stays when the detail sets none.
        let titledByDetail = asked != nil && context.navigation == nil
        let sidebarTitle = context.reports.navigationTitle
        if titledByDetail { context.reports.navigationTitle = nil }
        context.render(detail, at: "detail")
        if titledByDetail, context.reports.navigationTitle == nil { context.reports.navigationTitle = sidebarTitle }
        context.html.raw("</div></div>")
        context.environment = saved
    }
}

// MARK: Titles

/// How large a navigation title is drawn on a phone. A page has one heading size; accepted and ignored.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

/// Sets the page's title (its `<title>` and `<h1>`) while the view is evaluated.
struct NavigationTitleView<Content: View>: View, TransparentView {
    let content: Content
    let title: Text
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        // The first title evaluated wins. Off stage it is the title of the page a link is followed from
        // (the way back says it); a destination starts without one, so its own title wins there.
        if context.reports.navigationTitle == nil { context.reports.navigationTitle = title.plainText }
        context.render(content)
    }
}

extension View {
    /// Sets the title of the page: the document's `<title>` and its heading.
    public consuming func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        NavigationTitleView(content: self, title: Text(titleKey))
    }

    @_disfavoredOverload
    public consuming func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        NavigationTitleView(content: self, title: Text(title))
    }

    public consuming func navigationTitle(_ title: Text) -> some View {
        NavigationTitleView(content: self, title: title)
    }

    /// Accepted for source compatibility: a page's heading has one size.
    public consuming func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }

    /// Accepted for source compatibility: a page has no back button of the system's to hide.
    public consuming func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}

// MARK: Links

/// A link to a sub-page that shows `destination`: `<a href="/page/label">`.
///
/// The sub-page's path segment is the link's label made into a slug, unique on the page the same way a
/// field name is (DESIGN §3), so it is readable and stays put while the page's state changes.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: NavigationDestination<Destination>
    public var body: Never { primitiveBodyFailure() }

    enum NavigationDestination<D: View> {
        case view(D)
        /// A value shown by the `.navigationDestination(for:)` registered for its type above the link.
        case value(any Hashable)
    }

    /// Creates a link that shows `destination` when followed.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = .view(destination)
    }

    /// Creates a link that shows the view `destination` builds when followed.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = .view(destination())
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), label: { Text(title) })
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a link that presents `value`: the `.navigationDestination(for:)` of its type, declared
    /// above the link, builds the view the sub-page shows.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        destination = .value(value.map { $0 as any Hashable } ?? Optional<P>.none as any Hashable)
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink: PrimitiveView {
    public func _render(in context: RenderContext) {
        let rendered = context.renderLabel(label)
        // A row of a split view's `List(selection:)` whose value is of the selection's type chooses it.
        if case .value(let value) = destination, let selection = context.environment[ListSelectionKey.self], selection.accepts(value) {
            context.renderSelectionRow(value, label: rendered, in: selection)
            return
        }
        let key = valueKey
        let segment = context.controls.allocateName(label: rendered.nameSource, fallback: "link", path: key ?? context.path)
        if let trail = context.navigation, trail.isNext(segment, identity: key.map(Slug.hash) ?? context.positionIdentity, in: context) {
            follow(segment: segment, identity: key.map(Slug.hash) ?? context.positionIdentity, title: rendered.title, trail: trail, in: context)
            return
        }
        context.writePushLink(rendered, href: hasDestination(in: context) ? context.navigationHref(appending: segment) : nil)
    }

    private func hasDestination(in context: RenderContext) -> Bool {
        switch destination {
        case .view: return true
        case .value(let value): return context.environment.navigationDestinations[ObjectIdentifier(type(of: value))] != nil
        }
    }

    /// The view the link shows, or nil when a value link has no destination for its type above it.
    private func resolvedDestination(in context: RenderContext) -> AnyView? {
        switch destination {
        case .view(let view): return AnyView(view)
        case .value(let value):
            return context.environment.navigationDestinations[ObjectIdentifier(type(of: value))]?(value)
        }
    }

    /// What a value link is, to the trail (its step's identity) and to the names (its address's owner):
    /// its value, as SwiftUI's stack holds values, so that a row that moves (to another section: a book
    /// marked read) is the same step at the same address and its page stays open; its `id` when it is
    /// `Identifiable`, so that renaming it on its own page keeps the page open too. Written out, not
    /// hashed by `Hasher`: a session keeps its addresses' owners across processes. nil for a view link,
    /// which is its place.
    private var valueKey: String? {
        guard case .value(let value) = destination else { return nil }
        let key: Any = (value as? any Identifiable).map { Self.identifier(of: $0) } ?? value
        return "value:" + String(reflecting: type(of: value)) + ":" + String(describing: key)
    }

    private static func identifier<Value: Identifiable>(of value: Value) -> Any { value.id }

    /// Shows the destination in place of the page: this link is the next step of the sub-page's path.
    private func follow(segment: String, identity: UInt32, title: String, trail: NavigationTrail, in context: RenderContext) {
        context.follow(segment, identity: identity, title: title, trail: trail) {
            if let destination = resolvedDestination(in: context) {
                context.render(destination, at: "destination")
            }
        }
    }
}

extension RenderContext {
    /// Follows the link or destination named `segment`, the next step of the sub-page's path: its
    /// destination (`render`) is shown in place of the page when the step is the last one. Inside it,
    /// `@Environment(\.dismiss)` goes back to the page the step was followed from.
    func follow(_ segment: String, identity: UInt32, title: String, trail: NavigationTrail, render: () -> Void) {
        let parentTitle = reports.navigationTitle
        let depth = trail.followed.count
        trail.enter(segment, identity: identity, parentTitle: parentTitle)
        reports.navigationTitle = nil
        let arrives = trail.isComplete
        if arrives {
            trail.bringOnStage(self)
            for frame in trail.frames { html.append(html: frame.open) }
        }
        let savedDismiss = environment.dismissPresentation
        let request = reports.requestsNavigation
        environment.dismissPresentation = { request.goBack(to: depth) }
        render()
        environment.dismissPresentation = savedDismiss
        if reports.navigationTitle == nil { reports.navigationTitle = title }
        if arrives {
            for frame in trail.frames.reversed() { html.raw(frame.close) }
            trail.title = reports.navigationTitle
            trail.takeOffStage(self)
        } else {
            reports.navigationTitle = parentTitle
        }
    }
}

/// The way to a sub-page: the path segments still to follow, the ones followed and their pages' titles.
///
/// A segment is the words of a link's label; what a link shows is named by its identity, the hash of its
/// structural position (a `ForEach` row's position holds the row's id), or of its value for a value link
/// (`NavigationLink(value:)`), wherever it is listed. A trail given the identities of
/// its steps (``init(_:identities:)``) follows the link of each identity, whatever its words are now: a
/// post that renamed the value a sub-page shows finds the sub-page's new address this way.
final class NavigationTrail {
    private(set) var remaining: ArraySlice<String>
    /// The identities the remaining steps must have, when known: they are matched instead of the words.
    private var identities: ArraySlice<UInt32>?
    /// The segments followed so far, the identity of the link or destination each step followed, and the
    /// title of the page each was followed from.
    private(set) var followed: [(segment: String, identity: UInt32, parentTitle: String?)] = []
    /// Whether every segment was found: false answers 404.
    var isComplete: Bool { remaining.isEmpty }
    /// The sub-page's title.
    var title: String?
    /// What frames the sub-page where it is reached: the views off stage around the way to it that stay
    /// on screen over a pushed page on a device (a `TabView`'s tab bar), each its opening markup and its
    /// closing, outermost first.
    var frames: [(open: HTMLBuffer, close: StaticString)] = []
    /// The page's own buffer, put aside while the views around the destination are evaluated.
    private var pageHTML: HTMLBuffer?

    init(_ path: [String], identities: [UInt32]? = nil) {
        remaining = path[...]
        self.identities = identities.flatMap { $0.count == path.count ? $0[...] : nil }
    }

    /// The path followed, segment by segment (a renamed step has its new words).
    var followedPath: [String] { followed.map(\.segment) }

    /// Whether the link or destination named `segment`, of identity `identity`, is the next step: by identity when the trail knows the steps' identities, else by words.
    func isNext(_ segment: String, identity: @autoclosure () -> UInt32, in context: RenderContext) -> Bool {
        guard context.controls.isOffstage, !remaining.isEmpty else { return false }
        if let identities { return identities.first == identity() }
        return remaining.first == segment
    }

    func enter(_ segment: String, identity: UInt32, parentTitle: String?) {
        remaining.removeFirst()
        identities?.removeFirst()
        followed.append((segment, identity, parentTitle))
    }

    /// Puts the page's buffer aside: what is evaluated from here goes nowhere, and its controls are off
    /// stage. An evaluation of a sub-page starts so, and returns to it after the destination.
    func takeOffStage(_ context: RenderContext) {
        pageHTML = context.html
        context.html = .discarding
        context.controls.isOffstage = true
    }

    /// Brings the page's buffer back: the destination is evaluated into it, and an evaluation ends so.
    func bringOnStage(_ context: RenderContext) {
        if let pageHTML { context.html = pageHTML }
        context.controls.isOffstage = false
    }

    /// The link back: the path of the page the last segment was followed from, with the parameters of
    /// `query` that choose what it shows (``PageAddress``), and that page's title.
    func back(from pagePath: String, query: [String: String]) -> (href: String, title: String?)? {
        guard let last = followed.last else { return nil }
        let parents = followed.dropLast().map(\.segment)
        var href = parents.isEmpty ? pagePath : pagePath.withoutTrailingSlash + "/" + parents.joined(separator: "/")
        if href.isEmpty { href = "/" }
        let kept = PageAddress.query(keeping: query)
        if !kept.isEmpty { href += "?" + kept }
        return (href, last.parentTitle)
    }
}

extension String {
    var withoutTrailingSlash: String {
        hasSuffix("/") ? String(dropLast()) : self
    }
}

extension RenderContext {
    /// The identity of what is evaluated here: the hash of its structural position, as a control's
    /// owner is (``ControlRegistry``).
    var positionIdentity: UInt32 { pathBytes.withUnsafeBufferPointer { Slug.hash($0) } }

    /// The path of the page or sub-page being evaluated: the page's, and the links followed so far.
    var shownPagePath: String {
        guard let trail = navigation, !trail.followed.isEmpty else { return options.pagePath.isEmpty ? "/" : options.pagePath }
        return options.pagePath.withoutTrailingSlash + "/" + trail.followedPath.joined(separator: "/")
    }

    /// The address of the sub-page one link further than the page shown.
    /// With the tabs the address chose on the way (`?tab=shelf`): a link inside a tab keeps its tab.
    func navigationHref(appending segment: String) -> String {
        let href = shownPagePath.withoutTrailingSlash + "/" + segment
        let tabs = chosenTabsQuery()
        return tabs.isEmpty ? href : href + "?" + tabs
    }

    /// `name=slug&…` of the tabs (and split-view rows) the address chose around the views being
    /// evaluated, leaving out `replaced`, and with `adding` last.
    func chosenTabsQuery(replacing replaced: String? = nil, adding: (name: String, slug: String)? = nil) -> String {
        var parameters = environment[ChosenTabs.self].filter { $0.name != replaced }
        if let adding { parameters.append(adding) }
        // Names and slugs are slugs: nothing in them needs encoding.
        return parameters.map { $0.name + "=" + $0.slug }.joined(separator: "&")
    }

    /// Writes a navigation link: `label` linking to `href` (marked the page shown when `isCurrent`), and
    /// the symbol's accessible label when the label shows only a symbol. With no `href` (nowhere to go)
    /// or disabled (`.disabled` on it or on a section around it), the link is inert, as SwiftUI shows it.
    func writePushLink(_ label: RenderedLabel, href: String?, isCurrent: Bool = false) {
        guard let href, environment.isEnabled else {
            html.raw("<span class=\"push-link is-disabled\" aria-disabled=\"true\">")
            label.write(to: &html)
            html.raw("</span>")
            return
        }
        html.raw("<a class=\"push-link\" href=\"")
        html.attribute(href)
        html.raw(isCurrent ? "\" aria-current=\"page\">" : "\">")
        label.write(to: &html)
        if label.text.isEmpty, let symbol = label.systemImage {
            writeVisuallyHidden(SymbolLabels.label(for: symbol))
        }
        html.raw("<span class=\"chevron\" aria-hidden=\"true\">›</span></a>")
    }
}

// MARK: Destinations for values

extension View {
    /// Says which view a `NavigationLink(value:)` of type `D` shows, for the links inside this view.
    public consuming func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let show: (any Hashable) -> AnyView? = { value in (value as? D).map { AnyView(destination($0)) } }
        return StackDestinationView(content: self, type: ObjectIdentifier(D.self), show: show)
            .transformEnvironment { environment in
                environment.navigationDestinations[ObjectIdentifier(D.self)] = show
            }
    }
}

// MARK: Destinations presented by a binding

extension View {
    /// Shows `destination` as a sub-page while `isPresented` is true: a post that sets it (a button's
    /// action) is sent on to the sub-page (`/page/detail`, named after the destination's type), and one
    /// that sets it back to false, or calls `dismiss()` inside, returns to the page. Following the
    /// sub-page's address sets the binding; showing the page without it clears it (the person went back).
    public consuming func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        PresentedDestination(content: self, isPresented: isPresented, destination: destination(), canShow: true)
    }

    /// Shows the destination made from `item` as a sub-page while `item` is not nil (as
    /// ``navigationDestination(isPresented:destination:)`` does); going back sets it to nil.
    public consuming func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let isPresented = Binding<Bool>(
            get: { item.wrappedValue != nil },
            set: { if !$0 { item.wrappedValue = nil } }
        )
        let shown = item.wrappedValue.map(destination)
        return PresentedDestination(content: self, isPresented: isPresented, destination: shown, canShow: shown != nil)
    }
}

/// A destination a binding presents: named, followed and shown like a link's, without a link.
struct PresentedDestination<Content: View, Destination: View>: View, PrimitiveView {
    let content: Content
    let isPresented: Binding<Bool>
    let destination: Destination
    /// Whether there is a destination to show: an `item:` destination has none while the item is nil,
    /// and its address is not found.
    let canShow: Bool
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        context.render(content)
        let words = Self.words
        // Two destinations on one view (`isPresented:` and `item:`) are told apart by their types' words.
        let component = "destination:" + words
        let position = context.path + "." + component
        let segment = context.controls.allocateName(label: words, fallback: "destination", path: position)
        if canShow, let trail = context.navigation, trail.isNext(segment, identity: Slug.hash(position), in: context) {
            // Its address was followed: it is presented, whatever the binding said.
            if !isPresented.wrappedValue { isPresented.wrappedValue = true }
            context.reports.requestsNavigation.presentedBefore(depth: trail.followed.count, isPresented: isPresented)
            context.follow(segment, identity: Slug.hash(position), title: words, trail: trail) {
                context.render(destination, at: component)
            }
            return
        }
        guard !context.controls.isOffstage else { return }
        // The page is shown without the destination: the person went back from it.
        if context.reports.stateInUse != nil, isPresented.wrappedValue { isPresented.wrappedValue = false }
        context.reports.requestsNavigation.watch(segment: segment, isPresented: isPresented)
    }

    /// The words the sub-page is named after: the destination's type, without `View`, `Screen` or
    /// `Page` (`ItemDetailView` → "Item Detail"); none for FormUI's own containers.
    static var words: String {
        var name = String(reflecting: Destination.self)
        if name.hasPrefix("Swift.Optional<") { name = String(name.dropFirst("Swift.Optional<".count)) }
        if name.hasPrefix("FormUI.") { return "" }
        if let open = name.firstIndex(of: "<") { name = String(name[..<open]) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        for suffix in ["View", "Screen", "Page"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        var words = ""
        for character in name {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(character)
        }
        return words
    }
}

/// Where a post sends the person next: the destinations a binding presents on the page shown, the one
/// being shown, a stack's path, and `dismiss()` called inside a sub-page. Filled while a post is
/// evaluated, read after its writes and actions.
final class NavigationRequest {
    private var watched: [(segment: String, isPresented: Binding<Bool>, wasPresented: Bool)] = []
    private var shown: (depth: Int, isPresented: Binding<Bool>)?
    private var backDepth: Int?
    private var stack: (segments: [String], shownDepth: Int, read: () -> [String])?

    func watchStack(_ segments: [String], shownDepth: Int, read: @escaping () -> [String]) {
        if stack == nil { stack = (segments, shownDepth, read) }
    }

    /// The tab views whose tab the address named (`shown`) and whose selection binding a post may change
    /// (`chosen` reads the slug of the tab the binding selects).
    private var tabs: [(name: String, shown: String, chosen: () -> String?)] = []

    func watchTab(_ name: String, shown: String, chosen: @escaping () -> String?) {
        tabs.append((name, shown, chosen))
    }

    /// The query parameters the post changes: each tab view's whose binding now selects another tab than
    /// the address named. nil when none does.
    func chosenTabs() -> [String: String]? {
        var changes: [String: String] = [:]
        for tab in tabs {
            if let chosen = tab.chosen(), chosen != tab.shown { changes[tab.name] = chosen }
        }
        return changes.isEmpty ? nil : changes
    }

    func watch(segment: String, isPresented: Binding<Bool>) {
        watched.append((segment, isPresented, isPresented.wrappedValue))
    }

    func presentedBefore(depth: Int, isPresented: Binding<Bool>) {
        shown = (depth, isPresented)
    }

    func goBack(to depth: Int) {
        backDepth = min(backDepth ?? depth, depth)
    }

    /// The sub-page to show after the post, from the one it was posted to; nil to stay.
    func next(from path: [String]) -> [String]? {
        if let stack {
            // The stack's path changed: its values' segments are the address (after the segments that
            // led to the stack, none when it is the page's own).
            let now = stack.read()
            let base = Array(path.prefix(max(0, path.count - stack.shownDepth)))
            if let backDepth, backDepth < path.count, backDepth >= base.count, now.count > backDepth - base.count {
                return Array(path.prefix(backDepth))
            }
            // Only a post that changed the path moves the browser: one from a page shown before the
            // path changed elsewhere stays where it was posted.
            if now != stack.segments { return base + now }
        }
        if let backDepth, backDepth < path.count { return Array(path.prefix(backDepth)) }
        if let shown, shown.depth < path.count, !shown.isPresented.wrappedValue { return Array(path.prefix(shown.depth)) }
        for destination in watched where !destination.wasPresented && destination.isPresented.wrappedValue {
            return path + [destination.segment]
        }
        return nil
    }
}

/// A `.navigationDestination(for:)`: besides the environment (for value links below it), it tells the
/// ``NavigationStack`` with a path around it how to show that type's values.
struct StackDestinationView<Content: View>: View, TransparentView {
    let content: Content
    let type: ObjectIdentifier
    let show: (any Hashable) -> AnyView?
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        if context.reports.stackDestinations != nil { context.reports.stackDestinations![type] = show }
        context.render(content)
    }
}
