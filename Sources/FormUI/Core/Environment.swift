import Foundation

/// A key for a value you add to the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree: modifiers write them, the views below read them.
// Sendable: copied into each evaluation and used there only; its closures and objects come from the app's views.
public struct EnvironmentValues: @unchecked Sendable {
    /// The built-in style in effect for each style family (``StyleFamily``).
    var styleKinds = StyleKinds()
    var paletteSelectionEffect: PaletteSelectionEffect = .automatic
    var horizontalRadioGroupLayout = false

    // Text appearance.
    var font: Font?
    var isBold = false
    var foreground: AnyShapeStyle?
    var tint: AnyShapeStyle?
    var symbolVariants: SymbolVariants = .none

    // Text input.
    var autocorrectionDisabled = false
    var textInputAutocapitalization: TextInputAutocapitalization?
    var submitActions: [() -> Void] = []

    /// Whether controls below are disabled (`.disabled(true)` anywhere above).
    public internal(set) var isEnabled = true

    /// The container the view sits in, which changes how some controls draw.
    var container: Container = .page
    enum Container { case page, list, form, menu }

    /// The time zone dates are read and shown in; the server's configured zone (UTC by default).
    public var timeZone: TimeZone = TimeZone.gmt
    /// The page's locale (the server's `locale` setting, `en_US` unless set). Setting it with `.environment(\.locale, …)` changes
    /// what views below read here; formats follow the page's locale.
    public var locale: Locale {
        get { extras.storage.locale ?? EvaluationClock.locale }
        set { extras.unique().locale = newValue }
    }

    /// The badge of the tab being collected by a `TabView` (`Layout/Badge.swift`).
    var badge: String? {
        get { extras.storage.badge }
        set { extras.unique().badge = newValue }
    }

    /// The style `.background()` and `.background(in:)` fill with (`.backgroundStyle(_:)`); nil: the page's surface.
    public var backgroundStyle: AnyShapeStyle? {
        get { extras.storage.backgroundStyle }
        set { extras.unique().backgroundStyle = newValue }
    }

    /// The colour scheme views are drawn for. A page follows the browser's light or dark mode through
    /// its stylesheet (`prefers-color-scheme`), which a server cannot see, so views read `.light` unless
    /// told otherwise with `.environment(\.colorScheme, …)`.
    public var colorScheme: ColorScheme {
        get { extras.storage.colorScheme }
        set { extras.unique().colorScheme = newValue }
    }

    /// The size class of the window: a page's width is the browser's, which a server cannot see, so
    /// views read `.regular`.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { extras.storage.horizontalSizeClass }
        set { extras.unique().horizontalSizeClass = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { extras.storage.verticalSizeClass }
        set { extras.unique().verticalSizeClass = newValue }
    }

    /// The calendar used to split dates into fields.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// What most views never set (the app's own styles, presentations, navigation destinations, model objects,
    /// input hints, accessibility, what a device would say about its screen), kept behind one reference: the environment is copied at every
    /// modifier, and a copy then retains one object instead of a dozen fields.
    private var extras = EnvironmentExtras()

    /// Styles of the app's own (`makeBody(configuration:)`), which take the place of the kinds above.
    var appStyles: AppStyles {
        _read { yield extras.storage.appStyles }
        set { extras.unique().appStyles = newValue }
    }
    /// `.navigationDestination(for:)` builders, by the type of value they show.
    var navigationDestinations: [ObjectIdentifier: (any Hashable) -> AnyView?] {
        get { extras.storage.navigationDestinations }
        set { extras.unique().navigationDestinations = newValue }
    }
    /// Hints for the next text input (`inputmode`, `autocomplete`, `enterkeyhint`) and its focus.
    var inputHints: InputHints {
        get { extras.storage.inputHints }
        set { extras.unique().inputHints = newValue }
    }
    /// Accessibility modifiers waiting for the first control inside them.
    var accessibility: AccessibilityAttributes? {
        get { extras.storage.accessibility }
        set { extras.unique().accessibility = newValue }
    }
    /// What dismisses the presentation the view is in (a sheet, an alert): each button inside one runs
    /// it after its own action. nil outside a presentation.
    var dismissPresentation: (() -> Void)? {
        get { extras.storage.dismissPresentation }
        set { extras.unique().dismissPresentation = newValue }
    }
    /// Whether the buttons below are a presentation's own (an alert's buttons, a sheet's Close), which
    /// dismiss it after their action.
    var isPresentationAction: Bool {
        get { extras.storage.isPresentationAction }
        set { extras.unique().isPresentationAction = newValue }
    }
    /// Model objects from `.environment(_:)` and `.environmentObject(_:)`, by their type.
    var objects: [ObjectIdentifier: AnyObject] {
        get { extras.storage.objects }
        set { extras.unique().objects = newValue }
    }

    var custom: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { custom[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }
}

/// Reads a value from the environment: `@Environment(\.timeZone) var timeZone`.
///
/// `@Environment(Model.self) var model` reads an observable object put there with `.environment(model)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: (EnvironmentValues) -> Value
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    public var wrappedValue: Value { read(box.values ?? EnvironmentValues()) }
}

// Sendable: installed and read by one evaluation at a time, as the view that holds it is.
final class EnvironmentBox: @unchecked Sendable {
    var values: EnvironmentValues?
}

extension Environment: InstallableProperty {
    func install(key: String, in context: RenderContext) { box.values = context.environment }
}

/// Sets an environment value for the views inside.
struct EnvironmentWriter<Content: View>: View, TransparentView {
    let content: Content
    let transform: (inout EnvironmentValues) -> Void
    var body: Never { primitiveBodyFailure() }

    public func _render(in context: RenderContext) {
        let saved = context.environment
        transform(&context.environment)
        context.render(content)
        context.environment = saved
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and the views inside it.
    public consuming func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Changes the environment value at `keyPath` for this view and the views inside it.
    public consuming func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        EnvironmentWriter(content: self) { transform(&$0[keyPath: keyPath]) }
    }

    consuming func transformEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> EnvironmentWriter<Self> {
        EnvironmentWriter(content: self, transform: transform)
    }

    /// Adds a condition that controls whether people can interact with this view.
    public consuming func disabled(_ disabled: Bool) -> some View {
        transformEnvironment { if disabled { $0.isEnabled = false } }
    }
}

/// The rarely set part of ``EnvironmentValues``, copied on write.
struct EnvironmentExtras {
    // Sendable: a storage shared by several environments (`empty` by all) is never written: `unique()` copies it first.
    final class Storage: @unchecked Sendable {
        var appStyles = AppStyles()
        var navigationDestinations: [ObjectIdentifier: (any Hashable) -> AnyView?] = [:]
        var inputHints = InputHints()
        var accessibility: AccessibilityAttributes?
        var dismissPresentation: (() -> Void)?
        var isPresentationAction = false
        var objects: [ObjectIdentifier: AnyObject] = [:]
        var colorScheme = ColorScheme.light
        var horizontalSizeClass: UserInterfaceSizeClass? = .regular
        var verticalSizeClass: UserInterfaceSizeClass? = .regular
        var locale: Locale?
        /// `.badge` on a tab, for the `TabView` to draw by its link.
        var badge: String?
        var backgroundStyle: AnyShapeStyle?

        init() {}

        init(copying other: Storage) {
            appStyles = other.appStyles
            navigationDestinations = other.navigationDestinations
            inputHints = other.inputHints
            accessibility = other.accessibility
            dismissPresentation = other.dismissPresentation
            isPresentationAction = other.isPresentationAction
            objects = other.objects
            colorScheme = other.colorScheme
            horizontalSizeClass = other.horizontalSizeClass
            verticalSizeClass = other.verticalSizeClass
            locale = other.locale
            badge = other.badge
            backgroundStyle = other.backgroundStyle
        }
    }

    /// One empty storage shared by every environment that sets none of these.
    private static let empty = Storage()

    private(set) var storage = EnvironmentExtras.empty

    /// The storage, made this environment's own first if it is shared.
    mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
        return storage
    }
}

/// A window's size class.
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

/// Declares an environment value with its default: `@Entry var accent: Color = .orange` in an
/// `extension EnvironmentValues`, read with `@Environment(\.accent)` and set with
/// `.environment(\.accent, .teal)`. The macro writes the key type and the accessors.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "FormUIMacros", type: "EntryMacro")
