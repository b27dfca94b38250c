/// A session's page states, by the path of each page.
///
/// Most visitors change one page, so the first page is kept inline and a table is made only for a
/// second: a dictionary of one entry is an allocation of its own, large beside the rest of a session
/// that changed one control (DESIGN §4; Benchmarks/RESULTS.md, figures behind choices).
@_spi(Engine) public struct SessionPages: ExpressibleByDictionaryLiteral {
    private var first: (path: String, state: PageState)?
    /// The pages other than `first`; an empty dictionary allocates nothing.
    private var others: [String: PageState] = [:]

    public init() {}

    public init(dictionaryLiteral elements: (String, PageState)...) {
        for (path, state) in elements { self[path] = state }
    }

    public subscript(path: String) -> PageState? {
        get {
            if let first, first.path == path { return first.state }
            return others.isEmpty ? nil : others[path]
        }
        set {
            if let current = first, current.path == path {
                if let newValue {
                    first = (path, newValue)
                } else if let promoted = others.first {
                    // Keep one page inline while there is one.
                    others[promoted.key] = nil
                    first = (promoted.key, promoted.value)
                } else {
                    first = nil
                }
            } else if first == nil, let newValue {
                first = (path, newValue)
            } else {
                others[path] = newValue
            }
        }
    }

    /// How many pages hold state.
    public var count: Int { (first == nil ? 0 : 1) + others.count }

    public var isEmpty: Bool { first == nil }

    /// The paths of the pages, in no particular order.
    public var paths: [String] {
        guard let first else { return [] }
        return [first.path] + others.keys
    }
}
