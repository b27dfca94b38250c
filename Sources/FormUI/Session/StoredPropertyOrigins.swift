import Foundation
import Locking

// MARK: Where a stored value comes from

/// A property wrapper whose value a session keeps (`@State`, `@StateObject`, `@FocusState`): the type
/// it holds, and whether it is only a hint for the next page shown (`@FocusState`), which a store leaves
/// out when its type cannot be stored, as a new page load would forget it.
protocol StoredProperty {
    static var storedValueType: Any.Type { get }
    static var isTransient: Bool { get }
}

extension StoredProperty {
    static var isTransient: Bool { false }
}

extension FocusState: StoredProperty {
    static var storedValueType: Any.Type { Value.self }
    static var isTransient: Bool { true }
}

extension State: StoredProperty {
    static var storedValueType: Any.Type { Value.self }
}

extension StateObject: StoredProperty {
    static var storedValueType: Any.Type { ObjectType.self }
}

/// Which views declare a stored property of each name, noted once per view type as its properties are
/// first found: a value that cannot be stored is reported with its view, not only its key (`r.0.2#_list`).
enum StoredPropertyOrigins {
    private struct Origin {
        let view: Any.Type
        let valueType: Any.Type
        let isTransient: Bool
    }

    private static let byProperty = Locked([String: [Origin]]())

    static func note(view: Any.Type, property: String, valueType: Any.Type, isTransient: Bool = false) {
        byProperty.withLock { $0[property, default: []].append(Origin(view: view, valueType: valueType, isTransient: isTransient)) }
    }

    /// Whether the value under `key` (`path#property`) belongs to a property that is only a hint
    /// (`@FocusState`) in every view seen to declare it with that type.
    static func isTransient(key: String, valueType: Any.Type) -> Bool {
        // A `NavigationPath` holds values of any types: the address of the page says where its stack is.
        if valueType == NavigationPath.self { return true }
        guard let mark = key.lastIndex(of: "#") else { return false }
        let property = String(key[key.index(after: mark)...])
        let origins = byProperty.withLock { $0[property] ?? [] }.filter { $0.valueType == valueType }
        return !origins.isEmpty && origins.allSatisfy(\.isTransient)
    }

    /// Every stored property seen so far whose type cannot be stored: view, property, type and why.
    static func unstorable() -> [(view: String, property: String, type: String, reason: String)] {
        let all = byProperty.withLock { $0 }
        var found: [(view: String, property: String, type: String, reason: String)] = []
        for (property, origins) in all {
            for origin in origins where !origin.isTransient && origin.valueType != NavigationPath.self {
                if let reason = ValueCoding.problem(withType: origin.valueType) {
                    let name = property.hasPrefix("_") ? String(property.dropFirst()) : property
                    found.append((String(reflecting: origin.view), name, String(reflecting: origin.valueType), reason))
                }
            }
        }
        return found.sorted { ($0.view, $0.property) < ($1.view, $1.property) }
    }

    /// The views that declare `property` holding `valueType`, by name.
    static func views(declaring property: String, holding valueType: Any.Type) -> [String] {
        let origins = byProperty.withLock { $0[property] ?? [] }
        return origins.filter { $0.valueType == valueType }.map { String(reflecting: $0.view) }
    }
}

extension StoredStateError {
    /// The message for a value under `key` (a view's `path#property`, or an `@AppStorage` key) that
    /// cannot be stored.
    static func notStorable(key: String, value: Any, reason: String, appStorage: Bool) -> StoredStateError {
        let type = String(reflecting: Swift.type(of: value))
        let advice = "Make \(type) Codable (or RawRepresentable with a Codable raw value) so that a session store that outlives the process (sqlite:…) can keep it; see README, “Sessions that survive restarts”."
        if appStorage {
            return StoredStateError(.notStorable, "The @AppStorage value “\(key)” holds a \(type), which cannot be stored: \(reason). \(advice)")
        }
        let property: String
        if let mark = key.lastIndex(of: "#") {
            property = String(key[key.index(after: mark)...])
        } else {
            property = key
        }
        let shownName = property.hasPrefix("_") ? String(property.dropFirst()) : property
        let views = StoredPropertyOrigins.views(declaring: property, holding: Swift.type(of: value))
        let owner = views.isEmpty ? "a view" : views.count == 1 ? "the view \(views[0])" : "one of the views " + views.joined(separator: ", ")
        return StoredStateError(.notStorable, "The property “\(shownName)” of \(owner) (state key \(key)) holds a \(type), which cannot be stored: \(reason). \(advice)")
    }
}

extension SessionValues {
    /// Forgets every value: the session starts afresh.
    public func removeAll() { values = [:] }
}
