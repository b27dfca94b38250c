import Foundation
import FormUIDatabases

/// Turns a `#Predicate` into a SQL condition over a model's columns, every value bound, never spliced.
///
/// The subset that becomes SQL (README, "SwiftData"): `==`, `!=`, `<`, `<=`, `>`, `>=` between stored
/// properties and values; `&&`, `||`, `!`; comparisons with `nil`, `??`, `?.` and `!`; a `Bool`
/// property alone; `String`'s `contains`, `localizedStandardContains` (ignoring case and
/// diacritics, as Foundation folds text), `starts(with:)`, `isEmpty` and `count`; `array.contains($0.x)`
/// (`IN`); `+`, `-`, `*`. A part that does not depend on the model (a captured `search.isEmpty`) is
/// worked out first and bound as a value. Anything else is a ``SwiftDataError`` naming the expression,
/// thrown at the first fetch.
struct PredicateSQL {
    let schema: ModelSchema
    let dialect: SQLDialect
    /// The SQL each variable of the predicate stands for: its model's row for the predicate's own, the
    /// unwrapped value inside an `?.`.
    private var variables: [PredicateExpressions.VariableID: SQLFragment?] = [:]

    private init(schema: ModelSchema, dialect: SQLDialect, root: PredicateExpressions.VariableID) {
        self.schema = schema
        self.dialect = dialect
        variables[root] = .some(nil)
    }

    /// The condition `predicate` sets, as SQL.
    static func condition<Model: PersistentModel>(_ predicate: Predicate<Model>, _ dialect: SQLDialect) throws(SwiftDataError) -> SQLFragment {
        var translator = PredicateSQL(schema: ModelSchema.of(Model.self), dialect: dialect, root: predicate.variable.key)
        return try translator.condition(predicate.expression)
    }

    /// `expression` where SQL wants a condition: a `Bool` column is compared with true.
    mutating func condition(_ expression: some PredicateExpression) throws(SwiftDataError) -> SQLFragment {
        if let constant = constant(expression) {
            return (constant as? Bool) == true ? SQLFragment("1 = 1") : SQLFragment("1 = 0")
        }
        if let translatable = expression as? any SQLCondition {
            return try translatable.condition(in: &self)
        }
        let value = try self.value(expression)
        return "(" + value + " <> 0)"
    }

    /// `expression` where SQL wants a value.
    mutating func value(_ expression: some PredicateExpression) throws(SwiftDataError) -> SQLFragment {
        if let constant = constant(expression) {
            do {
                return .value(try ColumnCoding.encode(constant))
            } catch {
                throw unsupported(expression, because: error.description)
            }
        }
        if let translatable = expression as? any SQLValueExpression {
            return try translatable.value(in: &self)
        }
        if expression is any SQLCondition {
            // A condition used as a value (`($0.a > 1) == flag`): 1 or 0.
            return "(CASE WHEN " + (try condition(expression)) + " THEN 1 ELSE 0 END)"
        }
        throw unsupported(expression)
    }

    /// The value of an expression that does not depend on the model: nil for one that does.
    func constant(_ expression: some PredicateExpression) -> Any? {
        if expression is any PredicateVariable { return nil }
        // A variable not bound here makes evaluation throw: the expression depends on the model.
        guard let value = try? expression.evaluate(PredicateBindings()) else { return nil }
        return value as Any
    }

    /// The SQL a variable stands for; nil for the predicate's own model (only its properties are SQL).
    func variable(_ key: PredicateExpressions.VariableID) -> SQLFragment?? { variables[key] }

    mutating func bind(_ key: PredicateExpressions.VariableID, to fragment: SQLFragment) {
        variables[key] = .some(fragment)
    }

    func column(for keyPath: AnyKeyPath, in expression: some PredicateExpression) throws(SwiftDataError) -> SQLFragment {
        guard let property = schema.property(for: keyPath) else {
            throw unsupported(expression, because: "\(keyPath) is not a stored property of \(schema.name): a predicate can test only the properties kept in its table")
        }
        return SQLFragment(quoted(property.name))
    }

    func unsupported(_ expression: some PredicateExpression, because reason: String? = nil) -> SwiftDataError {
        let name = String(describing: type(of: expression))
        let short = name.split(separator: "<").first.map(String.init) ?? name
        return SwiftDataError(
            .unsupportedPredicate,
            "A #Predicate on \(schema.name) uses \(short), which FormUI does not turn into SQL\(reason.map { ": " + $0 } ?? ""). Predicates become SQL for comparisons, &&, ||, !, nil checks, contains, localizedStandardContains, starts(with:), isEmpty and count (README, “SwiftData”). The expression: \(name)."
        )
    }
}

/// An expression that is a condition in SQL.
protocol SQLCondition {
    func condition(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment
}

/// An expression that is a value in SQL.
protocol SQLValueExpression {
    func value(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment
}

/// A predicate's variable, whatever its type.
protocol PredicateVariable {
    var variableKey: PredicateExpressions.VariableID { get }
}

extension PredicateExpressions.Variable: PredicateVariable {
    var variableKey: PredicateExpressions.VariableID { key }
}

extension PredicateExpressions.Variable: SQLValueExpression {
    func value(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment {
        guard case .some(.some(let fragment)) = translator.variable(key) else { throw translator.unsupported(self, because: "a model is not a value") }
        return fragment
    }
}

extension PredicateExpressions.KeyPath: SQLValueExpression {
    func value(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment {
        if let variable = root as? any PredicateVariable, case .some(nil) = translator.variable(variable.variableKey) {
            return try translator.column(for: keyPath, in: self)
        }
        let base = try translator.value(root)
        switch keyPath as AnyKeyPath {
        case \String.count: return "length(" + base + ")"
        case \String.isEmpty: return "(CASE WHEN length(" + base + ") = 0 THEN 1 ELSE 0 END)"
        default: throw translator.unsupported(self, because: "\(keyPath) goes through another model or a computed value")
        }
    }
}

extension PredicateExpressions.KeyPath: SQLCondition {
    func condition(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment {
        if keyPath as AnyKeyPath == \String.isEmpty, !(root is any PredicateVariable) {
            return "(length(" + (try translator.value(root)) + ") = 0)"
        }
        return "(" + (try value(in: &translator)) + " <> 0)"
    }
}

extension PredicateExpressions.Equal: SQLCondition {
    func condition(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment {
        try translator.sameness(lhs, rhs, operator: translator.dialect.isSame)
    }
}

extension PredicateExpressions.NotEqual: SQLCondition {
    func condition(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment {
        try translator.sameness(lhs, rhs, operator: translator.dialect.isNotSame)
    }
}

extension PredicateSQL {
    /// `==` or `!=` (`IS` or `IS NOT`: SQL's comparisons that treat NULL as a value, as Swift treats
    /// nil), written `x IS NULL` when one side is `nil`.
    mutating func sameness(_ lhs: some PredicateExpression, _ rhs: some PredicateExpression, operator sign: String) throws(SwiftDataError) -> SQLFragment {
        let left = try value(lhs)
        let right = try value(rhs)
        let isNull = sign == dialect.isSame ? " IS NULL)" : " IS NOT NULL)"
        if left.parameters == [.null] { return "(" + right + isNull }
        if right.parameters == [.null] { return "(" + left + isNull }
        return "(" + left + sign + right + ")"
    }
}

extension PredicateExpressions.NilLiteral: SQLValueExpression {
    func value(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment { .value(.null) }
}

extension PredicateExpressions.Comparison: SQLCondition {
    func condition(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment {
        let sign = switch op {
        case .lessThan: " < "
        case .lessThanOrEqual: " <= "
        case .greaterThan: " > "
        case .greaterThanOrEqual: " >= "
        }
        return "(" + (try translator.value(lhs)) + sign + (try translator.value(rhs)) + ")"
    }
}

extension PredicateExpressions.Conjunction: SQLCondition {
    func condition(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment {
        "(" + (try translator.condition(lhs)) + " AND " + (try translator.condition(rhs)) + ")"
    }
}

extension PredicateExpressions.Disjunction: SQLCondition {
    func condition(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment {
        "(" + (try translator.condition(lhs)) + " OR " + (try translator.condition(rhs)) + ")"
    }
}

extension PredicateExpressions.Negation: SQLCondition {
    func condition(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment {
        // A NULL inside (an optional's test) counts as false, as it does in Swift after `== true`.
        "(NOT coalesce(" + (try translator.condition(wrapped)) + ", FALSE))"
    }
}

extension PredicateExpressions.NilCoalesce: SQLValueExpression {
    func value(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment {
        "coalesce(" + (try translator.value(lhs)) + ", " + (try translator.value(rhs)) + ")"
    }
}

extension PredicateExpressions.ForcedUnwrap: SQLValueExpression {
    func value(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment {
        try translator.value(inner)
    }
}

extension PredicateExpressions.OptionalFlatMap: SQLValueExpression {
    func value(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment {
        // `$0.note?.contains(x)`: the transform reads the unwrapped value where it reads its variable;
        // SQL's NULL carries through the functions it calls, as nil does through `?.`.
        let unwrapped = try translator.value(wrapped)
        translator.bind(variable.key, to: unwrapped)
        return try translator.value(transform)
    }
}

extension PredicateExpressions.OptionalFlatMap: SQLCondition {
    func condition(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment {
        let unwrapped = try translator.value(wrapped)
        translator.bind(variable.key, to: unwrapped)
        return try translator.condition(transform)
    }
}

extension PredicateExpressions.CollectionContainsCollection: SQLCondition {
    func condition(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment {
        guard Base.Output.self == String.self || Base.Output.self == Substring.self else {
            throw translator.unsupported(self, because: "only a string's contains becomes SQL")
        }
        let part = try translator.value(other)
        return translator.dialect.contains(try translator.value(base), part)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: SQLCondition {
    func condition(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment {
        let part = try translator.value(other)
        return translator.dialect.contains("formui_fold(" + (try translator.value(root)) + ")", "formui_fold(" + part + ")")
    }
}

extension PredicateExpressions.SequenceStartsWith: SQLCondition {
    func condition(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment {
        guard Base.Output.self == String.self || Base.Output.self == Substring.self else {
            throw translator.unsupported(self, because: "only a string's starts(with:) becomes SQL")
        }
        let prefix = try translator.value(self.prefix)
        return "(substr(" + (try translator.value(base)) + ", 1, length(" + prefix + ")) = " + prefix + ")"
    }
}

extension PredicateExpressions.SequenceContains: SQLCondition {
    func condition(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment {
        guard let values = translator.constant(sequence) as? any Sequence else {
            throw translator.unsupported(self, because: "only a list of values given to the predicate can be searched (`names.contains($0.name)`)")
        }
        var list: [SQLFragment] = []
        for element in values {
            do {
                list.append(.value(try ColumnCoding.encode(element)))
            } catch {
                throw translator.unsupported(self, because: error.description)
            }
        }
        if list.isEmpty { return SQLFragment("1 = 0") }
        var fragment = "(" + (try translator.value(self.element)) + " IN ("
        for (index, item) in list.enumerated() { fragment = fragment + (index == 0 ? "" : ", ") + item }
        return fragment + "))"
    }
}

extension PredicateExpressions.Arithmetic: SQLValueExpression {
    func value(in translator: inout PredicateSQL) throws(SwiftDataError) -> SQLFragment {
        let sign = switch op {
        case .add: " + "
        case .subtract: " - "
        case .multiply: " * "
        }
        return "(" + (try translator.value(lhs)) + sign + (try translator.value(rhs)) + ")"
    }
}
