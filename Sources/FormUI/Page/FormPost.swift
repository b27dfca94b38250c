/// A post as FormUI reads it, before it is judged against the page: the reserved fields
/// (``ReservedField``) taken out and checked, and every other field with its values in the order posted.
///
/// A form post (`application/x-www-form-urlencoded`) carries text; a JSON post says what type each value
/// is, and a control takes only the types DESIGN §6 lists for its kind.
///
/// ```swift
/// let post = try FormPost(form: [("_revision", "3"), ("flavor", "vanilla"), ("_action", "_apply")])
/// try page.submit(post, to: state)
/// ```
@_spi(Engine) public struct FormPost: Sendable {
    /// The files the post carried (`multipart/form-data`), each standing in its field as
    /// ``PostedFiles/token(_:)`` of its index here.
    public var files: [PostedFile] = []

    /// One posted value.
    public enum Value: Sendable, Equatable {
        /// A form post's value, or a JSON string.
        case text(String)
        /// A JSON number, in its shortest decimal spelling (`7`, `0.5`).
        case number(String)
        /// A JSON `true` or `false`.
        case boolean(Bool)
        /// A JSON `null`.
        case null

        /// The text a control's decoder is given: the text, the number's spelling, `true`/`false`, and
        /// `""` for `null` (a picker's "none").
        public var spelling: String {
            switch self {
            case .text(let text), .number(let text): text
            case .boolean(let value): value ? "true" : "false"
            case .null: ""
            }
        }
    }

    /// A field that is not reserved: its name and every value posted under it.
    public struct Field: Sendable, Equatable {
        public var name: String
        public var values: [Value]
        /// Whether the values came as a JSON array (even of one value): only a control that takes several
        /// values accepts a list.
        public var isList: Bool

        public init(name: String, values: [Value], isList: Bool = false) {
            self.name = name
            self.values = values
            self.isList = isList
        }
    }

    /// The revision the page was shown at (``ReservedField/revision``); nil when the post has none (`curl`).
    public let revision: Int?
    /// The pressed button (``ReservedField/action``), if any.
    public let action: String?
    /// The other fields, in the order their names first appear.
    public let fields: [Field]
    /// Whether the post was JSON (the values carry their JSON types).
    public let isJSON: Bool

    /// Reads a form post: the `name=value` pairs in order, a repeated name kept repeated.
    /// - Throws: ``SubmissionError`` of kind `malformedPost` when `_revision` is not one non-negative
    ///   integer, or `_action` is posted more than once.
    public init(form pairs: [(name: String, value: String)]) throws(SubmissionError) {
        var fields: [Field] = []
        var index: [String: Int] = [:]
        var revision: Int?
        var action: String?
        var sawRevision = false
        for (name, value) in pairs {
            guard ReservedField.isReserved(name) else {
                if let at = index[name] {
                    fields[at].values.append(.text(value))
                } else {
                    index[name] = fields.count
                    fields.append(Field(name: name, values: [.text(value)]))
                }
                continue
            }
            switch name {
            case ReservedField.revision:
                guard !sawRevision else { throw Self.malformed(Self.revisionMessage) }
                sawRevision = true
                revision = try Self.revision(from: .text(value))
            case ReservedField.action:
                guard action == nil else { throw Self.malformed("“\(ReservedField.action)” names the one button pressed: post it once.") }
                action = value
            default:
                continue  // reserved for FormUI; a name it does not know is ignored
            }
        }
        self.revision = revision
        self.action = action
        self.fields = fields
        isJSON = false
    }

    /// Reads a JSON post: an object's members, each a value or an array of values.
    /// - Throws: ``SubmissionError`` of kind `malformedPost` when `_revision` is not a non-negative
    ///   integer (a number, or a string of digits), or `_action` is not a string.
    public init(json members: [Field]) throws(SubmissionError) {
        var fields: [Field] = []
        var revision: Int?
        var action: String?
        for member in members {
            guard ReservedField.isReserved(member.name) else {
                fields.append(member)
                continue
            }
            switch member.name {
            case ReservedField.revision:
                guard !member.isList, member.values.count == 1 else { throw Self.malformed(Self.revisionMessage) }
                revision = try Self.revision(from: member.values[0])
            case ReservedField.action:
                guard !member.isList, member.values.count == 1, case .text(let value) = member.values[0] else {
                    throw Self.malformed("“\(ReservedField.action)” is the id of one button, as a string.")
                }
                action = value
            default:
                continue
            }
        }
        self.revision = revision
        self.action = action
        self.fields = fields
        isJSON = true
    }

    /// The posted names that are not reserved, and the pressed action's id: what a post asks of the
    /// controls (a control's actions are `NAME.…`, see `PostedNames.include(_:)`).
    var names: Set<String> {
        var names = Set(fields.map(\.name))
        if let action { names.insert(action) }
        return names
    }

    static let revisionMessage = "“\(ReservedField.revision)” must be posted once, as a non-negative whole number: the revision the page was shown at."

    /// A revision is ASCII digits only (no sign, space, point or exponent) that fit in an `Int`.
    private static func revision(from value: Value) throws(SubmissionError) -> Int {
        let text: String
        switch value {
        case .text(let string), .number(let string): text = string
        case .boolean, .null: throw malformed(revisionMessage)
        }
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              let revision = Int(text) else {
            throw malformed(revisionMessage)
        }
        return revision
    }

    private static func malformed(_ message: String) -> SubmissionError {
        SubmissionError(kind: .malformedPost, problems: [.init(name: nil, label: "", message: message)])
    }
}
