import Foundation
import Locking

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
@_spi(Engine) public enum SessionSnapshot {
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
            try writeValues(page.values.dictionary, into: &writer, encoder: encoder, appStorage: false, optional: page.keptFromFirstSight)

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

    /// `optional`: keys whose value is left out when it cannot be encoded (a first showing's, see
    /// ``PageState/keptFromFirstSight``).
    private static func writeValues(_ values: [String: Any], into writer: inout SnapshotWriter, encoder: JSONEncoder, appStorage: Bool, optional: Set<String>? = nil) throws(StoredStateError) {
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
                    if optional?.contains(key) == true { continue }
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
