import Foundation
@_spi(Engine) import FormUI

/// A JSON post: an object of field names to values, read into the fields of a ``FormPost`` with their
/// JSON types kept.
///
/// ```json
/// {"_revision": 3, "flavor": "vanilla", "volume": 7, "notifications": true}
/// ```
///
/// A value is a string, a number, `true`/`false` or `null`, or an array of those (for a control that
/// takes several values). Which of them a control takes depends on its kind (DESIGN §6): a value of
/// another type is refused with a 422 naming the field. Anything else — nested objects or arrays, a top
/// level that is not an object — is malformed (400).
enum JSONFields {
    struct Malformed: Error {
        var reason: String
    }

    static let shape = "The body must be a JSON object of field names to values: each a string, number, boolean or null, or an array of them."

    private struct Member: Decodable {
        var values: [FormPost.Value]
        var isList: Bool

        init(from decoder: Decoder) throws {
            if let single = try? Self.scalar(decoder.singleValueContainer()) {
                values = [single]
                isList = false
                return
            }
            var container = try decoder.unkeyedContainer()
            var values: [FormPost.Value] = []
            while !container.isAtEnd {
                let element = try container.superDecoder()
                guard let value = try? Self.scalar(element.singleValueContainer()) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "An array holds strings, numbers, booleans or nulls."))
                }
                values.append(value)
            }
            self.values = values
            isList = true
        }

        private static func scalar(_ container: SingleValueDecodingContainer) throws -> FormPost.Value {
            if container.decodeNil() { return .null }
            if let string = try? container.decode(String.self) { return .text(string) }
            if let bool = try? container.decode(Bool.self) { return .boolean(bool) }
            if let integer = try? container.decode(Int64.self) { return .number(String(integer)) }
            if let double = try? container.decode(Double.self), double.isFinite {
                return .number(double == double.rounded() && abs(double) < 1e15 ? String(Int64(double)) : String(double))
            }
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath, debugDescription: "Not a string, number, boolean or null."))
        }
    }

    /// The fields, names in sorted order (a JSON object has none of its own).
    static func decode(_ body: [UInt8]) throws(Malformed) -> [FormPost.Field] {
        try decode(body, maximumFieldCount: .max) ?? []
    }

    /// The fields, or nil when there are more than `maximumFieldCount` values (each value of an array is
    /// one).
    static func decode(_ body: [UInt8], maximumFieldCount: Int) throws(Malformed) -> [FormPost.Field]? {
        let object: [String: Member]
        do {
            object = try JSONDecoder().decode([String: Member].self, from: Data(body))
        } catch {
            throw Malformed(reason: shape)
        }
        // Counted before sorting and copying: the decoded object is bounded by the body's size, but what is
        // done with its fields afterwards need not be.
        var count = 0
        for member in object.values {
            count += max(member.values.count, 1)
            if count > maximumFieldCount { return nil }
        }
        return object.keys.sorted().map { name in
            let member = object[name]!
            return FormPost.Field(name: name, values: member.values, isList: member.isList)
        }
    }
}
