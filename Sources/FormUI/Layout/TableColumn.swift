import Foundation

/// The columns of a ``Table``: one ``TableColumn``, or the columns a ``TableColumnBuilder`` gathers.
public protocol TableColumnContent {
    /// The type of the rows the columns show.
    associatedtype TableRowValue: Identifiable
    /// The comparator the columns sort with (`Never` when they do not sort).
    associatedtype TableColumnSortComparator
    /// The columns, in order.
    var _tableColumns: TableColumnList<TableRowValue, TableColumnSortComparator> { get }
}

/// Columns gathered, in order: what a ``TableColumnBuilder`` builds.
public struct TableColumnList<RowValue: Identifiable, Sort>: TableColumnContent {
    struct Column {
        let spec: TableColumnSpec<RowValue>
        let comparator: Sort?
    }
    let columns: [Column]
    public var _tableColumns: TableColumnList<RowValue, Sort> { self }
}

/// What a table draws of one column: its header and its cell in a row.
struct TableColumnSpec<RowValue> {
    let label: (RenderContext) -> RenderedLabel
    let cell: (RowValue, RenderContext) -> Void
    /// The header's CSS width, when the column sets one.
    let width: String?
}

/// A column of a ``Table``: a title over a cell for each row.
///
/// A column with `value:` shows the key path's value and, in a table with `sortOrder:`, sorts by it.
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    let label: Label
    let content: (RowValue) -> Content
    let comparator: Sort?
    var width: String?

    init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.content = content
        self.comparator = comparator
    }

    public var _tableColumns: TableColumnList<RowValue, Sort> {
        let label = label
        let content = content
        let spec = TableColumnSpec<RowValue>(
            label: { $0.renderLabel(label) },
            cell: { value, context in context.render(content(value)) },
            width: width
        )
        return TableColumnList(columns: [.init(spec: spec, comparator: comparator)])
    }

    /// Sets the column's width in points.
    public func width(_ width: Double?) -> Self {
        var column = self
        column.width = width.map { "width:" + String(CSSLength.points($0)) + "px" }
        return column
    }

    /// Sets the column's width limits in points: the ideal width, kept between the minimum and maximum.
    public func width(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) -> Self {
        var column = self
        var css = ""
        if let min { css += "min-width:" + String(CSSLength.points(min)) + "px;" }
        if let ideal { css += "width:" + String(CSSLength.points(ideal)) + "px;" }
        if let max { css += "max-width:" + String(CSSLength.points(max)) + "px;" }
        column.width = css.isEmpty ? nil : css
        return column
    }
}

// MARK: Columns that do not sort

extension TableColumn where Sort == Never, Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: nil, content: content)
    }
}

extension TableColumn where Sort == Never, Label == Text, Content == Text {
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(label: Text(titleKey), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column of a table that does not sort: the key path is what it would sort by, unused.
    public init<V>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: nil, content: content)
    }
}

extension TableColumn where Sort == Never {
    public init(@ViewBuilder content: @escaping (RowValue) -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), comparator: nil, content: content)
    }
}

// MARK: Columns that sort

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text, Content == Text {
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value)) { Text(verbatim: $0[keyPath: value]) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String> & Sendable) {
        self.init(label: Text(title), comparator: KeyPathComparator(value)) { Text(verbatim: $0[keyPath: value]) }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: KeyPathComparator(value), content: content)
    }

    public init<V, C: SortComparator>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }
}

extension TableColumn where Sort: SortComparator, Label == Text {
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: comparator, content: content)
    }
}

extension TableColumn where Sort: SortComparator {
    public init(sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), comparator: comparator, content: content)
    }
}

// MARK: The builder

/// Gathers a table's columns in the order written; `if` and `if`/`else` choose among them.
@resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
    public static func buildExpression<C: TableColumnContent>(_ column: C) -> TableColumnList<RowValue, Sort>
    where C.TableRowValue == RowValue, C.TableColumnSortComparator == Sort {
        column._tableColumns
    }

    /// A column that does not sort, in a table that does.
    @_disfavoredOverload
    public static func buildExpression<C: TableColumnContent>(_ column: C) -> TableColumnList<RowValue, Sort>
    where C.TableRowValue == RowValue, C.TableColumnSortComparator == Never {
        TableColumnList(columns: column._tableColumns.columns.map { .init(spec: $0.spec, comparator: nil) })
    }

    public static func buildBlock(_ parts: TableColumnList<RowValue, Sort>...) -> TableColumnList<RowValue, Sort> {
        TableColumnList(columns: parts.flatMap(\.columns))
    }

    public static func buildOptional(_ part: TableColumnList<RowValue, Sort>?) -> TableColumnList<RowValue, Sort> {
        part ?? TableColumnList(columns: [])
    }

    public static func buildEither(first: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { first }
    public static func buildEither(second: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { second }
    public static func buildLimitedAvailability(_ part: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { part }
}

// MARK: Rows

/// The rows of a ``Table``: a collection's elements, or ``TableRow``s written out.
public protocol TableRowContent {
    /// The type of the values the rows show.
    associatedtype TableRowValue: Identifiable
    /// Calls `body` with each row's value, in order.
    func _forEachRow(_ body: (TableRowValue) -> Void)
}

/// The rows of a table made from a collection: one for each element.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    let data: Data
    init(_ data: Data) { self.data = data }
    public func _forEachRow(_ body: (Data.Element) -> Void) {
        for element in data { body(element) }
    }
}

/// One row of a table written out (`Table(of: Person.self) { … } rows: { TableRow(ada) }`).
///
/// It is a view only so that `ForEach(people) { TableRow($0) }` makes rows, as in SwiftUI: a `ForEach`
/// holds views. Drawn anywhere but in a table's rows, it draws nothing.
public struct TableRow<Value: Identifiable>: TableRowContent, View, PrimitiveView {
    public typealias TableRowValue = Value
    let value: Value
    public init(_ value: Value) { self.value = value }
    public func _forEachRow(_ body: (Value) -> Void) { body(value) }
    public var body: Never { primitiveBodyFailure() }
    public func _render(in context: RenderContext) {}
}

/// `ForEach(people) { TableRow($0) }` in a table's rows: a row for each element.
extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public func _forEachRow(_ body: (Content.TableRowValue) -> Void) {
        for element in data { content(element)._forEachRow(body) }
    }
}

/// Rows gathered, in order: what a ``TableRowBuilder`` builds.
public struct TableRowList<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    let values: [Value]
    public func _forEachRow(_ body: (Value) -> Void) { values.forEach(body) }
}

/// Gathers the rows of `Table(of:columns:rows:)` in the order written; `for` loops and `if` make them too.
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<R: TableRowContent>(_ rows: R) -> TableRowList<Value> where R.TableRowValue == Value {
        var values: [Value] = []
        rows._forEachRow { values.append($0) }
        return TableRowList(values: values)
    }

    public static func buildBlock(_ parts: TableRowList<Value>...) -> TableRowList<Value> {
        TableRowList(values: parts.flatMap(\.values))
    }

    public static func buildArray(_ parts: [TableRowList<Value>]) -> TableRowList<Value> {
        TableRowList(values: parts.flatMap(\.values))
    }

    public static func buildOptional(_ part: TableRowList<Value>?) -> TableRowList<Value> { part ?? TableRowList(values: []) }
    public static func buildEither(first: TableRowList<Value>) -> TableRowList<Value> { first }
    public static func buildEither(second: TableRowList<Value>) -> TableRowList<Value> { second }
}
