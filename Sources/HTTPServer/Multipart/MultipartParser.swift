// Standard library only, like the HTTP parser: `scripts/fuzz.sh multipart` compiles this folder alone.

/// What a `multipart/form-data` body (RFC 7578) may hold before it is refused. Each limit is checked as
/// the bytes arrive, so a body past one is refused without reading the rest of it into a part.
public struct MultipartLimits: Sendable, Equatable {
    /// The most parts, files and fields together.
    public var maxParts: Int
    /// The most parts without a file name (form fields).
    public var maxFields: Int
    /// The most bytes of one part's content: a file.
    public var maxPartBytes: Int
    /// The most bytes of a field's value (a part without a file name).
    public var maxFieldBytes: Int
    /// The most bytes of all parts' contents together.
    public var maxTotalBytes: Int
    /// The most bytes of one part's header lines.
    public var maxHeaderBytes: Int

    public init(
        maxParts: Int = 1_000, maxFields: Int = 1_000, maxPartBytes: Int = 8 << 20, maxFieldBytes: Int = 1 << 20,
        maxTotalBytes: Int = 16 << 20, maxHeaderBytes: Int = 8 * 1024
    ) {
        self.maxParts = maxParts
        self.maxFields = maxFields
        self.maxPartBytes = maxPartBytes
        self.maxFieldBytes = maxFieldBytes
        self.maxTotalBytes = maxTotalBytes
        self.maxHeaderBytes = maxHeaderBytes
    }
}

/// Why a `multipart/form-data` body was refused.
public struct MultipartError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// Not a multipart body as RFC 7578 has it (400).
        case malformed
        /// Past one of ``MultipartLimits`` (413).
        case tooLarge
    }

    public let kind: Kind
    /// What was wrong, in words a client may be shown.
    public let reason: String

    public init(_ kind: Kind, _ reason: String) {
        self.kind = kind
        self.reason = reason
    }

    public var description: String { reason }
}

/// One part's head: the form field it is for, and for a file its name and type.
public struct MultipartPartHead: Sendable, Equatable {
    /// The field's name (`Content-Disposition: form-data; name="receipt"`).
    public var name: String
    /// The file's name as the browser sent it, when the part is a file (an empty one when no file was
    /// chosen); nil for a field.
    public var filename: String?
    /// The part's `Content-Type`, when given (a file's, usually).
    public var contentType: String?
}

/// A `multipart/form-data` body, read as its bytes arrive: ``feed(_:)`` takes any piece of the body and
/// returns what it completed, ``finish()`` checks the body ended where it should.
///
/// A state machine over a small buffer: the bytes of a part's content are handed on as soon as they
/// cannot be the start of the next boundary, so that fed in slices it holds little more than a slice. The limits are checked
/// as the bytes come (``MultipartLimits``); past one, `feed` throws and the parser takes nothing more.
public struct MultipartParser: Sendable {
    /// What `feed` found, in the body's order.
    public enum Event: Sendable, Equatable {
        /// A part begins, with its head.
        case head(MultipartPartHead)
        /// Bytes of the current part's content (a part's content may come in several).
        case content([UInt8])
        /// The current part ended.
        case end
    }

    private enum State: Sendable {
        /// Before the first boundary: the preamble, which is skipped.
        case preamble
        /// After a boundary's line: the part's header lines, up to an empty line.
        case head
        /// Right after a delimiter: `--` closes the body; padding and CRLF begin a part's head.
        case boundaryLine
        /// A part's content, up to the next delimiter.
        case content
        /// After the closing delimiter: the epilogue, which is skipped.
        case epilogue
        /// Refused: nothing more is read.
        case failed
    }

    public let limits: MultipartLimits
    /// `CRLF--boundary`: what ends a part's content.
    private let delimiter: [UInt8]
    private var state = State.preamble
    private var buffer: [UInt8] = []
    /// Where the unread bytes of `buffer` begin.
    private var start = 0
    private var parts = 0
    private var fields = 0
    private var totalBytes = 0
    /// The current part's content so far, and whether it is a file.
    private var partBytes = 0
    private var partIsFile = false
    private var partName = ""
    /// How many bytes after `start` the search for the end of a part's head has looked at already, so
    /// that a head arriving in pieces is not searched from its beginning each time.
    private var headScanned = 0

    /// A parser for bodies whose parts are separated by `boundary` (the `boundary` parameter of the
    /// request's `Content-Type`; see ``boundary(ofContentType:)``).
    public init(boundary: String, limits: MultipartLimits = MultipartLimits()) {
        self.limits = limits
        // The first boundary has no CRLF before it, unless there is a preamble: the buffer starts with
        // one, so that every boundary is found the same way.
        delimiter = Array("\r\n--".utf8) + Array(boundary.utf8)
        buffer = Array("\r\n".utf8)
    }

    /// The `boundary` parameter of a `multipart/form-data` media type (quoted or not), or nil when the
    /// type is another, or its boundary is missing or is not 1 to 70 characters of those RFC 2046 allows.
    public static func boundary(ofContentType contentType: String) -> String? {
        let parameters = contentType.split(separator: ";", omittingEmptySubsequences: false)
        guard let type = parameters.first, lowercasedASCII(trimmed(type)) == "multipart/form-data" else { return nil }
        for parameter in parameters.dropFirst() {
            let sides = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard sides.count == 2, lowercasedASCII(trimmed(sides[0])) == "boundary" else { continue }
            var value = trimmed(sides[1])
            if value.count >= 2, value.first == "\"", value.last == "\"" { value = value.dropFirst().dropLast() }
            let allowed = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'()+_,-./:=? ".utf8)
            guard (1...70).contains(value.utf8.count), value.utf8.allSatisfy({ allowed.contains($0) }), value.last != " " else { return nil }
            return String(value)
        }
        return nil
    }

    /// Reads `bytes`, the next piece of the body; returns the events it completed.
    /// - Throws: ``MultipartError`` for a body that is not multipart or is past a limit. After a throw,
    ///   every call throws the same kind again.
    public mutating func feed(_ bytes: some Collection<UInt8>) throws(MultipartError) -> [Event] {
        guard !isFailed else { throw MultipartError(.malformed, "The body was refused already.") }
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
        var events: [Event] = []
        do throws(MultipartError) {
            while try step(&events) {}
        } catch {
            state = .failed
            throw error
        }
        return events
    }

    /// Checks that the body ended after its closing delimiter.
    /// - Throws: ``MultipartError`` (`.malformed`) when it ended before it.
    public mutating func finish() throws(MultipartError) {
        switch state {
        case .epilogue: return
        case .failed: throw MultipartError(.malformed, "The body was refused already.")
        case .preamble: throw MultipartError(.malformed, "The body has no part: its boundary never appears.")
        case .boundaryLine, .head, .content: throw MultipartError(.malformed, "The body ends inside a part, before its closing boundary.")
        }
    }

    private var isFailed: Bool {
        if case .failed = state { return true }
        return false
    }

    private var unread: Int { buffer.count - start }

    /// Takes one step; whether another may be taken with the bytes at hand.
    private mutating func step(_ events: inout [Event]) throws(MultipartError) -> Bool {
        switch state {
        case .preamble:
            guard let found = find(delimiter, from: start) else {
                // Nothing before the first boundary is kept; keep only what could be its beginning.
                start = max(start, buffer.count - (delimiter.count - 1))
                return false
            }
            start = found + delimiter.count
            state = .boundaryLine
            return true
        case .boundaryLine:
            headScanned = 0
            return try afterBoundary(&events)
        case .head:
            guard let end = find(Self.blankLine, from: start + max(0, headScanned - (Self.blankLine.count - 1))) else {
                headScanned = unread
                // Past the limit even if the next bytes end the head.
                if unread > limits.maxHeaderBytes + Self.blankLine.count - 1 { throw MultipartError(.tooLarge, "A part's header lines are longer than \(limits.maxHeaderBytes) bytes.") }
                return false
            }
            guard end - start <= limits.maxHeaderBytes else {
                throw MultipartError(.tooLarge, "A part's header lines are longer than \(limits.maxHeaderBytes) bytes.")
            }
            let head = try Self.parseHead(buffer[start..<end])
            start = end + Self.blankLine.count
            parts += 1
            guard parts <= limits.maxParts else { throw MultipartError(.tooLarge, "The body has more than \(limits.maxParts) parts.") }
            partIsFile = head.filename != nil
            if !partIsFile {
                fields += 1
                guard fields <= limits.maxFields else { throw MultipartError(.tooLarge, "The body has more than \(limits.maxFields) fields.") }
            }
            partBytes = 0
            partName = head.name
            events.append(.head(head))
            state = .content
            return true
        case .content:
            if let found = find(delimiter, from: start) {
                try emit(buffer[start..<found], &events)
                events.append(.end)
                start = found + delimiter.count
                state = .boundaryLine
                return true
            }
            // Everything but what could be the beginning of the delimiter is content.
            let safe = buffer.count - (delimiter.count - 1)
            if safe > start {
                try emit(buffer[start..<safe], &events)
                start = safe
            }
            return false
        case .epilogue:
            start = buffer.count
            return false
        case .failed:
            return false
        }
    }

    /// After a delimiter: `--` closes the body; else optional whitespace and CRLF begin a part's head.
    private mutating func afterBoundary(_ events: inout [Event]) throws(MultipartError) -> Bool {
        guard unread >= 2 else { return false }
        if buffer[start] == UInt8(ascii: "-"), buffer[start + 1] == UInt8(ascii: "-") {
            state = .epilogue
            start = buffer.count
            return false
        }
        // Transport padding (RFC 2046: whitespace after the boundary), then CRLF.
        var index = start
        while index < buffer.count, buffer[index] == UInt8(ascii: " ") || buffer[index] == UInt8(ascii: "\t") { index += 1 }
        guard index - start <= 64 else { throw MultipartError(.malformed, "A boundary line goes on past the boundary.") }
        guard index + 1 < buffer.count else { return false }
        guard buffer[index] == UInt8(ascii: "\r"), buffer[index + 1] == UInt8(ascii: "\n") else {
            throw MultipartError(.malformed, "A boundary line goes on past the boundary.")
        }
        start = index + 2
        state = .head
        return true
    }

    private mutating func emit(_ bytes: ArraySlice<UInt8>, _ events: inout [Event]) throws(MultipartError) {
        guard !bytes.isEmpty else { return }
        // When these bytes break both the part's limit and the body's, the one the earlier byte breaks is
        // reported, so that the answer does not depend on how the body arrived in pieces.
        let partLimit = partIsFile ? limits.maxPartBytes : limits.maxFieldBytes
        let roomInPart = partLimit - partBytes, roomInBody = limits.maxTotalBytes - totalBytes
        partBytes += bytes.count
        totalBytes += bytes.count
        if bytes.count > roomInPart, roomInPart <= roomInBody {
            throw partIsFile
                ? MultipartError(.tooLarge, "The file “\(partName)” is larger than \(limits.maxPartBytes) bytes.")
                : MultipartError(.tooLarge, "The field “\(partName)” is longer than \(limits.maxFieldBytes) bytes.")
        }
        guard bytes.count <= roomInBody else { throw MultipartError(.tooLarge, "The body's parts are larger than \(limits.maxTotalBytes) bytes together.") }
        if case .content(var last)? = events.last {
            events.removeLast()
            last.append(contentsOf: bytes)
            events.append(.content(last))
        } else {
            events.append(.content(Array(bytes)))
        }
    }

    private static let blankLine = Array("\r\n\r\n".utf8)

    /// Where `needle` first occurs in `buffer` at or after `from`.
    private func find(_ needle: [UInt8], from: Int) -> Int? {
        guard buffer.count - from >= needle.count, let first = needle.first else { return nil }
        var index = from
        let last = buffer.count - needle.count
        while index <= last {
            if buffer[index] == first {
                var matched = 1
                while matched < needle.count, buffer[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }

    // MARK: A part's head

    /// The head's lines (`Name: value`, CRLF between them; the first line is the CRLF after the boundary
    /// already taken): `Content-Disposition: form-data` with a `name` is required.
    static func parseHead(_ bytes: ArraySlice<UInt8>) throws(MultipartError) -> MultipartPartHead {
        var disposition: String?
        var contentType: String?
        var lineStart = bytes.startIndex
        while lineStart < bytes.endIndex {
            var lineEnd = lineStart
            while lineEnd < bytes.endIndex, !(bytes[lineEnd] == UInt8(ascii: "\r") && lineEnd + 1 < bytes.endIndex && bytes[lineEnd + 1] == UInt8(ascii: "\n")) {
                lineEnd += 1
            }
            let line = bytes[lineStart..<lineEnd]
            lineStart = lineEnd + 2
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else {
                throw MultipartError(.malformed, "A part's header line has no name.")
            }
            guard line.allSatisfy({ $0 != 0 && $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }) else {
                throw MultipartError(.malformed, "A part's header line holds a control character.")
            }
            let name = lowercasedASCII(String(decoding: line[..<colon], as: UTF8.self))
            let value = trimmed(Substring(String(decoding: line[(colon + 1)...], as: UTF8.self)))
            switch name {
            case "content-disposition":
                guard disposition == nil else { throw MultipartError(.malformed, "A part has two Content-Disposition headers.") }
                disposition = String(value)
            case "content-type":
                contentType = String(value)
            default:
                break  // Content-Transfer-Encoding and the rest: RFC 7578 §4.7 says a sender does not use them.
            }
        }
        guard let disposition else { throw MultipartError(.malformed, "A part has no Content-Disposition header.") }
        let parameters = try parseDisposition(disposition)
        guard let name = parameters.name else { throw MultipartError(.malformed, "A part's Content-Disposition has no name.") }
        return MultipartPartHead(name: name, filename: parameters.filename, contentType: contentType)
    }

    /// `form-data; name="receipt"; filename="r.pdf"`: the name and file name, quoted strings unescaped
    /// (`\"`, and browsers' `%22`, `%0D`, `%0A` for a quote and line breaks).
    static func parseDisposition(_ text: String) throws(MultipartError) -> (name: String?, filename: String?) {
        var characters = Substring(text)
        func skipSpaces() { while characters.first == " " || characters.first == "\t" { characters.removeFirst() } }
        func token() -> Substring {
            let end = characters.firstIndex { $0 == ";" || $0 == "=" || $0 == " " || $0 == "\t" } ?? characters.endIndex
            defer { characters = characters[end...] }
            return characters[..<end]
        }
        skipSpaces()
        guard lowercasedASCII(token()) == "form-data" else { throw MultipartError(.malformed, "A part's Content-Disposition is not form-data.") }
        var name: String?
        var filename: String?
        while true {
            skipSpaces()
            guard characters.first == ";" else { break }
            characters.removeFirst()
            skipSpaces()
            let key = lowercasedASCII(token())
            skipSpaces()
            guard characters.first == "=" else { throw MultipartError(.malformed, "A Content-Disposition parameter has no value.") }
            characters.removeFirst()
            skipSpaces()
            var value = ""
            if characters.first == "\"" {
                characters.removeFirst()
                var closed = false
                while let character = characters.first {
                    characters.removeFirst()
                    if character == "\"" { closed = true; break }
                    if character == "\\", let escaped = characters.first {
                        characters.removeFirst()
                        value.append(escaped)
                    } else {
                        value.append(character)
                    }
                }
                guard closed else { throw MultipartError(.malformed, "A Content-Disposition parameter's quotes are not closed.") }
                value = value.replacingPercentEscapes(["%22": "\"", "%0D": "\r", "%0A": "\n", "%0d": "\r", "%0a": "\n"])
            } else {
                value = String(token())
            }
            switch key {
            case "name":
                guard name == nil else { throw MultipartError(.malformed, "A part's Content-Disposition names it twice.") }
                name = value
            case "filename": filename = value
            default: break
            }
        }
        guard characters.isEmpty else { throw MultipartError(.malformed, "A part's Content-Disposition goes on after its parameters.") }
        return (name, filename)
    }
}

private func trimmed(_ text: Substring) -> Substring {
    var text = text
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
}

private func lowercasedASCII(_ text: some StringProtocol) -> String {
    String(decoding: text.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
}

extension String {
    /// The text with each of `escapes`' keys replaced by its value.
    fileprivate func replacingPercentEscapes(_ escapes: [String: String]) -> String {
        guard contains("%") else { return self }
        var result = ""
        var rest = Substring(self)
        outer: while let first = rest.first {
            if first == "%" {
                for (escape, replacement) in escapes where rest.hasPrefix(escape) {
                    result += replacement
                    rest = rest.dropFirst(escape.count)
                    continue outer
                }
            }
            result.append(first)
            rest = rest.dropFirst()
        }
        return result
    }
}
