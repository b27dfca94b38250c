import Foundation

// SwiftUI's API that a page cannot have: views drawn into a device's pixels or GPU, views of UIKit and
// AppKit (UIKit's colours, images, app and device mean something on a page: they are in UIKit/),
// gestures and drag and drop (a page without JavaScript receives form posts, not touches), layouts
// computed from measured sizes (only the browser measures). Each is declared unavailable, so that an app
// using it gets, at compile time, what it is, why a page cannot have it and what to use instead, rather
// than a missing name. The catalog's article "SwiftUI on a page: what each API does"
// (SwiftUICoverage.md) lists them with every other API.
//
// The bodies are never run: an unavailable declaration cannot be called.

// MARK: Text

/// Draws text line by line into a graphics context.
@available(*, unavailable, message: "TextRenderer draws text into a GraphicsContext, pixel by pixel; a page is HTML the browser sets. Style the text with .font, .foregroundStyle, .bold and the other text modifiers")
public protocol TextRenderer {}

extension Text {
    /// The laid-out lines of a text, which a `TextRenderer` draws.
    @available(*, unavailable, message: "Text.Layout is the laid-out lines a TextRenderer draws; a page's text is laid out by the browser")
    public struct Layout {}
}

extension View {
    @available(*, unavailable, message: "textRenderer(_:) draws text into a GraphicsContext, pixel by pixel; a page is HTML the browser sets. Style the text with .font, .foregroundStyle, .bold and the other text modifiers")
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> Self { fatalError() }
}

// MARK: Images and colours of AppKit

// (UIKit's `UIImage` and `UIColor` mean something on a page: Sources/FormUI/UIKit/.)

/// AppKit's image, which exists on a Mac.
@available(*, unavailable, message: "NSImage is AppKit's image in a Mac's memory; a page's images are files the browser loads. Put the image in Public/ and show it with Image(\"name\"), or load it with AsyncImage(url:)")
public final class NSImage {
    public init() { fatalError() }
    public init?(named name: String) { fatalError() }
    public init?(systemSymbolName name: String, accessibilityDescription: String?) { fatalError() }
    public init?(data: Data) { fatalError() }
    public init?(contentsOfFile path: String) { fatalError() }
}

/// AppKit's colour, which exists on a Mac.
@available(*, unavailable, message: "NSColor is AppKit's colour object; a page's colours are CSS. Write the colour with Color(red:green:blue:), Color(white:) or a named colour (.blue, .primary, .secondary)")
public final class NSColor {
    public init(red: Double, green: Double, blue: Double, alpha: Double) { fatalError() }
    public init?(named name: String) { fatalError() }
    public static var black: NSColor { fatalError() }
    public static var white: NSColor { fatalError() }
    public static var gray: NSColor { fatalError() }
    public static var red: NSColor { fatalError() }
    public static var green: NSColor { fatalError() }
    public static var blue: NSColor { fatalError() }
    public static var orange: NSColor { fatalError() }
    public static var yellow: NSColor { fatalError() }
    public static var purple: NSColor { fatalError() }
    public static var brown: NSColor { fatalError() }
    public static var cyan: NSColor { fatalError() }
    public static var magenta: NSColor { fatalError() }
    public static var clear: NSColor { fatalError() }
    public static var systemRed: NSColor { fatalError() }
    public static var systemGreen: NSColor { fatalError() }
    public static var systemBlue: NSColor { fatalError() }
    public static var systemOrange: NSColor { fatalError() }
    public static var systemYellow: NSColor { fatalError() }
    public static var systemPink: NSColor { fatalError() }
    public static var systemPurple: NSColor { fatalError() }
    public static var systemTeal: NSColor { fatalError() }
    public static var systemIndigo: NSColor { fatalError() }
    public static var systemBrown: NSColor { fatalError() }
    public static var systemMint: NSColor { fatalError() }
    public static var systemCyan: NSColor { fatalError() }
    public static var systemGray: NSColor { fatalError() }
    public static var labelColor: NSColor { fatalError() }
    public static var secondaryLabelColor: NSColor { fatalError() }
    public static var tertiaryLabelColor: NSColor { fatalError() }
    public static var quaternaryLabelColor: NSColor { fatalError() }
    public static var textColor: NSColor { fatalError() }
    public static var placeholderTextColor: NSColor { fatalError() }
    public static var linkColor: NSColor { fatalError() }
    public static var separatorColor: NSColor { fatalError() }
    public static var windowBackgroundColor: NSColor { fatalError() }
    public static var controlBackgroundColor: NSColor { fatalError() }
    public static var underPageBackgroundColor: NSColor { fatalError() }
    public static var textBackgroundColor: NSColor { fatalError() }
    public static var controlAccentColor: NSColor { fatalError() }
    public static var selectedContentBackgroundColor: NSColor { fatalError() }
}

extension Image {
    @available(*, unavailable, message: "Image(nsImage:) shows an AppKit image from a Mac's memory; a page's images are files the browser loads. Put the image in Public/ and use Image(\"name\"), or AsyncImage(url:)")
    public init(nsImage: NSImage) { fatalError() }
}

extension Color {
    @available(*, unavailable, message: "Color(_:) of an NSColor wraps AppKit's colour object; a page's colours are CSS. Write the colour with Color(red:green:blue:), or use .primary, .secondary and the page's backgrounds")
    public init(_ color: NSColor) { fatalError() }

    @available(*, unavailable, message: "Color(nsColor:) wraps AppKit's colour object; a page's colours are CSS. Write the colour with Color(red:green:blue:), Color(white:) or a named colour (.blue, .primary, .secondary)")
    public init(nsColor: NSColor) { fatalError() }

    @available(*, unavailable, message: "Color(cgColor:) wraps a Core Graphics colour, which the server does not have; a page's colours are CSS. Write the colour with Color(red:green:blue:) or a named colour")
    public init(cgColor: Any) { fatalError() }
}

/// Renders a view into an image.
@available(*, unavailable, message: "ImageRenderer renders a view into pixels (a UIImage or CGImage); FormUI renders views into HTML, never pixels. Show the view itself, or link to an image file")
public final class ImageRenderer<Content: View> {
    public init(content: Content) { fatalError() }
}

// MARK: Controls

/// A button that pastes from the clipboard.
@available(*, unavailable, message: "PasteButton reads the device's clipboard, which a page without JavaScript cannot read. Give the visitor a TextField to paste into")
public struct PasteButton: View {
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) { fatalError() }
    public init(supportedContentTypes: [Any], payloadAction: @escaping ([Any]) -> Void) { fatalError() }
    public var body: Never { fatalError() }
}

/// The Sign in with Apple button.
@available(*, unavailable, message: "SignInWithAppleButton runs Apple's sign-in in the device's frameworks; a page signs in through its own server. Use a Link to your server's sign-in address (OAuth, Sign in with Apple on the web)")
public struct SignInWithAppleButton: View {
    /// The words on the button.
    public enum Label: Sendable { case signIn, `continue`, signUp }
    public init(_ label: Label = .signIn, onRequest: @escaping (Any) -> Void, onCompletion: @escaping (Result<Any, Error>) -> Void) { fatalError() }
    public var body: Never { fatalError() }
}

// MARK: Drawing and graphics

/// Immediate-mode drawing.
@available(*, unavailable, message: "GraphicsContext draws into pixels in a Canvas; a page is HTML. Draw with shapes, gradients and Image, or show an image file")
public struct GraphicsContext {}

/// A view drawn with immediate-mode commands.
@available(*, unavailable, message: "Canvas draws into pixels with a GraphicsContext; a page is HTML the browser draws. Compose shapes (Rectangle, Circle, Capsule), gradients and Image instead, or show an image file")
public struct Canvas<Symbols: View>: View {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView { fatalError() }
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) { fatalError() }
    public var body: Never { fatalError() }
}

/// A gradient over a mesh of points.
@available(*, unavailable, message: "MeshGradient blends colours over a mesh of points, which CSS cannot draw. Use a LinearGradient, RadialGradient or AngularGradient")
public struct MeshGradient: View, ShapeStyle {
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true) { fatalError() }
    public var body: Never { fatalError() }
}

/// A Metal shader.
@available(*, unavailable, message: "Shader is a Metal function run on a device's GPU; a page cannot run it. Use the CSS-backed modifiers (.opacity, .brightness, gradients, .shadow)")
public struct Shader {
    /// An argument of a shader.
    public struct Argument {
        public static func float(_ x: Double) -> Argument { fatalError() }
        public static func float2(_ x: Double, _ y: Double) -> Argument { fatalError() }
        public static func float2(_ point: CGPoint) -> Argument { fatalError() }
        public static func float2(_ size: CGSize) -> Argument { fatalError() }
        public static func float3(_ x: Double, _ y: Double, _ z: Double) -> Argument { fatalError() }
        public static func float4(_ x: Double, _ y: Double, _ z: Double, _ w: Double) -> Argument { fatalError() }
        public static func floatArray(_ array: [Float]) -> Argument { fatalError() }
        public static func color(_ color: Color) -> Argument { fatalError() }
        public static func image(_ image: Image) -> Argument { fatalError() }
        public static var boundingRect: Argument { fatalError() }
    }
}

/// The Metal shaders of the app.
@available(*, unavailable, message: "ShaderLibrary holds Metal functions run on a device's GPU; a page cannot run them. Use the CSS-backed modifiers (.opacity, .brightness, gradients, .shadow)")
@dynamicMemberLookup
public struct ShaderLibrary {
    public static var `default`: ShaderLibrary { fatalError() }
    public static subscript(dynamicMember name: String) -> ShaderFunction { fatalError() }
    public subscript(dynamicMember name: String) -> ShaderFunction { fatalError() }
}

/// A function of a Metal shader library.
@available(*, unavailable, message: "ShaderFunction is a Metal function run on a device's GPU; a page cannot run it. Use the CSS-backed modifiers (.opacity, .brightness, gradients, .shadow)")
public struct ShaderFunction {
    public func callAsFunction(_ arguments: Shader.Argument...) -> Shader { fatalError() }
}

extension View {
    @available(*, unavailable, message: "colorEffect(_:) runs a Metal shader on a device's GPU; a page cannot run it. Use the CSS-backed modifiers (.opacity, .brightness, .foregroundStyle)")
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> Self { fatalError() }

    @available(*, unavailable, message: "distortionEffect(_:maxSampleOffset:) runs a Metal shader on a device's GPU; a page cannot run it. Use .offset, .rotationEffect or .scaleEffect")
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { fatalError() }

    @available(*, unavailable, message: "layerEffect(_:maxSampleOffset:) runs a Metal shader on a device's GPU; a page cannot run it. Use the CSS-backed modifiers (.opacity, .brightness, .shadow)")
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { fatalError() }
}

// MARK: Layout computed from measured sizes

/// A view's measured size and alignment guides.
@available(*, unavailable, message: "ViewDimensions is a view's measured size, which only the browser knows; the server lays nothing out. Align with the stacks' alignment: and Spacer")
public struct ViewDimensions {
    public var width: Double { fatalError() }
    public var height: Double { fatalError() }
    public subscript(guide: HorizontalAlignment) -> Double { fatalError() }
    public subscript(guide: VerticalAlignment) -> Double { fatalError() }
    public subscript(explicit guide: HorizontalAlignment) -> Double? { fatalError() }
    public subscript(explicit guide: VerticalAlignment) -> Double? { fatalError() }
}

/// An alignment of your own.
@available(*, unavailable, message: "an alignment of your own (AlignmentID) is computed from measured sizes, which only the browser knows. Use the stacks' alignment: (.leading, .center, .firstTextBaseline…) and Spacer")
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> Double
}

extension HorizontalAlignment {
    @available(*, unavailable, message: "an alignment of your own (AlignmentID) is computed from measured sizes, which only the browser knows. Use .leading, .center or .trailing")
    public init(_ id: any AlignmentID.Type) { fatalError() }
}

extension VerticalAlignment {
    @available(*, unavailable, message: "an alignment of your own (AlignmentID) is computed from measured sizes, which only the browser knows. Use .top, .center, .bottom or the text baselines")
    public init(_ id: any AlignmentID.Type) { fatalError() }
}

extension View {
    @available(*, unavailable, message: "alignmentGuide(_:computeValue:) moves a view by its measured size, which only the browser knows; the server lays nothing out. Use the stacks' alignment:, .padding, .offset or Spacer")
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> Double) -> Self { fatalError() }

    @available(*, unavailable, message: "alignmentGuide(_:computeValue:) moves a view by its measured size, which only the browser knows; the server lays nothing out. Use the stacks' alignment:, .padding, .offset or Spacer")
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> Double) -> Self { fatalError() }
}

/// The subviews a custom layout places.
@available(*, unavailable, message: "LayoutSubviews are measured by a custom Layout, which only the browser could do; compose HStack, VStack, Grid and LazyVGrid instead")
public struct LayoutSubviews {}

/// A size proposed to a subview by a custom layout.
@available(*, unavailable, message: "ProposedViewSize belongs to a custom Layout, which places subviews by measured sizes only the browser knows; compose HStack, VStack, Grid and LazyVGrid instead")
public struct ProposedViewSize {}

/// A layout of your own.
@available(*, unavailable, message: "a Layout of your own places subviews by their measured sizes (sizeThatFits, placeSubviews), which only the browser knows; the server sends HTML and CSS. Compose HStack, VStack, ZStack, Grid and LazyVGrid instead")
public protocol Layout {
    typealias Subviews = LayoutSubviews
}

/// A value a subview gives its custom layout.
@available(*, unavailable, message: "LayoutValueKey passes values to a custom Layout, which a page cannot have (only the browser measures); compose stacks and grids instead")
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    @available(*, unavailable, message: "layoutValue(key:value:) passes a value to a custom Layout, which a page cannot have (only the browser measures); compose stacks and grids instead")
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> Self { fatalError() }
}

/// A position in a view, measured by layout.
@available(*, unavailable, message: "Anchor is a position measured by layout, which only the browser does; the server knows no view's bounds. Pass values with .preference(key:value:) instead")
public struct Anchor<Value> {
    /// Where an anchor is taken from (`.bounds`, `.top`…).
    public struct Source {
        public static var bounds: Source { fatalError() }
        public static var top: Source { fatalError() }
        public static var bottom: Source { fatalError() }
        public static var leading: Source { fatalError() }
        public static var trailing: Source { fatalError() }
        public static var center: Source { fatalError() }
    }
}

extension View {
    @available(*, unavailable, message: "anchorPreference(key:value:transform:) passes up a position measured by layout, which only the browser does; pass values with .preference(key:value:) instead")
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> Self { fatalError() }
}

extension GeometryProxy {
    @available(*, unavailable, message: "an Anchor is a position measured by layout, which only the browser does; the server knows no view's bounds")
    public subscript<T>(anchor: Anchor<T>) -> T { fatalError() }
}

// MARK: Lists

extension DynamicViewContent {
    @available(*, unavailable, message: "onInsert(of:perform:) takes items dropped into a list; a page without JavaScript has no drag and drop. Add rows with a Button")
    public func onInsert(of supportedContentTypes: [Any], perform action: @escaping (Int, [Any]) -> Void) -> Self { fatalError() }
}

// MARK: App structure

/// An app of documents opened from the device's files.
@available(*, unavailable, message: "DocumentGroup opens and saves documents in the device's file system, which a page cannot reach. Keep the data on the server (@AppStorage, your own store) and serve it from a WindowGroup; offer a FileDocument as a download with .fileExporter")
public struct DocumentGroup<Document, Content: View>: Scene {
    public init(newDocument: @autoclosure @escaping () -> Document, @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) { fatalError() }
    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

/// A document of a `DocumentGroup`, as its editor gets it.
@available(*, unavailable, message: "FileDocumentConfiguration is a document opened from the device's files, which a page cannot reach. Keep the data on the server (@AppStorage, your own store); offer a FileDocument as a download with .fileExporter")
public struct FileDocumentConfiguration<Document> {
    @Binding public var document: Document
    public var fileURL: URL? { fatalError() }
    public var isEditable: Bool { fatalError() }
}

extension View {
    @available(*, unavailable, message: "onContinueUserActivity(_:perform:) continues an activity handed off from another of the person's devices (NSUserActivity); a page takes no part in Handoff and is continued by its address")
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (Any) -> Void) -> Self { fatalError() }

    @available(*, unavailable, message: "userActivity(_:isActive:_:) advertises an activity to the person's other devices (NSUserActivity, Handoff); a page takes no part in Handoff and is continued by its address")
    public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (Any) -> Void) -> Self { fatalError() }

    @available(*, unavailable, message: "fileMover(isPresented:file:onCompletion:) moves a file in the device's file system, which a page cannot reach")
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, Error>) -> Void) -> Self { fatalError() }

    @available(*, unavailable, message: "fileMover(isPresented:files:onCompletion:) moves files in the device's file system, which a page cannot reach")
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], Error>) -> Void) -> Self where C.Element == URL { fatalError() }
}

// MARK: Gestures

/// A gesture.
@available(*, unavailable, message: "a page without JavaScript receives form posts, not touches, so it has no gestures. Use Button, Toggle, Slider, Stepper or .onTapGesture (a submit button)")
public protocol Gesture {
    associatedtype Value
}

@available(*, unavailable, message: "a page without JavaScript receives form posts, not touches, so it has no gestures. Use Button, Toggle, Slider, Stepper or .onTapGesture (a submit button)")
extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { fatalError() }
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { fatalError() }
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self { fatalError() }
    public func simultaneously<Other: Gesture>(with other: Other) -> Self { fatalError() }
    public func sequenced<Other: Gesture>(before other: Other) -> Self { fatalError() }
    public func exclusively<Other: Gesture>(before other: Other) -> Self { fatalError() }
}

/// Which gestures of a view and its subviews are recognized.
@available(*, unavailable, message: "GestureMask chooses gestures, which a page without JavaScript does not have; use Button or .onTapGesture")
public struct GestureMask: OptionSet {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static var none: GestureMask { fatalError() }
    public static var gesture: GestureMask { fatalError() }
    public static var subviews: GestureMask { fatalError() }
    public static var all: GestureMask { fatalError() }
}

/// A tap, as a gesture value.
@available(*, unavailable, message: "TapGesture is a touch gesture; a page without JavaScript receives form posts, not touches. Use Button, or .onTapGesture (which makes the view a submit button)")
public struct TapGesture: Gesture {
    public typealias Value = Void
    public init(count: Int = 1) { fatalError() }
}

/// A tap with its location.
@available(*, unavailable, message: "SpatialTapGesture reports where a touch landed; a page without JavaScript receives form posts, not touches. Use Button or .onTapGesture")
public struct SpatialTapGesture: Gesture {
    public struct Value { public var location: CGPoint }
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { fatalError() }
}

/// A long press, as a gesture value.
@available(*, unavailable, message: "LongPressGesture needs a held touch; a page without JavaScript sees a click, never a long press. Use Button, .contextMenu or .onTapGesture")
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) { fatalError() }
}

/// A drag.
@available(*, unavailable, message: "DragGesture follows a finger or pointer as it moves; a page without JavaScript receives form posts, not movements. Use Slider for a value, Move up / Move down buttons (.onMove) for order, or Button")
public struct DragGesture: Gesture {
    public struct Value {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }
    public init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) { fatalError() }
}

/// A pinch.
@available(*, unavailable, message: "MagnifyGesture follows a pinch; a page without JavaScript receives form posts, not touches, and the browser zooms the page itself. Use a Slider or Stepper for a scale")
public struct MagnifyGesture: Gesture {
    public struct Value {
        public var time: Date
        public var magnification: Double
        public var velocity: Double
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public init(minimumScaleDelta: Double = 0.01) { fatalError() }
}

/// A pinch (SwiftUI's older name).
@available(*, unavailable, message: "MagnificationGesture follows a pinch; a page without JavaScript receives form posts, not touches, and the browser zooms the page itself. Use a Slider or Stepper for a scale")
public struct MagnificationGesture: Gesture {
    public typealias Value = Double
    public init(minimumScaleDelta: Double = 0.01) { fatalError() }
}

/// A two-finger rotation.
@available(*, unavailable, message: "RotateGesture follows two fingers turning; a page without JavaScript receives form posts, not touches. Use a Slider or Stepper for an angle")
public struct RotateGesture: Gesture {
    public struct Value {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public init(minimumAngleDelta: Angle = .degrees(1)) { fatalError() }
}

/// A two-finger rotation (SwiftUI's older name).
@available(*, unavailable, message: "RotationGesture follows two fingers turning; a page without JavaScript receives form posts, not touches. Use a Slider or Stepper for an angle")
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { fatalError() }
}

/// State that lasts while a gesture does.
@available(*, unavailable, message: "@GestureState lasts while a gesture does, and a page without JavaScript has no gestures; keep state in @State and change it from a Button")
@propertyWrapper
public struct GestureState<Value> {
    public init(wrappedValue: Value) { fatalError() }
    public init(initialValue: Value) { fatalError() }
    public var wrappedValue: Value { fatalError() }
    public var projectedValue: GestureState<Value> { fatalError() }
}

extension View {
    @available(*, unavailable, message: "gesture(_:including:) attaches a touch gesture; a page without JavaScript receives form posts, not touches. Use Button, Slider, Stepper or .onTapGesture")
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> Self { fatalError() }

    @available(*, unavailable, message: "simultaneousGesture(_:including:) attaches a touch gesture; a page without JavaScript receives form posts, not touches. Use Button, Slider, Stepper or .onTapGesture")
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> Self { fatalError() }

    @available(*, unavailable, message: "highPriorityGesture(_:including:) attaches a touch gesture; a page without JavaScript receives form posts, not touches. Use Button, Slider, Stepper or .onTapGesture")
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> Self { fatalError() }

    @available(*, unavailable, message: "onLongPressGesture needs a held touch; a page without JavaScript sees a click, never a long press. Use a Button, .contextMenu or .onTapGesture")
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: Double = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> Self { fatalError() }
}

// MARK: Drag and drop

extension View {
    @available(*, unavailable, message: "onDrag(_:) starts a drag; a page without JavaScript has no drag and drop. Use buttons (FormUI's list rows get Move up / Move down with .onMove)")
    public func onDrag(_ data: @escaping () -> Any) -> Self { fatalError() }

    @available(*, unavailable, message: "onDrop(of:isTargeted:perform:) takes dropped items; a page without JavaScript has no drag and drop. Use a Button, or a TextField to paste into")
    public func onDrop(of supportedContentTypes: [Any], isTargeted: Binding<Bool>?, perform action: @escaping ([Any]) -> Bool) -> Self { fatalError() }

    @available(*, unavailable, message: "onDrop(of:isTargeted:perform:) takes dropped items; a page without JavaScript has no drag and drop. Use a Button, or a TextField to paste into")
    public func onDrop(of supportedContentTypes: [Any], isTargeted: Binding<Bool>?, perform action: @escaping ([Any], CGPoint) -> Bool) -> Self { fatalError() }

    @available(*, unavailable, message: "draggable(_:) makes a view draggable; a page without JavaScript has no drag and drop. Use buttons (FormUI's list rows get Move up / Move down with .onMove)")
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> Self { fatalError() }

    @available(*, unavailable, message: "draggable(_:preview:) makes a view draggable; a page without JavaScript has no drag and drop. Use buttons (FormUI's list rows get Move up / Move down with .onMove)")
    public func draggable<T, V: View>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> Self { fatalError() }

    @available(*, unavailable, message: "dropDestination(for:action:isTargeted:) takes dropped items; a page without JavaScript has no drag and drop. Use a Button, or a TextField to paste into")
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }) -> Self { fatalError() }
}

// MARK: UIKit and AppKit

/// The context a UIKit view representable gets.
@available(*, unavailable, message: "UIViewRepresentableContext belongs to UIViewRepresentable: a UIKit view lives in a device's memory, a page is HTML. Build the view from FormUI's views, or write a Control of your own")
public struct UIViewRepresentableContext<Representable> {
    public var coordinator: Any { fatalError() }
    public var environment: EnvironmentValues { fatalError() }
}

/// A UIKit view in SwiftUI.
@available(*, unavailable, message: "UIViewRepresentable wraps a UIKit view, which lives in a device's memory; a page is HTML the browser draws, and the server has no UIKit. Build the view from FormUI's views (or write a Control of your own for a new HTML control)")
public protocol UIViewRepresentable: View {
    associatedtype UIViewType
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
}

/// The context a UIKit view controller representable gets.
@available(*, unavailable, message: "UIViewControllerRepresentableContext belongs to UIViewControllerRepresentable: a UIKit view controller lives in a device's memory, a page is HTML. Build the screen from FormUI's views")
public struct UIViewControllerRepresentableContext<Representable> {
    public var coordinator: Any { fatalError() }
    public var environment: EnvironmentValues { fatalError() }
}

/// A UIKit view controller in SwiftUI.
@available(*, unavailable, message: "UIViewControllerRepresentable wraps a UIKit view controller (a camera, a mail composer, a document picker), which lives in a device's memory; a page is HTML, and the server has no UIKit. Build the screen from FormUI's views; link out (mailto:, ShareLink) where the device would present one")
public protocol UIViewControllerRepresentable: View {
    associatedtype UIViewControllerType
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
}

/// The context an AppKit view representable gets.
@available(*, unavailable, message: "NSViewRepresentableContext belongs to NSViewRepresentable: an AppKit view lives in a Mac's memory, a page is HTML. Build the view from FormUI's views")
public struct NSViewRepresentableContext<Representable> {
    public var coordinator: Any { fatalError() }
    public var environment: EnvironmentValues { fatalError() }
}

/// An AppKit view in SwiftUI.
@available(*, unavailable, message: "NSViewRepresentable wraps an AppKit view, which lives in a Mac's memory; a page is HTML the browser draws, and the server has no AppKit. Build the view from FormUI's views (or write a Control of your own for a new HTML control)")
public protocol NSViewRepresentable: View {
    associatedtype NSViewType
    typealias Context = NSViewRepresentableContext<Self>
    func makeNSView(context: Context) -> NSViewType
    func updateNSView(_ nsView: NSViewType, context: Context)
}

/// The context an AppKit view controller representable gets.
@available(*, unavailable, message: "NSViewControllerRepresentableContext belongs to NSViewControllerRepresentable: an AppKit view controller lives in a Mac's memory, a page is HTML. Build the screen from FormUI's views")
public struct NSViewControllerRepresentableContext<Representable> {
    public var coordinator: Any { fatalError() }
    public var environment: EnvironmentValues { fatalError() }
}

/// An AppKit view controller in SwiftUI.
@available(*, unavailable, message: "NSViewControllerRepresentable wraps an AppKit view controller, which lives in a Mac's memory; a page is HTML, and the server has no AppKit. Build the screen from FormUI's views")
public protocol NSViewControllerRepresentable: View {
    associatedtype NSViewControllerType
    typealias Context = NSViewControllerRepresentableContext<Self>
    func makeNSViewController(context: Context) -> NSViewControllerType
    func updateNSViewController(_ nsViewController: NSViewControllerType, context: Context)
}

/// A UIKit view controller showing a SwiftUI view.
@available(*, unavailable, message: "UIHostingController puts a SwiftUI view inside a UIKit app; FormUI serves the view as a page instead (FormPage, FormUIServer), and the server has no UIKit")
open class UIHostingController<Content: View> {
    public init(rootView: Content) { fatalError() }
    open var rootView: Content { fatalError() }
}

/// A UIKit cell showing SwiftUI content.
@available(*, unavailable, message: "UIHostingConfiguration puts SwiftUI content in a UIKit cell; FormUI serves views as a page instead (a List's rows are FormUI views)")
public struct UIHostingConfiguration<Content: View> {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

/// An AppKit view controller showing a SwiftUI view.
@available(*, unavailable, message: "NSHostingController puts a SwiftUI view inside an AppKit app; FormUI serves the view as a page instead (FormPage, FormUIServer), and the server has no AppKit")
open class NSHostingController<Content: View> {
    public init(rootView: Content) { fatalError() }
    open var rootView: Content { fatalError() }
}

/// An AppKit view showing a SwiftUI view.
@available(*, unavailable, message: "NSHostingView puts a SwiftUI view inside an AppKit window; FormUI serves the view as a page instead (FormPage, FormUIServer), and the server has no AppKit")
open class NSHostingView<Content: View> {
    public init(rootView: Content) { fatalError() }
    open var rootView: Content { fatalError() }
}

/// A UIKit app delegate of a SwiftUI app.
@available(*, unavailable, message: "@UIApplicationDelegateAdaptor gives a device app a UIKit delegate for launch, push notifications and background events, which a server does not have; do the set-up in your App's init")
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType> {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { fatalError() }
    public var wrappedValue: DelegateType { fatalError() }
}

/// An AppKit app delegate of a SwiftUI app.
@available(*, unavailable, message: "@NSApplicationDelegateAdaptor gives a Mac app an AppKit delegate for launch and system events, which a server does not have; do the set-up in your App's init")
@propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType> {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { fatalError() }
    public var wrappedValue: DelegateType { fatalError() }
}

// MARK: Views of other frameworks

/// MapKit's map.
@available(*, unavailable, message: "Map is MapKit's interactive map, drawn and moved on a device; the server has no MapKit. Link to a map service with Link (https://maps.apple.com/?ll=…), or show a map image")
public struct Map<Content: View>: View {
    public init() where Content == EmptyView { fatalError() }
    public init<Position>(position: Binding<Position>) where Content == EmptyView { fatalError() }
    public init<Position>(initialPosition: Position) where Content == EmptyView { fatalError() }
    public init<Region>(coordinateRegion: Binding<Region>, showsUserLocation: Bool = false) where Content == EmptyView { fatalError() }
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public init<Position>(position: Binding<Position>, @ViewBuilder content: () -> Content) { fatalError() }
    public init<Position>(initialPosition: Position, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

/// AVKit's video player.
@available(*, unavailable, message: "VideoPlayer plays an AVPlayer, which the server does not have (AVKit). Link to the video file with Link, or put it in Public/ for the browser to play")
public struct VideoPlayer<VideoOverlay: View>: View {
    public init(player: Any?) where VideoOverlay == EmptyView { fatalError() }
    public init(player: Any?, @ViewBuilder videoOverlay: () -> VideoOverlay) { fatalError() }
    public var body: Never { fatalError() }
}

/// SpriteKit's scene in a view.
@available(*, unavailable, message: "SpriteView runs a SpriteKit scene on a device's GPU, frame by frame; a page is HTML sent once. Show an image, or build the screen from FormUI's views")
public struct SpriteView: View {
    public init(scene: Any, transition: Any? = nil, isPaused: Bool = false, preferredFramesPerSecond: Int = 60) { fatalError() }
    public var body: Never { fatalError() }
}

/// SceneKit's 3D scene in a view.
@available(*, unavailable, message: "SceneView renders a SceneKit 3D scene on a device's GPU; a page is HTML sent once. Show an image, or build the screen from FormUI's views")
public struct SceneView: View {
    public init(scene: Any? = nil, pointOfView: Any? = nil, preferredFramesPerSecond: Int = 60) { fatalError() }
    public var body: Never { fatalError() }
}
