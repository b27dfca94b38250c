/// Modifiers that change how a view looks: each becomes a box with CSS around the view
/// (``DecoratedView``). FormUI does not reproduce SwiftUI's layout engine; sizes are CSS sizes in
/// pixels, and `.infinity` means "as wide (or tall) as the container".

/// Insets on each edge, for `.padding(_:)`.
public struct EdgeInsets: Equatable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

extension View {
    /// Wraps the view in a box with this class and inline CSS.
    consuming func styled(_ className: StaticString, _ css: String) -> DecoratedView<Self> {
        DecoratedView(content: self, className: className, style: css)
    }

    private static func px(_ length: Double) -> String { String(points(length)) + "px" }

    // MARK: Size

    /// Sets the view's size limits. `maxWidth: .infinity` makes it as wide as its container.
    public consuming func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> some View {
        var css = ""
        if let minWidth { css += "min-width:" + Self.px(minWidth) + ";" }
        if let idealWidth { css += "width:" + Self.px(idealWidth) + ";" }
        if let maxWidth {
            css += maxWidth.isInfinite ? "width:100%;flex:1 1 auto;" : "max-width:" + Self.px(maxWidth) + ";"
        }
        if let minHeight { css += "min-height:" + Self.px(minHeight) + ";" }
        if let idealHeight { css += "height:" + Self.px(idealHeight) + ";" }
        if let maxHeight {
            css += maxHeight.isInfinite ? "height:100%;" : "max-height:" + Self.px(maxHeight) + ";"
        }
        return styled("frame", css)
    }

    /// Keeps the view at its ideal size: it does not wrap or shrink.
    public consuming func fixedSize() -> some View { styled("fixed-size", "") }
    public consuming func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        styled("fixed-size", horizontal ? "white-space:nowrap;" : "")
    }

    /// Keeps the view's proportions (width over height).
    public consuming func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode = .fit) -> some View {
        styled("aspect", aspectRatio.map { "aspect-ratio:" + String($0.isFinite && $0 > 0 ? $0 : 1) + ";" } ?? "")
    }

    public consuming func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode = .fit) -> some View {
        let ratio = aspectRatio.height > 0 ? Double(aspectRatio.width / aspectRatio.height) : 1
        return styled("aspect", "aspect-ratio:" + String(ratio) + ";")
    }

    public consuming func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public consuming func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Which of several views gets the room first; on a page, a higher priority grows first.
    public consuming func layoutPriority(_ value: Double) -> some View {
        styled("layout-priority", "flex-grow:" + String(max(0, Self.points(value))) + ";")
    }

    // MARK: Spacing

    /// Adds these insets around the view.
    public consuming func padding(_ insets: EdgeInsets) -> some View {
        styled("padding", "padding:" + Self.px(insets.top) + " " + Self.px(insets.trailing) + " " + Self.px(insets.bottom) + " " + Self.px(insets.leading))
    }

    // MARK: Decoration

    /// Draws a border of `width` pixels around the view.
    public consuming func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> some View {
        styled("border", "border:" + Self.px(width) + " solid " + AnyShapeStyle(content).css + ";")
    }

    /// Fills the shape behind the view with a style: `.background(.blue, in: Capsule())`.
    public consuming func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        ShapeBackground(content: self, shape: shape, style: AnyShapeStyle(style))
    }

    /// Fills the shape behind the view with the background style (``backgroundStyle(_:)``, else the
    /// page's raised surface): `.background(in: .rect(cornerRadius: 8))`.
    public consuming func background<T: Shape>(in shape: T) -> some View {
        ShapeBackground(content: self, shape: shape, style: nil)
    }

    /// Draws a view behind this one.
    public consuming func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        LayeredView(content: self, layer: content(), isOverlay: false)
    }

    /// Draws a view behind this one (SwiftUI's older form).
    @_disfavoredOverload
    public consuming func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        LayeredView(content: self, layer: background, isOverlay: false)
    }

    /// Draws a view in front of this one.
    public consuming func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        LayeredView(content: self, layer: content(), isOverlay: true)
    }

    /// Draws a view in front of this one (SwiftUI's older form).
    @_disfavoredOverload
    public consuming func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        LayeredView(content: self, layer: overlay, isOverlay: true)
    }

    /// Fills a shape in front of the view with a style.
    public consuming func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        LayeredView(content: self, layer: shape.fill(style), isOverlay: true)
    }

    /// Rounds the view's corners, clipping what is outside them.
    public consuming func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View {
        styled("clip", "border-radius:" + Self.px(radius) + ";overflow:hidden;")
    }

    /// Clips the view to a shape's outline.
    /// A box shape clips with its corners; any other with its outline as a CSS mask.
    public consuming func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        if let radius = shape.cornerRadiusCSS {
            return styled("clip", "border-radius:" + radius + ";overflow:hidden;")
        }
        return styled("clip", SVGMask.css(filling: shape) + "overflow:hidden;")
    }

    /// Clips what the view draws outside its box.
    public consuming func clipped(antialiased: Bool = false) -> some View { styled("clip", "overflow:hidden;") }

    /// Accepted for source compatibility: the shape that takes taps is the view's box.
    public consuming func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// Draws a shadow behind the view.
    public consuming func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0) -> some View {
        styled("shadow", "box-shadow:" + Self.px(x) + " " + Self.px(y) + " " + Self.px(radius) + " " + color.css + ";")
    }

    /// Makes the view transparent: 0 is invisible, 1 is opaque.
    public consuming func opacity(_ opacity: Double) -> some View {
        let value = min(max(opacity.isFinite ? opacity : 1, 0), 1)
        return styled("opacity", "opacity:" + String(value) + ";")
    }

    /// Hides the view, keeping its room (CSS `visibility: hidden`: nobody sees or hears it).
    public consuming func hidden() -> some View { styled("hidden", "visibility:hidden;") }

    /// Moves the view by this many pixels, without moving its neighbours.
    public consuming func offset(x: Double = 0, y: Double = 0) -> some View {
        styled("offset", "position:relative;left:" + Self.px(x) + ";top:" + Self.px(y) + ";")
    }

    public consuming func offset(_ offset: CGSize) -> some View {
        self.offset(x: Double(offset.width), y: Double(offset.height))
    }

    /// Rotates the view.
    public consuming func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        styled("transform", "transform:rotate(" + String(Int(angle.degrees.rounded())) + "deg);")
    }

    /// Rotates the view about an axis in three dimensions (CSS `rotate3d`, with the perspective given).
    public consuming func rotation3DEffect(
        _ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center,
        anchorZ: Double = 0, perspective: Double = 1
    ) -> some View {
        let rotation = [axis.x, axis.y, axis.z].map { String($0.isFinite ? $0 : 0) }.joined(separator: ",")
        return styled("transform", "transform:rotate3d(" + rotation + "," + String(Int(angle.degrees.rounded())) + "deg);")
    }

    /// Brightens (a positive amount, up to 1) or darkens (a negative one) the view (CSS `filter`).
    public consuming func brightness(_ amount: Double) -> some View {
        let factor = 1 + Swift.min(Swift.max(amount.isFinite ? amount : 0, -1), 1)
        return styled("filter", "filter:brightness(" + String(factor) + ");")
    }

    /// Accepted for source compatibility: the browser composites the page itself.
    public consuming func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }

    /// Accepted for source compatibility: the browser composites the page itself.
    public consuming func compositingGroup() -> some View { self }

    /// Scales the view.
    public consuming func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View {
        styled("transform", "transform:scale(" + String(scale.isFinite ? scale : 1) + ");")
    }

    /// Draws the view above or below its siblings.
    public consuming func zIndex(_ value: Double) -> some View {
        styled("z-index", "position:relative;z-index:" + String(Self.points(value)) + ";")
    }

    /// Accepted for source compatibility: a page has no safe areas.
    public consuming func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Accepted for source compatibility: a page has no safe areas.
    public consuming func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    /// Accepted: pulling a page down reloads it, and every load evaluates the page again.
    public consuming func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// How prominent a section's header is. A page draws every header alike; accepted.
    public consuming func headerProminence(_ prominence: Prominence) -> some View { self }

    /// Text shown when the pointer rests on the view: its `title`.
    public consuming func help(_ text: LocalizedStringKey) -> some View {
        HelpView(content: self, text: Text(text).plainText)
    }

    @_disfavoredOverload
    public consuming func help<S: StringProtocol>(_ text: S) -> some View {
        HelpView(content: self, text: String(text))
    }
}

extension View {
    /// Accepted: a keyboard shortcut of a desktop app. A page's Enter key submits its form.
    public consuming func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// Accepted: a keyboard shortcut of a desktop app.
    public consuming func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
}

/// A key and modifiers that press a control on a desktop.
public struct KeyboardShortcut: Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// A key of a keyboard shortcut: `"s"`, `.return`.
public struct KeyEquivalent: Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
}

/// Modifier keys of a keyboard shortcut.
public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let command = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4)
    public static let control = EventModifiers(rawValue: 8)
}

/// The prominence of a section header.
public enum Prominence: Sendable { case standard, increased }

/// A view with a tooltip (`.help`).
struct HelpView<Content: View>: View, PrimitiveView {
    let content: Content
    let text: String
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        context.html.raw("<div class=\"help\" title=\"")
        context.html.attribute(text)
        context.html.raw("\">")
        context.render(content)
        context.html.raw("</div>")
    }
}

/// Whether content fits its box or fills it.
public enum ContentMode: Sendable { case fit, fill }

/// Regions of a device's screen kept free; a page has none.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A view drawn behind (`.background { }`) or in front of (`.overlay { }`) another, in the same box.
struct LayeredView<Content: View, Layer: View>: View, PrimitiveView {
    let content: Content
    let layer: Layer
    let isOverlay: Bool
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        if isOverlay {
            context.html.raw("<div class=\"layered\">")
            context.render(content, at: "content")
            context.html.raw("<div class=\"layer overlay\">")
            context.render(layer, at: "overlay")
            context.html.raw("</div></div>")
        } else {
            context.html.raw("<div class=\"layered\"><div class=\"layer background\">")
            context.render(layer, at: "background")
            context.html.raw("</div>")
            context.render(content, at: "content")
            context.html.raw("</div>")
        }
    }
}
