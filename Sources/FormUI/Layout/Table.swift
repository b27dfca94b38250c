import Foundation

/// Rows of values in columns: an HTML `<table>`.
///
/// Each column is a `<th scope="col">` header and a cell in every row; a row's first cell is its header
/// (`<th scope="row">`), so a screen reader reads a cell with its row and column. On a phone (a narrow
/// page) only the first column shows, as a compact table does on iOS. `.accessibilityLabel` names the
/// table.
///
/// With `sortOrder:`, the header of a column that has a comparator (`TableColumn("Name", value: \.name)`)
/// is a submit button: pressing it puts the column's comparator first in the binding, or reverses its
/// order when it is first already, and the header says how the rows are sorted (`aria-sort`). The app
/// sorts its rows from the binding, as on a device (`.onChange(of: sortOrder) { people.sort(using: $1) }`).
///
/// With `selection:`, each row's header has a button that selects the row (`aria-pressed`): a single
/// selection is the row alone, a set of them gains or loses the row.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let rows: Rows
    let columns: [TableColumnSpec<Value>]
    var sorting: TableSorting?
    var selection: TableSelection<Value>?
    public var body: Never { primitiveBodyFailure() }

    init<Sort>(rows: Rows, columns: TableColumnList<Value, Sort>) where Columns == TableColumnList<Value, Sort> {
        self.rows = rows
        self.columns = columns.columns.map(\.spec)
    }
}

// MARK: Tables of a collection

extension Table {
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns == TableColumnList<Value, Never> {
        self.init(rows: TableForEachContent(data), columns: columns())
    }

    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns == TableColumnList<Value, Never> {
        self.init(rows: TableForEachContent(data), columns: columns())
        self.selection = TableSelection(selection)
    }

    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns == TableColumnList<Value, Never> {
        self.init(rows: TableForEachContent(data), columns: columns())
        self.selection = TableSelection(selection)
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns == TableColumnList<Value, Sort>, Sort.Compared == Value {
        let list = columns()
        self.init(rows: TableForEachContent(data), columns: list)
        sorting = TableSorting(sortOrder, comparators: list.columns.map(\.comparator))
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns == TableColumnList<Value, Sort>, Sort.Compared == Value {
        self.init(data, sortOrder: sortOrder, columns: columns)
        self.selection = TableSelection(selection)
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Columns == TableColumnList<Value, Sort>, Sort.Compared == Value {
        self.init(data, sortOrder: sortOrder, columns: columns)
        self.selection = TableSelection(selection)
    }
}

// MARK: Tables of rows written out

extension Table {
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns == TableColumnList<Value, Never> {
        self.init(rows: rows(), columns: columns())
    }

    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns == TableColumnList<Value, Never> {
        self.init(rows: rows(), columns: columns())
        self.selection = TableSelection(selection)
    }

    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns == TableColumnList<Value, Never> {
        self.init(rows: rows(), columns: columns())
        self.selection = TableSelection(selection)
    }

    public init<Sort: SortComparator>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns == TableColumnList<Value, Sort>, Sort.Compared == Value {
        let list = columns()
        self.init(rows: rows(), columns: list)
        sorting = TableSorting(sortOrder, comparators: list.columns.map(\.comparator))
    }
}

// MARK: Rendering

extension Table: PrimitiveView {
    public func _render(in context: RenderContext) {
        let enabled = context.environment.isEnabled
        context.html.raw("<div class=\"table-box\"><table class=\"table\"")
        context.writeAccessibilityAttributes()
        context.html.raw("><thead><tr>")
        var actions: [ControlAction] = []
        var descriptions: [ControlDescription.Action] = []
        for (index, column) in columns.enumerated() {
            context.descend({ $0.append(contentsOf: "column-".utf8); appendDecimal(index, to: &$0) }) {
                let label = column.label(context)
                context.html.raw("<th scope=\"col\"")
                if let width = column.width { context.html.attribute("style", width) }
                guard let sorting, sorting.isSortable(index) else {
                    context.html.raw(">")
                    label.write(to: &context.html)
                    context.html.raw("</th>")
                    return
                }
                let order = sorting.primaryOrder(index)
                if let order { context.html.raw(order == .forward ? " aria-sort=\"ascending\"" : " aria-sort=\"descending\"") }
                let id = context.controls.allocateName(label: "Sort by " + label.nameSource, fallback: "sort", path: context.path)
                context.html.raw(">")
                context.html.raw(ReservedField.actionButtonOpening)
                context.html.attribute(id)
                context.html.raw("\" class=\"table-sort\"")
                context.html.flag("disabled", !enabled)
                context.html.raw(">")
                label.write(to: &context.html)
                switch order {
                case .forward?: context.html.raw("<span class=\"sort-indicator\" aria-hidden=\"true\">▲</span>")
                case .reverse?: context.html.raw("<span class=\"sort-indicator\" aria-hidden=\"true\">▼</span>")
                case nil: break
                }
                context.html.raw("</button></th>")
                let spoken = "Sort by " + label.text
                actions.append(ControlAction(id: id, label: spoken, isEnabled: enabled) { sorting.sort(index) })
                descriptions.append(.init(value: id, label: spoken, disabled: enabled ? nil : true))
            }
        }
        context.html.raw("</tr></thead><tbody>")
        let namer = IdentityNamer(Value.ID.self)
        var number = 0
        rows._forEachRow { value in
            number += 1
            let row = number
            let id = value.id
            context.descend({ path in
                path.append(contentsOf: "id:".utf8)
                namer.append(id, to: &path)
            }) {
                let isSelected = selection?.isSelected(id) ?? false
                context.html.raw(isSelected ? "<tr class=\"selected\">" : "<tr>")
                for (index, column) in columns.enumerated() {
                    context.html.raw(index == 0 ? "<th scope=\"row\">" : "<td>")
                    if index == 0, let selection {
                        let spoken = "Select row " + String(row)
                        let name = context.controls.allocateName(label: "Select", fallback: "select", path: context.path + ".select")
                        context.html.raw(ReservedField.actionButtonOpening)
                        context.html.attribute(name)
                        context.html.raw(isSelected ? "\" class=\"table-select\" aria-pressed=\"true\"" : "\" class=\"table-select\" aria-pressed=\"false\"")
                        context.html.attribute("aria-label", spoken)
                        context.html.flag("disabled", !enabled)
                        context.html.raw("><span aria-hidden=\"true\">")
                        context.html.raw(isSelected ? "●" : "○")
                        context.html.raw("</span></button>")
                        actions.append(ControlAction(id: name, label: spoken, isEnabled: enabled) { selection.select(id) })
                        descriptions.append(.init(value: name, label: spoken, disabled: enabled ? nil : true))
                    }
                    context.descend({ $0.append(contentsOf: "cell-".utf8); appendDecimal(index, to: &$0) }) {
                        column.cell(value, context)
                    }
                    context.html.raw(index == 0 ? "</th>" : "</td>")
                }
                context.html.raw("</tr>")
            }
        }
        context.html.raw("</tbody></table></div>")
        if !actions.isEmpty {
            var description = ControlDescription(kind: "table", label: "Table")
            description.actions = descriptions
            context.controls.register(description, actions: actions)
        }
    }
}

// MARK: Sorting and selection

/// A table's `sortOrder:` binding, with the comparator of each of its columns (nil for a column that
/// does not sort).
// Sendable: made by a table and used by its header buttons within one evaluation.
struct TableSorting: @unchecked Sendable {
    let isSortable: (Int) -> Bool
    /// The order of the column's comparator when it comes first in the binding.
    let primaryOrder: (Int) -> SortOrder?
    /// Puts the column's comparator first, or reverses it when it is first already.
    let sort: (Int) -> Void

    init<Sort: SortComparator>(_ binding: Binding<[Sort]>, comparators: [Sort?]) {
        func forward(_ comparator: Sort) -> Sort {
            var comparator = comparator
            comparator.order = .forward
            return comparator
        }
        isSortable = { comparators.indices.contains($0) && comparators[$0] != nil }
        primaryOrder = { index in
            guard let comparator = comparators[index], let first = binding.wrappedValue.first else { return nil }
            return forward(first) == forward(comparator) ? first.order : nil
        }
        sort = { index in
            guard let comparator = comparators[index] else { return }
            var order = binding.wrappedValue
            if let first = order.first, forward(first) == forward(comparator) {
                order[0].order = first.order == .forward ? .reverse : .forward
            } else {
                order.removeAll { forward($0) == forward(comparator) }
                order.insert(forward(comparator), at: 0)
            }
            binding.wrappedValue = order
        }
    }
}

/// A table's `selection:` binding: one row, or a set of rows.
// Sendable: made by a table and used by its rows' buttons within one evaluation.
struct TableSelection<Value: Identifiable>: @unchecked Sendable {
    let isSelected: (Value.ID) -> Bool
    /// Selects the row: alone for a single selection; a set gains it, or loses it when it has it.
    let select: (Value.ID) -> Void

    init(_ binding: Binding<Value.ID?>) {
        isSelected = { binding.wrappedValue == $0 }
        select = { binding.wrappedValue = $0 }
    }

    init(_ binding: Binding<Set<Value.ID>>) {
        isSelected = { binding.wrappedValue.contains($0) }
        select = { id in
            if binding.wrappedValue.contains(id) { binding.wrappedValue.remove(id) } else { binding.wrappedValue.insert(id) }
        }
    }
}

// MARK: Styles

/// How a table is drawn: a class on a box around the tables inside.
public protocol TableStyle: Sendable {}

/// A table style FormUI draws, by its class.
protocol TableStyleClass { static var className: StaticString { get } }

public struct AutomaticTableStyle: TableStyle, TableStyleClass { static let className: StaticString = "table-style-automatic"; public init() {} }
public struct InsetTableStyle: TableStyle, TableStyleClass { static let className: StaticString = "table-style-inset"; public init() {} }
public struct BorderedTableStyle: TableStyle, TableStyleClass { static let className: StaticString = "table-style-bordered"; public init() {} }

extension TableStyle where Self == AutomaticTableStyle { public static var automatic: AutomaticTableStyle { .init() } }
extension TableStyle where Self == InsetTableStyle { public static var inset: InsetTableStyle { .init() } }
extension TableStyle where Self == BorderedTableStyle { public static var bordered: BorderedTableStyle { .init() } }

extension View {
    /// Sets the style of the tables inside.
    public consuming func tableStyle<S: TableStyle>(_ style: S) -> some View {
        styled((S.self as? any TableStyleClass.Type)?.className ?? "table-style-automatic", "")
    }
}
