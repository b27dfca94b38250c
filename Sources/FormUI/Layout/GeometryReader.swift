import Foundation

/// A view that lays its content out from the size it is offered. A server does not know the size of
/// the browser's window, so the proxy offers a phone's: 390 × 844 points. The page's CSS then fits what
/// the content drew to the real window.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(GeometryProxy(size: GeometryProxy.nominalSize))
    }
}

/// The size a ``GeometryReader`` offers its content.
public struct GeometryProxy: Sendable {
    /// The nominal size of a page: a phone's screen in points.
    static let nominalSize = CGSize(width: 390, height: 844)

    public let size: CGSize
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

/// Where a frame is measured from. Every frame on a page is measured from its own origin.
public enum CoordinateSpace: Sendable {
    case global, local
    case named(String)
}

/// The scale of a symbol image relative to the text around it.
public enum ImageScale: Sendable { case small, medium, large }

/// How a symbol's layers are coloured. A page draws each symbol in one colour.
public enum SymbolRenderingMode: Sendable {
    case monochrome, hierarchical, palette, multicolor
}

/// Why a view is shown redacted: `.placeholder` while its data loads.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

extension View {
    /// The size of symbol images inside: a class the stylesheet sizes them by.
    public consuming func imageScale(_ scale: ImageScale) -> some View {
        let className: StaticString = switch scale {
        case .small: "image-scale-small"
        case .medium: "image-scale-medium"
        case .large: "image-scale-large"
        }
        return DecoratedView(content: self, className: className, style: "")
    }

    /// Accepted: a page draws each symbol in one colour.
    public consuming func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

    /// Shows the content as a placeholder (its text as grey bars) while `reason` is not empty.
    public consuming func redacted(reason: RedactionReasons) -> some View {
        DecoratedView(content: self, className: reason.isEmpty ? "unredacted" : "redacted", style: "")
    }

    /// Shows the content as it is inside a redacted view.
    public consuming func unredacted() -> some View {
        DecoratedView(content: self, className: "unredacted", style: "")
    }
}
