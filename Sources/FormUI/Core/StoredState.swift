import Foundation
import Locking

// A session's state as bytes, for a store that keeps sessions outside the process (DESIGN §4).
//
// A `@State` value is kept in a `PageState` as `Any`: its type is known where a property reads or writes
// it, not where the session is stored. So a value is written as JSON (through `Codable`) and read back
// lazily: a loaded session holds each value as a `StoredValue`, which the property decodes with its own
// type the first time it reads it. The common types (Bool, Int, Double, String, Date, and FormUI's own
// state) are written in a compact form of their own and come back as themselves at once.

/// A value of a session loaded from a store, not yet read: its JSON, decoded by the first property that
/// reads it (``StateLocation``, ``SessionValueLocation``, ``PageState/keepObject(for:make:)``).
struct StoredValue {
    let json: [UInt8]
}

/// Why a session's state could not be stored or read back.
public struct StoredStateError: Error, CustomStringConvertible, Sendable {
    public enum Kind: Sendable, Equatable {
        /// A value's type cannot be stored: it is not `Codable` (the message says which view, property and
        /// type).
        case notStorable
        /// The bytes are not a session's state: cut short or damaged.
        case unreadable
        /// Written by a version of the encoding this program does not know.
        case unknownVersion
    }

    public let kind: Kind
    public let description: String

    init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}

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
/// their raw value, optionals of either.
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

    nonisolated(unsafe) private static var byProperty: [String: [Origin]] = [:]
    private static let lock = Lock()

    static func note(view: Any.Type, property: String, valueType: Any.Type, isTransient: Bool = false) {
        lock.withLock { byProperty[property, default: []].append(Origin(view: view, valueType: valueType, isTransient: isTransient)) }
    }

    /// Whether the value under `key` (`path#property`) belongs to a property that is only a hint
    /// (`@FocusState`) in every view seen to declare it with that type.
    static func isTransient(key: String, valueType: Any.Type) -> Bool {
        // A `NavigationPath` holds values of any types: the address of the page says where its stack is.
        if valueType == NavigationPath.self { return true }
        guard let mark = key.lastIndex(of: "#") else { return false }
        let property = String(key[key.index(after: mark)...])
        let origins = lock.withLock { byProperty[property] ?? [] }.filter { $0.valueType == valueType }
        return !origins.isEmpty && origins.allSatisfy(\.isTransient)
    }

    /// Every stored property seen so far whose type cannot be stored: view, property, type and why.
    static func unstorable() -> [(view: String, property: String, type: String, reason: String)] {
        let all = lock.withLock { byProperty }
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
        let origins = lock.withLock { byProperty[property] ?? [] }
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

// MARK: FormUI's own value types

extension Color: Codable {
    private enum CodingKeys: String, CodingKey { case named, rgba, faded, opacity }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let name = try container.decodeIfPresent(String.self, forKey: .named) {
            self.init(named: name)
        } else if let components = try container.decodeIfPresent([Double].self, forKey: .rgba), components.count == 4 {
            self.init(red: components[0], green: components[1], blue: components[2], opacity: components[3])
        } else if let name = try container.decodeIfPresent(String.self, forKey: .faded) {
            self = Color(named: name).opacity(try container.decode(Double.self, forKey: .opacity))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Not a colour"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch storage {
        case .named(let name): try container.encode(name, forKey: .named)
        case .rgba(let r, let g, let b, let a): try container.encode([r, g, b, a], forKey: .rgba)
        case .faded(let name, let opacity):
            try container.encode(name, forKey: .faded)
            try container.encode(opacity, forKey: .opacity)
        }
    }
}

/// An `ObservableObject` whose `@Published` properties are `Codable` can be `Codable` itself (the
/// compiler writes its coding): a `@StateObject` of it is then kept by a session store.
extension Published: Encodable where Value: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension Published: Decodable where Value: Decodable {
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))
    }
}

// MARK: A session's pages as bytes

/// A session's page states and `@AppStorage` values as bytes, and back.
///
/// The format (version 2): `FUIS`, a version byte, the session's shared values, then each page: its path,
/// revision, `@State` values, what each remembered revision showed, the views that held state and those
/// with appearance actions at the last showing. A showing is its revision, its field-name table and the
/// values where it differs from the table's; a table (names, owners, values) is written where it is
/// first used and referred to by number after that, so sixteen showings of one page cost one table.
/// Numbers are LEB128 varints (signed ones zigzag), strings and JSON are length-prefixed. Keys are written
/// sorted, so the same state makes the same bytes. A value's first byte says how it is written: `b` Bool,
/// `i` Int, `d` Double, `s` String, `t` Date, `m` a date picker's month, `j` JSON of anything else.
/// Version 1, which wrote every showing's names and values in full, is still read.
public enum SessionSnapshot {
    public static let formatVersion: UInt8 = 2
    static let magic: [UInt8] = Array("FUIS".utf8)

    /// The bytes of a session's pages and shared values.
    /// - Throws: ``StoredStateError`` (`.notStorable`) naming the first value whose type cannot be stored.
    public static func encode(pages: SessionPages, sharedValues: SessionValues) throws(StoredStateError) -> [UInt8] {
        var writer = SnapshotWriter()
        writer.bytes.append(contentsOf: magic)
        writer.bytes.append(formatVersion)
        let encoder = ValueCoding.makeEncoder()
        try writeValues(sharedValues.values, into: &writer, encoder: encoder, appStorage: true)
        // The field-name tables written so far, by identity, with their numbers.
        var tables: [ObjectIdentifier: Int] = [:]
        writer.count(pages.count)
        for path in pages.paths.sorted() {
            let page = pages[path]!
            writer.string(path)
            writer.signed(page.revision)
            try writeValues(page.values.dictionary, into: &writer, encoder: encoder, appStorage: false)

            var histories: [([String], [PageState.Shown])] = []
            if !page.shown.isEmpty { histories.append(([], page.shown)) }
            for (subpage, shown) in (page.subpagesShown ?? [:]).sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
                histories.append((subpage, shown))
            }
            writer.count(histories.count)
            for (subpage, entries) in histories {
                writer.strings(subpage)
                writer.count(entries.count)
                for entry in entries {
                    writer.signed(entry.revision)
                    writeTable(entry.names, into: &writer, written: &tables)
                    writer.count(entry.differences.count)
                    for difference in entry.differences {
                        writer.count(difference.index)
                        writer.optionalString(difference.value)
                    }
                }
            }
            writeSets((page.shownStatePrefixes ?? [:]).mapValues { Array($0) }, present: page.shownStatePrefixes != nil, into: &writer)
            writeSets((page.shownAppearances ?? [:]).mapValues { Array($0.keys) }, present: page.shownAppearances != nil, into: &writer)
        }
        return writer.bytes
    }

    private static func writeValues(_ values: [String: Any], into writer: inout SnapshotWriter, encoder: JSONEncoder, appStorage: Bool) throws(StoredStateError) {
        var entries = SnapshotWriter()
        var count = 0
        for key in values.keys.sorted() {
            let value = values[key]!
            var entry = SnapshotWriter()
            entry.string(key)
            switch value {
            case let value as Bool:
                entry.bytes.append(UInt8(ascii: "b"))
                entry.bytes.append(value ? 1 : 0)
            case let value as Int:
                entry.bytes.append(UInt8(ascii: "i"))
                entry.signed(value)
            case let value as Double:
                entry.bytes.append(UInt8(ascii: "d"))
                entry.uint64(value.bitPattern)
            case let value as String:
                entry.bytes.append(UInt8(ascii: "s"))
                entry.string(value)
            case let value as Date:
                entry.bytes.append(UInt8(ascii: "t"))
                entry.uint64(value.timeIntervalSinceReferenceDate.bitPattern)
            case let value as DisplayedMonth:
                entry.bytes.append(UInt8(ascii: "m"))
                entry.signed(value.month)
                entry.signed(value.selectionMonth)
            default:
                let json: [UInt8]
                do {
                    json = try ValueCoding.json(for: value, encoder: encoder)
                } catch {
                    // Which field has focus is a hint for the next page, not the visitor's data.
                    if !appStorage, StoredPropertyOrigins.isTransient(key: key, valueType: type(of: value)) { continue }
                    let reason = (error as? ValueCoding.NotStorable)?.reason ?? "encoding it failed: \(error)"
                    throw .notStorable(key: key, value: value, reason: reason, appStorage: appStorage)
                }
                entry.bytes.append(UInt8(ascii: "j"))
                entry.blob(json)
            }
            entries.bytes.append(contentsOf: entry.bytes)
            count += 1
        }
        writer.count(count)
        writer.bytes.append(contentsOf: entries.bytes)
    }

    /// A showing's table: its number when written before, else the next number and the table itself.
    private static func writeTable(_ table: FieldNames, into writer: inout SnapshotWriter, written: inout [ObjectIdentifier: Int]) {
        if let number = written[ObjectIdentifier(table)] {
            writer.count(number)
            return
        }
        let number = written.count
        written[ObjectIdentifier(table)] = number
        writer.count(number)
        writer.count(table.names.count)
        for index in table.names.indices {
            writer.string(table.names[index])
            writer.uint32(table.ownerHashes[index])
            writer.optionalString(table.values[index])
        }
    }

    private static func writeSets(_ sets: [[String]: [String]], present: Bool, into writer: inout SnapshotWriter) {
        guard present else {
            writer.bytes.append(0)
            return
        }
        writer.bytes.append(1)
        writer.count(sets.count)
        for (subpage, members) in sets.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
            writer.strings(subpage)
            writer.strings(members.sorted())
        }
    }

    /// The pages of a session from its bytes; `sharedValues` takes the session's `@AppStorage` values
    /// (every page shares them).
    /// - Throws: ``StoredStateError`` (`.unreadable`, `.unknownVersion`); `sharedValues` is then unchanged.
    public static func decode(_ bytes: [UInt8], sharedValues: SessionValues) throws(StoredStateError) -> SessionPages {
        var reader = SnapshotReader(bytes: bytes)
        guard bytes.count >= magic.count + 1, Array(bytes[0..<magic.count]) == magic else {
            throw StoredStateError(.unreadable, "not a FormUI session (no FUIS header)")
        }
        let version = bytes[magic.count]
        guard version == formatVersion || version == 1 else {
            throw StoredStateError(.unknownVersion, "written in session format version \(version); this program reads versions 1 to \(formatVersion)")
        }
        reader.index = magic.count + 1
        do {
            let shared = try readValues(&reader)
            // Version 2's tables, by number, with the values as written.
            var tables: [(names: FieldNames, values: [String?])] = []
            var pages: SessionPages = [:]
            for _ in 0..<(try reader.count()) {
                let path = try reader.string()
                let page = PageState(sessionValues: sharedValues)
                page.revision = try reader.signed()
                page.values = StateValues(try readValues(&reader))
                for _ in 0..<(try reader.count()) {
                    let subpage = try reader.strings()
                    var entries: [PageState.Shown] = []
                    for _ in 0..<(try reader.count()) {
                        let revision = try reader.signed()
                        if version == 1 {
                            let (table, values) = try readTable(&reader)
                            entries.append(PageState.Shown(revision: revision, names: table, values: values))
                            continue
                        }
                        let number = Int(clamping: try reader.unsigned())
                        if number == tables.count {
                            tables.append(try readTable(&reader))
                        } else if number > tables.count {
                            throw SnapshotReader.Unreadable(reason: "field-name table \(number) before table \(tables.count)")
                        }
                        // Values as this showing had them; the interned table may hold other first values.
                        var values = tables[number].values
                        for _ in 0..<(try reader.count()) {
                            let index = Int(clamping: try reader.unsigned())
                            guard index < values.count else { throw SnapshotReader.Unreadable(reason: "field \(index) of a table of \(values.count)") }
                            values[index] = try reader.optionalString()
                        }
                        entries.append(PageState.Shown(revision: revision, names: tables[number].names, values: values))
                    }
                    if subpage.isEmpty {
                        page.shown = entries
                    } else {
                        page.subpagesShown = page.subpagesShown ?? [:]
                        page.subpagesShown![subpage] = entries
                    }
                }
                if let prefixes = try readSets(&reader) { page.shownStatePrefixes = prefixes.mapValues { Set($0) } }
                if let appearances = try readSets(&reader) {
                    // What to run when those views disappear, and their task ids, were closures and values
                    // of the process that showed them: they are not kept.
                    page.shownAppearances = appearances.mapValues { keys in
                        Dictionary(uniqueKeysWithValues: keys.map { ($0, Appearance(onDisappear: nil, id: nil)) })
                    }
                }
                pages[path] = page
            }
            guard reader.index == bytes.count else { throw SnapshotReader.Unreadable(reason: "\(bytes.count - reader.index) bytes after the end") }
            // Only now, when everything has been read: the session's shared values.
            sharedValues.values = shared
            return pages
        } catch let error as SnapshotReader.Unreadable {
            throw StoredStateError(.unreadable, "damaged or cut short at byte \(reader.index) of \(bytes.count): \(error.reason)")
        } catch {
            throw StoredStateError(.unreadable, "\(error)")
        }
    }

    /// A field-name table as written (names, owners, values), interned, and the values it was written with.
    private static func readTable(_ reader: inout SnapshotReader) throws -> (names: FieldNames, values: [String?]) {
        let count = try reader.count()
        var names: [String] = []
        var owners: [UInt32] = []
        var values: [String?] = []
        names.reserveCapacity(count)
        owners.reserveCapacity(count)
        values.reserveCapacity(count)
        for _ in 0..<count {
            names.append(try reader.string())
            owners.append(try reader.uint32())
            values.append(try reader.optionalString())
        }
        return (FieldNames.interned(names, owners: owners, values: values), values)
    }

    private static func readValues(_ reader: inout SnapshotReader) throws -> [String: Any] {
        var values: [String: Any] = [:]
        for _ in 0..<(try reader.count()) {
            let key = try reader.string()
            let tag = try reader.byte()
            switch tag {
            case UInt8(ascii: "b"): values[key] = try reader.byte() != 0
            case UInt8(ascii: "i"): values[key] = try reader.signed()
            case UInt8(ascii: "d"): values[key] = Double(bitPattern: try reader.uint64())
            case UInt8(ascii: "s"): values[key] = try reader.string()
            case UInt8(ascii: "t"): values[key] = Date(timeIntervalSinceReferenceDate: Double(bitPattern: try reader.uint64()))
            case UInt8(ascii: "m"): values[key] = DisplayedMonth(month: try reader.signed(), selectionMonth: try reader.signed())
            case UInt8(ascii: "j"): values[key] = StoredValue(json: try reader.blob())
            default: throw SnapshotReader.Unreadable(reason: "unknown value kind \(tag)")
            }
        }
        return values
    }

    private static func readSets(_ reader: inout SnapshotReader) throws -> [[String]: [String]]? {
        guard try reader.byte() != 0 else { return nil }
        var sets: [[String]: [String]] = [:]
        for _ in 0..<(try reader.count()) {
            let subpage = try reader.strings()
            sets[subpage] = try reader.strings()
        }
        return sets
    }
}

struct SnapshotWriter {
    var bytes: [UInt8] = []

    mutating func unsigned(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func signed(_ value: Int) {
        let value = Int64(value)
        unsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    mutating func count(_ value: Int) { unsigned(UInt64(value)) }

    mutating func uint32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    mutating func uint64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func blob(_ value: [UInt8]) {
        count(value.count)
        bytes.append(contentsOf: value)
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            count(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    /// `0`, or `1` and the string.
    mutating func optionalString(_ value: String?) {
        guard let value else {
            bytes.append(0)
            return
        }
        bytes.append(1)
        string(value)
    }

    mutating func strings(_ values: [String]) {
        count(values.count)
        for value in values { string(value) }
    }
}

/// Reads what ``SnapshotWriter`` wrote, checking every length against the bytes left: damaged bytes
/// make an error, never a crash or an allocation larger than the input.
struct SnapshotReader {
    struct Unreadable: Error {
        let reason: String
    }

    let bytes: [UInt8]
    var index = 0

    mutating func byte() throws -> UInt8 {
        guard index < bytes.count else { throw Unreadable(reason: "cut short") }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func unsigned() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try byte()
            guard shift < 64 else { throw Unreadable(reason: "a number too long") }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    mutating func signed() throws -> Int {
        let raw = try unsigned()
        return Int(truncatingIfNeeded: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// A count of things that each take at least one byte: never more than the bytes left.
    mutating func count() throws -> Int {
        let value = try unsigned()
        guard value <= UInt64(bytes.count - index) else { throw Unreadable(reason: "a count of \(value) with \(bytes.count - index) bytes left") }
        return Int(value)
    }

    mutating func uint32() throws -> UInt32 { try littleEndian() }

    mutating func uint64() throws -> UInt64 { try littleEndian() }

    /// A fixed-width integer, least significant byte first.
    private mutating func littleEndian<Value: FixedWidthInteger & UnsignedInteger>() throws -> Value {
        let size = Value.bitWidth / 8
        guard bytes.count - index >= size else { throw Unreadable(reason: "cut short") }
        var value: Value = 0
        for offset in 0..<size { value |= Value(bytes[index + offset]) << (8 * offset) }
        index += size
        return value
    }

    mutating func blob() throws -> [UInt8] {
        let length = try count()
        defer { index += length }
        return Array(bytes[index..<(index + length)])
    }

    mutating func string() throws -> String {
        let utf8 = try blob()
        guard let string = String(validating: utf8, as: UTF8.self) else { throw Unreadable(reason: "a string that is not UTF-8") }
        return string
    }

    mutating func optionalString() throws -> String? {
        switch try byte() {
        case 0: return nil
        case 1: return try string()
        case let mark: throw Unreadable(reason: "\(mark) where 0 or 1 marks a value")
        }
    }

    mutating func strings() throws -> [String] {
        var values: [String] = []
        for _ in 0..<(try count()) { values.append(try string()) }
        return values
    }
}
