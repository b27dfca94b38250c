/// A control as the JSON view of a page describes it: enough for a program to post to it.
public struct ControlDescription: Codable, Sendable, Equatable {
    /// `picker`, `toggle`, `slider`, `stepper`, `button`, `text-field`, `secure-field`, `date-picker`, `gauge`.
    public var kind: String
    public var label: String
    /// The form field name to post the value under (nil for controls that only have actions).
    public var name: String?
    /// The current value as it is posted (never a secure field's).
    public var value: String?
    /// The style the control is drawn in (`segmented`, `switch`, `graphical`, …).
    public var style: String?
    public var options: [Option]?
    public var minimum: String?
    public var maximum: String?
    public var step: String?
    /// Actions that can be posted as `_action=VALUE`.
    public var actions: [Action]?
    public var disabled: Bool?
    /// The message shown by the control after a rejected post.
    public var error: String?

    public struct Option: Codable, Sendable, Equatable {
        /// The string to post to choose this option.
        public var value: String
        public var label: String
        public var selected: Bool
    }

    public struct Action: Codable, Sendable, Equatable {
        /// Post `_action=` this value.
        public var value: String
        public var label: String
        public var disabled: Bool?
    }

    public init(kind: String, label: String, name: String? = nil, value: String? = nil, style: String? = nil) {
        self.kind = kind
        self.label = label
        self.name = name
        self.value = value
        self.style = style
    }
}

/// The JSON view of a page: `GET` with `Accept: application/json`.
public struct PageDescription: Codable, Sendable, Equatable {
    /// Post it back as `_revision` so that only what you changed is applied.
    public var revision: Int
    public var controls: [ControlDescription]
    /// Messages from a rejected post.
    public var errors: [SubmissionError.Problem]?
    public var notice: String?
    /// The page's `.navigationTitle`, when it sets one.
    public var title: String?
}
