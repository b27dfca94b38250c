import Foundation
import Locking

// MARK: Values

/// `Optional`, seen through `Any`: whether it holds a value, and how to make one of a wrapped value.
protocol StoredOptional {
    var wrappedAny: Any? { get }
    static var wrappedType: Any.Type { get }
    static func wrapping(_ value: Any?) -> Any?
}

extension Optional: StoredOptional {
    var wrappedAny: Any? {
        switch self {
        case .some(let value): return value
        case .none: return nil
        }
    }

    static var wrappedType: Any.Type { Wrapped.self }

    static func wrapping(_ value: Any?) -> Any? {
        guard let value else { return Optional<Wrapped>.none as Any }
        return (value as? Wrapped).map { Optional<Wrapped>.some($0) as Any }
    }
}

/// Values to and from JSON: `Codable` types through their own coding, `RawRepresentable` ones through
/// their raw value, values kept by reference through the registered ``SessionReferenceCoder``,
/// optionals of any of them.
enum ValueCoding {
    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }

    /// Why a value of this type cannot be stored, or nil when it can.
    static func problem(with value: Any) -> String? {
        let type = type(of: value)
        if value is StoredValue { return nil }
        if type is any Encodable.Type {
            return type is any Decodable.Type ? nil : "it is Encodable but not Decodable"
        }
        if let optional = value as? any StoredOptional {
            guard let wrapped = optional.wrappedAny else { return nil }
            return problem(with: wrapped)
        }
        if let raw = value as? any RawRepresentable {
            guard let reason = problem(with: raw.rawValue) else { return nil }
            return "its raw value (\(Swift.type(of: raw.rawValue))) cannot be stored: " + reason
        }
        if let coder = SessionReferences.coder, coder.refers(to: type) { return nil }
        return "it is not Codable"
    }

    /// Why values of this type cannot be stored, or nil when they can.
    static func problem(withType type: Any.Type) -> String? {
        if type is any Encodable.Type {
            return type is any Decodable.Type ? nil : "it is Encodable but not Decodable"
        }
        if let optional = type as? any StoredOptional.Type { return problem(withType: optional.wrappedType) }
        if let raw = type as? any RawRepresentable.Type {
            let rawType = raw.rawValueType
            guard let reason = problem(withType: rawType) else { return nil }
            return "its raw value (\(rawType)) cannot be stored: " + reason
        }
        if let coder = SessionReferences.coder, coder.refers(to: type) { return nil }
        return "it is not Codable"
    }

    /// The value as JSON; throws the reason when its type cannot be stored.
    static func json(for value: Any, encoder: JSONEncoder) throws -> [UInt8] {
        if let stored = value as? StoredValue { return stored.json }
        if let kept = keptJSON(for: value, encoder: encoder) { return kept }
        return try freshJSON(for: value, encoder: encoder)
    }

    /// The JSON of a plain value (an enum case, a small integer: at most 8 bytes, no references), kept
    /// by its type and bytes: `JSONEncoder` took more than the rest of storing a session for each.
    /// `makeEncoder()`'s settings are the only ones used, so the JSON is a function of the value.
    private static func keptJSON(for value: Any, encoder: JSONEncoder) -> [UInt8]? {
        func kept<T>(_ value: T) -> [UInt8]? {
            guard let memo = SpellingMemo.memo(for: T.self, .json) else { return nil }
            let spelling = memo.spelling(of: value) { value in
                (try? freshJSON(for: value, encoder: encoder)).map { String(decoding: $0, as: UTF8.self) }
            }
            return spelling.map { Array($0.utf8) }
        }
        return _openExistential(value, do: kept)
    }

    private static func freshJSON(for value: Any, encoder: JSONEncoder) throws -> [UInt8] {
        if let reason = problem(with: value) { throw NotStorable(reason: reason) }
        let type = type(of: value)
        if type is any Encodable.Type, let encodable = value as? any Encodable {
            return try Array(encodable.encoded(by: encoder))
        }
        if let optional = value as? any StoredOptional {
            guard let wrapped = optional.wrappedAny else { return Array("null".utf8) }
            return try json(for: wrapped, encoder: encoder)
        }
        if let raw = value as? any RawRepresentable {
            return try json(for: raw.rawValue, encoder: encoder)
        }
        if let coder = SessionReferences.coder {
            do {
                if let json = try coder.json(for: value) { return json }
            } catch {
                throw NotStorable(reason: "\(error)")
            }
        }
        throw NotStorable(reason: "it is not Codable")
    }

    struct NotStorable: Error {
        let reason: String
    }

    /// The stored value as `Value`; nil when it does not decode as one (the code changed its type).
    static func decode<Value>(_ stored: StoredValue, as type: Value.Type) -> Value? {
        decodeAny(stored.json, as: type, decoder: makeDecoder()) as? Value
    }

    private static func decodeAny(_ json: [UInt8], as type: Any.Type, decoder: JSONDecoder) -> Any? {
        if let decodable = type as? any Decodable.Type {
            return try? decodable.decoded(from: json, by: decoder)
        }
        if let optional = type as? any StoredOptional.Type {
            if json.elementsEqual("null".utf8) { return optional.wrapping(nil) }
            guard let wrapped = decodeAny(json, as: optional.wrappedType, decoder: decoder) else { return nil }
            return optional.wrapping(wrapped)
        }
        if let raw = type as? any RawRepresentable.Type {
            return raw.decodedFromRawValue(json, decoder: decoder)
        }
        if let coder = SessionReferences.coder, coder.refers(to: type) {
            return coder.value(from: json, as: type)
        }
        return nil
    }
}

private extension Encodable {
    func encoded(by encoder: JSONEncoder) throws -> Data { try encoder.encode(self) }
}

private extension Decodable {
    static func decoded(from json: [UInt8], by decoder: JSONDecoder) throws -> Self {
        try decoder.decode(Self.self, from: Data(json))
    }
}

private extension RawRepresentable {
    static var rawValueType: Any.Type { RawValue.self }

    static func decodedFromRawValue(_ json: [UInt8], decoder: JSONDecoder) -> Self? {
        guard let raw = ValueCoding.decodeRaw(json, as: RawValue.self, decoder: decoder) else { return nil }
        return Self(rawValue: raw)
    }
}

extension ValueCoding {
    fileprivate static func decodeRaw<Raw>(_ json: [UInt8], as type: Raw.Type, decoder: JSONDecoder) -> Raw? {
        decodeAny(json, as: type, decoder: decoder) as? Raw
    }
}
