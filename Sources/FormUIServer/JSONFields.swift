import Foundation

/// A JSON post: an object of field names to values, turned into the same fields a form post carries.
///
/// ```json
/// {"_revision": 3, "flavor": "vanilla", "volume": 7, "notifications": true}
/// ```
///
/// Strings go as they are, numbers as their shortest decimal form, booleans as `true`/`false`, `null` as
/// the empty string (no selection), and an array as the same name repeated. Anything else — nested
/// objects, a top level that is not an object — is malformed (400).
enum JSONFields {
    struct Malformed: Error {
        var reason: String
    }

    private struct Value: Decodable {
        var strings: [String]

        init(from decoder: Decoder) throws {
            if let single = try? Self.scalar(decoder.singleValueContainer()) {
                strings = [single]
                return
            }
            var container = try decoder.unkeyedContainer()
            var strings: [String] = []
            while !container.isAtEnd {
                let element = try container.superDecoder()
                guard let value = try? Self.scalar(element.singleValueContainer()) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "An array holds strings, numbers or booleans."))
                }
                strings.append(value)
            }
            self.strings = strings
        }

        private static func scalar(_ container: SingleValueDecodingContainer) throws -> String {
            if container.decodeNil() { return "" }
            if let string = try? container.decode(String.self) { return string }
            if let bool = try? container.decode(Bool.self) { return bool ? "true" : "false" }
            if let integer = try? container.decode(Int64.self) { return String(integer) }
            if let double = try? container.decode(Double.self), double.isFinite {
                return double == double.rounded() && abs(double) < 1e15 ? String(Int64(double)) : String(double)
            }
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath, debugDescription: "Not a string, number or boolean."))
        }
    }

    /// The fields, names in sorted order (a JSON object has none of its own).
    static func decode(_ body: [UInt8]) throws(Malformed) -> [(name: String, value: String)] {
        let object: [String: Value]
        do {
            object = try JSONDecoder().decode([String: Value].self, from: Data(body))
        } catch {
            throw Malformed(reason: "The body is not a JSON object of field names to strings, numbers or booleans.")
        }
        var fields: [(name: String, value: String)] = []
        for name in object.keys.sorted() {
            for value in object[name]!.strings { fields.append((name, value)) }
        }
        return fields
    }
}
