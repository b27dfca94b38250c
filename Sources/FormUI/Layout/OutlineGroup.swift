/// A tree of rows, each of which may hold rows of its own: a file browser's folders, a contents page.
///
/// An element whose `children` is not nil is a `<details>` element: its row is the `<summary>` and its
/// children are a list inside it, which the browser opens and closes with or without JavaScript, as
/// ``DisclosureGroup`` does; an element whose `children` is nil is its row alone. In a `List`
/// (`List(files, children: \.children) { … }`) each top element is one row of the list.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    /// The top elements: the elements of the data, or the root alone.
    let roots: [Data.Element]
    let identify: (Data.Element) -> ID
    let children: (Data.Element) -> Data?
    let content: (Data.Element) -> Leaf
}

/// What SwiftUI's `OutlineGroup` type names a row's children by (its `Subgroup` is a disclosure group of
/// them). FormUI draws the children itself, so this draws nothing.
public struct OutlineSubgroupChildren: View, PrimitiveView {
    public var body: Never { primitiveBodyFailure() }
    public func _render(in context: RenderContext) {}
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    /// An outline of `root` and its descendants.
    public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(root, id: \.id, children: children, content: content)
    }

    /// An outline of the elements of `data` and their descendants.
    public init<DataElement: Identifiable>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(data, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        // The root is the one top row of the outline, its children below it.
        roots = [root]
        identify = { $0[keyPath: id] }
        self.children = { $0[keyPath: children] }
        self.content = content
    }

    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        roots = Array(data)
        identify = { $0[keyPath: id] }
        self.children = { $0[keyPath: children] }
        self.content = content
    }
}

extension OutlineGroup: View, PrimitiveView, TransparentView where Parent: View, Leaf: View, Subgroup: View {
    public var body: Never { primitiveBodyFailure() }

    public func _render(in context: RenderContext) {
        let namer = IdentityNamer(ID.self)
        for element in roots {
            let id = identify(element)
            context.descend({ path in
                path.append(contentsOf: "id:".utf8)
                namer.append(id, to: &path)
            }) {
                context.render(OutlineNode(element: element, outline: self))
            }
        }
    }
}

/// One element of an outline and, inside it, its children: one row of a list.
struct OutlineNode<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View, PrimitiveView {
    let element: Data.Element
    let outline: OutlineGroup<Data, ID, Parent, Leaf, Subgroup>
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        guard let children = outline.children(element) else {
            context.render(outline.content(element), at: "row")
            return
        }
        context.html.raw("<details class=\"disclosure-group outline-group\"><summary>")
        context.render(outline.content(element), at: "row")
        context.html.raw("</summary><ul class=\"outline-children\">")
        let namer = IdentityNamer(ID.self)
        for child in children {
            let id = outline.identify(child)
            context.descend({ path in
                path.append(contentsOf: "id:".utf8)
                namer.append(id, to: &path)
            }) {
                context.html.raw("<li>")
                OutlineNode(element: child, outline: outline)._render(in: context)
                context.html.raw("</li>")
            }
        }
        context.html.raw("</ul></details>")
    }
}

// MARK: Lists of a tree

extension List where SelectionValue == Never {
    /// A list of the elements of `data`, each with its descendants below it in rows that open and close.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
