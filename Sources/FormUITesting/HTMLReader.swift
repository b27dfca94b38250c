/// Reads the HTML FormUI writes into a tree of ``HTMLNode``s.
///
/// Small on purpose: it reads well-formed markup (every element closed, or void, or written `<x/>`;
/// attributes quoted with `"` or `'`, or bare for booleans) and decodes the character references
/// FormUI writes (`&amp;` `&lt;` `&gt;` `&quot;` `&#39;`), numeric ones (`&#NN;` `&#xHH;`) and
/// `&nbsp;`. Comments and `<!DOCTYPE>` are skipped; `<script>` and `<style>` keep their content as
/// text. It does not repair markup the way a browser does: an end tag that closes nothing, or an
/// element left open, is noted in ``Result/problems`` so a test can say the page is malformed.
public enum HTMLReader {
    /// Elements that never have content or an end tag.
    public static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    /// Attributes whose presence is their meaning (HTML's boolean attributes that forms use).
    public static let booleanAttributes: Set<String> = [
        "autofocus", "checked", "disabled", "hidden", "inert", "multiple", "novalidate", "open", "readonly",
        "required", "selected",
    ]

    /// Elements whose content is text up to their end tag.
    static let rawTextElements: Set<String> = ["script", "style"]

    /// What reading produced: the top-level nodes and anything malformed found on the way.
    public struct Result: Sendable {
        /// The top-level nodes in document order.
        public var nodes: [HTMLNode]
        /// A description of each malformed spot (an unmatched end tag, an element left open, an
        /// unterminated tag); empty for well-formed markup.
        public var problems: [String]
    }

    /// Reads markup into nodes.
    ///
    /// - Parameters:
    ///   - html: The markup: a page, a `<form>`, or a fragment of sibling elements and text.
    /// - Returns: The nodes read and the problems met.
    public static func read(_ html: String) -> Result {
        var reader = Reader(Array(html.unicodeScalars))
        return reader.run()
    }

    /// Decodes the character references in text or an attribute value.
    ///
    /// - Parameters:
    ///   - text: Text as written in markup (`Fish &amp; Chips`).
    /// - Returns: The text it stands for (`Fish & Chips`); an unknown reference is left as written.
    public static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            if scalars[i] == "&", let end = scalars[i...].prefix(12).firstIndex(of: ";") {
                let name = String(String.UnicodeScalarView(scalars[(i + 1)..<end]))
                if let decoded = reference(name) {
                    out.append(decoded)
                    i = end + 1
                    continue
                }
            }
            out.append(scalars[i])
            i += 1
        }
        return String(out)
    }

    /// Escapes text for markup the way FormUI does (`&` `<` `>` `"` `'`).
    ///
    /// - Parameters:
    ///   - text: Plain text.
    /// - Returns: The text with `&amp;` `&lt;` `&gt;` `&quot;` `&#39;` in place of those characters.
    public static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    private static func reference(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return "\u{A0}"
        default: break
        }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let code: UInt32?
        if digits.first == "x" || digits.first == "X" {
            code = UInt32(digits.dropFirst(), radix: 16)
        } else {
            code = UInt32(digits, radix: 10)
        }
        return code.flatMap(Unicode.Scalar.init)
    }

    /// The reading itself: a cursor over the scalars and a stack of open elements.
    private struct Reader {
        struct Open {
            var tag: String
            var attributes: [String: String]
            var children: [HTMLNode] = []
        }

        let scalars: [Unicode.Scalar]
        var i = 0
        var stack: [Open] = [Open(tag: "", attributes: [:])]
        var problems: [String] = []

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        mutating func run() -> Result {
            var text = String.UnicodeScalarView()
            func flush(_ reader: inout Reader) {
                if !text.isEmpty {
                    reader.append(.text(HTMLReader.decode(String(text))))
                    text = String.UnicodeScalarView()
                }
            }
            while i < scalars.count {
                let c = scalars[i]
                if c == "<", i + 1 < scalars.count, isTagStart(scalars[i + 1]) {
                    flush(&self)
                    readMarkup()
                } else {
                    text.append(c)
                    i += 1
                }
            }
            flush(&self)
            while stack.count > 1 {
                problems.append("<\(stack.last!.tag)> is never closed")
                close()
            }
            return Result(nodes: stack[0].children, problems: problems)
        }

        func isTagStart(_ c: Unicode.Scalar) -> Bool {
            c == "/" || c == "!" || c == "?" || (c.properties.isAlphabetic && c.isASCII)
        }

        mutating func append(_ node: HTMLNode) { stack[stack.count - 1].children.append(node) }

        /// Pops the innermost open element into its parent.
        mutating func close() {
            let open = stack.removeLast()
            append(.element(HTMLElement(tag: open.tag, attributes: open.attributes, children: open.children)))
        }

        func starts(with literal: String, at index: Int) -> Bool {
            let wanted = Array(literal.unicodeScalars)
            guard index + wanted.count <= scalars.count else { return false }
            for (offset, scalar) in wanted.enumerated() {
                let here = scalars[index + offset]
                if here != scalar && String(here).lowercased() != String(scalar) { return false }
            }
            return true
        }

        /// Reads from a `<` that begins markup: a comment, a declaration, an end tag or a start tag.
        mutating func readMarkup() {
            if starts(with: "<!--", at: i) {
                var j = i + 4
                while j < scalars.count && !starts(with: "-->", at: j) { j += 1 }
                if j >= scalars.count { problems.append("a comment is never closed") }
                i = min(j + 3, scalars.count)
                return
            }
            if scalars[i + 1] == "!" || scalars[i + 1] == "?" {
                while i < scalars.count && scalars[i] != ">" { i += 1 }
                i += 1
                return
            }
            if scalars[i + 1] == "/" {
                i += 2
                let name = readName()
                while i < scalars.count && scalars[i] != ">" { i += 1 }
                i += 1
                closeElement(named: name)
                return
            }
            i += 1
            let name = readName()
            var attributes: [String: String] = [:]
            var selfClosing = false
            while true {
                skipSpace()
                guard i < scalars.count else {
                    problems.append("<\(name) is never ended with >")
                    return
                }
                if scalars[i] == ">" { i += 1; break }
                if scalars[i] == "/" {
                    i += 1
                    skipSpace()
                    if i < scalars.count && scalars[i] == ">" { selfClosing = true; i += 1; break }
                    continue
                }
                let attribute = readName()
                if attribute.isEmpty { i += 1; continue }
                skipSpace()
                var value = ""
                if i < scalars.count && scalars[i] == "=" {
                    i += 1
                    skipSpace()
                    value = readValue()
                }
                if attributes[attribute] != nil { problems.append("<\(name)> repeats the attribute \(attribute)") }
                attributes[attribute] = attributes[attribute] ?? value
            }
            if HTMLReader.voidElements.contains(name) || selfClosing {
                append(.element(HTMLElement(tag: name, attributes: attributes)))
                return
            }
            stack.append(Open(tag: name, attributes: attributes))
            if HTMLReader.rawTextElements.contains(name) {
                let start = i
                while i < scalars.count && !starts(with: "</\(name)", at: i) { i += 1 }
                let raw = String(String.UnicodeScalarView(scalars[start..<i]))
                if !raw.isEmpty { append(.text(raw)) }
            }
        }

        mutating func closeElement(named name: String) {
            guard let depth = stack.lastIndex(where: { $0.tag == name }), depth > 0 else {
                problems.append("</\(name)> closes no open element")
                return
            }
            while stack.count - 1 > depth {
                problems.append("<\(stack.last!.tag)> is closed by </\(name)>")
                close()
            }
            close()
        }

        mutating func skipSpace() {
            while i < scalars.count && scalars[i].properties.isWhitespace { i += 1 }
        }

        mutating func readName() -> String {
            var name = String.UnicodeScalarView()
            while i < scalars.count {
                let c = scalars[i]
                if c.properties.isWhitespace || c == ">" || c == "/" || c == "=" || c == "<" { break }
                name.append(c)
                i += 1
            }
            return String(name).lowercased()
        }

        mutating func readValue() -> String {
            guard i < scalars.count else { return "" }
            let quote = scalars[i]
            var raw = String.UnicodeScalarView()
            if quote == "\"" || quote == "'" {
                i += 1
                while i < scalars.count && scalars[i] != quote {
                    raw.append(scalars[i])
                    i += 1
                }
                if i >= scalars.count { problems.append("an attribute value is never closed") }
                i += 1
            } else {
                while i < scalars.count && !scalars[i].properties.isWhitespace && scalars[i] != ">" {
                    raw.append(scalars[i])
                    i += 1
                }
            }
            return HTMLReader.decode(String(raw))
        }
    }
}
