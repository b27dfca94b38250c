import Locking

/// What a picker or toggle is bound to: one binding, or several (`sources:`) that it reads together and
/// writes all at once.
@usableFromInline
struct BoundValues<Value> {
    /// One binding is kept as it is (wrapping it in closures of our own would be two allocations per
    /// control per evaluation); several are read and written through closures over the collection. Two
    /// optional properties rather than an enum: a binding is read in place, where taking it out of an
    /// enum's case would copy it (a retain and a release of each of its closures, per read).
    private let binding: Binding<Value>?
    private let many: (read: () -> [Value], write: (Value) -> Void)?

    @usableFromInline
    init(_ binding: Binding<Value>) {
        self.binding = binding
        many = nil
    }

    init<C: RandomAccessCollection>(sources: C, keyPath: KeyPath<C.Element, Binding<Value>>) {
        binding = nil
        many = (
            read: { sources.map { $0[keyPath: keyPath].wrappedValue } },
            write: { value in for source in sources { source[keyPath: keyPath].wrappedValue = value } }
        )
    }

    /// The value of each source (one for a single binding).
    func read() -> [Value] {
        if binding != nil { return [binding.unsafelyUnwrapped.getValue()] }
        return many.unsafelyUnwrapped.read()
    }

    /// Calls `body` with the value of each source, lent: one binding's value is read onto the stack
    /// rather than into an array.
    @inline(__always)
    func withValues<R>(_ body: (UnsafeBufferPointer<Value>) -> R) -> R {
        if binding != nil {
            var value = binding.unsafelyUnwrapped.getValue()
            return withUnsafePointer(to: &value) { body(UnsafeBufferPointer(start: $0, count: 1)) }
        }
        return many.unsafelyUnwrapped.read().withUnsafeBufferPointer(body)
    }

    /// Writes `value` to every source.
    func write(_ value: Value) {
        if binding != nil { return binding.unsafelyUnwrapped.setValue(value) }
        many.unsafelyUnwrapped.write(value)
    }
}

/// Optional selections: the picker needs to know whether "none" is a value it may write.
protocol OptionalValue {
    static var noneValue: Self { get }
    var isNone: Bool { get }
}

extension Optional: OptionalValue {
    static var noneValue: Optional<Wrapped> { nil }
    var isNone: Bool { self == nil }
}

/// The readable string posted for a picker's option (DESIGN §3): a `String` or integer raw value, an
/// `Identifiable` string or integer id, else the tag's description when it is short and plain. When the
/// options' strings are not all distinct, every option is posted by its index instead.
enum OptionValues {
    /// The values of options whose tags were read as the selection's type `T`: when `T` is a `String`, an
    /// `Int`, or a `RawRepresentable` with a `String` or `Int` raw value (nearly every picker) and every
    /// tag could be read as `T`, each is read directly, without casts; otherwise as ``make(for:)`` reads
    /// them, which spells them the same way.
    /// `tags` gives the tags as they were for that fallback; most pickers never need it.
    static func make<T>(typed typedTags: [T?], tags: () -> [(any Hashable)?]) -> [String] {
        // Plain values (enum cases, small integers): the whole list's values are a function of the tags'
        // bits, kept per list.
        guard let memo = SpellingMemo.memo(for: T.self, .optionValue), let bits = SpellingMemo.bits(ofAll: typedTags) else {
            return makeEach(typed: typedTags, tags: tags)
        }
        if let known = memo.strings(forList: bits) { return known }
        let made = makeEach(typed: typedTags, tags: tags)
        memo.keep(made, forList: bits)
        return made
    }

    /// The values of options whose tags are all of the selection's type, kept one after another: for
    /// plain values, the list's values are looked up by the tags' bytes, read straight from the buffer;
    /// otherwise, and the first time, `make` makes them.
    static func make<T>(listed tags: UnsafeBufferPointer<T>, make: () -> [String]) -> [String] {
        if T.self == String.self {
            let strings = UnsafeBufferPointer(start: UnsafeRawPointer(tags.baseAddress)?.assumingMemoryBound(to: String.self), count: tags.count)
            return plainDistinct(strings) ?? make()
        }
        guard let memo = SpellingMemo.memo(for: T.self, .optionValue) else { return make() }
        let bits = SpellingMemo.bits(ofAll: tags)
        if let known = memo.strings(forList: bits) { return known }
        let made = make()
        memo.keep(made, forList: bits)
        return made
    }

    /// String tags that are all plain and distinct post themselves; nil otherwise (``make(for:)`` then
    /// spells them, by index). Code for `String` alone, where the generic path asked the run time for
    /// the metadata of each optional and array it touched.
    private static func plainDistinct(_ strings: UnsafeBufferPointer<String>) -> [String]? {
        // A long list (a country picker) is checked once: its strings are looked up as a whole.
        guard strings.count > 8 else { return checkPlainDistinct(strings) }
        return stringLists.value(for: Array(strings)) { _ in checkPlainDistinct(strings) }
    }

    /// Long lists of string tags, and what ``checkPlainDistinct(_:)`` made of them.
    private static let stringLists = LockedCache<[String], [String]?>(limit: 256)

    private static func checkPlainDistinct(_ strings: UnsafeBufferPointer<String>) -> [String]? {
        var values: [String] = []
        values.reserveCapacity(strings.count)
        for string in strings {
            guard let value = plain(string) else { return nil }
            values.append(value)
        }
        return hasDuplicates(values) ? nil : values
    }

    private static func makeEach<T>(typed typedTags: [T?], tags: () -> [(any Hashable)?]) -> [String] {
        // A tag read as `T` through a cast that unwrapped an `Optional` reads as ``make(for:)`` reads it
        // (through the `Optional`); a tag `T` cannot read (nil, or `T` itself optional) falls back to it.
        guard let read = TypedReader<T>.reader() else { return make(for: tags()) }
        var values: [String] = []
        if let memo = SpellingMemo.memo(for: T.self, .optionValue) {
            // Plain values (enum cases, integers): each spelled once per program, not per evaluation.
            guard let spelled = memo.spellings(of: typedTags, make: read) else { return make(for: tags()) }
            values = spelled
        } else {
            values.reserveCapacity(typedTags.count)
            for tag in typedTags {
                guard let tag, let value = read(tag) else { return make(for: tags()) }
                values.append(value)
            }
        }
        if hasDuplicates(values) { return values.indices.map { String($0) } }
        return values
    }

    /// A reader of values of type `T` without casts, made once per type.
    enum TypedReader<T> {
        static func reader() -> ((T) -> String?)? {
            // Boxed in a class of this `T` alone, so that getting it back is not a cast to a function type.
            let box = typedReaders.value(for: ObjectIdentifier(T.self)) { _ in Box(make()) }
            return unsafeDowncast(box, to: Box.self).read
        }

        private final class Box {
            let read: ((T) -> String?)?
            init(_ read: ((T) -> String?)?) { self.read = read }
        }

        private static func make() -> ((T) -> String?)? {
            if T.self == String.self { return { plain(_identityCast($0, to: String.self)) } }
            if T.self == Int.self { return { String(_identityCast($0, to: Int.self)) } }
            if T.self is any OptionalUnwrapping.Type { return nil }
            guard let raw = T.self as? any RawRepresentable.Type else { return nil }
            func rawReader<R: RawRepresentable>(_: R.Type) -> ((T) -> String?)? {
                if R.RawValue.self == String.self {
                    return { plain(_identityCast(_identityCast($0, to: R.self).rawValue, to: String.self)) }
                }
                if R.RawValue.self == Int.self {
                    return { String(_identityCast(_identityCast($0, to: R.self).rawValue, to: Int.self)) }
                }
                return nil
            }
            return rawReader(raw)
        }
    }

    /// Typed readers by type (a ``TypedReader`` box; nil inside for a type read as ``make(for:)`` reads it).
    /// They replace, for the common types, the casts ``readable(_:)`` makes on every value.
    private static let typedReaders = LockedCache<ObjectIdentifier, AnyObject>()

    static func make(for tags: [(any Hashable)?]) -> [String] {
        var values: [String] = []
        values.reserveCapacity(tags.count)
        var usable = true
        for tag in tags {
            guard let tag else {
                values.append("")
                continue
            }
            guard let value = readable(tag) else {
                // A tag without a readable spelling (too long, several lines) must still be choosable.
                usable = false
                values.append("")
                continue
            }
            values.append(value)
        }
        if usable { usable = !hasDuplicates(values) }
        if usable { return values }
        return tags.indices.map { tags[$0] == nil ? "" : String($0) }
    }

    /// Whether two non-empty values are equal. A picker has a handful of options: comparing each pair of
    /// short strings costs less than hashing every one into a set; long lists use a set.
    static func hasDuplicates(_ values: [String]) -> Bool {
        if values.count > 24 {
            var seen = Set<String>()
            return values.contains { !$0.isEmpty && !seen.insert($0).inserted }
        }
        for i in values.indices where !values[i].isEmpty {
            for j in values.indices[(i + 1)...] where values[j] == values[i] { return true }
        }
        return false
    }

    private static func readable(_ value: Any) -> String? {
        var value = value
        // Look through Optional wrappers: `.tag(Optional(Flavor.vanilla))` posts `vanilla`.
        while let optional = value as? any OptionalUnwrapping {
            guard let wrapped = optional.unwrapped else { return "none" }
            value = wrapped
        }
        if let raw = value as? any RawRepresentable {
            if let string = raw.rawValue as? String { return plain(string) }
            if let integer = raw.rawValue as? any BinaryInteger { return String(describing: integer) }
        }
        if let string = value as? String { return plain(string) }
        if let integer = value as? any BinaryInteger { return String(describing: integer) }
        if let identifiable = value as? any Identifiable {
            let id = identifiable.id as Any
            if let string = id as? String { return plain(string) }
            if let integer = id as? any BinaryInteger { return String(describing: integer) }
        }
        return plain(String(describing: value))
    }

    /// A value that is too long or spans lines is not readable; the caller falls back to indexes.
    static func plain(_ string: String) -> String? {
        guard !string.isEmpty, string.utf8.count <= 64 else { return nil }
        // ASCII without line breaks (U+000A–U+000D) has no newline Character: skip iterating graphemes.
        if string.utf8.allSatisfy({ $0 < 0x80 && !(0x0A...0x0D).contains($0) }) { return string }
        guard !string.contains(where: \.isNewline) else { return nil }
        return string
    }
}

protocol OptionalUnwrapping {
    var unwrapped: Any? { get }
}

extension Optional: OptionalUnwrapping {
    var unwrapped: Any? { self.map { $0 as Any } }
}
