/// The inline Markdown SwiftUI reads in a text made from a string literal: `Text("Tap **Add** to start")`.
///
/// `**bold**` and `__bold__`, `*italic*` and `_italic_` (not inside a word: `snake_case` stays as it is),
/// `` `code` ``, `~~struck~~` and `[a link](https://…)`. A marker without its partner is text. A string
/// built at run time (`Text(name)`) is shown as it is, as in SwiftUI.
enum InlineMarkdown {
    /// Whether `text` has a character that can start Markdown: most texts have none, and are left alone
    /// after one pass over their bytes.
    static func mayContainMarkup(_ text: String) -> Bool {
        // Over the contiguous bytes: a `for` over `text.utf8` decodes index by index, and every text
        // of a page passes through here.
        text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where markers & (1 << UInt64(byte & 63)) != 0 {
                // One bit per byte modulo 64 rules out nearly every byte of ordinary text; then the exact test.
                if byte == 0x2A || byte == 0x5B || byte == 0x5F || byte == 0x60 || byte == 0x7E { return true }
            }
            return false
        } ?? true
    }

    /// The markers' bytes modulo 64, as bits: one test rules out nearly every byte of ordinary text.
    private static let markers: UInt64 = [0x2A, 0x5B, 0x5F, 0x60, 0x7E].reduce(0) { $0 | (1 << UInt64($1 & 63)) }

    /// The runs of `text`: plain stretches and styled ones; nil when it has no markup after all.
    static func runs(of text: String) -> [Text.Run]? {
        let characters = Array(text)
        var runs: [Text.Run] = []
        var plain = ""
        var index = 0
        var found = false

        func flushPlain() {
            if !plain.isEmpty { runs.append(Text.Run(string: plain, stable: plain)) }
            plain = ""
        }
        func isWordCharacter(_ position: Int) -> Bool {
            position >= 0 && position < characters.count && (characters[position].isLetter || characters[position].isNumber)
        }
        /// The index of `marker` closing a span that starts at `start`, on the same line, or nil.
        func closing(_ marker: [Character], from start: Int, intraword: Bool) -> Int? {
            var position = start
            while position + marker.count <= characters.count {
                if characters[position] == "\n" { return nil }
                if position > start, Array(characters[position..<position + marker.count]) == marker {
                    if !intraword, isWordCharacter(position + marker.count) { position += 1; continue }
                    return position
                }
                position += 1
            }
            return nil
        }

        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            var handled = false
            switch character {
            case "*", "_", "~":
                let doubled = next == character
                let marker: [Character] = doubled ? [character, character] : [character]
                // `_` opens only at the start of a word; a single `~` is text.
                if character == "~", !doubled { break }
                if character == "_", isWordCharacter(index - 1) { break }
                let start = index + marker.count
                if start < characters.count, !characters[start].isWhitespace,
                   let end = closing(marker, from: start, intraword: character == "*") {
                    var run = Text.Run(string: String(characters[start..<end]), stable: String(characters[start..<end]))
                    switch (character, doubled) {
                    case ("~", _): run.decorations = Text.Decoration.strikethrough.rawValue
                    case (_, true): run.isBold = true
                    default: run.isItalic = true
                    }
                    flushPlain()
                    runs.append(run)
                    index = end + marker.count
                    handled = true
                }
            case "`":
                if let end = characters[(index + 1)...].firstIndex(of: "`"), end > index + 1 {
                    var run = Text.Run(string: String(characters[(index + 1)..<end]), stable: String(characters[(index + 1)..<end]))
                    run.decorations = Text.Decoration.monospaced.rawValue
                    flushPlain()
                    runs.append(run)
                    index = end + 1
                    handled = true
                }
            case "[":
                if let close = characters[(index + 1)...].firstIndex(of: "]"), close + 1 < characters.count,
                   characters[close + 1] == "(", let end = characters[(close + 2)...].firstIndex(of: ")") {
                    let words = String(characters[(index + 1)..<close])
                    var address = Text.Run(string: String(characters[(close + 2)..<end]), stable: "")
                    address.decorations = Text.Decoration.linkAddress.rawValue
                    flushPlain()
                    runs.append(address)
                    runs.append(Text.Run(string: words, stable: words))
                    index = end + 1
                    handled = true
                }
            default:
                break
            }
            if handled {
                found = true
            } else {
                plain.append(character)
                index += 1
            }
        }
        guard found else { return nil }
        flushPlain()
        return runs
    }

    /// Whether a link's address may be followed from a page: `http`, `https`, `mailto`, `tel`, or a path
    /// on the same site. Any other (`javascript:`) is drawn as text.
    static func isSafe(_ address: String) -> Bool {
        let lowered = address.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://") || lowered.hasPrefix("mailto:")
            || lowered.hasPrefix("tel:") || (lowered.hasPrefix("/") && !lowered.hasPrefix("//"))
    }
}
