/// How wide a face's letters are (`Font.Width`), and how large text is drawn relative to its style
/// (`.textScale`): CSS `font-stretch` and a smaller `font-size`.

extension Font {
    /// How wide a face's letters are: CSS `font-stretch`, which a browser draws with a face that has
    /// widths (the system faces of Apple's platforms do) and leaves as it is with one that has none.
    public struct Width: Hashable, Sendable {
        /// The width as a `font-stretch` percentage (100 is the face's standard width).
        public var value: Double
        public init(_ value: Double) { self.value = value }

        public static let compressed = Width(62.5)
        public static let condensed = Width(75)
        public static let standard = Width(100)
        public static let expanded = Width(125)

        var css: String {
            let percent = value.isFinite ? min(max(value, 50), 200) : 100
            return "font-stretch:" + String(Int(percent.rounded())) + "%;"
        }
    }

    /// The font in a width.
    public func width(_ width: Width) -> Font {
        var font = self
        font.css = (css ?? "") + width.css
        return font
    }
}

extension Text {
    /// How much smaller than its style text is drawn: `.secondary`, a step down, as a footnote beside
    /// a value.
    public struct Scale: Hashable, Sendable {
        let isSecondary: Bool
        public static let `default` = Scale(isSecondary: false)
        public static let secondary = Scale(isSecondary: true)
    }

    /// The text in a width.
    public func fontWidth(_ width: Font.Width?) -> Text { mapRuns { $0.font = ($0.font ?? .body).width(width ?? .standard) } }

    /// The text drawn a step smaller than its style when `scale` is `.secondary`.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
        guard scale.isSecondary, isEnabled else { return self }
        return mapRuns { run in
            var font = run.font ?? .body
            font.css = (font.css ?? "") + "font-size:smaller;"
            run.font = font
        }
    }
}

extension View {
    /// Draws the text inside in a width (CSS `font-stretch`).
    public consuming func fontWidth(_ width: Font.Width?) -> some View { styled("font-width", (width ?? .standard).css) }

    /// Draws the text inside a step smaller when `scale` is `.secondary` (CSS `font-size: smaller`).
    public consuming func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        styled("text-scale", scale.isSecondary && isEnabled ? "font-size:smaller;" : "")
    }
}
