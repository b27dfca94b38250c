import Foundation
import Locking

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
