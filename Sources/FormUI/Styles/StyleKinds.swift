/// The built-in kind in effect for each style family that has several, one byte a family in one word:
/// the environment is copied at every modifier, and one word copies as cheaply as one field. All zero,
/// every family's first kind (`automatic`), is the default.
struct StyleKinds {
    /// The families that keep a kind, each at its byte.
    enum Slot: Int { case picker, toggle, button, label, textField, datePicker, gauge }

    private var word: UInt64 = 0

    /// The kind in effect for a family that keeps one.
    subscript<Family: StyleFamily>(family: Family.Type) -> Family.Kind {
        let slot = Family.slot!
        return Self.kind(UInt8(truncatingIfNeeded: word >> (slot.rawValue * 8)), as: Family.Kind.self)
    }

    /// The kind whose byte (``byte(of:)``) `byte` is.
    static func kind<Kind>(_ byte: UInt8, as _: Kind.Type) -> Kind {
        precondition(MemoryLayout<Kind>.size == 1, "a style kind is an enum without payloads, stored in one byte")
        return unsafeBitCast(byte, to: Kind.self)
    }

    /// Puts `byte` in effect at `slot` and gives back in `byte` the one it replaces.
    mutating func exchange(_ byte: inout UInt8, at slot: Slot) {
        let shift = UInt64(slot.rawValue * 8)
        let old = UInt8(truncatingIfNeeded: word >> shift)
        word = (word & ~(0xFF << shift)) | (UInt64(byte) << shift)
        byte = old
    }

    /// A kind's byte: its case's index, which is how Swift stores an enum without payloads (one with a
    /// single case, ``SingleKind``, takes no byte at all).
    static func byte<Kind>(of kind: Kind) -> UInt8 {
        if MemoryLayout<Kind>.size == 0 { return 0 }
        precondition(MemoryLayout<Kind>.size == 1, "a style kind is an enum without payloads, stored in one byte")
        return unsafeBitCast(kind, to: UInt8.self)
    }
}
