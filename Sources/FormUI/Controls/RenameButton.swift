/// A button that starts renaming: it runs the rename action the views around it set with
/// `.renameAction(_:)`, as a document's title menu does. Without one it is drawn disabled, since it
/// would do nothing.
public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename
    let label: Label

    public var body: some View {
        Button { rename?() } label: { label }
            .disabled(rename == nil)
    }
}

extension RenameButton where Label == FormUI.Label<Text, Image> {
    /// The button "Rename", with a pencil.
    public init() { label = FormUI.Label("Rename", systemImage: "pencil") }
}

/// What a ``RenameButton`` runs: the action of the nearest `.renameAction(_:)` above it.
public struct RenameAction: Sendable {
    // Sendable: called by the evaluation that read it, on its thread.
    nonisolated(unsafe) let action: () -> Void
    public func callAsFunction() { action() }
}

extension EnvironmentValues {
    /// The rename action of the views above, nil when none set one.
    public var rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

private struct RenameActionKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}

extension View {
    /// What a ``RenameButton`` inside runs.
    public consuming func renameAction(_ action: @escaping () -> Void) -> some View {
        environment(\.rename, RenameAction(action: action))
    }

    /// A ``RenameButton`` inside focuses the field bound to `isFocused` (the field then carries
    /// `autofocus` on the page that answers the press).
    public consuming func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\.rename, RenameAction(action: { isFocused.wrappedValue = true }))
    }
}
