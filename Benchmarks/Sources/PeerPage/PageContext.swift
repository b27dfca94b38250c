/// The benchmark page as a template engine sees it: what the framework peers (Mustache on Hummingbird,
/// Leaf on Vapor) hand to their template for one session's state. Plain values and flags, because a
/// logic-less template (Mustache) cannot compare: each option says whether it is the current value, each
/// item which kind of markup it is. Escaping is the engine's (`{{…}}`, `#(…)`), as a template author
/// would leave it.
public struct PageContext: Encodable, Sendable {
    public let title: String
    public let revision: Int
    public let sections: [Section]

    public struct Section: Encodable, Sendable {
        public let title: String
        public let items: [Item]
    }

    /// A text, a list, or a control; the flags say which, and the fields the other kinds do not use are
    /// empty.
    public struct Item: Encodable, Sendable {
        public var isText = false
        public var isList = false
        public var isMenu = false
        public var isWheel = false
        public var isRadioGroup = false
        public var isSegmented = false
        public var text = ""
        public var rows: [String] = []
        public var name = ""
        public var label = ""
        public var options: [Option] = []
    }

    public struct Option: Encodable, Sendable {
        public let value: String
        public let label: String
        public let selected: Bool
    }

    /// The page for `state`.
    public init(_ state: PeerState) {
        title = Layout.title
        revision = state.revision
        sections = PageModel.sections.map { section in
            Section(title: section.title, items: section.items.map { item in
                var context = Item()
                switch item {
                case .text(let text):
                    context.isText = true
                    context.text = text
                case .list(let rows):
                    context.isList = true
                    context.rows = rows
                case .control(let control):
                    switch control.style {
                    case .menu: context.isMenu = true
                    case .wheel: context.isWheel = true
                    case .radioGroup: context.isRadioGroup = true
                    case .segmented: context.isSegmented = true
                    }
                    context.name = control.name
                    context.label = control.label
                    let current = state.value(of: control)
                    context.options = control.options.map {
                        Option(value: $0.value, label: $0.label, selected: $0.value == current)
                    }
                }
                return context
            })
        }
    }
}
