// libFuzzer entry point for the multipart/form-data parser.
//
// Built by `scripts/fuzz.sh multipart` together with Sources/HTTPServer/Multipart/*.swift, which depend on
// the standard library only. The work is in `multipartFuzzOneInput` (in the module, so the unit tests
// exercise it too): read the body whole and in pieces, demand identical results and every limit kept.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    multipartFuzzOneInput(bytes)
    return 0
}
