/// Tabs, as links: a row of links above the selected tab's content.
///
/// Each tab is a link to the page with the tab chosen in its query (`?tab=settings`, the slug of the
/// tab's label), so tabs work with JavaScript off, can be bookmarked and opened in a new window, and a
/// post from a tab returns to it. The link of the tab shown has `aria-current="page"`. Only the shown
/// tab's content is evaluated: the other tabs' controls are not on the page.
///
/// With `selection:`, the binding says which tab shows when the address does not, and following a
/// tab's link writes the binding, so code that reads the selection agrees with what is shown. Tabs are
/// identified by their `.tag(_:)` (or a `Tab`'s `value:`), else by their position.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    public var body: Never { primitiveBodyFailure() }

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension TabView {
    /// Creates a tab view of `Tab`s whose values are of the selection's type, so that a value can be
    /// written as `.home`: `TabView(selection: $screen) { Tab("Home", systemImage: "house", value: .home) { … } }`.
    @_disfavoredOverload
    public init<Tabs: View>(
        selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Tabs
    ) where Content == TabContentGroup<Tabs> {
        self.init(selection: selection, content: { TabContentGroup(tabs: content()) })
    }
}

/// The tabs a ``TabContentBuilder`` built: drawn as their content, as any view inside a `TabView`.
public struct TabContentGroup<Tabs: View>: View, PrimitiveView {
    let tabs: Tabs
    public var body: Never { primitiveBodyFailure() }
    public func _render(in context: RenderContext) { tabs._render(in: context) }
}

/// Builds the tabs of a `TabView(selection:)` from `Tab(_:systemImage:value:)`s (also in `ForEach`,
/// `if` and `else`), each value read as the selection's type.
@resultBuilder
public enum TabContentBuilder<TabValue: Hashable> {
    public static func buildExpression<Content: View, Label: View>(_ tab: Tab<TabValue, Content, Label>) -> Tab<TabValue, Content, Label> { tab }
    public static func buildExpression<Data, ID, Content>(_ tabs: ForEach<Data, ID, Content>) -> ForEach<Data, ID, Content> { tabs }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }
    public static func buildExpression<Content: View>(_ section: TabSection<TabValue, Content>) -> TabSection<TabValue, Content> { section }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// A tab of a `TabView` (SwiftUI's newer form): `Tab("Home", systemImage: "house") { HomeView() }`.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView {
    let label: Label
    let value: Value?
    let content: Content
    public var body: Never { primitiveBodyFailure() }

    public func _render(in context: RenderContext) {
        TabItemView(content: content, label: label, value: value.map { $0 as any Hashable })._render(in: context)
    }
}

extension Tab where Label == FormUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(label: FormUI.Label(titleKey, systemImage: systemImage), value: value, content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(label: FormUI.Label(title, systemImage: systemImage), value: value, content: content())
    }
}

extension Tab where Label == FormUI.Label<Text, Image>, Value == Never {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: FormUI.Label(titleKey, systemImage: systemImage), value: nil, content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: FormUI.Label(title, systemImage: systemImage), value: nil, content: content())
    }
}

extension Tab where Label == Text, Value == Never {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), value: nil, content: content())
    }
}

/// A view with a tab label (`.tabItem { }`): one tab of the `TabView` around it.
struct TabItemView<Content: View, Label: View>: View, PrimitiveView {
    let content: Content
    let label: Label
    var value: (any Hashable)?
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        guard let tabs = context.reports.tabs else {
            // Outside a tab view a tab label means nothing: the content alone.
            context.render(content, at: "tab")
            return
        }
        let index = tabs.count
        tabs.count += 1
        if tabs.isCollecting {
            let badge = context.environment.badge
            let rendered = badge == nil
                ? context.renderLabel(label, at: "tab-label")
                : context.renderLabel(BadgedLabel(label: label, badge: badge!), at: "tab-label")
            tabs.items.append(.init(label: rendered, tag: value ?? context.capture.tag, section: tabs.section))
        } else if index == tabs.selected {
            // Inside the tab's content the tab view is no longer the nearest container.
            context.reports.tabs = nil
            context.render(content, at: "tab")
            context.reports.tabs = tabs
        }
    }
}

/// The tabs of the `TabView` being evaluated: collected first, then the selected one evaluated.
final class TabCollection {
    struct Item {
        var label: RenderedLabel
        var tag: (any Hashable)?
        /// The title of the `TabSection` the tab is in.
        var section: String?
    }

    var items: [Item] = []
    /// The title of the `TabSection` being collected.
    var section: String?
    var isCollecting = true
    var selected = 0
    var count = 0
}

extension TabView: PrimitiveView {
    public func _render(in context: RenderContext) {
        // Every tab keeps its state while another is shown, as in SwiftUI.
        context.retainStateBelow()
        if let paging = context.environment[TabViewPaging.self] {
            renderPages(showingIndex: paging != .never, in: context)
            return
        }
        let tabs = TabCollection()
        let saved = context.reports.tabs
        context.reports.tabs = tabs
        // Off stage on the way to a sub-page, the tab bar frames the sub-page if it is reached inside (a
        // page pushed in a tab keeps the tab bar on a device): it is written for real, to a buffer of its
        // own, and its links lead back to the tabs of the page it belongs to.
        let framesSubpage = context.controls.isOffstage && context.navigation.map { !$0.isComplete } == true
        let offstageHTML = context.html
        if framesSubpage { context.html = HTMLBuffer(capacity: 512) }
        // First the labels and tags, without the contents (a child without a tab label would write
        // here; what it writes is dropped).
        let savedHTML = context.html
        context.html = context.makeBuffer(capacity: 0)
        context.render(content, at: "tabs")
        context.html = savedHTML

        let name = context.controls.allocateName(label: "", fallback: "tab", path: context.path)
        var slugs: [String] = []
        for item in tabs.items {
            var slug = Slug.make(item.label.title.isEmpty ? (item.label.systemImage ?? "") : item.label.title)
            if slug.isEmpty || slugs.contains(slug) { slug = String(slugs.count + 1) }
            slugs.append(slug)
        }
        tabs.selected = selectedIndex(tabs, slugs: slugs, name: name, in: context)

        context.html.raw("<div class=\"tab-view\"><nav class=\"tab-bar\" aria-label=\"Tabs\">")
        let tabsPath = framesSubpage ? context.shownPagePath : ""
        for (index, item) in tabs.items.enumerated() {
            if let section = item.section, index == 0 || tabs.items[index - 1].section != section {
                context.html.raw("<span class=\"tab-section-title\">")
                context.html.text(section)
                context.html.raw("</span>")
            }
            context.html.raw("<a class=\"tab-link")
            if index == tabs.selected { context.html.raw(" is-selected") }
            context.html.raw("\" href=\"")
            context.html.attribute(tabsPath + "?" + name + "=" + slugs[index])
            context.html.raw(index == tabs.selected ? "\" aria-current=\"page\">" : "\">")
            item.label.write(to: &context.html)
            context.html.raw("</a>")
        }
        context.html.raw("</nav><div class=\"tab-content\">")
        tabs.isCollecting = false
        tabs.count = 0
        if framesSubpage, let trail = context.navigation {
            trail.frames.append((context.html, "</div></div>"))
            context.html = offstageHTML
            context.withChosenTab(name, slugs[tabs.selected]) { context.render(content, at: "tabs") }
            trail.frames.removeLast()
        } else {
            context.withChosenTab(name, slugs[tabs.selected]) { context.render(content, at: "tabs") }
            context.html.raw("</div></div>")
        }
        context.reports.tabs = saved
    }

    /// `.tabViewStyle(.page)`: each view of the content is a page (a `.tag` or a `ForEach`'s id is its
    /// value), one shown at a time; below it, unless the index is hidden, a link to each page (`?tab=2`),
    /// drawn as a dot and named "Page 2 of 3". Only the shown page is evaluated.
    private func renderPages(showingIndex: Bool, in context: RenderContext) {
        let pages = TabCollection()
        let savedTabs = context.reports.tabs
        let savedCollector = context.capture.options
        // Inside a page a tab label means nothing (see `TabItemView`).
        context.reports.tabs = nil
        context.capture.options = OptionCollector(pages: pages)
        context.render(content, at: "tabs")

        let name = context.controls.allocateName(label: "", fallback: "tab", path: context.path)
        let slugs = pages.items.indices.map { String($0 + 1) }
        pages.selected = selectedIndex(pages, slugs: slugs, name: name, in: context)

        context.html.raw("<div class=\"tab-view paged\"><div class=\"tab-content\">")
        pages.isCollecting = false
        pages.count = 0
        context.withChosenTab(name, slugs[pages.selected]) { context.render(content, at: "tabs") }
        context.html.raw("</div>")
        if showingIndex, pages.items.count > 1 {
            context.html.raw("<nav class=\"page-index\" aria-label=\"Pages\">")
            for index in pages.items.indices {
                context.html.raw("<a class=\"page-dot")
                if index == pages.selected { context.html.raw(" is-selected") }
                context.html.raw("\" href=\"?")
                context.html.attribute(name + "=" + slugs[index])
                context.html.raw(index == pages.selected ? "\" aria-current=\"page\">" : "\">")
                context.writeVisuallyHidden("Page \(index + 1) of \(pages.items.count)")
                context.html.raw("</a>")
            }
            context.html.raw("</nav>")
        }
        context.html.raw("</div>")
        context.capture.options = savedCollector
        context.reports.tabs = savedTabs
    }

    /// The tab shown: the one the address names, else the binding's, else the first. Following a tab's
    /// link writes the binding; a post that changes the binding while the address names a tab sends the
    /// browser to the address of the tab it chose (``NavigationRequest/watchTab(_:shown:chosen:)``).
    private func selectedIndex(_ tabs: TabCollection, slugs: [String], name: String, in context: RenderContext) -> Int {
        let bound = selection.flatMap { selection in
            tabs.items.firstIndex { ($0.tag as? SelectionValue) == selection.wrappedValue }
        }
        if let asked = context.options.query[name], let index = slugs.firstIndex(of: asked) {
            if let selection, index != bound, let tag = tabs.items[index].tag as? SelectionValue, !context.controls.isOffstage {
                selection.wrappedValue = tag
            }
            if let selection, context.pass.post != nil {
                let tags = tabs.items.map(\.tag)
                context.reports.requestsNavigation.watchTab(name, shown: asked) {
                    tags.firstIndex { ($0 as? SelectionValue) == selection.wrappedValue }.map { slugs[$0] }
                }
            }
            return index
        }
        if let bound { return bound }
        if selection == nil, SelectionValue.self == Int.self,
           let index = tabs.items.firstIndex(where: { $0.tag == nil }) { return index }
        return 0
    }
}

extension View {
    /// Makes the view a tab of the `TabView` around it, with this label in the tab bar.
    public consuming func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItemView(content: self, label: label())
    }

    /// Sets how the tab views inside are drawn: a row of tab links (`.automatic`), or one page at a time
    /// with links to the others below it (`.page`).
    public consuming func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let paging = (style as? PageTabViewStyle)?.indexDisplayMode
        return transformEnvironment { $0[TabViewPaging.self] = paging }
    }
}

/// The tabs the address chose (`?tab=shelf`) around the views being evaluated: the links inside carry
/// them, so that following one keeps its tab (``RenderContext/navigationHref(appending:)``).
struct ChosenTabs: EnvironmentKey {
    static let defaultValue: [(name: String, slug: String)] = []
}

extension RenderContext {
    /// Evaluates `body` with the tab `slug` of the tab view `name` among the ``ChosenTabs``, when the
    /// address chose it.
    func withChosenTab(_ name: String, _ slug: String, _ body: () -> Void) {
        guard options.query[name] == slug else { return body() }
        let saved = environment
        environment[ChosenTabs.self].append((name, slug))
        body()
        environment = saved
    }
}

/// The paged style's index display mode while `.tabViewStyle(.page)` applies; nil for tabs.
struct TabViewPaging: EnvironmentKey {
    static let defaultValue: PageTabViewStyle.IndexDisplayMode? = nil
}

/// How a tab view is drawn.
public protocol TabViewStyle {}
/// A row of tab links above the selected tab.
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
/// One page at a time (each view of the tab view's content), with a link to each page below it.
public struct PageTabViewStyle: TabViewStyle {
    let indexDisplayMode: IndexDisplayMode
    public init() { indexDisplayMode = .automatic }
    public init(indexDisplayMode: IndexDisplayMode) { self.indexDisplayMode = indexDisplayMode }
    /// Whether the links to the pages show: `.never` hides them (the app's own buttons turn the pages).
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
}
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: Self { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: Self { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> Self { .init(indexDisplayMode: indexDisplayMode) }
}
