/// The look of lists, forms and controls as a whole: sizes, shapes, styles of containers, and labels
/// hidden. Each is a class on a box around the view, which the stylesheet draws.

/// How big controls are drawn.
public enum ControlSize: CaseIterable, Hashable, Sendable { case mini, small, regular, large, extraLarge }

/// The shape of bordered buttons.
public struct ButtonBorderShape: Sendable, Equatable {
    let className: StaticString
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.className.description == rhs.className.description }
    public static let automatic = ButtonBorderShape(className: "border-automatic")
    public static let capsule = ButtonBorderShape(className: "border-capsule")
    public static let roundedRectangle = ButtonBorderShape(className: "border-rounded")
    public static let circle = ButtonBorderShape(className: "border-circle")
    public static func roundedRectangle(radius: Double) -> ButtonBorderShape { .roundedRectangle }
}

/// How a list is drawn. A list is a list of rows on a page; the styles differ in their insets and
/// backgrounds, which the stylesheet draws from the class of the style's kind.
public protocol ListStyle: Sendable {}

/// List styles, as the style mechanism sees them: a kind, drawn as a class on a box around the lists
/// inside rather than kept in the environment.
enum ListStyles: StyleFamily {
    typealias Kind = ListStyleKind
    static var slot: StyleKinds.Slot? { nil }
}

enum ListStyleKind {
    case automatic, plain, inset, grouped, sidebar

    var className: StaticString {
        switch self {
        case .automatic: "list-style-automatic"
        case .plain: "list-style-plain"
        case .inset: "list-style-inset"
        case .grouped: "list-style-grouped"
        case .sidebar: "list-style-sidebar"
        }
    }
}
public struct DefaultListStyle: ListStyle, BuiltInStyle { static let kind = ListStyleKind.automatic; public init() {} }
public struct PlainListStyle: ListStyle, BuiltInStyle { static let kind = ListStyleKind.plain; public init() {} }
public struct InsetListStyle: ListStyle, BuiltInStyle { static let kind = ListStyleKind.inset; public init() {} }
public struct GroupedListStyle: ListStyle, BuiltInStyle { static let kind = ListStyleKind.grouped; public init() {} }
public struct InsetGroupedListStyle: ListStyle, BuiltInStyle { static let kind = ListStyleKind.grouped; public init() {} }
public struct SidebarListStyle: ListStyle, BuiltInStyle { static let kind = ListStyleKind.sidebar; public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

/// How a form is drawn: grouped sections (the default) or columns of labels and controls.
public protocol FormStyle: Sendable {}

/// Form styles, as the style mechanism sees them: a kind, drawn as a class (see ``ListStyles``).
enum FormStyles: StyleFamily {
    typealias Kind = FormStyleKind
    static var slot: StyleKinds.Slot? { nil }
}

enum FormStyleKind {
    case grouped, columns

    var className: StaticString {
        switch self {
        case .grouped: "form-style-grouped"
        case .columns: "form-style-columns"
        }
    }
}
public struct AutomaticFormStyle: FormStyle, BuiltInStyle { static let kind = FormStyleKind.grouped; public init() {} }
public struct GroupedFormStyle: FormStyle, BuiltInStyle { static let kind = FormStyleKind.grouped; public init() {} }
public struct ColumnsFormStyle: FormStyle, BuiltInStyle { static let kind = FormStyleKind.columns; public init() {} }

extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

/// Whether something is shown: separators, backgrounds, indicators.
public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }

extension View {
    /// Hides the labels of the controls inside from sight. Screen readers still read them: a control
    /// is never left without a name.
    public consuming func labelsHidden() -> some View { styled("labels-hidden", "") }

    /// Draws the controls inside at this size.
    public consuming func controlSize(_ size: ControlSize) -> some View {
        switch size {
        case .mini: styled("control-size-mini", "")
        case .small: styled("control-size-small", "")
        case .regular: styled("control-size-regular", "")
        case .large: styled("control-size-large", "")
        case .extraLarge: styled("control-size-extra-large", "")
        }
    }

    /// Gives the bordered buttons inside this shape.
    public consuming func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        DecoratedView(content: self, className: shape.className, style: "")
    }

    /// Sets the style of the lists inside.
    public consuming func listStyle<S: ListStyle>(_ style: S) -> some View {
        styled((builtInKind(of: style, in: ListStyles.self) ?? .automatic).className, "")
    }

    /// Sets the style of the forms inside.
    public consuming func formStyle<S: FormStyle>(_ style: S) -> some View {
        styled((builtInKind(of: style, in: FormStyles.self) ?? .grouped).className, "")
    }

    /// Draws this row of a list on a background.
    public consuming func listRowBackground<V: View>(_ view: V?) -> some View {
        LayeredView(content: self, layer: view, isOverlay: false)
    }

    /// Shows or hides the separators of this list row.
    public consuming func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        visibility == .hidden ? styled("row-separator-hidden", "") : styled("row-separator", "")
    }

    /// Sets the insets of this list row.
    public consuming func listRowInsets(_ insets: EdgeInsets?) -> some View {
        guard let insets else { return styled("row-insets", "") }
        let css = "margin:" + String(Self.points(-insets.top)) + "px 0 " + String(Self.points(-insets.bottom)) + "px 0;padding:0 "
            + String(Self.points(insets.trailing)) + "px 0 " + String(Self.points(insets.leading)) + "px;"
        return styled("row-insets", css)
    }

    /// Shows or hides a scrolling container's background.
    public consuming func scrollContentBackground(_ visibility: Visibility) -> some View {
        visibility == .hidden ? styled("content-background-hidden", "") : styled("content-background", "")
    }

    /// Accepted for source compatibility: a page has no on-screen keyboard of its own.
    public consuming func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// Accepted for source compatibility: a page scrolls as the browser does.
    public consuming func scrollIndicators(_ visibility: Visibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }

    /// Accepted for source compatibility: the browser draws its own scroll bars.
    public consuming func scrollDisabled(_ disabled: Bool) -> some View { self }

    /// Accepted for source compatibility: a page scrolls, and bounces, as the browser does.
    public consuming func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }

    /// Accepted for source compatibility: a button of a page runs its action once per press, held or not.
    public consuming func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }

    /// Accepted for source compatibility: a split view's columns stand side by side, as wide as the page
    /// lets them.
    public consuming func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// Accepted for source compatibility: a page is drawn in the browser's light or dark mode.
    public consuming func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

    /// Accepted for source compatibility: a page has no status bar.
    public consuming func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Accepted for source compatibility: the browser sizes text as its reader set it.
    public consuming func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }

    /// Accepted for source compatibility: a page does not vibrate.
    public consuming func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
}

/// Top and bottom edges.
public enum VerticalEdge: Sendable {
    case top, bottom
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

public enum ScrollDismissesKeyboardMode: Sendable { case automatic, immediately, interactively, never }
public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }
public enum DynamicTypeSize: Hashable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// Haptic feedback; a page has none.
public struct SensoryFeedback: Sendable {
    public static let success = SensoryFeedback()
    public static let warning = SensoryFeedback()
    public static let error = SensoryFeedback()
    public static let selection = SensoryFeedback()
    public static let increase = SensoryFeedback()
    public static let decrease = SensoryFeedback()
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback() }
    public enum Weight: Sendable { case light, medium, heavy }
}

/// How a scroll view bounces at its ends; a page scrolls as the browser does.
public struct ScrollBounceBehavior: Sendable, Equatable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Whether a button held down repeats its action; a page's button acts once per press.
public struct ButtonRepeatBehavior: Sendable, Equatable {
    let name: String
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// How a split view lays out its columns; on a page they stand side by side.
public protocol NavigationSplitViewStyle: Sendable {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: Self { .init() } }
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: Self { .init() } }
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle { public static var prominentDetail: Self { .init() } }

/// How colours are blended when a view is drawn in a group; the browser blends them.
public enum ColorRenderingMode: Sendable, Equatable { case nonLinear, linear, extendedLinear }
