/// Rows of views: each leaf of the content is one row of a list (`<ul>`).
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    /// The `selection:` binding, made into what its rows use once the list knows its split view.
    var selection: ((SplitViewSelection) -> ListSelection)?
    public var body: Never { primitiveBodyFailure() }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension List {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }
}

extension List {
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, ID, RowContent>, SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, C.Element.ID, RowContent>, C.Element: Identifiable, SelectionValue == Never {
        content = ForEach(data, id: \.id, content: rowContent)
    }
}

extension List where SelectionValue: Hashable {
    /// A list whose rows people select. Inside a `NavigationSplitView`, its `NavigationLink(value:)` rows
    /// are links that choose their value, which the detail column reads (SplitViewSelection.swift);
    /// elsewhere a page does not select rows, and `selection` is left as it is.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { binding in { ListSelection(binding, in: $0) } }
    }

    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { binding in { ListSelection(binding, in: $0) } }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        self.selection = selection.map { binding in { ListSelection(binding, in: $0) } }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        self.selection = selection.map { binding in { ListSelection(binding, in: $0) } }
    }
}

extension List: PrimitiveView {
    public func _render(in context: RenderContext) {
        guard let selection, let splitView = context.environment[SplitViewSelectionKey.self] else {
            let saved = context.environment.container
            context.environment.container = .list
            renderRows(in: context)
            context.environment.container = saved
            return
        }
        // A split view's sidebar: the rows choose what its detail shows (SplitViewSelection.swift).
        let saved = context.environment
        context.environment.container = .list
        let rows = selection(splitView)
        context.environment[ListSelectionKey.self] = rows
        // The split view is chosen once, by its first list; a post that selects another row sends the
        // browser to that row's address.
        context.environment[SplitViewSelectionKey.self] = nil
        if let asked = splitView.asked, context.pass.post != nil {
            context.reports.requestsNavigation.watchTab(splitView.name, shown: asked) { rows.selectedSlug() }
        }
        renderRows(in: context)
        context.environment = saved
    }

    private func renderRows(in context: RenderContext) {
        context.html.raw("<ul class=\"list\">")
        context.forEachRow(content, at: "rows") { row in
            context.html.raw("<li>")
            context.html.append(html: row)
            context.html.raw("</li>")
        }
        context.html.raw("</ul>")
    }
}

/// A container for grouping controls used for data entry, such as in settings or inspectors.
public struct Form<Content: View>: View {
    @usableFromInline let content: Content
    @inlinable public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBodyFailure() }
}

extension Form: PrimitiveView {
    public func _render(in context: RenderContext) {
        let saved = context.environment.container
        context.environment.container = .form
        context.html.raw("<div class=\"form\">")
        context.render(content, at: "form")
        context.html.raw("</div>")
        context.environment.container = saved
    }
}

/// A group of rows with an optional header and footer: a `<fieldset>` whose `<legend>` is the header.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    @usableFromInline let header: Parent
    @usableFromInline let content: Content
    @usableFromInline let footer: Footer
    public var body: Never { primitiveBodyFailure() }

    // The initializers of the containers and controls a page is built from are inlinable, like the
    // builder, so the app's module builds its tree for concrete types (see `_ViewList`).
    @inlinable
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }
}

extension Section where Footer == EmptyView {
    @inlinable
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    @inlinable
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    @inlinable
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    @inlinable
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    @inlinable @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// The content of a section that can be collapsed (`Section("Rows", isExpanded: $shows) { … }`): on a
/// page its title is a button that shows and hides the rows, writing the binding.
public typealias CollapsibleSectionContent<Content: View> = DisclosureGroup<Text, Content>

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init<Rows: View>(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Rows) where Content == CollapsibleSectionContent<Rows> {
        self.init(content: { DisclosureGroup(titleKey, isExpanded: isExpanded, content: content) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Rows: View>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Rows) where Content == CollapsibleSectionContent<Rows> {
        self.init(content: { DisclosureGroup(title, isExpanded: isExpanded, content: content) })
    }
}

// SwiftUI's older initializers: the header and footer are views given before the content.
extension Section {
    @inlinable
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Footer == EmptyView {
    @inlinable
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    @inlinable
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

/// A view that, inside a picker's content, groups the options it holds (``OptionCollector/collectSection(header:content:in:)``).
protocol OptionGrouping {}

extension Section: OptionGrouping {}

extension Section: PrimitiveView {
    public func _render(in context: RenderContext) {
        if let options = context.capture.options, options.groupsSections {
            options.collectSection(header: header, content: content, in: context)
            return
        }
        context.html.raw("<fieldset class=\"section\">")
        if !(header is EmptyView) {
            context.html.raw("<legend>")
            context.render(header, at: "header")
            context.html.raw("</legend>")
        }
        if context.environment.container == .list {
            context.html.raw("<ul class=\"list\">")
            context.forEachRow(content, at: "content") { row in
                context.html.raw("<li>")
                context.html.append(html: row)
                context.html.raw("</li>")
            }
            context.html.raw("</ul>")
        } else {
            context.render(content, at: "content")
        }
        if !(footer is EmptyView) {
            context.html.raw("<p class=\"section-footer\">")
            context.render(footer, at: "footer")
            context.html.raw("</p>")
        }
        context.html.raw("</fieldset>")
    }
}

extension RenderContext {
    /// Evaluates `content` and calls `body` with each leaf rendered on its own, in order: the rows of a
    /// list. A row's markup is lent (valid only inside `body`): an array of slices of a copy of the rows
    /// would be an allocation and a copy per list, and a retain and a release per row.
    func forEachRow<V: View>(_ content: V, at component: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let savedCollector = capture.options
        if html.discards {
            // Rows are only a way to cut the HTML. An evaluation that writes none has nothing to do for
            // rows that can be listed (`Text`s: no controls, no state), and evaluates any other content
            // (its controls must still be found) without cutting it.
            if list(content, into: DirectOptionList(selectionType: nil, labels: nil, tint: nil, isEnabled: true)) { return }
            capture.options = nil
            render(content, at: component)
            capture.options = savedCollector
            return
        }
        // Rows that can be listed without evaluating them as views (a `ForEach` of `Text`s, …).
        let rows = DirectOptionList(selectionType: nil, labels: makeBuffer(capacity: 4096), tint: nil, isEnabled: true)
        if list(content, into: rows) {
            rows.labels.html.withBytes { bytes in
                for range in rows.rows { body(UnsafeBufferPointer(rebasing: bytes[range])) }
            }
            return
        }
        let collector = OptionCollector(labels: makeBuffer(capacity: 4096))
        capture.options = collector
        render(content, at: component)
        capture.options = savedCollector
        collector.labels.html.withBytes { bytes in
            for option in collector.options { body(UnsafeBufferPointer(rebasing: bytes[option.labelRange])) }
        }
    }
}
