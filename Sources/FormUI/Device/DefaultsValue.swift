/// A defaults value as the session keeps it: a `String`, number, `Bool` or `URL` as itself (so that an
/// `@AppStorage` of the same key reads it, as on a device), a date, data, an array or a dictionary of
/// property-list values as a ``PropertyListValue`` (which the session can store, where `[Any]` cannot
/// be), and any other value as the app gave it (stored if it is `Codable`).
struct DefaultsValue {
    /// What the session's values hold.
    let kept: Any

    init(kept: Any) { self.kept = kept }

    init(storing value: Any) {
        switch value {
        case is String, is Int, is Double, is Bool, is URL: kept = value
        case let number as Float: kept = Double(number)
        case let number as any BinaryInteger: kept = Int(truncatingIfNeeded: number)
        default: kept = PropertyListValue(value) ?? value
        }
    }

    /// The value as the app reads it back.
    var plain: Any {
        switch kept {
        case let list as PropertyListValue: return list.plain
        case let stored as StoredValue: return Self.decode(stored)
        default: return kept
        }
    }

    /// A value of a session loaded from a store, whose type the reader does not say: a property list if
    /// it is one, else the first scalar type its JSON reads as.
    private static func decode(_ stored: StoredValue) -> Any {
        if let list = ValueCoding.decode(stored, as: PropertyListValue.self) { return list.plain }
        if let string = ValueCoding.decode(stored, as: String.self) { return string }
        if let number = ValueCoding.decode(stored, as: Int.self) { return number }
        if let number = ValueCoding.decode(stored, as: Double.self) { return number }
        if let flag = ValueCoding.decode(stored, as: Bool.self) { return flag }
        if let url = ValueCoding.decode(stored, as: URL.self) { return url }
        return stored
    }
}

/// A property list (a device's defaults' own format) in a form a session can store: each value tagged
/// with its kind, so that it reads back as the type it was written as.
indirect enum PropertyListValue: Codable, Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case boolean(Bool)
    case date(Date)
    case data(Data)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    /// The value as a property list; nil when it is not one (then it is kept as the app gave it).
    init?(_ value: Any) {
        switch value {
        case let string as String: self = .string(string)
        case let flag as Bool: self = .boolean(flag)
        case let number as Int: self = .integer(number)
        case let number as Double: self = .real(number)
        case let number as Float: self = .real(Double(number))
        case let number as any BinaryInteger: self = .integer(Int(truncatingIfNeeded: number))
        case let date as Date: self = .date(date)
        case let data as Data: self = .data(data)
        case let url as URL: self = .string(url.absoluteString)
        case let array as [Any]:
            var items: [PropertyListValue] = []
            for item in array {
                guard let value = PropertyListValue(item) else { return nil }
                items.append(value)
            }
            self = .array(items)
        case let dictionary as [String: Any]:
            var entries: [String: PropertyListValue] = [:]
            for (key, item) in dictionary {
                guard let value = PropertyListValue(item) else { return nil }
                entries[key] = value
            }
            self = .dictionary(entries)
        default: return nil
        }
    }

    /// The value as Foundation's defaults give it back: `[Any]`, `[String: Any]`, and scalars.
    var plain: Any {
        switch self {
        case .string(let value): return value
        case .integer(let value): return value
        case .real(let value): return value
        case .boolean(let value): return value
        case .date(let value): return value
        case .data(let value): return value
        case .array(let items): return items.map(\.plain)
        case .dictionary(let entries): return entries.mapValues(\.plain)
        }
    }

    private enum Kind: String, CodingKey {
        case string = "plist.string", integer = "plist.integer", real = "plist.real", boolean = "plist.boolean"
        case date = "plist.date", data = "plist.data", array = "plist.array", dictionary = "plist.dictionary"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Kind.self)
        guard let kind = container.allKeys.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a tagged property-list value"))
        }
        switch kind {
        case .string: self = .string(try container.decode(String.self, forKey: kind))
        case .integer: self = .integer(try container.decode(Int.self, forKey: kind))
        case .real: self = .real(try container.decode(Double.self, forKey: kind))
        case .boolean: self = .boolean(try container.decode(Bool.self, forKey: kind))
        case .date: self = .date(try container.decode(Date.self, forKey: kind))
        case .data: self = .data(try container.decode(Data.self, forKey: kind))
        case .array: self = .array(try container.decode([PropertyListValue].self, forKey: kind))
        case .dictionary: self = .dictionary(try container.decode([String: PropertyListValue].self, forKey: kind))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Kind.self)
        switch self {
        case .string(let value): try container.encode(value, forKey: .string)
        case .integer(let value): try container.encode(value, forKey: .integer)
        case .real(let value): try container.encode(value, forKey: .real)
        case .boolean(let value): try container.encode(value, forKey: .boolean)
        case .date(let value): try container.encode(value, forKey: .date)
        case .data(let value): try container.encode(value, forKey: .data)
        case .array(let items): try container.encode(items, forKey: .array)
        case .dictionary(let entries): try container.encode(entries, forKey: .dictionary)
        }
    }
}
