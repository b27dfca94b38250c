/// A control for selecting from a set of mutually exclusive values.
///
/// The options are the leaves of `content`, each with its tag (`.tag(_:)`, or the element id a `ForEach`
/// gives it). The style decides the HTML: a `<select>` (`.menu`, `.automatic`, `.wheel`), radio buttons
/// (`.radioGroup`, `.inline`), a row of submit buttons (`.segmented`, `.palette`) or a link to a list of
/// options (`.navigationLink`). Decoding accepts exactly the option values this rendering offered.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    @usableFromInline let label: Label
    @usableFromInline let selection: BoundValues<SelectionValue>
    @usableFromInline let content: Content
    @usableFromInline let currentValueLabel: AnyView?

    @inlinable
    init(label: consuming Label, selection: BoundValues<SelectionValue>, content: consuming Content, currentValueLabel: AnyView?) {
        self.label = label
        self.selection = selection
        self.content = content
        self.currentValueLabel = currentValueLabel
    }

    // MARK: Creating a picker

    /// Creates a picker that displays a custom label.
    @inlinable
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: BoundValues(selection), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker that displays a custom label and a custom value label where applicable.
    public init<V: View>(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(label: label(), selection: BoundValues(selection), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }

    /// Creates a picker bound to a collection of bindings that displays a custom label.
    public init<C: RandomAccessCollection>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: BoundValues(sources: sources, keyPath: selection), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker bound to a collection of bindings that displays a custom label and current value label.
    public init<C: RandomAccessCollection, V: View>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(label: label(), selection: BoundValues(sources: sources, keyPath: selection), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }

    /// Creates a picker that displays a custom label. (Deprecated in SwiftUI: use `init(selection:content:label:)`.)
    @available(*, deprecated, renamed: "init(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(label: label, selection: BoundValues(selection), content: content(), currentValueLabel: nil)
    }
}

// MARK: Text labels

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    @inlinable
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), selection: BoundValues(selection), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker that generates its label from a string.
    @inlinable @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), selection: BoundValues(selection), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a localized string key.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(label: Text(titleKey), selection: BoundValues(sources: sources, keyPath: selection), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a string.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(label: Text(title), selection: BoundValues(sources: sources, keyPath: selection), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker that generates its label from a localized string key and accepts a custom current value label.
    public init<V: View>(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(label: Text(titleKey), selection: BoundValues(selection), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: View>(
        _ title: S, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(label: Text(title), selection: BoundValues(selection), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a string and accepts a custom current value label.
    public init<C: RandomAccessCollection, V: View>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(label: Text(titleKey), selection: BoundValues(sources: sources, keyPath: selection), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol, V: View>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(label: Text(title), selection: BoundValues(sources: sources, keyPath: selection), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }
}

// MARK: Labels with an image

extension Picker where Label == FormUI.Label<Text, Image> {
    /// Creates a picker that generates its label from a localized string key and system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(label: FormUI.Label(titleKey, systemImage: systemImage), selection: BoundValues(selection), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker that generates its label from a string and system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(label: FormUI.Label(title, systemImage: systemImage), selection: BoundValues(selection), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a localized string key and system image.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) {
        self.init(label: FormUI.Label(titleKey, systemImage: systemImage), selection: BoundValues(sources: sources, keyPath: selection), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a string and system image.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, systemImage: String, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) {
        self.init(label: FormUI.Label(title, systemImage: systemImage), selection: BoundValues(sources: sources, keyPath: selection), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker that generates its label from a localized string key and image resource.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(label: FormUI.Label(titleKey, image: image), selection: BoundValues(selection), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker that generates its label from a string and image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(label: FormUI.Label(title, image: image), selection: BoundValues(selection), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a localized string key and image resource.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) {
        self.init(label: FormUI.Label(titleKey, image: image), selection: BoundValues(sources: sources, keyPath: selection), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a string and image resource.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, image: ImageResource, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) {
        self.init(label: FormUI.Label(title, image: image), selection: BoundValues(sources: sources, keyPath: selection), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker that accepts a custom current value label and generates its label from a localized string key and system image.
    public init<V: View>(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(label: FormUI.Label(titleKey, systemImage: systemImage), selection: BoundValues(selection), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: View>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(label: FormUI.Label(title, systemImage: systemImage), selection: BoundValues(selection), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }

    /// Creates a picker bound to a collection of bindings that accepts a custom current value label and generates its label from a string and system image.
    public init<C: RandomAccessCollection, V: View>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(label: FormUI.Label(titleKey, systemImage: systemImage), selection: BoundValues(sources: sources, keyPath: selection), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol, V: View>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(label: FormUI.Label(title, systemImage: systemImage), selection: BoundValues(sources: sources, keyPath: selection), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }

    /// Creates a picker that accepts a custom current value label and generates its label from a localized string key and image resource.
    public init<V: View>(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(label: FormUI.Label(titleKey, image: image), selection: BoundValues(selection), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: View>(
        _ title: S, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(label: FormUI.Label(title, image: image), selection: BoundValues(selection), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }

    /// Creates a picker bound to a collection of bindings that accepts a custom current value label and generates its label from a string and image resource.
    public init<C: RandomAccessCollection, V: View>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(label: FormUI.Label(titleKey, image: image), selection: BoundValues(sources: sources, keyPath: selection), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol, V: View>(
        _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(label: FormUI.Label(title, image: image), selection: BoundValues(sources: sources, keyPath: selection), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }
}
