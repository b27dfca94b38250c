import Foundation

/// Rows a person can delete and reorder: `ForEach(items) { … }.onDelete(perform:)` and `.onMove(perform:)`.
///
/// A phone deletes with a swipe and reorders by dragging in edit mode; a page without JavaScript gives
/// each row buttons instead, after its content: "Delete", and "Move up" / "Move down". Each is an action
/// of the page (`_action=delete-1a2b`), named for the row's identity so that a post from an older page
/// still reaches the row it meant, and calls the closure with the row's offsets as SwiftUI does.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ForEach {
    /// Gives each row a Delete button that calls `action` with the row's offset.
    public consuming func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableRows<Self> {
        EditableRows(rows: self, delete: action)
    }

    /// Gives each row Move up and Move down buttons that call `action` with the row's offset and the
    /// offset it moves to (counted before the move, as `move(fromOffsets:toOffset:)` takes it).
    public consuming func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableRows<Self> {
        EditableRows(rows: self, move: action)
    }
}

extension EditableRows {
    /// Gives each row a Delete button that calls `action` with the row's offset.
    public consuming func onDelete(perform action: ((IndexSet) -> Void)?) -> Self {
        var rows = self
        rows.delete = action
        return rows
    }

    /// Gives each row Move up and Move down buttons (see ``ForEach/onMove(perform:)``).
    public consuming func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self {
        var rows = self
        rows.move = action
        return rows
    }
}

/// A `ForEach` whose rows can be deleted or moved.
public struct EditableRows<Rows: DynamicViewContent>: DynamicViewContent, TransparentView {
    let rows: Rows
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?
    public var body: Never { primitiveBodyFailure() }
    public var data: Rows.Data { rows.data }

    init(rows: Rows, delete: ((IndexSet) -> Void)? = nil, move: ((IndexSet, Int) -> Void)? = nil) {
        self.rows = rows
        self.delete = delete
        self.move = move
    }

    public func _render(in context: RenderContext) {
        guard let forEach = rows as? any RowSource else {
            context.render(rows)
            return
        }
        forEach.renderRows(in: context, delete: delete, move: move)
    }
}

/// A `ForEach`, seen as rows each of which can carry row actions.
protocol RowSource {
    func renderRows(in context: RenderContext, delete: ((IndexSet) -> Void)?, move: ((IndexSet, Int) -> Void)?)
}

extension ForEach: RowSource {
    func renderRows(in context: RenderContext, delete: ((IndexSet) -> Void)?, move: ((IndexSet, Int) -> Void)?) {
        let count = data.count
        // Each element is one row: its content and its buttons, drawn by one leaf view.
        ForEach<[(offset: Int, element: Data.Element)], ID, EditableRow<Content>>(
            data.enumerated().map { (offset: $0.offset, element: $0.element) },
            identify: { [identify] in identify($0.element) },
            content: { [content] pair in
                EditableRow(content: content(pair.element), offset: pair.offset, count: count, delete: delete, move: move)
            }
        )._render(in: context)
    }
}

/// One row of ``EditableRows``: the element's views, then its buttons.
struct EditableRow<Content: View>: Control {
    let content: Content
    let offset: Int
    let count: Int
    let delete: ((IndexSet) -> Void)?
    let move: ((IndexSet, Int) -> Void)?

    func render(in context: ControlContext) {
        context.raw("<div class=\"editable-row\"><div class=\"row-content\">")
        // `.deleteDisabled(true)` and `.moveDisabled(true)` inside the row's content say so here.
        let locks = RowEditLocks()
        let savedLocks = context.base.environment[RowEditLocksKey.self]
        context.base.environment[RowEditLocksKey.self] = locks
        context.render(content, at: "row")
        context.base.environment[RowEditLocksKey.self] = savedLocks
        context.raw("</div><div class=\"row-actions\">")
        var actions: [ControlAction] = []
        let row = offset
        let position = " row " + String(offset + 1)
        if let move, !locks.moveDisabled {
            let up = ControlAction(id: context.name(label: "Move up", fallback: "move", at: "move-up"), label: "Move up" + position, isEnabled: context.isEnabled && row > 0) {
                move(IndexSet(integer: row), row - 1)
            }
            let down = ControlAction(id: context.name(label: "Move down", fallback: "move", at: "move-down"), label: "Move down" + position, isEnabled: context.isEnabled && row < count - 1) {
                move(IndexSet(integer: row), row + 2)
            }
            write(up, text: "Move up", symbol: "↑", isDestructive: false, in: context)
            write(down, text: "Move down", symbol: "↓", isDestructive: false, in: context)
            actions += [up, down]
        }
        if let delete, !locks.deleteDisabled {
            let action = ControlAction(id: context.name(label: "Delete", fallback: "delete", at: "delete"), label: "Delete" + position, isEnabled: context.isEnabled) {
                delete(IndexSet(integer: row))
            }
            write(action, text: "Delete", symbol: nil, isDestructive: true, in: context)
            actions.append(action)
        }
        context.raw("</div></div>")
        var description = ControlDescription(kind: "row-actions", label: "Row " + String(offset + 1))
        description.actions = actions.map { .init(value: $0.id, label: $0.label, disabled: $0.isEnabled ? nil : true) }
        context.register(description, actions: actions)
    }

    private func write(_ action: ControlAction, text: StaticString, symbol: StaticString?, isDestructive: Bool, in context: ControlContext) {
        context.raw(ReservedField.actionButtonOpening)
        context.attribute(action.id)
        context.raw(isDestructive ? "\" class=\"row-action destructive\"" : "\" class=\"row-action\"")
        context.attribute("aria-label", action.label)
        context.flag("disabled", !action.isEnabled)
        context.raw(">")
        if let symbol {
            context.raw("<span aria-hidden=\"true\">")
            context.raw(symbol)
            context.raw("</span>")
        } else {
            context.raw(text)
        }
        context.raw("</button>")
    }
}

// MARK: Rows that cannot be deleted or moved

extension View {
    /// Takes the Delete button away from this row of a list (`.onDelete`).
    public consuming func deleteDisabled(_ isDisabled: Bool) -> some View {
        RowEditLockView(content: self, deleteDisabled: isDisabled, moveDisabled: false)
    }

    /// Takes the Move up and Move down buttons away from this row of a list (`.onMove`).
    public consuming func moveDisabled(_ isDisabled: Bool) -> some View {
        RowEditLockView(content: self, deleteDisabled: false, moveDisabled: isDisabled)
    }
}

/// What the content of one ``EditableRow`` asks of its buttons.
// Sendable: made by one row and written by its content within one evaluation, on one thread.
final class RowEditLocks: @unchecked Sendable {
    var deleteDisabled = false
    var moveDisabled = false
}

/// The locks of the editable row being evaluated, for the modifiers inside it.
struct RowEditLocksKey: EnvironmentKey {
    static let defaultValue: RowEditLocks? = nil
}

/// A row's content, with what it asks of the row's buttons.
struct RowEditLockView<Content: View>: View, TransparentView {
    let content: Content
    let deleteDisabled: Bool
    let moveDisabled: Bool
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        if let locks = context.environment[RowEditLocksKey.self] {
            if deleteDisabled { locks.deleteDisabled = true }
            if moveDisabled { locks.moveDisabled = true }
        }
        context.render(content)
    }
}

// MARK: Swipe actions

extension View {
    /// The buttons a row shows when swiped: on a page, after the row's content.
    public consuming func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        SwipeActionsView(content: self, actions: content())
    }
}

/// The edge of a row swipe actions appear at.
public enum HorizontalEdge: Sendable { case leading, trailing }

/// A row and its swipe actions: one row of a list.
struct SwipeActionsView<Content: View, Actions: View>: View, PrimitiveView {
    let content: Content
    let actions: Actions
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        context.html.raw("<div class=\"editable-row\"><div class=\"row-content\">")
        context.render(content, at: "row")
        context.html.raw("</div><div class=\"row-actions\">")
        context.render(actions, at: "swipe")
        context.html.raw("</div></div>")
    }
}

// MARK: Edit mode

/// The button that turns a list's edit mode on and off. A page shows every row's Delete and Move
/// buttons without edit mode, so it is accepted and draws nothing.
public struct EditButton: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBodyFailure() }
    public func _render(in context: RenderContext) {}
}

// MARK: Offsets

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as `onDelete` passes them.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before the element at `destination` (counted before the move),
    /// as `onMove` passes them.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        let target = index(startIndex, offsetBy: Swift.max(0, Swift.min(destination - before, count)))
        insert(contentsOf: moving, at: target)
    }
}
