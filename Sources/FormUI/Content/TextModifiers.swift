/// Modifiers for the text inside a view: each is a box with a class or CSS around the view. (The same
/// names on a `Text` return a `Text`, styled run by run, so styled texts can still be joined with `+`.)

/// How lines of text are aligned.
public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }

/// Where a line too long for its room is cut.
public enum TruncationMode: Sendable { case head, middle, tail }

extension Text {
    /// A letter case the text is shown in.
    public enum Case: Sendable { case uppercase, lowercase }
}

extension View {
    /// Underlines the text inside.
    public consuming func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        styled("underline", isActive ? "text-decoration:underline;" : "")
    }

    /// Strikes the text inside through.
    public consuming func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        styled("strikethrough", isActive ? "text-decoration:line-through;" : "")
    }

    /// Draws the text inside in a monospaced face.
    public consuming func monospaced(_ isActive: Bool = true) -> some View {
        styled("monospaced", isActive ? Font.Design.monospaced.css : "")
    }

    /// Draws digits with equal widths, so that changing numbers do not jiggle.
    public consuming func monospacedDigit() -> some View { styled("monospaced-digit", "font-variant-numeric:tabular-nums;") }

    /// Sets the weight of the text inside.
    public consuming func fontWeight(_ weight: Font.Weight?) -> some View {
        styled("font-weight", weight?.css ?? "")
    }

    /// Sets the typeface family of the text inside.
    public consuming func fontDesign(_ design: Font.Design?) -> some View { styled("font-design", design?.css ?? "") }

    /// Makes the text inside italic.
    public consuming func italic(_ isActive: Bool = true) -> some View { styled("italic", isActive ? "font-style:italic;" : "") }

    /// Aligns the lines of the text inside.
    public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        switch alignment {
        case .leading: styled("text-align", "text-align:start;")
        case .center: styled("text-align", "text-align:center;")
        case .trailing: styled("text-align", "text-align:end;")
        }
    }

    /// Shows at most this many lines of the text inside, cutting the rest with an ellipsis.
    public consuming func lineLimit(_ number: Int?) -> some View {
        guard let number, number > 0 else { return styled("line-limit", "") }
        return styled("line-limit", "display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:" + String(min(number, 1000)) + ";overflow:hidden;")
    }

    /// Shows between `limit.lowerBound` and `limit.upperBound` lines.
    public consuming func lineLimit(_ limit: ClosedRange<Int>) -> some View { lineLimit(limit.upperBound) }
    public consuming func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { lineLimit(nil) }
    public consuming func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { lineLimit(limit.upperBound) }
    public consuming func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { lineLimit(limit) }

    /// Shows the text inside in upper or lower case (the words posted and read out stay as written).
    public consuming func textCase(_ textCase: Text.Case?) -> some View {
        switch textCase {
        case .uppercase: styled("text-case", "text-transform:uppercase;")
        case .lowercase: styled("text-case", "text-transform:lowercase;")
        case nil: styled("text-case", "text-transform:none;")
        }
    }

    /// Where a line that does not fit is cut; a page cuts at the end.
    public consuming func truncationMode(_ mode: TruncationMode) -> some View { self }

    /// Accepted for source compatibility: text wraps rather than shrinks on a page.
    public consuming func minimumScaleFactor(_ factor: Double) -> some View { self }

    /// Sets the space between lines, in pixels.
    public consuming func lineSpacing(_ lineSpacing: Double) -> some View {
        styled("line-spacing", "line-height:calc(1.35em + " + String(Self.points(lineSpacing)) + "px);")
    }

    /// Accepted for source compatibility: letters keep the browser's spacing.
    public consuming func kerning(_ kerning: Double) -> some View { self }
    public consuming func tracking(_ tracking: Double) -> some View { self }

    /// Accepted for source compatibility: text on a page can always be selected.
    public consuming func textSelection(_ selectability: TextSelectability) -> some View { self }

    /// Accepted for source compatibility.
    public consuming func privacySensitive(_ sensitive: Bool = true) -> some View { self }
}

/// Whether text can be selected; on a page it always can.
public struct TextSelectability: Sendable {
    public static let enabled = TextSelectability()
    public static let disabled = TextSelectability()
}
