import Foundation

// SwiftUI's API that concerns a device rather than a page: haptics, hovering, focus between windows,
// scroll physics, animations, menu-bar commands, system bars, Xcode previews. Each compiles as it does in
// SwiftUI and leaves the page as it is, so that an app written for a device builds unchanged; the doc
// comment of each says why it has no effect on a page. The catalog's article "SwiftUI on a page: what
// each API does" lists them with every other API (SwiftUICoverage.md).

// MARK: View fundamentals

/// A view that SwiftUI redraws only when its value changes: the view itself on a page, which every
/// request evaluates anyway.
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content
    public init(content: Content) { self.content = content }
    public var body: Content { content }
}

extension View where Self: Equatable {
    /// Redraws the view only when it changes: accepted; every request evaluates the page anyway.
    public consuming func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

// MARK: Text input and output

/// How a text editor looks: a page's text editor is its `<textarea>`.
public protocol TextEditorStyle {}
public struct AutomaticTextEditorStyle: TextEditorStyle, Sendable { public init() {} }
public struct PlainTextEditorStyle: TextEditorStyle, Sendable { public init() {} }
extension TextEditorStyle where Self == AutomaticTextEditorStyle { public static var automatic: Self { .init() } }
extension TextEditorStyle where Self == PlainTextEditorStyle { public static var plain: Self { .init() } }

extension View {
    /// Accepted: a text editor on a page is the page's `<textarea>`, drawn by the stylesheet.
    public consuming func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { self }

    /// Accepted: the browser sets letter spacing itself.
    public consuming func allowsTightening(_ flag: Bool) -> some View { self }

    /// Accepted: the browser sets text by the page's language.
    public consuming func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }

    /// Accepted: the browser mirrors a page by its `dir`.
    public consuming func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }

    /// Accepted: every field of a page submits its form.
    public consuming func submitScope(_ isBlocking: Bool = true) -> some View { self }

    /// Accepted: the browser's own Find works on every page; the binding is left as it is.
    public consuming func findNavigator(isPresented: Binding<Bool>) -> some View { self }

    /// Accepted: the browser's own Find works on every page.
    public consuming func findDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Accepted: the browser's own Find works on every page.
    public consuming func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }
}

// MARK: Images

extension Image {
    /// The symbol drawn whole: a page's icons have no variable fill.
    public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }
}

/// An animation of a symbol (`.bounce`, `.pulse`…): a page's icons do not animate.
public protocol SymbolEffect: Sendable {}

/// Every symbol effect, as one value: a page's icons do not animate.
public struct AnySymbolEffect: SymbolEffect {
    public init() {}
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var offUp: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
}

extension SymbolEffect where Self == AnySymbolEffect {
    public static var automatic: Self { .init() }
    public static var bounce: Self { .init() }
    public static var pulse: Self { .init() }
    public static var variableColor: Self { .init() }
    public static var scale: Self { .init() }
    public static var appear: Self { .init() }
    public static var disappear: Self { .init() }
    public static var replace: Self { .init() }
    public static var wiggle: Self { .init() }
    public static var rotate: Self { .init() }
    public static var breathe: Self { .init() }
}

/// How a symbol effect repeats and how fast: a page's icons do not animate.
public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
    /// Accepted: a page's icons do not animate.
    public consuming func symbolEffect<T: SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View { self }

    /// Accepted: a page's icons do not animate.
    public consuming func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }

    /// Accepted: a page's icons do not animate.
    public consuming func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
    /// A symbol replaced by an effect: on a page it changes at once.
    public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition { ContentTransition() }
}

// MARK: Menus and commands

/// The order of a menu's items: a page lists them in the order written.
public struct MenuOrder: Sendable {
    public static let automatic = MenuOrder()
    public static let priority = MenuOrder()
    public static let fixed = MenuOrder()
}

/// Whether a menu closes after an action: a post answers with a new page, which closes every menu.
public struct MenuActionDismissBehavior: Sendable {
    public static let automatic = MenuActionDismissBehavior()
    public static let enabled = MenuActionDismissBehavior()
    public static let disabled = MenuActionDismissBehavior()
}

extension View {
    /// Accepted: a page lists a menu's items in the order written.
    public consuming func menuOrder(_ order: MenuOrder) -> some View { self }

    /// Accepted: a menu's disclosure mark is the browser's.
    public consuming func menuIndicator(_ visibility: Visibility) -> some View { self }

    /// Accepted: a post answers with a new page, which closes every menu.
    public consuming func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
}

/// A menu of the menu bar (`.commands { CommandMenu("Tools") { … } }`): a page has no menu bar.
public struct CommandMenu<Content: View> {
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
    public init(_ name: Text, @ViewBuilder content: () -> Content) {}
}

/// Where a group of commands goes in the menu bar: a page has no menu bar.
public struct CommandGroupPlacement: Sendable {
    public static let appInfo = CommandGroupPlacement()
    public static let appSettings = CommandGroupPlacement()
    public static let systemServices = CommandGroupPlacement()
    public static let appVisibility = CommandGroupPlacement()
    public static let appTermination = CommandGroupPlacement()
    public static let newItem = CommandGroupPlacement()
    public static let saveItem = CommandGroupPlacement()
    public static let importExport = CommandGroupPlacement()
    public static let printItem = CommandGroupPlacement()
    public static let undoRedo = CommandGroupPlacement()
    public static let pasteboard = CommandGroupPlacement()
    public static let textEditing = CommandGroupPlacement()
    public static let textFormatting = CommandGroupPlacement()
    public static let toolbar = CommandGroupPlacement()
    public static let sidebar = CommandGroupPlacement()
    public static let windowSize = CommandGroupPlacement()
    public static let windowList = CommandGroupPlacement()
    public static let singleWindowList = CommandGroupPlacement()
    public static let windowArrangement = CommandGroupPlacement()
    public static let help = CommandGroupPlacement()
}

/// Commands put before, after or in place of a standard group of the menu bar: a page has no menu bar.
public struct CommandGroup<Content: View> {
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// The standard sidebar commands of the menu bar: a page has no menu bar.
public struct SidebarCommands { public init() {} }
/// The standard toolbar commands of the menu bar: a page has no menu bar.
public struct ToolbarCommands { public init() {} }
/// The standard text editing commands of the menu bar: a page has no menu bar.
public struct TextEditingCommands { public init() {} }
/// The standard text formatting commands of the menu bar: a page has no menu bar.
public struct TextFormattingCommands { public init() {} }
/// The standard inspector commands of the menu bar: a page has no menu bar.
public struct InspectorCommands { public init() {} }
/// No commands: a page has no menu bar.
public struct EmptyCommands { public init() {} }

// MARK: Drawing and graphics

extension View {
    /// Accepted: the browser lays out and animates the page itself.
    public consuming func geometryGroup() -> some View { self }

    /// Accepted (SwiftUI's deprecated form): a page follows the browser's light or dark mode.
    public consuming func colorScheme(_ colorScheme: ColorScheme) -> some View { self }
}

/// An effect applied to a view after layout (`.scrollTransition`, `.visualEffect`): a page draws the
/// view as written.
public protocol VisualEffect: Sendable {}

/// The effect that changes nothing, which the closures of `.scrollTransition` and `.visualEffect` start from.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

extension VisualEffect {
    public func opacity(_ opacity: Double) -> Self { self }
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> Self { self }
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> Self { self }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
    public func offset(x: Double = 0, y: Double = 0) -> Self { self }
    public func offset(_ offset: CGSize) -> Self { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    public func rotation3DEffect(_ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center, anchorZ: Double = 0, perspective: Double = 1) -> Self { self }
    public func blur(radius: Double, opaque: Bool = false) -> Self { self }
    public func brightness(_ amount: Double) -> Self { self }
    public func contrast(_ amount: Double) -> Self { self }
    public func saturation(_ amount: Double) -> Self { self }
    public func grayscale(_ amount: Double) -> Self { self }
    public func hueRotation(_ angle: Angle) -> Self { self }
}

extension View {
    /// Accepted: effects computed from the view's place as it moves (parallax, scrolling) need a
    /// frame-by-frame layout a page does not have; the view is drawn as written.
    public consuming func visualEffect<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E) -> some View { self }
}

// MARK: View styles

/// How a phone draws the dots of a paged `TabView` (`.indexViewStyle(.page(backgroundDisplayMode:))`).
/// A page shows its tabs as links, so the style is accepted without effect.
public protocol IndexViewStyle: Sendable {}

/// The dots of a paged `TabView`, with or without a backing behind them; a page draws links instead.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When a phone draws a backing behind the dots.
    public enum BackgroundDisplayMode: Sendable { case automatic, interactive, always, never }

    public init() {}
    public init(backgroundDisplayMode: BackgroundDisplayMode) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Accepted without effect: a page's `TabView` is a row of links, not dots.
    public consuming func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}

/// How a `NavigationView` shows its columns (deprecated in SwiftUI): a page shows the navigation as the
/// page and its sub-pages.
public protocol NavigationViewStyle {}
public struct DefaultNavigationViewStyle: NavigationViewStyle, Sendable { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle, Sendable { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, Sendable { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle, Sendable { public init() {} }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: Self { .init() } }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: Self { .init() } }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: Self { .init() } }

extension View {
    /// Accepted: a `NavigationView` is the page and its sub-pages, whatever its style.
    public consuming func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

// MARK: Animations

/// A space in which views with the same id are matched between places (`@Namespace var namespace`):
/// views move at once on a page, so it matches nothing.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {}
    public init() {}
    public var wrappedValue: Namespace.ID { ID() }
}

/// Which of a view's geometry `.matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Accepted: views move between places at once on a page.
    public consuming func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
}

/// The view a phase or keyframe animator's closure modifies: the view itself, drawn as written on a page.
public struct PlaceholderContentView<Value>: View {
    public var body: Never { fatalError("PlaceholderContentView is never evaluated: animators are accepted without effect") }
}

extension View {
    /// Accepted: the view as written, not animated through its phases (a page does not animate).
    public consuming func phaseAnimator<Phase: Equatable, Phases: Sequence, V: View>(
        _ phases: Phases, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase { self }

    /// Accepted: the view as written, not animated through its phases (a page does not animate).
    public consuming func phaseAnimator<Phase: Equatable, Phases: Sequence, V: View, T: Equatable>(
        _ phases: Phases, trigger: T, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase { self }

    /// Accepted: the view as written, not animated by its keyframes (a page does not animate).
    public consuming func keyframeAnimator<Value, V: View, K>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View { self }

    /// Accepted: the view as written, not animated by its keyframes (a page does not animate).
    public consuming func keyframeAnimator<Value, V: View, K, T: Equatable>(
        initialValue: Value, trigger: T,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View { self }
}

/// The keyframes of a keyframe animator: a page does not animate.
public struct KeyframeTimeline<Value> {}

/// Builds a keyframe animator's tracks: a page does not animate.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildBlock<each K>(_ tracks: repeat each K) -> KeyframeTimeline<Value> { KeyframeTimeline() }
    public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>) -> KeyframeTrack<Value, Property, Content> { track }
    public static func buildExpression(_ timeline: KeyframeTimeline<Value>) -> KeyframeTimeline<Value> { timeline }
    public static func buildOptional(_ timeline: KeyframeTimeline<Value>?) -> KeyframeTimeline<Value> { KeyframeTimeline() }
    public static func buildEither(first timeline: KeyframeTimeline<Value>) -> KeyframeTimeline<Value> { timeline }
    public static func buildEither(second timeline: KeyframeTimeline<Value>) -> KeyframeTimeline<Value> { timeline }
}

/// Builds a keyframe track's keyframes: a page does not animate.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildBlock<each K>(_ keyframes: repeat each K) -> KeyframeTimeline<Value> { KeyframeTimeline() }
    public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> LinearKeyframe<Value> { keyframe }
    public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> SpringKeyframe<Value> { keyframe }
    public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> CubicKeyframe<Value> { keyframe }
    public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> MoveKeyframe<Value> { keyframe }
    public static func buildExpression(_ timeline: KeyframeTimeline<Value>) -> KeyframeTimeline<Value> { timeline }
    public static func buildOptional(_ timeline: KeyframeTimeline<Value>?) -> KeyframeTimeline<Value> { KeyframeTimeline() }
    public static func buildEither(first timeline: KeyframeTimeline<Value>) -> KeyframeTimeline<Value> { timeline }
    public static func buildEither(second timeline: KeyframeTimeline<Value>) -> KeyframeTimeline<Value> { timeline }
    public static func buildArray(_ timelines: [KeyframeTimeline<Value>]) -> KeyframeTimeline<Value> { KeyframeTimeline() }
}

/// The keyframes of one property of a keyframe animator's value: a page does not animate.
public struct KeyframeTrack<Root, Value, Content> {
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {}
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {}
}

/// The pace of a keyframe between two values: a page does not animate.
public struct UnitCurve: Sendable {
    public static let linear = UnitCurve()
    public static let easeIn = UnitCurve()
    public static let easeOut = UnitCurve()
    public static let easeInOut = UnitCurve()
    public static let circularEaseIn = UnitCurve()
    public static let circularEaseOut = UnitCurve()
    public static let circularEaseInOut = UnitCurve()
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve() }
}

/// A spring's motion, as keyframes and animations describe it: a page does not animate.
public struct Spring: Sendable {
    public init(duration: Double = 0.5, bounce: Double = 0) {}
    public init(response: Double, dampingRatio: Double) {}
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
    public static let smooth = Spring()
    public static let snappy = Spring()
    public static let bouncy = Spring()
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring() }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring() }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring() }
}

/// A keyframe reached in a straight line: a page does not animate.
public struct LinearKeyframe<Value> {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe reached with a spring: a page does not animate.
public struct SpringKeyframe<Value> {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe reached along a curve: a page does not animate.
public struct CubicKeyframe<Value> {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe jumped to at once.
public struct MoveKeyframe<Value> {
    public init(_ to: Value) {}
}

/// The context of a state change (its animation): a change happens at once on a page.
public struct Transaction {
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
    public var animation: Animation?
    public var disablesAnimations = false
    public var isContinuous = false
}

/// Runs `body`: a change happens at once on a page, whatever the transaction says.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    /// Accepted: a change happens at once on a page, whatever the transaction says.
    public consuming func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// Accepted: a change happens at once on a page, whatever the transaction says.
    public consuming func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

/// A value that can be shown between two states while it animates: a page shows values as they are,
/// never in between.
public protocol VectorArithmetic {}
extension Double: VectorArithmetic {}
extension Float: VectorArithmetic {}
extension CGFloat: VectorArithmetic {}

/// No animatable data.
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    public init() {}
}

/// A pair of animatable values.
public struct AnimatablePair<First, Second>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// A type whose values animate between states: a page shows them as they are, never in between.
public protocol Animatable {
    associatedtype AnimatableData
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A view modifier whose values animate (SwiftUI's older form): its body is applied as written.
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// When a view changes as it scrolls in and out: a page's views do not change as they scroll.
public struct ScrollTransitionConfiguration: Sendable {
    public static let identity = ScrollTransitionConfiguration()
    public static let interactive = ScrollTransitionConfiguration()
    public static let animated = ScrollTransitionConfiguration()
    public static func interactive(timingCurve: UnitCurve) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { self }
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    public struct Threshold: Sendable {
        public static let visible = Threshold()
        public static let hidden = Threshold()
        public static let centered = Threshold()
        public static func visible(_ amount: Double) -> Threshold { Threshold() }
        public func inset(by distance: Double) -> Threshold { self }
    }
}

/// Where a view is in a scroll transition: on a page always `.identity`, in place.
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing
    public var isIdentity: Bool { self == .identity }
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

extension View {
    /// Accepted: a page's views do not change as they scroll; the view is drawn as written.
    public consuming func scrollTransition<E: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> some View { self }

    /// Accepted: a page's views do not change as they scroll; the view is drawn as written.
    public consuming func scrollTransition<E: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> some View { self }
}

// MARK: Layout

extension View {
    /// Accepted: a grid cell's content is placed by the CSS table.
    public consuming func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }

    /// Accepted: names a coordinate space for geometry a page never measures.
    public consuming func coordinateSpace<T: Hashable>(name: T) -> some View { self }

    /// Accepted: names a coordinate space for geometry a page never measures.
    public consuming func coordinateSpace(_ name: CoordinateSpace) -> some View { self }

    /// Accepted: the page's margins are the scene's padding.
    public consuming func scenePadding(_ edges: Edge.Set = .all) -> some View { self }
}

/// The direction text and layout run in: the browser lays a page out by its `dir`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

private enum LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

extension EnvironmentValues {
    /// The layout direction views read (`.leftToRight` unless set): the browser lays a page out by its
    /// `dir`, so setting it changes nothing on the page.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

// MARK: Lists

private enum DefaultMinListRowHeightKey: EnvironmentKey {
    static var defaultValue: Double { 44 }
}

private enum DefaultMinListHeaderHeightKey: EnvironmentKey {
    static var defaultValue: Double? { nil }
}

/// Whether a list is being edited: a page shows every row's edit buttons, in edit mode or not.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

private enum EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The least height of a list's rows (44 unless set): the stylesheet sizes a page's rows.
    public var defaultMinListRowHeight: Double {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The least height of a list's headers: the stylesheet sizes a page's headers.
    public var defaultMinListHeaderHeight: Double? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }

    /// The edit mode views read (nil unless set): a page shows every row's Delete and Move buttons, so
    /// the mode changes nothing on the page.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// Where a container background goes: a page has no widget or navigation container background.
public struct ContainerBackgroundPlacement: Sendable {
    public static let widget = ContainerBackgroundPlacement()
    public static let navigation = ContainerBackgroundPlacement()
    public static let navigationSplitView = ContainerBackgroundPlacement()
    public static let tabView = ContainerBackgroundPlacement()
}

extension View {
    /// Accepted: a page does not select rows.
    public consuming func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Accepted: the background of a widget or a navigation container, which a page does not have.
    public consuming func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View { self }

    /// Accepted: the background of a widget or a navigation container, which a page does not have.
    public consuming func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
}

// MARK: Scroll views

/// How a scroll view settles after scrolling (paging, aligned to views): a page scrolls freely.
public protocol ScrollTargetBehavior {}

public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable { public init() {} }

public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// How many views one scroll may pass: a page scrolls freely.
    public struct LimitBehavior: Sendable {
        public static let automatic = LimitBehavior()
        public static let always = LimitBehavior()
        public static let never = LimitBehavior()
        public static let alwaysByFew = LimitBehavior()
        public static let alwaysByOne = LimitBehavior()
    }
    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// A scroll view's geometry, as the scroll handlers get it: the server never sees a page scroll.
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
}

/// Whether a scroll view is moving: the server never sees a page scroll.
public enum ScrollPhase: Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { self != .idle }
}

extension View {
    /// Accepted: the browser keeps a page's scroll position; the binding is left as it is.
    public consuming func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }

    /// Accepted: a page scrolls freely.
    public consuming func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }

    /// Accepted: a page scrolls freely.
    public consuming func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Accepted: a page opens at its top.
    public consuming func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }

    /// Accepted: the browser draws its own scroll bars.
    public consuming func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

    /// Accepted: the browser draws its own scroll bars.
    public consuming func scrollIndicatorsFlash<T: Equatable>(trigger value: T) -> some View { self }

    /// Accepted: the server never sees the page scroll, so the action is not called.
    public consuming func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { self }

    /// Accepted: the server never sees the page scroll, so the action is not called.
    public consuming func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { self }

    /// Accepted: the server never sees the page scroll, so the action is not called.
    public consuming func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View { self }
}

// MARK: App organization

/// Opens a window of the app (`@Environment(\.openWindow)`): a page is one window, so it does nothing.
public struct OpenWindowAction: Sendable {
    public func callAsFunction(id: String) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// Closes a window of the app (`@Environment(\.dismissWindow)`): a page is one window, so it does nothing.
public struct DismissWindowAction: Sendable {
    public func callAsFunction() {}
    public func callAsFunction(id: String) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

extension EnvironmentValues {
    /// Opens a window: a page is one window, so the action does nothing.
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    /// Closes a window: a page is one window, so the action does nothing.
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
    /// Whether the app can open several windows: `false`, a page is one window.
    public var supportsMultipleWindows: Bool { false }
}

extension View {
    /// Accepted: a page is reached by its address, not by events routed to a window.
    public consuming func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }

    /// Accepted: an app opened by a link; a page is reached by its own address, so the action is not called.
    public consuming func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}

/// A kind of background launch of a device app: a server has no background launches.
public struct BackgroundTask<Request, Response>: Sendable {}

extension BackgroundTask where Request == Void, Response == Void {
    /// A background refresh of a device app: a server has none.
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> { BackgroundTask() }
}

extension BackgroundTask where Request == String, Response == Void {
    /// The end of a background download of a device app: a server has none.
    public static var urlSession: BackgroundTask<String, Void> { BackgroundTask() }
    /// The end of a background download of a device app: a server has none.
    public static func urlSession(_ identifier: String) -> BackgroundTask<String, Void> { BackgroundTask() }
}

extension Scene {
    /// Accepted: a page is reached by its address, not by events routed to a window.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }

    /// Accepted: a server has no background launches of the app, so the action is not called.
    public func backgroundTask<Request: Sendable, Response: Sendable>(_ task: BackgroundTask<Request, Response>, action: @escaping @Sendable (Request) async -> Response) -> some Scene { self }
}

// MARK: Navigation

/// Which columns of a split view show: a page shows them all, side by side.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    let raw: Int
    public static let automatic = NavigationSplitViewVisibility(raw: 0)
    public static let all = NavigationSplitViewVisibility(raw: 1)
    public static let doubleColumn = NavigationSplitViewVisibility(raw: 2)
    public static let detailOnly = NavigationSplitViewVisibility(raw: 3)
}

/// How a sub-page replaces its page (`.zoom`): a page is replaced at once.
public protocol NavigationTransition {}
public struct AutomaticNavigationTransition: NavigationTransition, Sendable { public init() {} }
public struct ZoomNavigationTransition: NavigationTransition, Sendable { public init() {} }
extension NavigationTransition where Self == AutomaticNavigationTransition { public static var automatic: Self { .init() } }
extension NavigationTransition where Self == ZoomNavigationTransition {
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> Self { .init() }
}

/// A tab view shown as a sidebar on a wide screen: a page's tab bar is a row of links.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, Sendable { public init() {} }
/// A tab view shown as a tab bar only: a page's tab bar is a row of links.
public struct TabBarOnlyTabViewStyle: TabViewStyle, Sendable { public init() {} }
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle { public static var sidebarAdaptable: Self { .init() } }
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: Self { .init() } }

/// How a person rearranged a tab view's tabs: a page's tabs are shown as written.
public struct TabViewCustomization: Hashable, Sendable, Codable {
    public init() {}
}

extension View {
    /// Accepted: the columns of a split view share the page's width.
    public consuming func navigationSplitViewColumnWidth(_ width: Double) -> some View { self }

    /// Accepted: the columns of a split view share the page's width.
    public consuming func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> some View { self }

    /// Accepted: a page's document is its address.
    public consuming func navigationDocument(_ url: URL) -> some View { self }

    /// Accepted: a sub-page replaces the page at once.
    public consuming func navigationTransition<T: NavigationTransition>(_ style: T) -> some View { self }

    /// Accepted: a sub-page replaces the page at once, zooming from nothing.
    public consuming func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }

    /// Accepted: a page's tabs are shown as written.
    public consuming func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }
}

// MARK: Modal presentations

/// How a sheet lets people use the view behind it: a presentation on a page is a region of the form.
public struct PresentationBackgroundInteraction: Sendable {
    public static let automatic = PresentationBackgroundInteraction()
    public static let enabled = PresentationBackgroundInteraction()
    public static let disabled = PresentationBackgroundInteraction()
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { PresentationBackgroundInteraction() }
}

/// Whether a swipe on a sheet scrolls it or resizes it: a page's sheet has one size.
public struct PresentationContentInteraction: Sendable {
    public static let automatic = PresentationContentInteraction()
    public static let resizes = PresentationContentInteraction()
    public static let scrolls = PresentationContentInteraction()
}

/// What a presentation becomes on a small screen: on a page, always a region of the form.
public struct PresentationAdaptation: Sendable {
    public static let automatic = PresentationAdaptation()
    public static let none = PresentationAdaptation()
    public static let popover = PresentationAdaptation()
    public static let sheet = PresentationAdaptation()
    public static let fullScreenCover = PresentationAdaptation()
}

/// How big a sheet is: a presentation on a page is sized by the form.
public protocol PresentationSizing {}
public struct AutomaticPresentationSizing: PresentationSizing, Sendable { public init() {} }
public struct FormPresentationSizing: PresentationSizing, Sendable { public init() {} }
public struct PagePresentationSizing: PresentationSizing, Sendable { public init() {} }
public struct FittedPresentationSizing: PresentationSizing, Sendable { public init() {} }
extension PresentationSizing where Self == AutomaticPresentationSizing { public static var automatic: Self { .init() } }
extension PresentationSizing where Self == FormPresentationSizing { public static var form: Self { .init() } }
extension PresentationSizing where Self == PagePresentationSizing { public static var page: Self { .init() } }
extension PresentationSizing where Self == FittedPresentationSizing { public static var fitted: Self { .init() } }
extension PresentationSizing {
    public func fitted(horizontal: Bool, vertical: Bool) -> Self { self }
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> Self { self }
}

extension View {
    /// Accepted: a macOS alert's icon; a page's alert shows its title and message.
    public consuming func dialogIcon(_ icon: Image?) -> some View { self }

    /// Accepted: a macOS alert's "do not ask again" box; the binding is left as it is.
    public consuming func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }

    /// Accepted: a macOS alert's "do not ask again" box; the binding is left as it is.
    public consuming func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View { self }

    /// Accepted: a page shows a sheet at its full height; the selection is left as it is.
    public consuming func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }

    /// Accepted: a presentation on a page is a region of the form.
    public consuming func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }

    /// Accepted: a page's sheet has one size.
    public consuming func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

    /// Accepted: a presentation on a page is always a region of the form.
    public consuming func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// Accepted: a presentation on a page is always a region of the form.
    public consuming func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View { self }

    /// Accepted: a presentation on a page is sized by the form.
    public consuming func presentationSizing<S: PresentationSizing>(_ sizing: S) -> some View { self }

    /// Accepted: an inspector is sized by the page.
    public consuming func inspectorColumnWidth(_ width: Double) -> some View { self }

    /// Accepted: an inspector is sized by the page.
    public consuming func inspectorColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> some View { self }
}

// MARK: Toolbars

/// How a navigation title is shown: a page's heading has one size.
public struct ToolbarTitleDisplayMode: Sendable {
    public static let automatic = ToolbarTitleDisplayMode()
    public static let inline = ToolbarTitleDisplayMode()
    public static let inlineLarge = ToolbarTitleDisplayMode()
    public static let large = ToolbarTitleDisplayMode()
}

/// A toolbar item the system adds (the sidebar toggle, the title): a page has no system bars.
public struct ToolbarDefaultItemKind: Sendable {
    public static let sidebarToggle = ToolbarDefaultItemKind()
    public static let title = ToolbarDefaultItemKind()
}

extension View {
    /// Accepted: a page has no system bars.
    public consuming func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// Accepted: a page has no system bars.
    public consuming func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Accepted: a page has no system bars.
    public consuming func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Accepted: a page's heading has one size.
    public consuming func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { self }

    /// Accepted: a page has no system bars, so it has no items of the system's to remove.
    public consuming func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }
}

// MARK: Search

/// Whether showing search hides the toolbar: a page's search field is always shown.
public struct SearchPresentationToolbarBehavior: Sendable {
    public static let automatic = SearchPresentationToolbarBehavior()
    public static let avoidHidingContent = SearchPresentationToolbarBehavior()
}

/// How dictation is offered in a search field: dictation is the device's, not the page's.
public struct TextInputDictationBehavior: Sendable {
    public static let automatic = TextInputDictationBehavior()
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior { TextInputDictationBehavior() }
}

/// When dictation starts: dictation is the device's, not the page's.
public struct TextInputDictationActivation: Sendable {
    public static let onSelect = TextInputDictationActivation()
    public static let onLook = TextInputDictationActivation()
}

/// Dismisses search (`@Environment(\.dismissSearch)`): a page's search field is always there, so it does nothing.
public struct DismissSearchAction: Sendable {
    public func callAsFunction() {}
}

extension EnvironmentValues {
    /// Whether the person is searching: `false`, a page's search field is always there.
    public var isSearching: Bool { false }
    /// Dismisses search: a page's search field is always there, so the action does nothing.
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
}

extension View {
    /// Accepted: a page shows no search suggestions, so there is nothing to complete.
    public consuming func searchCompletion(_ completion: String) -> some View { self }

    /// Accepted: a page's search field is always shown.
    public consuming func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { self }

    /// Accepted: dictation is the device's, not the page's.
    public consuming func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View { self }
}

// MARK: Focused values

/// A key for a value of the focused view (`@FocusedValue`): the server sees no focus.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values of the focused view, which menu commands read: the server sees no focus, so they are all nil.
public struct FocusedValues {
    public init() {}
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { nil }
        set {}
    }
}

/// A value of the focused view: the server sees no focus, so it reads `nil`.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
    public var wrappedValue: Value? { nil }
}

/// A binding of the focused view: the server sees no focus, so it reads `nil`.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value?> { .constant(nil) }
}

/// An object of the focused view: the server sees no focus, so it reads `nil`.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType? { nil }
}

extension View {
    /// Accepted: the server sees no focus, so nothing reads the value.
    public consuming func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }

    /// Accepted: the server sees no focus, so nothing reads the object.
    public consuming func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }

    /// Accepted: the server sees no focus, so nothing reads the value.
    public consuming func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }

    /// Accepted: the server sees no focus, so nothing reads the object.
    public consuming func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }

    /// Accepted: the server sees no focus, so nothing reads the object.
    public consuming func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }
}

// MARK: Environment values a device has

/// How much the text contrasts with its background: the browser applies the reader's setting.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard, increased
}

/// The weight the reader asked text to have: the browser applies it.
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

/// The size of text the reader chose (SwiftUI's older form of `DynamicTypeSize`): the browser applies it.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
    public var isAccessibilityCategory: Bool {
        switch self {
        case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge: true
        default: false
        }
    }
}

extension DynamicTypeSize {
    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool {
        switch self {
        case .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5: true
        default: false
        }
    }
}

/// Refreshes a view (`@Environment(\.refresh)`): a page is refreshed by loading it again.
public struct RefreshAction: Sendable {
    public func callAsFunction() async {}
}

private enum DisplayScaleKey: EnvironmentKey { static var defaultValue: Double { 2 } }
private enum DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }
private enum SizeCategoryKey: EnvironmentKey { static var defaultValue: ContentSizeCategory { .large } }
private enum LegibilityWeightKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { .regular } }

extension EnvironmentValues {
    /// The screen's pixels per point (2 unless set): the server does not know the screen.
    public var displayScale: Double {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The width of one pixel, in points: the server does not know the screen.
    public var pixelLength: Double { 1 / displayScale }

    /// The text size the reader chose (`.large` unless set): the browser sizes a page's text as its
    /// reader set it.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The text size the reader chose, the older way (`.large` unless set): the browser sizes a page's text.
    public var sizeCategory: ContentSizeCategory {
        get { self[SizeCategoryKey.self] }
        set { self[SizeCategoryKey.self] = newValue }
    }

    /// The text weight the reader chose (`.regular` unless set): the browser applies it.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// `.standard`: the browser applies the reader's contrast setting.
    public var colorSchemeContrast: ColorSchemeContrast { .standard }

    /// `false`: the server sees no focus.
    public var isFocused: Bool { false }

    /// `false`: a page is not shown on an always-on screen.
    public var isLuminanceReduced: Bool { false }

    /// `nil`: a page is refreshed by loading it again.
    public var refresh: RefreshAction? { nil }

    /// `false`: the browser applies the reader's settings (the stylesheet follows `prefers-reduced-motion`).
    public var accessibilityReduceMotion: Bool { false }
    /// `false`: the browser applies the reader's settings (`prefers-reduced-transparency`).
    public var accessibilityReduceTransparency: Bool { false }
    /// `false`: the server cannot see the reader's setting.
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    /// `false`: the browser inverts a page itself.
    public var accessibilityInvertColors: Bool { false }
    /// `false`: the server cannot see whether a screen reader reads the page.
    public var accessibilityEnabled: Bool { false }
    /// `false`: the server cannot see whether a screen reader reads the page.
    public var accessibilityVoiceOverEnabled: Bool { false }
    /// `false`: the server cannot see whether Switch Control is on.
    public var accessibilitySwitchControlEnabled: Bool { false }
}

// MARK: Gestures and input events

/// Where the pointer is over a view: the server never sees the pointer.
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}

/// How a view reacts to the pointer over it: the stylesheet draws hovering.
public struct HoverEffect: Sendable {
    public static let automatic = HoverEffect()
    public static let highlight = HoverEffect()
    public static let lift = HoverEffect()
}

/// A key press, as `.onKeyPress` gets it: the server never sees key presses.
public struct KeyPress: Sendable {
    public var key: KeyEquivalent
    public var characters: String
    public var modifiers: EventModifiers
    public var phase: Phases

    /// Whether a handler handled the press.
    public enum Result: Sendable { case handled, ignored }

    /// When in a press a handler runs.
    public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }
}

/// What focusing a view lets people do: the browser decides what takes focus.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1)
    public static let edit = FocusInteractions(rawValue: 2)
    public static let automatic: FocusInteractions = [.activate, .edit]
}

extension View {
    /// Accepted: a page has no system gestures to defer.
    public consuming func defersSystemGestures(on edges: Edge.Set) -> some View { self }

    /// Accepted: a page has no system overlays (the home indicator).
    public consuming func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

    /// Accepted: the server never sees the pointer, so the action is not called.
    public consuming func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// Accepted: the server never sees the pointer, so the action is not called.
    public consuming func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View { self }

    /// Accepted: the stylesheet draws hovering.
    public consuming func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// Accepted: the stylesheet draws hovering.
    public consuming func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }

    /// Accepted: the server never sees key presses, so the action is not called.
    public consuming func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }

    /// Accepted: the server never sees key presses, so the action is not called.
    public consuming func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Accepted: the server never sees key presses, so the action is not called.
    public consuming func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Accepted: the server never sees key presses, so the action is not called.
    public consuming func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Accepted (SwiftUI's deprecated form): a page has no status bar.
    public consuming func statusBar(hidden: Bool) -> some View { self }

    /// Accepted: the browser decides what takes focus.
    public consuming func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// Accepted: the browser decides what takes focus.
    public consuming func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }

    /// Accepted: focus moves between a page's controls as the browser moves it.
    public consuming func focusSection() -> some View { self }

    /// Accepted: focus moves between a page's controls as the browser moves it.
    public consuming func focusScope(_ namespace: Namespace.ID) -> some View { self }

    /// Accepted: the browser draws focus.
    public consuming func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }

    /// Accepted: focus moves between a page's controls as the browser moves it.
    public consuming func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View { self }
}

// MARK: Accessibility

/// The kind of text a view holds, for screen readers: they read a page's text by its markup.
public struct AccessibilityTextContentType: Sendable {
    public static let plain = AccessibilityTextContentType()
    public static let console = AccessibilityTextContentType()
    public static let fileSystem = AccessibilityTextContentType()
    public static let messaging = AccessibilityTextContentType()
    public static let narrative = AccessibilityTextContentType()
    public static let sourceCode = AccessibilityTextContentType()
    public static let spreadsheet = AccessibilityTextContentType()
    public static let wordProcessing = AccessibilityTextContentType()
}

/// A zoom asked for by a screen reader: screen readers zoom a page themselves.
public struct AccessibilityZoomGestureAction: Sendable {
    public enum Direction: Hashable, Sendable { case zoomIn, zoomOut }
    public let direction: Direction
    public let location: UnitPoint
    public let point: CGPoint
}

/// Whether a view of a labeled pair is the label or the content: the markup ties a label to its control.
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    case label, content
}

/// A rotor the system builds (headings, links): screen readers build their rotors from a page's markup.
public struct AccessibilitySystemRotor: Sendable {
    public static let links = AccessibilitySystemRotor()
    public static let headings = AccessibilitySystemRotor()
    public static let boldText = AccessibilitySystemRotor()
    public static let italicText = AccessibilitySystemRotor()
    public static let underlineText = AccessibilitySystemRotor()
    public static let misspelledWords = AccessibilitySystemRotor()
    public static let images = AccessibilitySystemRotor()
    public static let textFields = AccessibilitySystemRotor()
    public static let tables = AccessibilitySystemRotor()
    public static let lists = AccessibilitySystemRotor()
    public static let landmarks = AccessibilitySystemRotor()
    public static func links(visited: Bool) -> AccessibilitySystemRotor { AccessibilitySystemRotor() }
    public static func headings(level: Int) -> AccessibilitySystemRotor { AccessibilitySystemRotor() }
}

/// What a rotor lists: screen readers build their rotors from a page's markup.
public protocol AccessibilityRotorContent {}

/// The entries of a rotor, as its builder gathers them.
public struct AccessibilityRotorEntries: AccessibilityRotorContent {}

/// Builds a rotor's entries: screen readers build their rotors from a page's markup.
@resultBuilder
public enum AccessibilityRotorContentBuilder {
    public static func buildBlock<each C>(_ content: repeat each C) -> AccessibilityRotorEntries { AccessibilityRotorEntries() }
    public static func buildExpression<C>(_ content: C) -> C { content }
    public static func buildOptional<C>(_ content: C?) -> AccessibilityRotorEntries { AccessibilityRotorEntries() }
    public static func buildEither<C>(first content: C) -> AccessibilityRotorEntries { AccessibilityRotorEntries() }
    public static func buildEither<C>(second content: C) -> AccessibilityRotorEntries { AccessibilityRotorEntries() }
    public static func buildArray<C>(_ content: [C]) -> AccessibilityRotorEntries { AccessibilityRotorEntries() }
}

/// An entry of a rotor: screen readers build their rotors from a page's markup. It is a view that draws
/// nothing, so that `ForEach` lists entries as SwiftUI's does.
public struct AccessibilityRotorEntry: AccessibilityRotorContent, View {
    public init<ID: Hashable>(_ label: Text, id: ID, in namespace: Namespace.ID? = nil) {}
    public init<ID: Hashable>(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID? = nil) {}
    public init<L: StringProtocol, ID: Hashable>(_ label: L, id: ID, in namespace: Namespace.ID? = nil) {}
    public var body: EmptyView { EmptyView() }
}

/// The screen reader's focus: its own on a page. The value is kept for the visitor, as `@FocusState`'s
/// is (it is one), and `.accessibilityFocused` moves nothing.
public typealias AccessibilityFocusState<Value: Hashable> = FocusState<Value>

extension View {
    /// Accepted: spoken names for Voice Control; the browser uses the control's label.
    public consuming func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    /// Accepted: spoken names for Voice Control; the browser uses the control's label.
    public consuming func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }

    /// Accepted: spoken names for Voice Control; the browser uses the control's label.
    public consuming func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

    /// Accepted: screen readers read a page's text by its markup.
    public consuming func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }

    /// Accepted: a screen reader speaks a page its own way.
    public consuming func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }

    /// Accepted: a screen reader speaks a page its own way.
    public consuming func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }

    /// Accepted: a screen reader speaks a page its own way.
    public consuming func speechAdjustedPitch(_ value: Double) -> some View { self }

    /// Accepted: a screen reader speaks a page its own way.
    public consuming func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }

    /// Accepted: screen readers scroll a page themselves.
    public consuming func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }

    /// Accepted: screen readers zoom a page themselves.
    public consuming func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View { self }

    /// Accepted: the markup says which elements respond.
    public consuming func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }

    /// Accepted: a page's controls are activated where they are.
    public consuming func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { self }

    /// Accepted: a page's controls are activated where they are.
    public consuming func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { self }

    /// Accepted: a page has no drag and drop.
    public consuming func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> some View { self }

    /// Accepted: a page has no drag and drop.
    public consuming func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> some View { self }

    /// Accepted: a page has no drag and drop.
    public consuming func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> some View { self }

    /// Accepted: a page has no drag and drop.
    public consuming func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> some View { self }

    /// Accepted: screen readers build their rotors from a page's headings, links and landmarks.
    public consuming func accessibilityRotor<Content>(_ label: Text, @AccessibilityRotorContentBuilder entries: () -> Content) -> some View { self }

    /// Accepted: screen readers build their rotors from a page's headings, links and landmarks.
    public consuming func accessibilityRotor<Content>(_ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: () -> Content) -> some View { self }

    /// Accepted: screen readers build their rotors from a page's headings, links and landmarks.
    public consuming func accessibilityRotor<L: StringProtocol, Content>(_ label: L, @AccessibilityRotorContentBuilder entries: () -> Content) -> some View { self }

    /// Accepted: screen readers build their rotors from a page's headings, links and landmarks.
    public consuming func accessibilityRotor<Content>(_ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: () -> Content) -> some View { self }

    /// Accepted: screen readers build their rotors from a page's headings, links and landmarks.
    public consuming func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }

    /// Accepted: screen readers build their rotors from a page's headings, links and landmarks.
    public consuming func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }

    /// Accepted: the screen reader's focus is its own; the focus state is left as it is.
    public consuming func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }

    /// Accepted: the screen reader's focus is its own; the focus state is left as it is.
    public consuming func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View { self }

    /// Accepted: the markup ties a page's elements together.
    public consuming func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }

    /// Accepted: the markup ties a label to its control.
    public consuming func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View { self }

    /// Accepted: the browser zooms a page itself.
    public consuming func accessibilityShowsLargeContentViewer() -> some View { self }

    /// Accepted: the browser zooms a page itself.
    public consuming func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }

    /// Accepted: the browser inverts a page itself.
    public consuming func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
}

// MARK: Xcode previews

/// A type that makes Xcode previews: the server ignores it.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// An Xcode preview, `#Preview { ContentView() }`: a server has no canvas, so it expands to nothing
/// (its closure is still type-checked), and a view file Xcode made compiles as it is.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) = #externalMacro(module: "FormUIMacros", type: "PreviewMacro")

/// An Xcode preview with traits (`traits: .sizeThatFitsLayout`): it expands to nothing.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<PreviewViewTraits>, _ additionalTraits: PreviewTrait<PreviewViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) = #externalMacro(module: "FormUIMacros", type: "PreviewMacro")

/// `@Previewable @State var on = true` inside a `#Preview`: dynamic properties for a preview; it adds
/// nothing.
@attached(peer)
public macro Previewable() = #externalMacro(module: "FormUIMacros", type: "PreviewableMacro")

/// The traits of an Xcode preview: the server ignores them.
public struct PreviewTrait<Traits>: Sendable {
    init() {}
}

/// The kind of traits a view's preview takes.
public enum PreviewViewTraits {}

extension PreviewTrait where Traits == PreviewViewTraits {
    public static var sizeThatFitsLayout: Self { Self() }
    public static var defaultLayout: Self { Self() }
    public static func fixedLayout(width: Double, height: Double) -> Self { Self() }
    public static var portrait: Self { Self() }
    public static var portraitUpsideDown: Self { Self() }
    public static var landscapeLeft: Self { Self() }
    public static var landscapeRight: Self { Self() }
}

/// The size of an Xcode preview: the server ignores it.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: Double, height: Double)
}

/// The device of an Xcode preview: the server ignores it.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// The orientation of an Xcode preview: the server ignores it.
public struct InterfaceOrientation: Hashable, Sendable {
    public static let portrait = InterfaceOrientation()
    public static let portraitUpsideDown = InterfaceOrientation()
    public static let landscapeLeft = InterfaceOrientation()
    public static let landscapeRight = InterfaceOrientation()
}

extension View {
    /// Accepted: an Xcode preview's name; the server ignores it.
    public consuming func previewDisplayName(_ value: String?) -> some View { self }

    /// Accepted: an Xcode preview's size; the server ignores it.
    public consuming func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// Accepted: an Xcode preview's device; the server ignores it.
    public consuming func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// Accepted: an Xcode preview's orientation; the server ignores it.
    public consuming func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
