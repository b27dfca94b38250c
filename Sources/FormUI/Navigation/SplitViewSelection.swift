/// A `NavigationSplitView` whose sidebar is a `List(selection:)` of `NavigationLink(value:)` rows, as on a
/// device: choosing a row writes the list's selection, and the detail column shows what it selects.
///
/// On a page each such row is a link to the page with the row chosen in the query
/// (`?selection=doing`, the words of the row's value), as a tab is (``TabView``): rows work with
/// JavaScript off, can be bookmarked, and the row shown has `aria-current="page"`. Showing the page at
/// that address writes the selection before the detail is evaluated; the links and posts of the page
/// keep the chosen row in their address, and a post that selects another row sends the browser to that
/// row's address.
struct SplitViewSelection {
    /// The query parameter naming the chosen row (`selection`, made unique on the page).
    let name: String
    /// The row the address chose, if it chose one.
    let asked: String?
}

/// The split view's selection parameter, for the `List(selection:)` inside it.
struct SplitViewSelectionKey: EnvironmentKey {
    static let defaultValue: SplitViewSelection? = nil
}

/// A `List(selection:)` binding, whatever its type, for the `NavigationLink(value:)` rows inside it.
// Sendable: made by a list and used by its rows within one evaluation, as the environment that carries it is.
struct ListSelection: @unchecked Sendable {
    /// Whether a row's value is of the selection's type.
    let accepts: (any Hashable) -> Bool
    /// Whether the binding selects `value` now.
    let isSelected: (any Hashable) -> Bool
    /// Selects `value` alone.
    let select: (any Hashable) -> Void
    /// The slug of the row selected now; nil for none (or several).
    let selectedSlug: () -> String?
    /// The split view the list sits in.
    let splitView: SplitViewSelection
}

struct ListSelectionKey: EnvironmentKey {
    static let defaultValue: ListSelection? = nil
}

extension ListSelection {
    /// A single selection (`Binding<Value?>`).
    init<Value: Hashable>(_ binding: Binding<Value?>, in splitView: SplitViewSelection) {
        accepts = { $0 is Value }
        isSelected = { ($0 as? Value).map { binding.wrappedValue == $0 } ?? false }
        select = { value in if let value = value as? Value { binding.wrappedValue = value } }
        selectedSlug = { binding.wrappedValue.map(ListSelection.slug(for:)) }
        self.splitView = splitView
    }

    /// A multiple selection (`Binding<Set<Value>>`): a row chosen on a page is selected alone, as a click
    /// does on a Mac.
    init<Value: Hashable>(_ binding: Binding<Set<Value>>, in splitView: SplitViewSelection) {
        accepts = { $0 is Value }
        isSelected = { ($0 as? Value).map { binding.wrappedValue.contains($0) } ?? false }
        select = { value in if let value = value as? Value { binding.wrappedValue = [value] } }
        selectedSlug = { binding.wrappedValue.count == 1 ? binding.wrappedValue.first.map(ListSelection.slug(for:)) : nil }
        self.splitView = splitView
    }

    /// The slug of a row's value in the address (`TaskColumn.doing` → `doing`).
    static func slug(for value: any Hashable) -> String { StackPath.segment(for: value) }
}

extension RenderContext {
    /// Draws a `NavigationLink(value:)` row of a `List(selection:)`: a link to the page with the row
    /// chosen, writing the selection when the address chose this row.
    func renderSelectionRow(_ value: any Hashable, label: RenderedLabel, in selection: ListSelection) {
        let slug = ListSelection.slug(for: value)
        let split = selection.splitView
        if split.asked == slug, !controls.isOffstage, !selection.isSelected(value) {
            // The detail was built from the selection before it: the page is evaluated again.
            selection.select(value)
            reports.addressWroteState = true
            reports.ranLifecycleActions = true
        }
        // A link to the page shown (its query alone), with this row chosen and the tabs kept.
        let href = "?" + chosenTabsQuery(replacing: split.name, adding: (split.name, slug))
        writePushLink(label, href: href, isCurrent: selection.isSelected(value))
    }
}
