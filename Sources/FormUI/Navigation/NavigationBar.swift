// The navigation bar's older spellings (iOS 13's), which apps still ship: each is the modifier that
// replaced it.

extension View {
    /// The older spelling of `navigationTitle(_:)`.
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public consuming func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    @available(*, deprecated, renamed: "navigationTitle(_:)")
    @_disfavoredOverload
    public consuming func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public consuming func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// The older spelling of `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)`: a page's
    /// heading has one size.
    @available(*, deprecated, message: "use navigationTitle(_:) and navigationBarTitleDisplayMode(_:)")
    public consuming func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey)
    }

    @available(*, deprecated, message: "use navigationTitle(_:) and navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload
    public consuming func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    @available(*, deprecated, message: "use navigationTitle(_:) and navigationBarTitleDisplayMode(_:)")
    public consuming func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// The older spelling of `toolbar { ToolbarItem(placement: .navigationBarLeading) { … } … }`: the
    /// items in the page's toolbar row, leading and trailing.
    @available(*, deprecated, message: "use toolbar(content:) with ToolbarItem(placement:)")
    public consuming func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    @available(*, deprecated, message: "use toolbar(content:) with ToolbarItem(placement:)")
    public consuming func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    @available(*, deprecated, message: "use toolbar(content:) with ToolbarItem(placement:)")
    public consuming func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// Accepted for source compatibility: a page has no navigation bar to hide.
    @available(*, deprecated, message: "use toolbar(.hidden, for: .navigationBar)")
    public consuming func navigationBarHidden(_ hidden: Bool) -> some View { self }
}
