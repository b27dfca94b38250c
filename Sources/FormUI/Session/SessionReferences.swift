import Locking

/// Values a session keeps by a reference to where they live rather than by their contents: a SwiftData
/// model in `@State` is kept as its row and found again in the request that reads it. FormUIData
/// registers the coder the first time a container is made.
@_spi(Engine) public protocol SessionReferenceCoder: Sendable {
    /// The JSON a session keeps for `value`; nil when `value` is not kept by reference. Throws, with a
    /// reason a person can act on, for such a value that cannot be kept.
    func json(for value: Any) throws -> [UInt8]?
    /// Whether values of `type` are kept by reference.
    func refers(to type: Any.Type) -> Bool
    /// The value `json` refers to, as `type`; nil when it is gone.
    func value(from json: [UInt8], as type: Any.Type) -> Any?
}

@_spi(Engine) public enum SessionReferences {
    private static let registered = Locked<(any SessionReferenceCoder)?>(nil)

    /// Makes `coder` the one sessions use.
    public static func register(_ coder: any SessionReferenceCoder) {
        registered.withLock { $0 = coder }
    }

    static var coder: (any SessionReferenceCoder)? { registered.withLock { $0 } }
}

/// Why a value kept by reference cannot be kept, in words.
@_spi(Engine) public struct SessionReferenceProblem: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
