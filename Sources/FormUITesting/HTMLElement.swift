/// One node of a page read by ``HTMLDocument``: an element or a run of text.
public enum HTMLNode: Equatable, Sendable {
    /// An element with its attributes and children.
    case element(HTMLElement)
    /// Text, with character references already decoded (`&amp;` is `&`).
    case text(String)

    /// The node's text content: the text itself, or an element's ``HTMLElement/text``.
    public var text: String {
        switch self {
        case .element(let element): element.text
        case .text(let text): text
        }
    }
}

/// An element of a page read by ``HTMLDocument``: its tag, attributes, children and what a screen
/// reader would call it.
///
/// Two elements are equal when their tags, attributes (in any order) and children are; the order
/// attributes were written in is not kept, so a test comparing elements does not break when markup
/// reorders them.
public struct HTMLElement: Equatable, Sendable, CustomStringConvertible {
    /// The tag name, lower-cased (`"input"`, `"fieldset"`).
    public let tag: String
    /// Every attribute by name, values decoded (`&quot;` is `"`); a boolean attribute such as
    /// `disabled` has the empty string as its value.
    public let attributes: [String: String]
    /// The element's children in document order.
    public let children: [HTMLNode]
    /// The accessible name, as ``HTMLDocument`` worked it out from the whole page (`label[for]`,
    /// `aria-labelledby`, `aria-label`, a `<legend>`, a button's text, …); nil for an element read on
    /// its own or one with no name. Not part of equality.
    public internal(set) var accessibleName: String?

    /// Makes an element; ``HTMLDocument`` makes them when it reads a page.
    ///
    /// - Parameters:
    ///   - tag: The tag name; lower-cased here.
    ///   - attributes: The attributes by name, values decoded.
    ///   - children: The children in document order.
    public init(tag: String, attributes: [String: String] = [:], children: [HTMLNode] = []) {
        self.tag = tag.lowercased()
        self.attributes = attributes
        self.children = children
        self.accessibleName = nil
    }

    public static func == (lhs: HTMLElement, rhs: HTMLElement) -> Bool {
        lhs.tag == rhs.tag && lhs.attributes == rhs.attributes && lhs.children == rhs.children
    }

    /// The value of one attribute.
    ///
    /// - Parameters:
    ///   - name: The attribute's name (`"aria-describedby"`).
    /// - Returns: Its decoded value, `""` for a boolean attribute, or nil when the element lacks it.
    public subscript(_ name: String) -> String? { attributes[name] }

    /// The `id` attribute, or nil.
    public var id: String? { attributes["id"] }

    /// The `value` attribute, or nil. (For a `<select>`, see ``selectedValue``.)
    public var value: String? { attributes["value"] }

    /// The `value` of the first `<option selected>` inside this element (a `<select>`), or nil.
    public var selectedValue: String? {
        descendants.first { $0.tag == "option" && $0.attributes["selected"] != nil }?.value
    }

    /// The boolean attributes the element has (`disabled`, `checked`, `hidden`, …; see
    /// ``HTMLReader/booleanAttributes``): to say a control is *not* disabled or checked.
    public var booleanAttributes: Set<String> {
        Set(attributes.keys.filter { HTMLReader.booleanAttributes.contains($0) })
    }

    /// The classes of the `class` attribute, in order.
    public var classes: [String] {
        (attributes["class"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
    }

    /// The element's text content: every text node inside it, in order, as written (not trimmed).
    public var text: String { children.map(\.text).joined() }

    /// The element's role: the explicit `role` attribute's first token, else the role its tag has on
    /// its own (see ``HTMLRoles/implicitRole(of:)``), else nil.
    public var role: String? {
        if let explicit = attributes["role"]?.split(separator: " ").first { return String(explicit) }
        return HTMLRoles.implicitRole(of: self)
    }

    /// The child elements, leaving out text.
    public var childElements: [HTMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// Every element inside this one, depth first in document order, not counting this one.
    public var descendants: [HTMLElement] {
        var found: [HTMLElement] = []
        func walk(_ element: HTMLElement) {
            for child in element.childElements {
                found.append(child)
                walk(child)
            }
        }
        walk(self)
        return found
    }

    /// Whether the element has every one of these attributes with exactly these values.
    ///
    /// - Parameters:
    ///   - expected: Attribute names and values; `""` for a boolean attribute such as `disabled`.
    /// - Returns: True when each name is present with its value; other attributes may be present too.
    public func has(_ expected: [String: String]) -> Bool {
        expected.allSatisfy { attributes[$0.key] == $0.value }
    }

    /// The element written back as HTML, attributes sorted by name: for messages when a check fails.
    public var description: String {
        var out = "<\(tag)"
        for (name, value) in attributes.sorted(by: { $0.key < $1.key }) {
            out += value.isEmpty ? " \(name)" : " \(name)=\"\(HTMLReader.escape(value))\""
        }
        out += ">"
        if HTMLReader.voidElements.contains(tag) { return out }
        for child in children {
            switch child {
            case .element(let element): out += element.description
            case .text(let text): out += HTMLReader.escape(text)
            }
        }
        return out + "</\(tag)>"
    }
}
