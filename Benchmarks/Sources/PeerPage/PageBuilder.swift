/// One session's state as a peer keeps it: the value of each field by name, and the revision the page
/// carries (how many posts changed something).
public struct PeerState: Sendable {
    public var values: [String: String] = [:]
    public var revision = 0

    public init() {}

    public func value(of control: PageModel.Control) -> String { values[control.name] ?? control.defaultValue }

    public enum PostOutcome: Sendable { case applied, invalid }

    /// Applies a form post: every field must name a control and one of its options (fields starting with
    /// `_` are FormUI's own and ignored); all or nothing, as FormUI does. A post that changes something
    /// is a new revision.
    public mutating func apply(_ fields: [(name: String, value: String)]) -> PostOutcome {
        for (name, value) in fields where !name.hasPrefix("_") {
            guard let control = PageModel.control(named: name), control.accepts(value) else { return .invalid }
        }
        var changed = false
        for (name, value) in fields where !name.hasPrefix("_") {
            if value != values[name] ?? PageModel.control(named: name)!.defaultValue {
                values[name] = value
                changed = true
            }
        }
        if changed { revision += 1 }
        return .applied
    }
}

/// Builds the benchmark page's bytes by hand: what a developer using a peer framework would write to
/// serve this form without FormUI. Static markup is appended as bytes; everything else (option labels,
/// values, names, texts) goes through ``escape(_:into:)``, with FormUI's escaping rules.
public enum PageBuilder {
    /// The whole document for `state`: the layout around the form.
    public static func page(_ state: PeerState) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(20 * 1024)
        Layout.writeHead(title: Layout.title, into: &out)
        form(state, into: &out)
        Layout.writeTail(into: &out)
        return out
    }

    /// The `<form>` element alone, as `FormPage.render` returns it.
    public static func form(_ state: PeerState, into out: inout [UInt8]) {
        out += #"<form method="post" class="formui" novalidate><input type="hidden" name="_revision" value=""#.utf8
        out += String(state.revision).utf8
        out += #""><button type="submit" name="_action" value="_submit" class="default-submit" tabindex="-1" aria-hidden="true">Submit</button>"#.utf8
        out += #"<div class="form">"#.utf8
        for section in PageModel.sections {
            out += #"<fieldset class="section"><legend>"#.utf8
            text(section.title, into: &out)
            out += "</legend>".utf8
            for item in section.items {
                switch item {
                case .text(let string):
                    text(string, into: &out)
                case .control(let control):
                    self.control(control, state, into: &out)
                case .list(let rows):
                    out += #"<ul class="list">"#.utf8
                    for row in rows {
                        out += "<li>".utf8
                        text(row, into: &out)
                        out += "</li>".utf8
                    }
                    out += "</ul>".utf8
                }
            }
            out += "</fieldset>".utf8
        }
        out += "</div>".utf8
        out += #"<div class="apply-bar"><button type="submit" name="_action" value="_apply" class="apply">Apply changes</button></div></form>"#.utf8
    }

    static func text(_ string: String, into out: inout [UInt8]) {
        out += #"<span class="text">"#.utf8
        escape(string, into: &out)
        out += "</span>".utf8
    }

    static func control(_ control: PageModel.Control, _ state: PeerState, into out: inout [UInt8]) {
        let current = state.value(of: control)
        switch control.style {
        case .menu, .wheel:
            let wheel = control.style == .wheel
            out += wheel ? #"<div class="control picker picker-wheel"><label class="control-label" for="field-"#.utf8
                : #"<div class="control picker picker-menu"><label class="control-label" for="field-"#.utf8
            escape(control.name, into: &out)
            out += #"">"#.utf8
            text(control.label, into: &out)
            out += #"</label><select id="field-"#.utf8
            escape(control.name, into: &out)
            out += #"" name=""#.utf8
            escape(control.name, into: &out)
            out += wheel ? #"" size="5">"#.utf8 : #"">"#.utf8
            for option in control.options {
                out += #"<option value=""#.utf8
                escape(option.value, into: &out)
                out += option.value == current ? #"" selected>"#.utf8 : #"">"#.utf8
                escape(option.label, into: &out)
                out += "</option>".utf8
            }
            out += "</select></div>".utf8

        case .radioGroup:
            out += #"<fieldset class="control picker picker-radio-group"><legend class="control-label">"#.utf8
            text(control.label, into: &out)
            out += "</legend>".utf8
            for (index, option) in control.options.enumerated() {
                out += #"<label class="radio"><input type="radio" name=""#.utf8
                escape(control.name, into: &out)
                out += #"" value=""#.utf8
                escape(option.value, into: &out)
                out += #"""#.utf8
                if index == 0 {
                    out += #" id="field-"#.utf8
                    escape(control.name, into: &out)
                    out += #"""#.utf8
                }
                if option.value == current { out += " checked".utf8 }
                out += "> ".utf8
                text(option.label, into: &out)
                out += "</label>".utf8
            }
            out += "</fieldset>".utf8

        case .segmented:
            out += #"<fieldset class="control picker picker-segmented"><legend class="control-label">"#.utf8
            text(control.label, into: &out)
            out += #"</legend><div class="segments">"#.utf8
            for (index, option) in control.options.enumerated() {
                let selected = option.value == current
                out += #"<button type="submit" name=""#.utf8
                escape(control.name, into: &out)
                out += #"" value=""#.utf8
                escape(option.value, into: &out)
                out += selected ? #"" class="segment selected" aria-pressed="true""#.utf8
                    : #"" class="segment" aria-pressed="false""#.utf8
                if index == 0 {
                    out += #" id="field-"#.utf8
                    escape(control.name, into: &out)
                    out += #"""#.utf8
                }
                out += ">".utf8
                text(option.label, into: &out)
                out += "</button>".utf8
            }
            out += "</div></fieldset>".utf8
        }
    }

    /// FormUI's escaping: `&`, `<`, `>`, `"`, `'` as entities, NUL as U+FFFD.
    public static func escape(_ string: String, into out: inout [UInt8]) {
        var string = string
        string.withUTF8 { utf8 in
            var start = 0
            for index in 0..<utf8.count {
                let replacement: StaticString
                switch utf8[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                case 0: replacement = "\u{FFFD}"
                default: continue
                }
                if start < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index])) }
                replacement.withUTF8Buffer { out.append(contentsOf: $0) }
                start = index + 1
            }
            if start < utf8.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...])) }
        }
    }
}
