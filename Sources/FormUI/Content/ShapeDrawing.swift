import Foundation

/// A shape filled or stroked, as a page draws it. A box shape (``_ShapeForm/cornerRadius``) stays a
/// box with CSS: its fill a background, its stroke a border (dashed when the line is). Any other shape
/// is an inline `<svg>`, decorative (`aria-hidden`, `focusable="false"`), as SwiftUI's shapes are to
/// VoiceOver: a built-in shape a border cannot draw (trimmed, or dashed unevenly) as SVG's own
/// `<circle>`, `<ellipse>` or `<rect>` in the box's pixels; every other as a `<path>`.
///
/// The rectangle a path is drawn in: a server does not know the box's size, so it is the size a
/// `.frame(width:height:)` directly around the shape states (``RenderContext/shapeFrame(at:)``), else a
/// nominal 100 × 100. The `viewBox` is that rectangle and the picture scales to the width the page
/// gives it, keeping the rectangle's proportions; the line keeps its width in pixels
/// (`vector-effect: non-scaling-stroke`), as a line of a shape on a device does at any size.
struct ShapeDrawing<S: Shape>: View, PrimitiveView {
    enum Paint {
        /// Filled with a style, or the foreground style.
        case fill(AnyShapeStyle?)
        /// The outline drawn with a style (or the foreground style) and a line; `isBorder`: inside the shape.
        case stroke(AnyShapeStyle?, StrokeStyle, isBorder: Bool)
    }

    let shape: S
    let paint: Paint
    var evenOdd = false
    var body: Never { primitiveBodyFailure() }

    /// The rectangle of a shape that no frame gives a size.
    static var nominalSize: CGSize { CGSize(width: 100, height: 100) }

    func _render(in context: RenderContext) {
        let form = shape._form
        if let radius = form.cornerRadius, form.trim == nil {
            switch paint {
            case .fill(let style):
                ShapeView(radius: radius, fill: style, stroke: nil, transform: form.boxTransform)._render(in: context)
                return
            case .stroke(let style, let line, _) where line.canBeBorder:
                let style = style ?? context.environment.foreground ?? AnyShapeStyle(Color.primary)
                ShapeView(radius: radius, fill: nil, stroke: (style, line.lineWidth), borderStyle: line.borderStyle, transform: form.boxTransform)
                    ._render(in: context)
                return
            default: break
            }
        }
        renderSVG(form, in: context)
    }

    private func renderSVG(_ form: _ShapeForm, in context: RenderContext) {
        let stated = context.shapeFrame(at: context.pathBytes.count)
        let style: AnyShapeStyle
        switch paint {
        case .fill(let given), .stroke(let given, _, _):
            style = given ?? context.environment.foreground ?? AnyShapeStyle(Color.primary)
        }
        var inset = 0.0
        if case .stroke(_, let line, let isBorder) = paint, isBorder || form.basicShape != nil {
            // A built-in shape's line lies inside its box, as its CSS border does: a trimmed ring
            // lines up with the whole circle drawn under it.
            inset = line.lineWidth / 2
        }
        if let basic = form.basicShape, !(style.isGradient || style.isImage) {
            // A built-in shape as SVG's own element, in the box's pixels (percentages where the size
            // is not known): the line is as wide as it says and a trim's dash is measured on the screen.
            context.html.raw("<svg class=\"drawing\"")
            if let stated { writeSize(stated, in: context) }
            context.html.raw(" aria-hidden=\"true\" focusable=\"false\">")
            let element = basic.element(in: stated, inset: inset)
            context.html.markup(element.opening + paintAttributes(form, paint: HTMLEscaping.escape(style.css), quote: "\"", scales: false, geometry: element.geometry) + "></" + basic.name + ">")
            context.html.raw("</svg>")
            return
        }
        var size = stated ?? Self.nominalSize
        let rect = CGRect(origin: .zero, size: size).insetBy(dx: inset, dy: inset)
        let path = shape.path(in: rect)
        // A `Path` on its own is drawn at its own size: from the origin to its far corner.
        let naturalSize = form.drawsInOwnCoordinates && stated == nil
        if naturalSize {
            let bounds = path.boundingRect
            size = bounds.isNull ? CGSize(width: 1, height: 1) : CGSize(width: max(bounds.maxX, 1), height: max(bounds.maxY, 1))
        }
        let data = path.svgData
        let viewBox = "0 0 " + SVGNumber.compact(Double(size.width)) + " " + SVGNumber.compact(Double(size.height))
        if style.isGradient || style.isImage {
            // SVG paints with colours only: a gradient or an image fills a box whose mask is the drawing.
            let picture = SVGMask.image(viewBox: viewBox, keepsProportions: form.keepsProportions, shape: "<path d='" + data + "'" + paintAttributes(form, paint: nil, quote: "'", scales: true) + "/>")
            var css = "aspect-ratio:" + SVGNumber.compact(Double(size.width)) + "/" + SVGNumber.compact(Double(size.height)) + ";"
            if stated != nil || naturalSize { css += "width:" + SVGNumber.compact(Double(size.width)) + "px;" }
            context.html.raw("<div class=\"drawing\" aria-hidden=\"true\" style=\"")
            context.html.attribute(css + "background:" + style.css + ";" + SVGMask.css(picture))
            context.html.raw("\"></div>")
            return
        }
        context.html.raw("<svg class=\"drawing\" viewBox=\"")
        context.html.attribute(viewBox)
        context.html.raw(form.keepsProportions || naturalSize ? "\" preserveAspectRatio=\"xMidYMid meet\"" : "\" preserveAspectRatio=\"none\"")
        // A size known (a frame's, or a `Path`'s own) is the picture's size, shrinking to fit; one not
        // known is the box's width, in the rectangle's proportions (the stylesheet's `.drawing`).
        if naturalSize || stated != nil { writeSize(size, in: context) }
        context.html.raw(" aria-hidden=\"true\" focusable=\"false\">")
        context.html.markup("<path d=\"" + data + "\"" + paintAttributes(form, paint: HTMLEscaping.escape(style.css), quote: "\"", scales: true) + "></path>")
        context.html.raw("</svg>")
    }

    private func writeSize(_ size: CGSize, in context: RenderContext) {
        context.html.raw(" width=\"")
        context.html.attribute(SVGNumber.compact(Double(size.width)))
        context.html.raw("\" height=\"")
        context.html.attribute(SVGNumber.compact(Double(size.height)))
        context.html.raw("\"")
    }

    /// The paint of the shape's element (`color`: the CSS colour; nil for a mask, drawn in black).
    /// `scales`: the drawing is scaled to its box, so a line keeps its width with `non-scaling-stroke`
    /// — except a trimmed one, whose dash a browser would then measure in the wrong units.
    /// `geometry`: CSS of the element's geometry, written first in its `style`.
    private func paintAttributes(_ form: _ShapeForm, paint color: String?, quote: String, scales: Bool, geometry: String = "") -> String {
        func attribute(_ name: String, _ value: String) -> String { " " + name + "=" + quote + value + quote }
        var element = ""
        switch paint {
        case .fill:
            if evenOdd { element += attribute("fill-rule", "evenodd") }
            element += color.map { attribute("style", geometry + "fill:" + $0) } ?? ""
        case .stroke(_, let line, _):
            element += attribute("style", geometry + "fill:none;stroke:" + (color ?? "#000") + ";stroke-width:" + SVGNumber.compact(line.lineWidth) + "px")
            if scales && form.trim == nil { element += attribute("vector-effect", "non-scaling-stroke") }
            if line.lineCap != .butt { element += attribute("stroke-linecap", line.lineCap.svg) }
            if line.lineJoin != .miter { element += attribute("stroke-linejoin", line.lineJoin.svg) }
            if line.miterLimit != 10 { element += attribute("stroke-miterlimit", SVGNumber.compact(line.miterLimit)) }
            if let trim = form.trim {
                // The outline measured as 1: a dash as long as the trimmed part, starting where it starts.
                // Nothing of the outline: no line (a dash of no length would still draw a round cap's dot).
                guard trim.to > trim.from else { return attribute("visibility", "hidden") }
                element += attribute("pathLength", "1")
                element += attribute("stroke-dasharray", SVGNumber.compact(trim.to - trim.from, digits: 4) + " 2")
                if trim.from != 0 { element += attribute("stroke-dashoffset", SVGNumber.compact(-trim.from, digits: 4)) }
            } else if !line.dash.isEmpty {
                element += attribute("stroke-dasharray", line.dash.map { SVGNumber.compact($0) }.joined(separator: " "))
                if line.dashPhase != 0 { element += attribute("stroke-dashoffset", SVGNumber.compact(line.dashPhase)) }
            }
        }
        return element
    }
}

/// A built-in shape as SVG's element for it, whose outline starts where SwiftUI's does (a circle's and
/// an ellipse's at the trailing side, a rectangle's at the top leading corner) and runs clockwise.
enum SVGBasicShape: Sendable {
    case circle
    case ellipse
    case rect(cornerRadius: Double)

    var name: String {
        switch self {
        case .circle: return "circle"
        case .ellipse: return "ellipse"
        case .rect: return "rect"
        }
    }

    /// The element's opening, without its closing `>`: in pixels when the size is known, else in
    /// percentages of the box (a circle's radius in those of a square box, which the stylesheet keeps).
    /// An inset is SVG's geometry properties in CSS, as `calc()`.
    func element(in size: CGSize?, inset: Double) -> (opening: String, geometry: String) {
        func px(_ value: Double) -> String { SVGNumber.compact(value) }
        func percent(_ value: Int) -> String {
            inset == 0 ? String(value) + "%" : "calc(" + String(value) + "% - " + px(inset * (value == 100 ? 2 : 1)) + "px)"
        }
        if let size {
            let (w, h) = (Double(size.width), Double(size.height))
            switch self {
            case .circle:
                return ("<circle cx=\"" + px(w / 2) + "\" cy=\"" + px(h / 2) + "\" r=\"" + px(max(min(w, h) / 2 - inset, 0)) + "\"", "")
            case .ellipse:
                return ("<ellipse cx=\"" + px(w / 2) + "\" cy=\"" + px(h / 2) + "\" rx=\"" + px(max(w / 2 - inset, 0)) + "\" ry=\"" + px(max(h / 2 - inset, 0)) + "\"", "")
            case .rect(let radius):
                let corner = radius > 0 ? " rx=\"" + px(min(radius, w / 2, h / 2)) + "\"" : ""
                return ("<rect x=\"" + px(inset) + "\" y=\"" + px(inset) + "\" width=\"" + px(max(w - 2 * inset, 0)) + "\" height=\"" + px(max(h - 2 * inset, 0)) + "\"" + corner, "")
            }
        }
        if inset == 0 {
            switch self {
            case .circle: return ("<circle cx=\"50%\" cy=\"50%\" r=\"50%\"", "")
            case .ellipse: return ("<ellipse cx=\"50%\" cy=\"50%\" rx=\"50%\" ry=\"50%\"", "")
            case .rect(let radius):
                return ("<rect width=\"100%\" height=\"100%\"" + (radius > 0 ? " rx=\"" + px(radius) + "\"" : ""), "")
            }
        }
        let geometry: String
        switch self {
        case .circle: geometry = "cx:50%;cy:50%;r:" + percent(50)
        case .ellipse: geometry = "cx:50%;cy:50%;rx:" + percent(50) + ";ry:" + percent(50)
        case .rect(let radius):
            geometry = "x:" + px(inset) + "px;y:" + px(inset) + "px;width:" + percent(100) + ";height:" + percent(100) + (radius > 0 ? ";rx:" + px(radius) + "px" : "")
        }
        return ("<" + name, geometry + ";")
    }
}

extension HTMLBuffer {
    /// Markup FormUI built itself from numbers, fixed names and escaped values (an SVG element), written as it is.
    mutating func markup(_ markup: String) {
        if discards { return }
        var markup = markup
        markup.withUTF8 { append(html: $0) }
    }
}

/// A drawing as the CSS `mask` of a box: an SVG image in a `data:` address (which the page's policy
/// allows for images), stretched over the box. For gradients and images in a shape, `.clipShape` of a
/// shape that is no box, and `.mask` with a shape.
enum SVGMask {
    /// The SVG image of `shape` (an element written with single quotes) in `viewBox`.
    static func image(viewBox: String, keepsProportions: Bool, shape: String) -> String {
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='" + viewBox + "' preserveAspectRatio='"
            + (keepsProportions ? "xMidYMid meet" : "none") + "'>" + shape + "</svg>"
    }

    /// The CSS that masks a box with `image`; `<`, `>`, `#` and `%` are percent-encoded in the address.
    static func css(_ image: String) -> String {
        var encoded = ""
        for character in image {
            switch character {
            case "<": encoded += "%3C"
            case ">": encoded += "%3E"
            case "#": encoded += "%23"
            case "%": encoded += "%25"
            case "\"": encoded += "'"
            default: encoded.append(character)
            }
        }
        let url = "url(\"data:image/svg+xml," + encoded + "\")"
        return "-webkit-mask:" + url + " center/100% 100% no-repeat;mask:" + url + " center/100% 100% no-repeat;"
    }

    /// A shape's outline filled, as a mask for a box of any size (its path in the nominal rectangle; a
    /// `Path`'s from the origin to its far corner).
    static func css<S: Shape>(filling shape: S) -> String {
        var size = ShapeDrawing<S>.nominalSize
        let path = shape.path(in: CGRect(origin: .zero, size: size))
        if shape._form.drawsInOwnCoordinates, !path.isEmpty {
            let bounds = path.boundingRect
            size = CGSize(width: max(bounds.maxX, 1), height: max(bounds.maxY, 1))
        }
        let data = path.svgData
        let viewBox = "0 0 " + SVGNumber.compact(Double(size.width)) + " " + SVGNumber.compact(Double(size.height))
        return css(image(viewBox: viewBox, keepsProportions: shape._form.keepsProportions, shape: "<path d='" + data + "'/>"))
    }
}

/// The line a shape's outline is drawn with.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: Double
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double

    public init(lineWidth: Double = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth.isFinite ? max(lineWidth, 0) : 1
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash.map { $0.isFinite ? max($0, 0) : 0 }
        self.dashPhase = dashPhase.isFinite ? dashPhase : 0
    }

    /// Whether a CSS border draws the line on a box: any line but one whose dashes are spaced unevenly
    /// or start part-way (a border's dashes are the browser's own).
    var canBeBorder: Bool { dash.count <= 2 && dashPhase == 0 }

    /// The border's style: `dotted` for round dots (dashes no longer than the line is wide), `dashed`.
    var borderStyle: StaticString {
        guard let first = dash.first, dash.contains(where: { $0 > 0 }) else { return "solid" }
        return lineCap == .round && first <= lineWidth ? "dotted" : "dashed"
    }
}

#if !canImport(CoreGraphics)
/// How a line ends.
public enum CGLineCap: Int32, Sendable { case butt, round, square }

/// How lines meet at a corner.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
#endif

extension CGLineCap {
    var svg: String {
        switch self {
        case .round: return "round"
        case .square: return "square"
        default: return "butt"
        }
    }
}

extension CGLineJoin {
    var svg: String {
        switch self {
        case .round: return "round"
        case .bevel: return "bevel"
        default: return "miter"
        }
    }
}

extension AnyShapeStyle {
    /// Whether the style is an image (``ImagePaint``).
    var isImage: Bool { css.hasPrefix("url(") }
}

extension RenderContext {
    /// The size a `.frame(width:height:)` states for the view at structural depth `depth`: only for the
    /// frame's own content (modifiers between them do not change the depth; the children of a stack are deeper).
    func shapeFrame(at depth: Int) -> CGSize? {
        guard let frame = statedFrame, frame.depth == depth else { return nil }
        return frame.size
    }
}
