/// Why a post was not applied. The state is unchanged when this is thrown (when the app's data refused
/// the post after it was applied, the state is put back as it was).
public struct SubmissionError: Error, Sendable, Equatable {
    public enum Kind: String, Sendable, Codable {
        /// A value that is not one of the options, not a number, not a date… (HTTP 422).
        case invalidInput
        /// An action or control that is no longer on the page, or not available now (HTTP 409).
        case staleAction
        /// A post from a page whose revision the session no longer remembers, or never had (a tab left
        /// open for long, or from before a restart): nothing is applied, no action runs, and the page as
        /// it is now is shown with the input kept (HTTP 409).
        case stalePage
        /// A reserved field that is not what FormUI posts (a `_revision` that is not one non-negative
        /// integer, a repeated `_action`): the request is malformed (HTTP 400).
        case malformedPost
        /// The app's data could not be kept (its database is not reachable): nothing of the post is
        /// kept, and the person is asked to send it again in a moment (HTTP 503).
        case unavailable
    }

    /// One message, by one control (or for the page when `name` is nil).
    public struct Problem: Sendable, Equatable, Codable {
        /// The field the message belongs to; the error summary links to it.
        public var name: String?
        /// The control's label, so that the summary reads "Flavor: choose one of the options".
        public var label: String
        public var message: String

        public init(name: String?, label: String, message: String) {
            self.name = name
            self.label = label
            self.message = message
        }
    }

    public var kind: Kind
    public var problems: [Problem]
    /// What was posted, by field name, to show again; a secure field's input is never kept.
    public var keptInput: [String: [String]]

    /// Why the app's data did not keep a post's changes, when that is why it was refused (see
    /// ``FormPage/submit(_:to:options:)``).
    @_spi(Engine) public enum SaveFailure: Sendable, Equatable {
        /// A row the post changed was changed by another request since it was read: the post is applied
        /// again, to the rows as they are now.
        case conflict
        /// The data refused the changes (unavailable, a duplicate of a unique value).
        case refused
    }

    /// Set by what keeps the app's data (a ``DeviceResource``) on the errors it throws.
    @_spi(Engine) public var saveFailure: SaveFailure?

    public init(kind: Kind, problems: [Problem], keptInput: [String: [String]] = [:]) {
        self.kind = kind
        self.problems = problems
        self.keptInput = keptInput
    }

    /// The message for the field `name`, if it has one.
    public func message(for name: String) -> String? {
        problems.first(where: { $0.name == name })?.message
    }

    /// The HTTP status a server answers with.
    public var suggestedStatus: Int {
        switch kind {
        case .invalidInput: 422
        case .staleAction, .stalePage: 409
        case .malformedPost: 400
        case .unavailable: 503
        }
    }
}
