/// The colours and spaces of a list's rows and sections: each is a class on a box around the row, the
/// section or the list, with the colour or length in a CSS variable the stylesheet reads.
///
/// A row's separator is the line the list draws between it and its neighbours; a tinted row draws that
/// line again in its colour, on the edges asked (none above the first row or below the last, where a
/// list has no separator). A section's separators are the edges of its card of rows.

/// The tint of a list row's icons.
public struct ListItemTint: Sendable, Equatable {
    let color: Color?
    /// The row's icons in this colour, whatever the list's style.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// The row's icons in this colour where the style allows it: on a page, always.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// The row's icons in the text colour.
    public static let monochrome = ListItemTint(color: nil)
}

/// The space between the sections of a list.
public struct ListSectionSpacing: Sendable, Equatable {
    let points: Double?
    /// The list style's own space.
    public static let `default` = ListSectionSpacing(points: nil)
    /// Less space than the default.
    public static let compact = ListSectionSpacing(points: 8)
    /// This many points.
    public static func custom(_ spacing: Double) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

extension View {
    /// Draws this row's separators in `color`.
    public consuming func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        guard let color else { return styled("row-separator-tint", "") }
        return styled("row-separator-tint", Self.separatorCSS(color, edges: edges, prefix: "--row-separator"))
    }

    /// Shows or hides the separators of this section of a list (the edges of its card of rows).
    public consuming func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        guard visibility == .hidden else { return styled("section-separator", "") }
        return styled("section-separator-hidden", Self.separatorCSS(nil, edges: edges, prefix: "--section-separator"))
    }

    /// Draws the separators of this section of a list in `color`.
    public consuming func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        guard let color else { return styled("section-separator-tint", "") }
        return styled("section-separator-tint", Self.separatorCSS(color, edges: edges, prefix: "--section-separator"))
    }

    /// Tints the icons of the list rows inside.
    public consuming func listItemTint(_ tint: ListItemTint?) -> some View {
        guard let color = tint?.color else { return styled("list-item-tint-monochrome", "") }
        return styled("list-item-tint", "--list-item-tint:" + color.css)
    }

    public consuming func listItemTint(_ tint: Color?) -> some View {
        guard let tint else { return styled("list-item-tint-monochrome", "") }
        return styled("list-item-tint", "--list-item-tint:" + tint.css)
    }

    /// Sets the space between the rows of the lists inside.
    public consuming func listRowSpacing(_ spacing: Double?) -> some View {
        guard let spacing else { return styled("list-row-spacing", "") }
        return styled("list-row-spacing", "--list-row-spacing:" + String(Self.points(spacing)) + "px")
    }

    /// Sets the space between the sections of the lists inside.
    public consuming func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        guard let points = spacing.points else { return styled("list-section-spacing", "") }
        return styled("list-section-spacing", "--list-section-spacing:" + String(Self.points(points)) + "px")
    }

    public consuming func listSectionSpacing(_ spacing: Double) -> some View {
        styled("list-section-spacing", "--list-section-spacing:" + String(Self.points(spacing)) + "px")
    }

    /// The colour of the top and bottom separators, `transparent` for a hidden one, as CSS variables.
    private static func separatorCSS(_ color: Color?, edges: VerticalEdge.Set, prefix: String) -> String {
        let css = color?.css ?? "transparent"
        var declarations = ""
        if edges.contains(.top) { declarations += prefix + "-top:" + css + ";" }
        if edges.contains(.bottom) { declarations += prefix + "-bottom:" + css + ";" }
        return declarations
    }
}
