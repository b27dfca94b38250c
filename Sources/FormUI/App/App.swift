/// An app as SwiftUI declares one: `@main struct BookshelfApp: App { var body: some Scene { WindowGroup {
/// ContentView() } } }`.
///
/// On a server the app's scenes are its pages: the first `WindowGroup`'s content is the page at `/`, one
/// per visitor, as each device opens its own window. `@main` runs the app with FormUIServer's
/// `App.main()` (the `SwiftUI` module on Linux brings it): it serves the app on `$PORT` (8080 unless set),
/// keeping sessions where `$FORMUI_SESSIONS` says (memory unless set).
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

/// A part of an app's interface: on a server, a page or a set of pages.
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

/// The pages an app's scene serves: its root view, which FormUIServer serves at `/`.
public protocol PageScene {
    /// The root view of the app's main window, if this scene has one.
    var rootView: AnyView? { get }
}

extension Never: Scene {}

extension Scene {
    /// The root view of the first window this scene (or a scene inside it) declares.
    public var rootView: AnyView? {
        if let page = self as? any PageScene { return page.rootView }
        if Body.self == Never.self { return nil }
        return body.rootView
    }
}

/// A window of the app: on a server, the page every visitor opens at `/`.
public struct WindowGroup<Content: View>: Scene, PageScene {
    let content: () -> Content

    public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
    public init(_ title: String, @ViewBuilder content: @escaping () -> Content) { self.content = content }
    public init(_ title: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) { self.content = content }
    public init(_ title: String, id: String, @ViewBuilder content: @escaping () -> Content) { self.content = content }
    public init(id: String, @ViewBuilder content: @escaping () -> Content) { self.content = content }

    public var body: Never { fatalError("WindowGroup is served by FormUI") }
    public var rootView: AnyView? { AnyView(content()) }
}

/// A window of its own (macOS, visionOS): on a server, a page like the app's window.
public struct Window<Content: View>: Scene, PageScene {
    let content: () -> Content
    public init(_ title: String, id: String, @ViewBuilder content: @escaping () -> Content) { self.content = content }
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) { self.content = content }
    public var body: Never { fatalError("Window is served by FormUI") }
    public var rootView: AnyView? { AnyView(content()) }
}

/// A macOS settings window: accepted; its view is not a page of its own on a server (put settings in a
/// page of the app's window).
public struct Settings<Content: View>: Scene, PageScene {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("Settings is accepted without effect") }
    public var rootView: AnyView? { nil }
}

/// Several scenes.
public struct TupleScene<each S: Scene>: Scene, PageScene {
    let scenes: (repeat each S)
    public var body: Never { fatalError("TupleScene is served by FormUI") }
    public var rootView: AnyView? {
        for scene in repeat each scenes {
            if let view = scene.rootView { return view }
        }
        return nil
    }
}

/// A scene that is there or not (`if`, `#if` in a scene builder).
public struct OptionalScene<S: Scene>: Scene, PageScene {
    let scene: S?
    public var body: Never { fatalError("OptionalScene is served by FormUI") }
    public var rootView: AnyView? { scene?.rootView }
}

@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene<repeat each S> { TupleScene(scenes: (repeat each scenes)) }
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    public static func buildOptional<S: Scene>(_ scene: S?) -> OptionalScene<S> { OptionalScene(scene: scene) }
    public static func buildLimitedAvailability<S: Scene>(_ scene: S) -> S { scene }
}

extension Scene {
    /// Accepted: a page has no menu bar.
    public func commands<C>(@CommandsBuilder content: () -> C) -> some Scene { self }
    /// Accepted: a browser window is sized by the visitor.
    public func defaultSize(width: Double, height: Double) -> some Scene { self }
    /// Accepted: a browser window is sized by the visitor.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
    /// Accepted: a page has no title bar of its own.
    public func windowStyle(_ style: HiddenTitleBarWindowStyle) -> some Scene { self }
}

/// Menu commands (macOS): accepted without effect.
@resultBuilder
public enum CommandsBuilder {
    public static func buildBlock<each C>(_ commands: repeat each C) -> Void {}
}

public struct WindowResizability: Sendable {
    public static let automatic = WindowResizability()
    public static let contentSize = WindowResizability()
    public static let contentMinSize = WindowResizability()
}

public struct HiddenTitleBarWindowStyle: Sendable {
    public init() {}
}

extension HiddenTitleBarWindowStyle {
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

/// Whether the app is in front: on a server, a page being shown is always `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

extension EnvironmentValues {
    /// `.active`: a page is answered while someone looks at it.
    public var scenePhase: ScenePhase {
        get { .active }
        set {}
    }
}

/// An app's window as a page: the app made for each evaluation, its own dynamic properties (`@State`,
/// `@StateObject`, `@AppStorage` declared on the `App`) kept in the visitor's session like a view's, and
/// the first window's content evaluated in its place. So what an app keeps in its `App` struct belongs to
/// one visitor, as it belongs to one device; an app's `init()` runs on every evaluation (keep it cheap,
/// and share what must be shared through a `static let`).
@_spi(Engine) public struct AppRoot<A: App>: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBodyFailure() }

    public func _render(in context: RenderContext) {
        let app = A()
        DynamicPropertyInstaller.install(on: app, in: context)
        guard let window = app.body.rootView else {
            preconditionFailure("\(A.self) declares no WindowGroup or Window: a page needs one")
        }
        context.render(window, at: "window")
    }
}
