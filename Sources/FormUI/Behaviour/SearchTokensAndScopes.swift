/// Tokens and scopes of a search field (`.searchable(text:tokens:token:)`, `.searchScopes(_:scopes:)`).
///
/// Tokens are drawn inside the search region before the field, each a button that removes it (and
/// suggested tokens after them, each a button that adds it); scopes are a segmented picker under the
/// field. All of them post like any button or picker, so they work without JavaScript.

/// Views the search field draws in its region: the tokens, or the scopes, of the modifier that set
/// them on the views around the field.
struct SearchFieldPart {
    let render: (RenderContext) -> Void
}

private struct SearchTokensKey: EnvironmentKey {
    static var defaultValue: SearchFieldPart? { nil }
}

private struct SearchScopesKey: EnvironmentKey {
    static var defaultValue: SearchFieldPart? { nil }
}

extension EnvironmentValues {
    /// The tokens of `.searchable(text:tokens:…)`, for the search field below to draw.
    var searchTokens: SearchFieldPart? {
        get { custom.isEmpty ? nil : self[SearchTokensKey.self] }
        set { self[SearchTokensKey.self] = newValue }
    }

    /// The scopes of `.searchScopes(_:scopes:)`, for the search field below to draw.
    var searchScopes: SearchFieldPart? {
        get { custom.isEmpty ? nil : self[SearchScopesKey.self] }
        set { self[SearchScopesKey.self] = newValue }
    }
}

/// The tokens chosen and the tokens suggested: a button per token.
struct SearchTokenButtons<Tokens: RandomAccessCollection & RangeReplaceableCollection, Token: View>: View
where Tokens.Element: Identifiable {
    let tokens: Binding<Tokens>
    let suggested: Tokens?
    let token: (Tokens.Element) -> Token

    var body: some View {
        HStack {
            ForEach(Array(tokens.wrappedValue)) { chosen in
                Button {
                    tokens.wrappedValue.removeAll { $0.id == chosen.id }
                } label: {
                    token(chosen)
                }
                .accessibilityHint("Removes this search token")
                .buttonStyle(.bordered)
            }
            if let suggested {
                ForEach(Array(suggested.filter { candidate in !tokens.wrappedValue.contains { $0.id == candidate.id } })) { candidate in
                    Button {
                        tokens.wrappedValue.append(candidate)
                    } label: {
                        token(candidate)
                    }
                    .accessibilityHint("Adds this search token")
                }
            }
        }
    }
}

extension View {
    /// A search field with tokens: each token chosen is a button before the field that removes it.
    public consuming func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        let part = SearchFieldPart { $0.render(SearchTokenButtons(tokens: tokens, suggested: nil, token: token), at: "tokens") }
        return searchable(text: text, placement: placement, prompt: prompt).transformEnvironment { $0.searchTokens = part }
    }

    public consuming func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with tokens and suggested tokens: a suggested one not yet chosen is a button that
    /// adds it.
    public consuming func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        let suggested = suggestedTokens.wrappedValue
        let part = SearchFieldPart { $0.render(SearchTokenButtons(tokens: tokens, suggested: suggested, token: token), at: "tokens") }
        return searchable(text: text, placement: placement, prompt: prompt).transformEnvironment { $0.searchTokens = part }
    }

    public consuming func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Scopes for the search field of this view: a segmented picker under the field, bound to `scope`.
    public consuming func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: @escaping () -> S) -> some View {
        let part = SearchFieldPart { context in
            context.render(Picker("Search scope", selection: scope) { scopes() }.pickerStyle(.segmented).labelsHidden(), at: "scopes")
        }
        return transformEnvironment { $0.searchScopes = part }
    }

    /// Scopes shown when the search is active: on a page the field is always shown, so they always are.
    public consuming func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: @escaping () -> S) -> some View {
        searchScopes(scope, scopes: scopes)
    }
}

/// When a phone shows a search field's scopes; a page always shows them.
public struct SearchScopeActivation: Sendable {
    public static let automatic = SearchScopeActivation()
    public static let onTextEntry = SearchScopeActivation()
    public static let onSearchPresentation = SearchScopeActivation()
}
