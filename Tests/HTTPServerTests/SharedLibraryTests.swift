import Testing

@testable import HTTPServer
import LoadedLibraries

/// Libraries opened at run time (libssl for TLS and stored sessions' keys, libpq for PostgreSQL sessions):
/// the first name that opens is used, a missing library says why, and the functions are found.
@Suite struct SharedLibraryTests {
    @Test func aMissingLibrarySaysWhyAndTheNextNameIsTried() throws {
        switch SharedLibrary.open(["libformui-none.so.9"]) {
        case .success: Issue.record("a library that does not exist was opened")
        case .failure(let failure): #expect(failure.reason.contains("libformui-none.so.9"), "\(failure.reason)")
        }
        // zlib is linked by the server, so its soname opens; a missing name before it is passed over.
        let library = try SharedLibrary.open(["libformui-none.so.9", "libz.so.1"]).get()
        #expect(library.address(of: "zlibVersion") != nil)
        #expect(library.address(of: "formui_no_such_function") == nil)
    }

    @Test func libsslIsOpenedWithEveryFunctionTheServerCalls() throws {
        let library = try LibSSL.loaded()
        // SHA-256 of "abc" (FIPS 180-2, appendix B.1).
        let digest = library.sha256(Array("abc".utf8)).map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
        #expect(digest == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(library.lastError() == "unknown error", "the error queue starts empty")
    }
}
