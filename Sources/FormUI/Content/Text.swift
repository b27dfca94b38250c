import Foundation
import Locking

/// A view that displays one or more lines of read-only text.
public struct Text: View, Equatable, Sendable {
    struct Run: Equatable, Sendable {
        var string: String
        /// The part of the words that does not change with state (see ``Text/stableText``).
        /// nil for a run-time string: its digits are left out when ``Text/stableText`` is asked for, which
        /// happens only for a control's label, so that no other text pays for computing it.
        var stable: String?
        var font: Font?
        var isBold = false
        var isItalic = false
        var color: AnyShapeStyle?
        /// Underline, strikethrough, monospaced (``Decoration``), as a bit set.
        var decorations: UInt8 = 0
    }

    /// Lines and faces a run can be drawn with, each a class of the stylesheet.
    enum Decoration: UInt8 {
        case underline = 1, strikethrough = 2, monospaced = 4
        /// Not a run of words: the address the next run links to (`[words](address)` in a literal's
        /// Markdown). Kept as a run of its own so that a run stays as small as it is without links.
        case linkAddress = 8
        /// Not words: an image inside the text (`Text(Image(systemName: "star"))`), the run's string
        /// its symbol's name (``symbolImage``) or its image set's name (``namedImage``).
        case symbolImage = 16
        case namedImage = 32
    }

    /// The first run, stored inline: nearly every text has just one, and an array would be an allocation
    /// per text (a page has hundreds).
    var first: Run
    /// The runs after the first, from `Text + Text`; empty (which allocates nothing) otherwise.
    var rest: [Run] = []

    /// All the runs, in order.
    var runs: [Run] { [first] + rest }

    /// Whether the text at `kept` is `other` (`==`), with the common case (one run, no font or colour of
    /// its own) compared field by field: the synthesized `==` compares the optionals through generic
    /// code, and a picker's memo compares every option's text on every page. The kept text is read in
    /// place, field by field; reading it whole would copy it (a retain per string).
    static func isSame(_ kept: UnsafePointer<Text>, as other: Text) -> Bool {
        guard kept.pointee.rest.isEmpty, other.rest.isEmpty, kept.pointee.first.font == nil, other.first.font == nil,
              kept.pointee.first.color == nil, other.first.color == nil else { return kept.pointee == other }
        guard kept.pointee.first.string == other.first.string, kept.pointee.first.isBold == other.first.isBold,
              kept.pointee.first.isItalic == other.first.isItalic, kept.pointee.first.decorations == other.first.decorations
        else { return false }
        if kept.pointee.first.stable == nil { return other.first.stable == nil }
        return other.first.stable != nil && kept.pointee.first.stable! == other.first.stable!
    }

    /// Text from a string literal or interpolation: `Text("Value: \(value)")`.
    public init(_ key: LocalizedStringKey) {
        first = Run(string: key.key, stable: key.literalText)
        // A literal may carry Markdown, as in SwiftUI (`"Tap **Add** to start"`).
        if InlineMarkdown.mayContainMarkup(key.literalText) { applyMarkdown() }
    }

    private mutating func applyMarkdown() {
        guard var runs = InlineMarkdown.runs(of: first.string) else { return }
        // The first run is drawn on its own; a link's address always comes after it.
        if runs[0].isLinkAddress { runs.insert(Run(string: "", stable: ""), at: 0) }
        first = runs[0]
        rest = Array(runs.dropFirst())
    }

    /// Text from a string, shown as it is. Inlined into the app's module, where `S` is known (nearly
    /// always `String`, which is taken as it is: `String(content)` is a call into the standard library's
    /// unspecialized conversion even then).
    @_disfavoredOverload @inlinable
    public init<S: StringProtocol>(_ content: S) {
        self.init(verbatim: S.self == String.self ? unsafeBitCast(content, to: String.self) : String(content))
    }

    public init(verbatim content: String) { first = Run(string: content, stable: nil) }

    /// An image inside a run of text, as `Text(Image(systemName: "star.fill")) + Text(" Favourites")`
    /// writes it: the symbol's icon (or the image) inline, at the size of the words around it. Its
    /// words, for a control it labels and for a screen reader, are the symbol's accessible label.
    public init(_ image: Image) {
        switch image.source {
        case .system(let name):
            first = Run(string: name, stable: name, decorations: Decoration.symbolImage.rawValue)
        case .named(let name):
            first = Run(string: name, stable: name, decorations: Decoration.namedImage.rawValue)
        case .remote, .inline:
            first = Run(string: "", stable: "")
        }
    }

    /// Text from an attributed string: its characters (a page draws the attributes a `Text` modifier
    /// would set, not a string's own).
    @_disfavoredOverload
    public init(_ attributed: AttributedString) { first = Run(string: String(attributed.characters), stable: nil) }

    /// A string built at run time often carries a changing number (`"Current: \(value)"` + `"…"`);
    /// leaving digits out of the name keeps the field's name stable as the value changes.
    static func withoutNumbers<S: StringProtocol>(_ content: S) -> String {
        String(content.filter { !$0.isNumber })
    }

    /// The words without their interpolated parts: a control's field name is made from these.
    var stableText: String {
        let stable = first.stable ?? Self.withoutNumbers(first.string)
        return rest.isEmpty ? stable : stable + rest.lazy.filter { !$0.isLinkAddress }.map { $0.stable ?? Self.withoutNumbers($0.string) }.joined()
    }

    public var body: Never { primitiveBodyFailure() }

    /// The words, without styling.
    public var plainText: String {
        rest.isEmpty ? first.words : first.words + rest.lazy.filter { !$0.isLinkAddress }.map { $0.words }.joined()
    }

    // MARK: Text-specific modifiers (they return `Text`, so styled texts can be concatenated)

    public func font(_ font: Font?) -> Text { mapRuns { $0.font = font } }
    public func bold() -> Text { bold(true) }
    public func bold(_ isActive: Bool) -> Text { mapRuns { $0.isBold = isActive } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { mapRuns { $0.isBold = (weight ?? .regular) >= .semibold } }
    public func italic() -> Text { mapRuns { $0.isItalic = true } }
    public func foregroundColor(_ color: Color?) -> Text { mapRuns { $0.color = color.map(AnyShapeStyle.init) } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { mapRuns { $0.color = AnyShapeStyle(style) } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { decorated(.underline, isActive) }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { decorated(.strikethrough, isActive) }
    public func monospaced(_ isActive: Bool = true) -> Text { decorated(.monospaced, isActive) }
    public func monospacedDigit() -> Text { decorated(.monospaced, true) }
    public func italic(_ isActive: Bool) -> Text { mapRuns { $0.isItalic = isActive } }
    public func fontDesign(_ design: Font.Design?) -> Text { design == .monospaced ? decorated(.monospaced, true) : self }
    /// Accepted for source compatibility: letters keep the browser's spacing.
    public func kerning(_ kerning: Double) -> Text { self }
    public func tracking(_ tracking: Double) -> Text { self }
    public func baselineOffset(_ baselineOffset: Double) -> Text { self }

    private func decorated(_ decoration: Decoration, _ isActive: Bool) -> Text {
        mapRuns { run in
            if isActive { run.decorations |= decoration.rawValue } else { run.decorations &= ~decoration.rawValue }
        }
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var sum = lhs
        sum.rest.append(rhs.first)
        sum.rest.append(contentsOf: rhs.rest)
        return sum
    }

    func mapRuns(_ change: (inout Run) -> Void) -> Text {
        var copy = self
        change(&copy.first)
        for index in copy.rest.indices { change(&copy.rest[index]) }
        return copy
    }
}

extension Text: PrimitiveView {
    public func _render(in context: RenderContext) {
        if let capture = context.capture.label {
            capture.texts.append(plainText)
            if capture.keepsStableSources, capture.firstStableSource == nil { capture.firstStableSource = self }
        }
        // An evaluation without HTML (a post, a description) needs a text only as a label's words.
        if context.html.discards { return }
        writeRuns(in: context)
    }

    /// In a list, a text is one row, listed directly (a picker's options need a tag, and go the general way).
    public func _listOptions(in context: RenderContext) -> Bool {
        guard let rows = context.capture.list, rows.isRows else { return false }
        rows.appendRow(self, in: context)
        return true
    }

    /// Writes the runs' markup, styled by the environment.
    func writeRuns(in context: RenderContext) {
        // Only the three values a run needs: copying the whole environment retains all of it.
        let environmentFont = context.environment.font
        let environmentBold = context.environment.isBold
        let environmentForeground = context.environment.foreground
        render(first, font: environmentFont, bold: environmentBold, foreground: environmentForeground, in: context)
        var link: String?
        for index in rest.indices {
            let run = rest[index]
            if run.isLinkAddress {
                link = run.string
                continue
            }
            if let address = link, InlineMarkdown.isSafe(address) {
                context.html.raw("<a class=\"text-link\" href=\"")
                context.html.attribute(address)
                context.html.raw("\">")
                render(run, font: environmentFont, bold: environmentBold, foreground: environmentForeground, in: context)
                context.html.raw("</a>")
            } else {
                render(run, font: environmentFont, bold: environmentBold, foreground: environmentForeground, in: context)
            }
            link = nil
        }
    }

    @inline(__always)
    private func render(_ run: Run, font environmentFont: Font?, bold environmentBold: Bool, foreground environmentForeground: AnyShapeStyle?, in context: RenderContext) {
        let font = run.font ?? environmentFont
        let bold = run.isBold || environmentBold
        let color = run.color ?? environmentForeground
        if font == nil, !bold, !run.isItalic, color == nil, run.decorations == 0 {
            Self.writePlain(run.string, to: &context.html)
            return
        }
        if run.isImage {
            writeImage(run, in: context)
            return
        }
        context.html.raw("<span class=\"text")
        if let font { context.html.raw(" font-"); context.html.raw(font.cssName) }
        if bold { context.html.raw(" bold") }
        if run.isItalic { context.html.raw(" italic") }
        if run.decorations & Decoration.underline.rawValue != 0 { context.html.raw(" underline") }
        if run.decorations & Decoration.strikethrough.rawValue != 0 { context.html.raw(" strikethrough") }
        if run.decorations & Decoration.monospaced.rawValue != 0 { context.html.raw(" monospaced") }
        context.html.raw("\"")
        let fontCSS = font?.css
        if fontCSS != nil || color != nil {
            context.html.raw(" style=\"")
            if let fontCSS { context.html.attribute(fontCSS) }
            if let color {
                if color.isGradient {
                    // A gradient is not a colour: it fills the text's box, seen through the letters.
                    context.html.raw("background:")
                    context.html.attribute(color.css)
                    context.html.raw(";-webkit-background-clip:text;background-clip:text;color:transparent")
                } else {
                    context.html.raw("color:")
                    context.html.attribute(color.css)
                }
            }
            context.html.raw("\"")
        }
        context.html.raw(">")
        context.html.text(run.string)
        context.html.raw("</span>")
    }
}

extension Text {
    /// Whether the text is one run of words with no style of its own.
    var isPlain: Bool {
        rest.isEmpty && first.font == nil && !first.isBold && !first.isItalic && first.color == nil && first.decorations == 0
    }

    /// Writes words with no style: most of a page's text. One append for the opening tag rather than three.
    static func writePlain(_ string: String, to html: inout HTMLBuffer) {
        html.raw("<span class=\"text\">")
        html.text(string)
        html.raw("</span>")
    }
}

extension EnvironmentValues {
    /// Whether a text drawn here has no style from its surroundings (font, weight, colour): a plain
    /// ``Text`` then draws the same markup wherever it is written.
    var stylesNoText: Bool { font == nil && !isBold && foreground == nil }
}

extension Text.Run {
    var isLinkAddress: Bool { decorations & Text.Decoration.linkAddress.rawValue != 0 }

    /// Whether the run is an image inside the text rather than words.
    var isImage: Bool { decorations & (Text.Decoration.symbolImage.rawValue | Text.Decoration.namedImage.rawValue) != 0 }

    /// What the run says: its words, or an image's accessible label.
    var words: String {
        guard isImage else { return string }
        return decorations & Text.Decoration.symbolImage.rawValue != 0 ? SymbolLabels.label(for: string) : string
    }
}

extension Text {
    /// An image run: the symbol's icon inline (named for a screen reader by its label, or said in words
    /// where no icon is shipped), or the app's image.
    fileprivate func writeImage(_ run: Run, in context: RenderContext) {
        guard run.decorations & Decoration.symbolImage.rawValue != 0 else {
            Image(source: .named(run.string))._render(in: context)
            return
        }
        let variants = context.environment.symbolVariants
        let words = SymbolLabels.label(for: run.string)
        if context.options.symbols.icon(for: Image.symbolName(run.string, variants: variants)) != nil {
            context.html.raw("<span class=\"text text-image\">")
            Image.writeSymbol(run.string, variants: variants, label: words, in: context)
            context.html.raw("</span>")
        } else {
            // The text's words (its label's too) already hold these.
            context.html.raw("<span class=\"symbol-fallback\">")
            context.html.text(words)
            context.html.raw("</span>")
        }
    }
}

/// A text style: `.headline`, `.caption`, `.system(size:weight:design:)`.
///
/// The named styles are classes of the stylesheet (`font-headline`); a font with a size, a weight or a
/// design of its own also carries inline CSS.
public struct Font: Hashable, Sendable {
    let cssName: StaticString
    /// Which inline CSS (a size, weight or design) the font carries, by its number in ``FontCSS``; 0 for
    /// none. A number rather than the string keeps `Font` a plain value that copies without retains:
    /// every text run carries one.
    private var cssID: UInt32 = 0

    init(cssName: StaticString, css: String? = nil) {
        self.cssName = cssName
        cssID = css.map(FontCSS.id) ?? 0
    }

    /// Inline CSS for a size, weight or design (`font-size:17px;font-weight:600;`), when set.
    var css: String? {
        get { cssID == 0 ? nil : FontCSS.css(cssID) }
        set { cssID = newValue.map(FontCSS.id) ?? 0 }
    }

    public static func == (lhs: Font, rhs: Font) -> Bool { lhs.cssName.description == rhs.cssName.description && lhs.cssID == rhs.cssID }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(cssName.description)
        hasher.combine(cssID)
    }

    public static let largeTitle = Font(cssName: "large-title")
    public static let title = Font(cssName: "title")
    public static let title2 = Font(cssName: "title2")
    public static let title3 = Font(cssName: "title3")
    public static let headline = Font(cssName: "headline")
    public static let subheadline = Font(cssName: "subheadline")
    public static let body = Font(cssName: "body")
    public static let callout = Font(cssName: "callout")
    public static let footnote = Font(cssName: "footnote")
    public static let caption = Font(cssName: "caption")
    public static let caption2 = Font(cssName: "caption2")

    /// The text styles, by name: `Font.system(.title, design: .rounded)`.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    /// A typeface family.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        var css: String {
            switch self {
            case .default: ""
            case .serif: "font-family:ui-serif,Georgia,serif;"
            case .rounded: "font-family:ui-rounded,system-ui,sans-serif;"
            case .monospaced: "font-family:ui-monospace,SFMono-Regular,Menlo,monospace;"
            }
        }
    }

    /// The system font at a size in points (CSS pixels).
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        let size = size.isFinite ? min(max(size, 1), 400) : 17
        return Font(cssName: "custom", css: "font-size:" + String(Int(size.rounded())) + "px;" + (weight?.css ?? "") + (design?.css ?? ""))
    }

    /// A text style in a design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = style.font
        let extra = (weight?.css ?? "") + (design?.css ?? "")
        if !extra.isEmpty { font.css = extra }
        return font
    }

    /// A font by name; the browser uses it when it has it, else the system font.
    public static func custom(_ name: String, size: Double) -> Font {
        let family = name.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }
        let size = size.isFinite ? min(max(size, 1), 400) : 17
        return Font(cssName: "custom", css: "font-family:\"" + family + "\",system-ui,sans-serif;font-size:" + String(Int(size.rounded())) + "px;")
    }

    public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font { custom(name, size: size) }
    public static func custom(_ name: String, fixedSize: Double) -> Font { custom(name, size: fixedSize) }

    public func bold() -> Font { weight(.bold) }
    public func weight(_ weight: Weight) -> Font { adding(weight.css) }
    public func italic() -> Font { adding("font-style:italic;") }
    public func monospaced() -> Font { adding(Design.monospaced.css) }
    public func monospacedDigit() -> Font { adding("font-variant-numeric:tabular-nums;") }
    public func smallCaps() -> Font { adding("font-variant-caps:small-caps;") }
    public func leading(_ leading: Leading) -> Font { self }

    public enum Leading: Sendable { case standard, tight, loose }

    private func adding(_ extra: String) -> Font {
        var font = self
        font.css = (css ?? "") + extra
        return font
    }

    public struct Weight: Comparable, Hashable, Sendable {
        let value: Int
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)

        var css: String { "font-weight:" + String(value) + ";" }
    }
}

extension View {
    /// Sets the font of the text inside.
    public consuming func font(_ font: Font?) -> some View { transformEnvironment { $0.font = font } }
    /// Makes the text inside bold.
    public consuming func bold(_ isActive: Bool = true) -> some View { transformEnvironment { $0.isBold = isActive } }
    /// Sets the colour of the text and symbols inside.
    public consuming func foregroundColor(_ color: Color?) -> some View {
        transformEnvironment { $0.foreground = color.map(AnyShapeStyle.init) }
    }
    /// The styles of a symbol's layers (`.foregroundStyle(.red, .blue)`): a page draws each symbol in one
    /// colour, the first.
    public consuming func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    public consuming func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }

    /// Sets the style of the text and symbols inside.
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment { $0.foreground = AnyShapeStyle(style) }
    }
    /// Sets the accent colour of the controls inside: buttons, toggles, links, sliders and pickers take it.
    public consuming func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        TintView(content: self, tint: tint.map(AnyShapeStyle.init))
    }
    public consuming func tint(_ tint: Color?) -> some View {
        TintView(content: self, tint: tint.map(AnyShapeStyle.init))
    }
    /// The accent colour of the controls inside: SwiftUI's older name of `.tint(_:)`, and the same.
    @available(*, deprecated, renamed: "tint(_:)")
    public consuming func accentColor(_ accentColor: Color?) -> some View {
        TintView(content: self, tint: accentColor.map(AnyShapeStyle.init))
    }
}

/// `.tint`: the environment's tint for the views that read it (a picker's options, a gauge), and the
/// stylesheet's accent for everything inside, set on a box that takes no place of its own
/// (`display: contents`), since the stylesheet draws buttons, toggles and links in `var(--tint)` or
/// `var(--accent)`.
/// Transparent to a picker's options: an option's tint is the picker's to draw.
struct TintView<Content: View>: View, TransparentView {
    let content: Content
    let tint: AnyShapeStyle?
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        let saved = context.environment.tint
        context.environment.tint = tint
        defer { context.environment.tint = saved }
        guard let tint, !tint.isGradient, context.capture.options == nil else { return context.render(content) }
        context.html.raw("<div class=\"tint\" style=\"--tint:")
        context.html.attribute(tint.css)
        context.html.raw(";--accent:")
        context.html.attribute(tint.css)
        context.html.raw("\">")
        context.render(content)
        context.html.raw("</div>")
    }
}

/// The inline CSS of fonts with a size, weight or design of their own, numbered once: a program names a
/// handful of such fonts, so the table is bounded by the program (past 4,096 distinct ones, a font keeps
/// the text style alone).
enum FontCSS {
    private static let table = Locked((ids: [String: UInt32](), strings: [""]))

    static func id(_ css: String) -> UInt32 {
        table.withLock { table in
            if let known = table.ids[css] { return known }
            guard table.strings.count < 4096 else { return 0 }
            let id = UInt32(table.strings.count)
            table.strings.append(css)
            table.ids[css] = id
            return id
        }
    }

    static func css(_ id: UInt32) -> String {
        table.withLock { Int(id) < $0.strings.count ? $0.strings[Int(id)] : "" }
    }
}
