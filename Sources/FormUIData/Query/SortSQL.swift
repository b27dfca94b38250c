import Foundation
import FormUIDatabases

/// Sort descriptors as SQL's `ORDER BY`: each key path a column, strings without regard to case (as
/// SwiftData's default, localized comparison orders them), and the rows' order of insertion last, so
/// that equal keys keep one order from fetch to fetch.
enum SortSQL {
    static func orderBy<Model: PersistentModel>(_ descriptors: [SortDescriptor<Model>], _ dialect: SQLDialect) throws(SwiftDataError) -> String {
        let schema = ModelSchema.of(Model.self)
        var terms: [String] = []
        for descriptor in descriptors {
            guard let keyPath = descriptor.keyPath, let property = schema.property(for: keyPath) else {
                throw SwiftDataError(.unsupportedPredicate, "A sort of \(schema.name) by \(descriptor.keyPath.map { "\($0)" } ?? "a comparator") cannot become SQL: sort by a stored property's key path (`SortDescriptor(\\\(schema.name).title)`).")
            }
            let column = property.column == .text ? dialect.caseInsensitive(quoted(property.name)) : quoted(property.name)
            terms.append(column + (descriptor.order == .reverse ? " DESC" : " ASC"))
        }
        terms.append("\"_id\" ASC")
        return terms.joined(separator: ", ")
    }
}
