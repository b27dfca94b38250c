import Foundation

/// A control's label, rendered, with the words and icon it showed.
struct RenderedLabel {
    private enum Content {
        /// One `Text` of plain words in an environment that styles none (see ``RenderContext/renderLabel(_:at:)``):
        /// its markup does not depend on where it is written. Its words, and their stable part (``Text/Run/stable``).
        case plain(String, stable: String?)
        /// Any other label, rendered into a buffer of its own, with what it showed.
        case rendered(HTMLBuffer, LabelCapture)
    }
    private let content: Content

    init(words: String, stableWords: String?) { content = .plain(words, stable: stableWords) }
    init(html: HTMLBuffer, capture: LabelCapture) { content = .rendered(html, capture) }

    /// The first line of text: the title (later lines are subtitles).
    var title: String {
        switch content {
        case .plain(let words, _): words
        case .rendered(_, let capture): capture.texts.first ?? ""
        }
    }

    /// All the text, for accessible names and JSON.
    var text: String {
        switch content {
        case .plain(let words, _): words
        case .rendered(_, let capture): capture.texts.joined(separator: " ")
        }
    }

    /// What the control's field name is made from: the title without the parts that change with state
    /// (interpolations, numbers in run-time strings), so names stay put while labels show values.
    var nameSource: String {
        let stable: String
        switch content {
        case .plain(let words, let stableWords): stable = stableWords ?? Text.withoutNumbers(words)
        case .rendered(_, let capture): stable = capture.firstStableSource?.stableText ?? ""
        }
        return Slug.hasWord(stable) ? stable : ""
    }

    /// The SF Symbol the label shows, if any.
    var systemImage: String? {
        switch content {
        case .plain: nil
        case .rendered(_, let capture): capture.systemImage
        }
    }

    /// Whether the label drew nothing.
    var isEmpty: Bool {
        switch content {
        case .plain: false
        case .rendered(let html, _): html.isEmpty
        }
    }

    /// Writes the label's markup.
    func write(to html: inout HTMLBuffer) {
        switch content {
        case .plain(let words, _): Text.writePlain(words, to: &html)
        case .rendered(let rendered, _): html.append(html: rendered)
        }
    }
}

final class LabelCapture {
    /// Whether ``firstStableSource`` is kept: only a control's own label is named after, not its options.
    let keepsStableSources: Bool
    init(keepsStableSources: Bool = true) { self.keepsStableSources = keepsStableSources }

    @exclusivity(unchecked) var texts: [String] = []
    /// The first text, whose stable words make a field name; kept only for a control's own label.
    @exclusivity(unchecked) var firstStableSource: Text?
    var systemImage: String?
}

extension RenderContext {
    /// Renders `view` into a separate buffer (a control's label), noting the text and icon it shows.
    func renderLabel<V: View>(_ view: V, at component: String = "label") -> RenderedLabel {
        // Most labels are one `Text` of plain words: kept as its words and written straight into the
        // page, with no buffer, capture or position of its own.
        if V.self == Text.self {
            let text = view as! Text
            if text.isPlain, environment.stylesNoText { return RenderedLabel(words: text.first.string, stableWords: text.first.stable) }
        }
        let savedHTML = html
        let savedCapture = capture.label
        let savedCollector = capture.options
        html = makeBuffer(capacity: 128)
        capture.label = LabelCapture()
        capture.options = nil
        render(view, at: component)
        let result = RenderedLabel(html: html, capture: capture.label!)
        html = savedHTML
        capture.label = savedCapture
        capture.options = savedCollector
        return result
    }
}

extension RenderContext {
    /// Renders `view` in place, as the label of a link or a menu, and when it shows only a symbol (an
    /// image without words) writes the symbol's accessible label as visually hidden text, so that the
    /// link or menu has a name ("Share" for `square.and.arrow.up`). Inside a control's label, which names
    /// itself, it only renders.
    func renderNamingASymbol<V: View>(_ view: V, at component: String) {
        guard capture.label == nil else {
            render(view, at: component)
            return
        }
        let shown = LabelCapture(keepsStableSources: false)
        capture.label = shown
        render(view, at: component)
        capture.label = nil
        if shown.texts.isEmpty, let symbol = shown.systemImage {
            writeVisuallyHidden(SymbolLabels.label(for: symbol))
        }
    }

    /// Writes words only a screen reader reads.
    func writeVisuallyHidden(_ words: String) {
        html.raw("<span class=\"visually-hidden\">")
        html.text(words)
        html.raw("</span>")
    }
}
