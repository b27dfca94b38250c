/// A page read into elements, to find them the way a person or a screen reader would: by `id`, by
/// role, by accessible name, by attributes; then read their attributes and text.
///
/// ```swift
/// let page = HTMLDocument(tester.html())
/// let volume = page.element(role: "slider", name: "Volume")
/// #expect(volume?.attributes == ["type": "range", "id": "field-volume", "name": "volume",
///                                "min": "0", "max": "100", "step": "1", "value": "50"])
/// ```
///
/// Attribute order is not kept, so checks written against it hold what the markup means, not how
/// it is spelled.
public struct HTMLDocument: Sendable {
    /// The top-level nodes in document order.
    public let nodes: [HTMLNode]
    /// Malformed spots the reader met (an unmatched end tag, an element left open); empty for the
    /// well-formed markup FormUI writes.
    public let problems: [String]
    /// Every element in document order, depth first, each with its accessible name worked out.
    public let elements: [HTMLElement]

    /// Reads markup.
    ///
    /// - Parameters:
    ///   - html: A page, a `<form>`, or a fragment of sibling elements and text.
    public init(_ html: String) {
        let read = HTMLReader.read(html)
        problems = read.problems
        // First pass: ids and label texts, which names refer to.
        var byID: [String: HTMLElement] = [:]
        var labelsByTarget: [String: [String]] = [:]
        func index(_ nodes: [HTMLNode]) {
            for case .element(let element) in nodes {
                if let id = element.id, byID[id] == nil { byID[id] = element }
                if element.tag == "label", let target = element.attributes["for"] {
                    labelsByTarget[target, default: []].append(HTMLRoles.visibleText(element))
                }
                index(element.children)
            }
        }
        index(read.nodes)
        // Second pass: the same tree again, each element carrying its name.
        var flat: [HTMLElement] = []
        func named(_ nodes: [HTMLNode], ancestors: [HTMLElement]) -> [HTMLNode] {
            nodes.map { node in
                guard case .element(let element) = node else { return node }
                let slot = flat.count
                flat.append(element)
                var rebuilt = HTMLElement(
                    tag: element.tag, attributes: element.attributes,
                    children: named(element.children, ancestors: ancestors + [element]))
                rebuilt.accessibleName = HTMLRoles.accessibleName(
                    of: element, ancestors: ancestors, byID: byID, labelsByTarget: labelsByTarget)
                flat[slot] = rebuilt
                return .element(rebuilt)
            }
        }
        nodes = named(read.nodes, ancestors: [])
        elements = flat
    }

    /// The page's text content: every text node, in order.
    public var text: String { nodes.map(\.text).joined() }

    /// The element with this `id`.
    ///
    /// - Parameters:
    ///   - id: The `id` attribute's value (`"field-volume"`).
    /// - Returns: The first element with that id, or nil.
    public func element(id: String) -> HTMLElement? {
        elements.first { $0.id == id }
    }

    /// The elements with this role, explicit (`role="switch"`) or implied by the tag (`<input
    /// type="range">` is a `slider`; see ``HTMLRoles/implicitRole(of:)``).
    ///
    /// - Parameters:
    ///   - role: An ARIA role (`"button"`, `"checkbox"`, `"switch"`, `"combobox"`, `"group"`, …).
    /// - Returns: The elements in document order; empty when there are none.
    public func elements(role: String) -> [HTMLElement] {
        elements.filter { $0.role == role }
    }

    /// The element with this role and accessible name, as a screen reader user would find it.
    ///
    /// - Parameters:
    ///   - role: An ARIA role, explicit or implicit.
    ///   - name: The accessible name, whitespace collapsed (`"Volume"`, `"Previous month"`).
    /// - Returns: The first such element, or nil.
    public func element(role: String, name: String) -> HTMLElement? {
        elements.first { $0.role == role && $0.accessibleName == name }
    }

    /// The elements with this accessible name, whatever their role.
    ///
    /// - Parameters:
    ///   - name: The accessible name, whitespace collapsed.
    /// - Returns: The elements in document order; empty when there are none.
    public func elements(named name: String) -> [HTMLElement] {
        elements.filter { $0.accessibleName == name }
    }

    /// The elements with every one of these attributes, with exactly these values (others may be
    /// present too).
    ///
    /// - Parameters:
    ///   - attributes: Names and values; `""` for a boolean attribute such as `disabled`.
    /// - Returns: The elements in document order; empty when there are none.
    public func elements(with attributes: [String: String]) -> [HTMLElement] {
        elements.filter { $0.has(attributes) }
    }

    /// The first element with every one of these attributes, with exactly these values.
    ///
    /// - Parameters:
    ///   - attributes: Names and values; `""` for a boolean attribute such as `disabled`.
    /// - Returns: The first such element, or nil.
    public func element(with attributes: [String: String]) -> HTMLElement? {
        elements.first { $0.has(attributes) }
    }

    /// The first element with this tag and every one of these attributes, with exactly these values.
    ///
    /// - Parameters:
    ///   - tag: The tag name (`"button"`, `"input"`).
    ///   - attributes: Names and values that pick the element out (its `id`, or `name` and `value`).
    /// - Returns: The first such element, or nil.
    public func element(_ tag: String, with attributes: [String: String]) -> HTMLElement? {
        elements.first { $0.tag == tag && $0.has(attributes) }
    }

    /// The elements for which a condition holds.
    ///
    /// - Parameters:
    ///   - condition: Asked of each element in document order.
    /// - Returns: The elements it holds for.
    public func elements(where condition: (HTMLElement) -> Bool) -> [HTMLElement] {
        elements.filter(condition)
    }

    /// Whether the page holds this markup as a whole: the same elements with the same attributes (in
    /// any order), the same children and text, side by side under one parent. Text at the fragment's
    /// edges may be the end (first node) or the start (last node) of a longer text.
    ///
    /// This is the check for tests where the markup is the point (a whole control); it fails on a
    /// wrong, missing or extra attribute, a wrong child or wrong text, but not on reordered attributes.
    ///
    /// - Parameters:
    ///   - markup: Complete, well-formed markup: one or more sibling elements, possibly with text
    ///     between or around them. A fragment that leaves an element open never matches.
    /// - Returns: True when the page holds it.
    public func contains(markup: String) -> Bool {
        let fragment = HTMLReader.read(markup)
        guard fragment.problems.isEmpty, !fragment.nodes.isEmpty else { return false }
        let wanted = fragment.nodes
        if Self.holds(wanted, in: nodes) { return true }
        return elements.contains { Self.holds(wanted, in: $0.children) }
    }

    /// Whether the page holds markup that begins as `markup` does, whatever order attributes are
    /// written in: the structural form of a substring check on the start of a control.
    ///
    /// `markup` may leave elements open at its end (`<nav class="tab-bar"><a href="?tab=inbox">`).
    /// Elements it closes must match as ``contains(markup:)`` has them (tag, every attribute, every
    /// child); an element left open must match on tag and every attribute, and its children in the
    /// fragment must be the first of the page element's children, the last one again matched as the
    /// start of its counterpart. Text at the fragment's start must end a text of the page, text at
    /// its end must start one.
    ///
    /// - Parameters:
    ///   - markup: Markup cut after a start tag or child: elements it opens may stay open, but it
    ///     must not close one it did not open or cut inside a tag.
    /// - Returns: True when some element of the page (or the page itself) has children that begin
    ///   this way.
    public func contains(opening markup: String) -> Bool {
        let fragment = HTMLReader.read(markup)
        let open = fragment.problems.filter { $0.hasSuffix(" is never closed") }.count
        guard fragment.problems.count == open, !fragment.nodes.isEmpty else { return false }
        // The elements left open are the first `open` ones on the path of last children: an element
        // left open has every ancestor left open too.
        let openDepth = open
        if Self.startsLike(fragment.nodes, in: nodes, depth: 1, openDepth: openDepth) { return true }
        return elements.contains { Self.startsLike(fragment.nodes, in: $0.children, depth: 1, openDepth: openDepth) }
    }

    /// Whether `wanted` appears side by side in `children`, its last node matched as an opening when
    /// it is an element left open (at a `depth` no deeper than `openDepth`, the number left open).
    private static func startsLike(_ wanted: [HTMLNode], in children: [HTMLNode], depth: Int, openDepth: Int) -> Bool {
        guard let tail = wanted.last, wanted.count <= children.count else { return false }
        guard case .element(let openElement) = tail, depth <= openDepth else {
            return holds(wanted, in: children)
        }
        let closed = Array(wanted.dropLast())
        for start in 0...(children.count - wanted.count) {
            let slice = Array(children[start..<(start + wanted.count)])
            if !closed.isEmpty && !holds(closed, in: Array(slice.dropLast()), anchored: true, toEnd: false) { continue }
            guard case .element(let candidate) = slice.last!,
                  candidate.tag == openElement.tag, candidate.attributes == openElement.attributes else { continue }
            if openElement.children.isEmpty || prefix(openElement.children, of: candidate.children, depth: depth + 1, openDepth: openDepth) {
                return true
            }
        }
        return false
    }

    /// Whether `wanted` is the first of `children` (the last one matched as an opening when open).
    private static func prefix(_ wanted: [HTMLNode], of children: [HTMLNode], depth: Int, openDepth: Int) -> Bool {
        guard wanted.count <= children.count else { return false }
        let head = Array(children.prefix(wanted.count))
        guard case .element(let openElement) = wanted.last!, depth <= openDepth else {
            return holds(wanted, in: head, anchored: true, fromStart: true)
        }
        if wanted.count > 1 && !holds(Array(wanted.dropLast()), in: Array(head.dropLast()), anchored: true, fromStart: true, toEnd: false) { return false }
        guard case .element(let candidate) = head.last!,
              candidate.tag == openElement.tag, candidate.attributes == openElement.attributes else { return false }
        return openElement.children.isEmpty || prefix(openElement.children, of: candidate.children, depth: depth + 1, openDepth: openDepth)
    }

    /// Whether `wanted` appears side by side in `children`.
    /// With `anchored`, `wanted` must be all of `children`; with `fromStart`, text in its first node must
    /// start (not end) the first child's text; without `toEnd`, text in its last node must equal its
    /// counterpart (more follows it in the fragment).
    private static func holds(
        _ wanted: [HTMLNode], in children: [HTMLNode], anchored: Bool = false, fromStart: Bool = false, toEnd: Bool = true
    ) -> Bool {
        guard wanted.count <= children.count, !anchored || wanted.count == children.count else { return false }
        for start in 0...(children.count - wanted.count) {
            var all = true
            for (offset, node) in wanted.enumerated() {
                let candidate = children[start + offset]
                let isFirst = offset == 0, isLast = toEnd && offset == wanted.count - 1
                switch (node, candidate) {
                case (.text(let want), .text(let have)):
                    if fromStart && isFirst { all = isLast ? have.hasPrefix(want) : have == want }
                    else if isFirst && isLast { all = have.contains(want) }
                    else if isFirst { all = have.hasSuffix(want) }
                    else if isLast { all = have.hasPrefix(want) }
                    else { all = have == want }
                default:
                    all = node == candidate
                }
                if !all { break }
            }
            if all { return true }
        }
        return false
    }
}
