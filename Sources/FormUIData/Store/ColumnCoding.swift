import Foundation
import FormUIDatabases

/// A value as a database column holds it.
typealias SQLValue = DatabaseValue

/// How a column keeps a property's type.
///
/// | Swift | column |
/// |---|---|
/// | `Int` (and the other integers), `Bool` | integer |
/// | `Double`, `Float`, `Date` (seconds since 1970) | real |
/// | `String`, `UUID`, `URL` | text |
/// | `Data` | blob |
/// | an enum with a raw value | its raw value's |
/// | any other `Codable` value | text, as JSON |
///
/// An optional is the wrapped type's column, holding NULL for nil.
enum ColumnKind: Equatable, Sendable {
    case integer, real, text, blob, json

    init(of type: Any.Type) {
        if let optional = type as? any OptionalColumn.Type {
            self.init(of: optional.wrappedType)
        } else if type == Bool.self || type is any FixedWidthInteger.Type {
            self = .integer
        } else if type == Double.self || type == Float.self || type == Date.self {
            self = .real
        } else if type == String.self || type == UUID.self || type == URL.self || type == Character.self {
            self = .text
        } else if type == Data.self {
            self = .blob
        } else if let raw = type as? any RawRepresentable.Type {
            self.init(of: raw.rawValueType)
        } else {
            self = .json
        }
    }
}

/// Why a value could not become a column's, or a column's value the property's type.
struct ColumnCodingError: Error, CustomStringConvertible {
    let description: String
}

/// Values to and from columns (see ``ColumnKind``).
enum ColumnCoding {
    static func encode(_ value: Any) throws(ColumnCodingError) -> SQLValue {
        if let optional = value as? any OptionalColumn {
            guard let wrapped = optional.wrappedValue else { return .null }
            return try encode(wrapped)
        }
        switch value {
        case let value as Bool: return .integer(value ? 1 : 0)
        case let value as Int: return .integer(Int64(value))
        case let value as String: return .text(value)
        case let value as Double: return .real(value)
        case let value as Date: return .real(value.timeIntervalSince1970)
        case let value as UUID: return .text(value.uuidString)
        case let value as URL: return .text(value.absoluteString)
        case let value as Data: return .blob(Array(value))
        case let value as Float: return .real(Double(value))
        case let value as Character: return .text(String(value))
        case let value as any FixedWidthInteger:
            guard let integer = Int64(exactly: value) else { throw ColumnCodingError(description: "\(value) does not fit a 64-bit integer column") }
            return .integer(integer)
        case let value as any RawRepresentable: return try encode(value.rawValue)
        case let value as any Encodable:
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            do {
                return .text(String(decoding: try encoder.encode(value), as: UTF8.self))
            } catch {
                throw ColumnCodingError(description: "\(type(of: value)) could not be encoded as JSON: \(error)")
            }
        default:
            throw ColumnCodingError(description: "\(type(of: value)) cannot be kept in a column: make it Codable")
        }
    }

    static func decode<Value>(_ column: SQLValue, as type: Value.Type) throws(ColumnCodingError) -> Value {
        guard let value = try decodeAny(column, as: type) as? Value else {
            throw ColumnCodingError(description: "the column does not hold a \(type)")
        }
        return value
    }

    static func decodeAny(_ column: SQLValue, as type: Any.Type) throws(ColumnCodingError) -> Any {
        if let optional = type as? any OptionalColumn.Type {
            if column == .null { return optional.noneValue }
            return optional.some(try decodeAny(column, as: optional.wrappedType))
        }
        switch (type, column) {
        case (is Bool.Type, .integer(let value)): return value != 0
        case (is Int.Type, .integer(let value)): return Int(value)
        case (is String.Type, .text(let value)): return value
        case (is Double.Type, .real(let value)): return value
        case (is Double.Type, .integer(let value)): return Double(value)
        case (is Date.Type, .real(let value)): return Date(timeIntervalSince1970: value)
        case (is Date.Type, .integer(let value)): return Date(timeIntervalSince1970: Double(value))
        case (is UUID.Type, .text(let value)):
            if let uuid = UUID(uuidString: value) { return uuid }
        case (is URL.Type, .text(let value)):
            if let url = URL(string: value) { return url }
        case (is Data.Type, .blob(let bytes)): return Data(bytes)
        case (is Float.Type, .real(let value)): return Float(value)
        case (is Float.Type, .integer(let value)): return Float(value)
        case (is Character.Type, .text(let value)):
            if value.count == 1 { return value.first! }
        case (let integer as any FixedWidthInteger.Type, .integer(let value)):
            if let made = integer.init(exactly: value) { return made }
        case (let raw as any RawRepresentable.Type, _):
            if let made = try raw.make(from: column) { return made }
            throw ColumnCodingError(description: "the column holds \(column.summary), which is none of \(type)'s raw values")
        case (let decodable as any Decodable.Type, .text(let json)):
            do {
                return try JSONDecoder().decode(decodable, from: Data(json.utf8))
            } catch {
                throw ColumnCodingError(description: "the column's JSON does not decode as \(type): \(error)")
            }
        case (_, .null):
            throw ColumnCodingError(description: "the column is empty (NULL), and \(type) is not optional")
        default: break
        }
        throw ColumnCodingError(description: "the column holds \(column.summary), which is not a \(type)")
    }
}

extension SQLValue {
    /// What a column holds, for a message.
    var summary: String {
        switch self {
        case .integer(let value): "the integer \(value)"
        case .real(let value): "the number \(value)"
        case .text(let value): "the text “\(value.prefix(40))”"
        case .blob(let bytes): "\(bytes.count) bytes"
        case .null: "nothing (NULL)"
        }
    }
}

extension RawRepresentable {
    static var rawValueType: Any.Type { RawValue.self }

    static func make(from column: SQLValue) throws(ColumnCodingError) -> Self? {
        Self(rawValue: try ColumnCoding.decode(column, as: RawValue.self))
    }
}

/// `Optional`, seen through a type or a value whose wrapped type is not known statically.
protocol OptionalColumn {
    static var wrappedType: Any.Type { get }
    static var noneValue: Any { get }
    static func some(_ wrapped: Any) -> Any
    var wrappedValue: Any? { get }
}

extension Optional: OptionalColumn {
    static var wrappedType: Any.Type { Wrapped.self }
    static var noneValue: Any { Optional<Wrapped>.none as Any }
    static func some(_ wrapped: Any) -> Any { Optional(wrapped as! Wrapped) as Any }
    var wrappedValue: Any? { self.map { $0 as Any } }
}
