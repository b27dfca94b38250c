import Foundation
import Locking

/// Strings made from small plain values, remembered by the values' bytes: the name of an enum case in a
/// structural path, the value an option posts. Made once per value rather than on every evaluation:
/// making one is reflection for a case's description, a `rawValue` call and a check of every byte for a
/// posted value, or a `String(Int)`.
///
/// Only for types whose values are identified by their bytes: no references inside, at most 8 bytes
/// (plain enums, small integers, `Bool`). The string must be a function of the value alone, as a
/// description or a raw value is.
// Sendable: `lock` guards every `var` (`small`, `large`, `lists`); the rest are `let`s.
final class SpellingMemo: @unchecked Sendable {
    /// What the strings are for: one type has one memo per purpose.
    enum Purpose: Hashable {
        /// `String(describing:)` of an identity (``IdentityNamer``).
        case identity
        /// The value an option posts (``OptionValues``).
        case optionValue
        /// A stored `@State` value's JSON (``ValueCoding``).
        case json
    }

    @exclusivity(unchecked) private var small: [String?] = Array(repeating: nil, count: 256)
    @exclusivity(unchecked) private var large: [UInt64: String] = [:]
    private let lock = Lock()
    /// Past this many values of one type (payloads, large integers), new ones are not remembered.
    private static let largeLimit = 4096

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let purpose: Purpose
    }

    /// A program has finitely many types, so there are finitely many memos.
    private static let memos = LockedCache<Key, SpellingMemo>()

    /// The memo for values of `type` spelled for `purpose`, or nil when the type's values are not plain.
    static func memo<T>(for type: T.Type, _ purpose: Purpose) -> SpellingMemo? {
        guard _isPOD(T.self), MemoryLayout<T>.size <= 8 else { return nil }
        return memos.value(for: Key(type: ObjectIdentifier(type), purpose: purpose)) { _ in SpellingMemo() }
    }

    /// The strings for whole lists of values (a picker's options, each posting a value): a page shows the
    /// same options on every evaluation, so the list is looked up once rather than each value, and the
    /// check that no two are spelled alike is not repeated.
    @exclusivity(unchecked) private var lists: [[UInt64]: [String]] = [:]
    /// Past this many lists of one type, new ones are not remembered.
    private static let listLimit = 256

    /// The bits of each value, or nil when one is nil.
    static func bits<T>(ofAll values: [T?]) -> [UInt64]? {
        var all: [UInt64] = []
        all.reserveCapacity(values.count)
        for index in values.indices {
            guard let value = values[index] else { return nil }
            all.append(bits(of: value))
        }
        return all
    }

    /// The bits of each value of a buffer, read as bytes (no copy of a generic value).
    static func bits<T>(ofAll values: UnsafeBufferPointer<T>) -> [UInt64] {
        let size = MemoryLayout<T>.size, stride = MemoryLayout<T>.stride
        var all: [UInt64] = []
        all.reserveCapacity(values.count)
        guard let base = values.baseAddress else { return all }
        let raw = UnsafeRawPointer(base)
        for index in 0..<values.count {
            var bits: UInt64 = 0
            withUnsafeMutableBytes(of: &bits) { $0.baseAddress!.copyMemory(from: raw + index * stride, byteCount: size) }
            all.append(bits)
        }
        return all
    }

    /// The strings kept for the list of values with these bits.
    func strings(forList bits: [UInt64]) -> [String]? {
        lock.withLock { lists[bits] }
    }

    /// Keeps the strings made for the list of values with these bits (`make` must be a function of the
    /// values alone, as every spelling here is).
    func keep(_ strings: [String], forList bits: [UInt64]) {
        lock.withLock {
            if lists.count < Self.listLimit { lists[bits] = strings }
        }
    }

    static func bits<T>(of value: T) -> UInt64 {
        var bits: UInt64 = 0
        withUnsafeBytes(of: value) { source in
            withUnsafeMutableBytes(of: &bits) { $0.copyMemory(from: source) }
        }
        return bits
    }

    /// The string for `value`, made by `make` the first time. A nil from `make` is not remembered.
    func spelling<T>(of value: T, make: (T) -> String?) -> String? {
        lock.withLock { unlockedSpelling(of: value, make: make) }
    }

    /// The strings for `values` under one lock, or nil as soon as one is nil or `make` gives nil for it.
    func spellings<T>(of values: [T?], make: (T) -> String?) -> [String]? {
        lock.withLock {
            var spellings: [String] = []
            spellings.reserveCapacity(values.count)
            for value in values {
                guard let value, let spelling = unlockedSpelling(of: value, make: make) else { return nil }
                spellings.append(spelling)
            }
            return spellings
        }
    }

    private func unlockedSpelling<T>(of value: T, make: (T) -> String?) -> String? {
        let bits = Self.bits(of: value)
        if bits < 256 {
            if let known = small[Int(bits)] { return known }
        } else if let known = large[bits] {
            return known
        }
        guard let made = make(value) else { return nil }
        if bits < 256 {
            small[Int(bits)] = made
        } else if large.count < Self.largeLimit {
            large[bits] = made
        }
        return made
    }
}
