import Foundation

/// What a screen shows when it has nothing to show: a symbol, a title, a description and actions
/// (`ContentUnavailableView("No Results", systemImage: "magnifyingglass")`), drawn centred and muted.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label
                .font(.title2)
                .fontWeight(.bold)
            description
                .foregroundStyle(.secondary)
            actions
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity)
        .padding()
    }
}

extension ContentUnavailableView where Label == FormUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, description: Text? = nil) {
        self.init(label: { FormUI.Label(titleKey, systemImage: systemImage) }, description: { description }, actions: { EmptyView() })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
        self.init(label: { FormUI.Label(title, systemImage: systemImage) }, description: { description }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Label == FormUI.Label<Text, Image>, Description == Text, Actions == EmptyView {
    /// "No Results": what a search that found nothing shows.
    public static var search: Self { search(text: "") }

    /// "No Results for “text”".
    public static func search(text: String) -> Self {
        ContentUnavailableView(
            label: { FormUI.Label(text.isEmpty ? "No Results" : "No Results for “\(text)”", systemImage: "magnifyingglass") },
            description: { Text("Check the spelling or try a new search.") }
        )
    }
}

/// A control that shares an item: a phone opens its share sheet; a page, which has none without
/// JavaScript, opens an email with the item in it (`mailto:`), which any browser can do.
public struct ShareLink<Label: View>: View {
    let address: URL
    let label: Label

    public var body: some View {
        Link(destination: address) { label }
    }

    static func mailto(item: String, subject: String?, message: String?) -> URL {
        var parts = URLComponents()
        parts.scheme = "mailto"
        parts.path = ""
        var query: [URLQueryItem] = []
        if let subject { query.append(URLQueryItem(name: "subject", value: subject)) }
        query.append(URLQueryItem(name: "body", value: [message, item].compactMap { $0 }.joined(separator: "\n\n")))
        parts.queryItems = query
        return parts.url ?? URL(string: "mailto:")!
    }
}

extension ShareLink {
    /// Shares `item`: a file of the visitor's own (in their documents) is offered as a download, as a
    /// phone's share sheet offers to save it; any other URL is sent in an email.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        if item.isFileURL {
            // `Link` serves a file of the visitor's own as a download, at its address within the app's
            // mount path; another file of the server's is not the visitor's to have: the label is shown,
            // not linked (a `file:` address is never a link), and its path goes in no email.
            self.init(address: item, label: label())
            return
        }
        self.init(address: Self.mailto(item: item.absoluteString, subject: subject?.plainText, message: message?.plainText), label: label())
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(address: Self.mailto(item: item, subject: subject?.plainText, message: message?.plainText), label: label())
    }
}

extension ShareLink where Label == FormUI.Label<Text, Image> {
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { FormUI.Label("Share", systemImage: "square.and.arrow.up") }
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { FormUI.Label("Share", systemImage: "square.and.arrow.up") }
    }

    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { FormUI.Label(titleKey, systemImage: "square.and.arrow.up") }
    }

    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { FormUI.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
}
