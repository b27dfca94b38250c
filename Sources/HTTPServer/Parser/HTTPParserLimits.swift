// Standard library only: see HTTPParseError.swift.

/// The limits the parser enforces while it reads; copied from `HTTPServerConfiguration.Limits`.
struct HTTPParserLimits: Sendable, Equatable {
    var maxHeadBytes: Int
    var maxURIBytes: Int
    var maxBodyBytes: Int
    var maxHeaderFields: Int

    init(maxHeadBytes: Int = 16 * 1024, maxURIBytes: Int = 8 * 1024, maxBodyBytes: Int = 1 << 20, maxHeaderFields: Int = 100) {
        self.maxHeadBytes = maxHeadBytes
        self.maxURIBytes = maxURIBytes
        self.maxBodyBytes = maxBodyBytes
        self.maxHeaderFields = maxHeaderFields
    }
}
