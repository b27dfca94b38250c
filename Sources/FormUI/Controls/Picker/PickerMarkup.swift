import Foundation
import Locking

/// The markup of a picker's options that does not depend on the session: for each option, the byte runs
/// between the parts that do (`selected`, `checked`, `disabled`, `aria-pressed`). The runs hold the
/// picker's name, the values its options post and their labels, escaped once; an evaluation writes
/// each option with a few appends and no escaping.
///
/// Kept per picker type and field name, and used only when what the runs were made from is what this
/// evaluation has: the same values and the same words (a `<select>`) or label markup (radios,
/// buttons). Anything else makes new runs, which replace the kept ones.
// Sendable: immutable: every stored property is a `let` of a value type.
final class PickerOptionMarkup: @unchecked Sendable {
    enum Kind: UInt8 {
        /// `<option value="V"` · `>WORDS</option>`
        case select
        /// `<label class="radio"><input type="radio" name="N" value="V"[ id="field-N"]` · `> LABEL</label>`
        case radios
        /// `<button type="submit" name="N" value="V" class="segment` · `"[ id="field-N"]` · `>LABEL</button>`
        case buttons
    }

    let values: [String]
    /// The sections the options sit in (see ``sectionBoundary(before:in:kind:)``).
    private let sections: [OptionSection?]
    /// The options' words (a select) or label markup (radios and buttons) the runs were made from.
    private let words: [String]
    private let labels: [UInt8]
    private let labelRanges: [Range<Int>]
    /// The runs, one after another; option `i`'s runs are `runs[i * runsPerOption ..< (i + 1) * runsPerOption]`.
    let bytes: [UInt8]
    let runs: [Range<Int>]

    private init(values: [String], sections: [OptionSection?], words: [String], labels: [UInt8], labelRanges: [Range<Int>], bytes: [UInt8], runs: [Range<Int>]) {
        self.values = values
        self.sections = sections
        self.words = words
        self.labels = labels
        self.labelRanges = labelRanges
        self.bytes = bytes
        self.runs = runs
    }

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let name: String
        let kind: Kind
    }

    /// Past 4,096 pickers, new ones are drawn without kept runs (names can come from data).
    private static let kept = LockedCache<Key, PickerOptionMarkup>(limit: 4096)

    /// The runs for these options, kept or made now.
    static func markup(type: ObjectIdentifier, kind: Kind, layout: PickerLayout) -> PickerOptionMarkup {
        let key = Key(type: type, name: layout.name, kind: kind)
        if let known = kept[key], known.matches(kind, layout) { return known }
        let made = make(kind, layout)
        kept.replace(made, for: key)
        return made
    }

    private func matches(_ kind: Kind, _ layout: PickerLayout) -> Bool {
        let options = layout.options
        guard values == layout.values, options.count == values.count else { return false }
        for index in options.indices where options[index].section != sections[index] { return false }
        if kind == .select {
            for index in options.indices where options[index].text != words[index] { return false }
            return true
        }
        return labels.withUnsafeBufferPointer { kept in
            for index in options.indices {
                let option = options[index]
                let range = labelRanges[index]
                guard option.labelRange.count == range.count else { return false }
                let same = option.labels.html.withBytes { current in
                    range.isEmpty || memcmp(current.baseAddress! + option.labelRange.lowerBound, kept.baseAddress! + range.lowerBound, range.count) == 0
                }
                if !same { return false }
            }
            return true
        }
    }

    private static func make(_ kind: Kind, _ layout: PickerLayout) -> PickerOptionMarkup {
        var bytes: [UInt8] = []
        var runs: [Range<Int>] = []
        var labels: [UInt8] = []
        var labelRanges: [Range<Int>] = []
        var words: [String] = []
        func raw(_ markup: StaticString) { markup.withUTF8Buffer { bytes.append(contentsOf: $0) } }
        func escaped(_ string: String) { HTMLEscaping.append(string, to: &bytes) }
        func endRun(from start: inout Int) {
            runs.append(start..<bytes.count)
            start = bytes.count
        }
        /// ` name="N" value="V"`, and the field's id on the first option (the label's `for` points at it).
        func nameAndValue(_ index: Int) {
            raw(" name=\"")
            escaped(layout.name)
            raw("\" value=\"")
            escaped(layout.values[index])
            raw("\"")
        }
        func idOfFirst(_ index: Int) {
            guard index == 0 else { return }
            raw(" id=\"")
            raw(PickerLayout.fieldIDPrefix)
            escaped(layout.name)
            raw("\"")
        }
        for index in layout.options.indices {
            let option = layout.options[index]
            var start = bytes.count
            bytes += sectionBoundary(before: index, in: layout.options, kind: kind)
            switch kind {
            case .select:
                words.append(option.text)
                raw("<option value=\"")
                escaped(layout.values[index])
                raw("\"")
                endRun(from: &start)
                raw(">")
                escaped(option.text)
                raw("</option>")
                endRun(from: &start)
            case .radios:
                raw("<label class=\"radio\"><input type=\"radio\"")
                nameAndValue(index)
                idOfFirst(index)
                endRun(from: &start)
                raw("> ")
                option.labels.html.withBytes { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[option.labelRange])) }
                raw("</label>")
                endRun(from: &start)
            case .buttons:
                raw("<button type=\"submit\"")
                nameAndValue(index)
                raw(" class=\"segment")
                endRun(from: &start)
                raw("\"")
                idOfFirst(index)
                endRun(from: &start)
                raw(">")
                option.labels.html.withBytes { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[option.labelRange])) }
                raw("</button>")
                endRun(from: &start)
            }
            if kind != .select {
                let labelStart = labels.count
                option.labels.html.withBytes { labels.append(contentsOf: UnsafeBufferPointer(rebasing: $0[option.labelRange])) }
                labelRanges.append(labelStart..<labels.count)
            }
        }
        // The last group closes with the last option's last run.
        let end = sectionBoundary(before: layout.options.count, in: layout.options, kind: kind)
        if !end.isEmpty, let last = runs.popLast() {
            bytes += end
            runs.append(last.lowerBound..<bytes.count)
        }
        return PickerOptionMarkup(values: layout.values, sections: layout.options.map(\.section), words: words, labels: labels, labelRanges: labelRanges, bytes: bytes, runs: runs)
    }
}

extension PickerOptionMarkup {
    /// What closes the group of option `index - 1` and opens the group of option `index`, where they
    /// differ (`index == options.count`: what closes the last group). A `<select>`'s groups are
    /// `<optgroup label="TITLE">`; radios' and buttons' are `<fieldset class="picker-section">` with the
    /// title as its `<legend>`, which names the group for assistive technology.
    static func sectionBoundary(before index: Int, in options: [ControlOption], kind: Kind) -> [UInt8] {
        let previous = index > 0 ? options[index - 1].section : nil
        let next = index < options.count ? options[index].section : nil
        guard previous != next else { return [] }
        var bytes: [UInt8] = []
        func raw(_ markup: StaticString) { markup.withUTF8Buffer { bytes.append(contentsOf: $0) } }
        if previous != nil { raw(kind == .select ? "</optgroup>" : "</fieldset>") }
        if let next {
            if kind == .select {
                raw("<optgroup label=\"")
                HTMLEscaping.append(next.title, to: &bytes)
                raw("\">")
            } else {
                raw("<fieldset class=\"picker-section\"><legend>")
                HTMLEscaping.append(next.title, to: &bytes)
                raw("</legend>")
            }
        }
        return bytes
    }
}

extension HTMLBuffer {
    /// Appends run `index` of `markup`.
    @inline(__always)
    mutating func append(run index: Int, of markup: PickerOptionMarkup) {
        if discards { return }
        let range = markup.runs[index]
        markup.bytes.withUnsafeBufferPointer { write($0.baseAddress! + range.lowerBound, count: range.count) }
    }
}
