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
@_spi(Engine) public struct StoredStateError: Error, CustomStringConvertible, Sendable {
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
