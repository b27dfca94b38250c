import HTTPTypes

/// A failure to start: the address is taken, the certificate cannot be read, and so on.
public struct HTTPServerError: Error, CustomStringConvertible, Sendable {
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
