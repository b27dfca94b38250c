// libFuzzer entry point for the HTTP/1.1 request decoder.
//
// Built by `scripts/fuzz.sh http-parser` together with Sources/HTTPServer/Parser/*.swift, which
// depend on the standard library only. The work is in `httpParserFuzzOneInput` (in the module,
// so the unit tests exercise it too): decode the input whole and in pieces, demand identical
// results and check every invariant the server relies on.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    httpParserFuzzOneInput(bytes)
    return 0
}
