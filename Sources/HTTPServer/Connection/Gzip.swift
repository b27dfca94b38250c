import CZlib

/// gzip (RFC 1952) through zlib, with one deflate state reused for every response of an event loop:
/// `deflateReset` is far cheaper than setting up and tearing down zlib's ~256 KiB of state each time.
/// Not thread-safe; each event loop owns one.
final class GzipCompressor {
    /// Heap-allocated because zlib remembers the stream's address and refuses a moved stream.
    private let stream: UnsafeMutablePointer<z_stream>
    private let ready: Bool

    init(level: Int) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // windowBits 15 + 16: a gzip header and trailer instead of zlib's.
        let result = deflateInit2_(
            stream, Int32(max(1, min(9, level))), Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY,
            zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        ready = result == Z_OK
    }

    deinit {
        if ready { deflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// The gzip member for `input`, or nil if zlib failed (the caller then sends the body as it is).
    func compress(_ input: [UInt8]) -> [UInt8]? {
        guard ready, deflateReset(stream) == Z_OK else { return nil }
        let bound = Int(deflateBound(stream, uLong(input.count))) + 32
        var ok = false
        let output = [UInt8](unsafeUninitializedCapacity: bound) { out, initialized in
            input.withUnsafeBufferPointer { source in
                stream.pointee.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
                stream.pointee.avail_in = uInt(source.count)
                stream.pointee.next_out = out.baseAddress
                stream.pointee.avail_out = uInt(out.count)
                let result = deflate(stream, Z_FINISH)
                ok = result == Z_STREAM_END
                initialized = ok ? out.count - Int(stream.pointee.avail_out) : 0
                stream.pointee.next_in = nil
                stream.pointee.next_out = nil
            }
        }
        return ok ? output : nil
    }
}
