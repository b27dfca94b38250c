/// A search field for the content it modifies: `.searchable(text: $query)`.
///
/// On a page it is a search field above the content, in a `role="search"` region, bound to `text` like
/// any text field; the content filters itself by the text as the app's code does. Placement and
/// suggestions concern a phone's navigation bar and are accepted.
extension View {
    public consuming func searchable(text: Binding<String>, prompt: Text? = nil) -> some View {
        SearchableView(content: self, text: text, prompt: prompt)
    }

    public consuming func searchable(text: Binding<String>, prompt: LocalizedStringKey) -> some View {
        SearchableView(content: self, text: text, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public consuming func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View {
        SearchableView(content: self, text: text, prompt: Text(prompt))
    }

    public consuming func searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: Text? = nil) -> some View {
        SearchableView(content: self, text: text, prompt: prompt)
    }

    public consuming func searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: LocalizedStringKey) -> some View {
        SearchableView(content: self, text: text, prompt: Text(prompt))
    }

    /// A search field whose presentation the app can read or set: a page's search field is always
    /// shown, so the binding is left as the app sets it.
    public consuming func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        SearchableView(content: self, text: text, prompt: prompt)
    }

    public consuming func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        SearchableView(content: self, text: text, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public consuming func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        SearchableView(content: self, text: text, prompt: Text(prompt))
    }

    /// Suggestions shown under a phone's search field: accepted; a page shows none.
    public consuming func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
}

/// Where a phone puts a search field. A page puts it above the content.
public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement()
    public static let toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { SearchFieldPlacement() }

    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

struct SearchableView<Content: View>: View, PrimitiveView {
    let content: Content
    let text: Binding<String>
    let prompt: Text?
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        context.html.raw("<div class=\"search-field\" role=\"search\">")
        if let tokens = context.environment.searchTokens {
            context.environment.searchTokens = nil
            tokens.render(context)
        }
        context.render(TextField("Search", text: text, prompt: prompt ?? Text("Search")).keyboardType(.webSearch).labelsHidden(), at: "search")
        if let scopes = context.environment.searchScopes {
            context.environment.searchScopes = nil
            scopes.render(context)
        }
        context.html.raw("</div>")
        context.render(content, at: "content")
    }
}
