#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A C library opened at run time (`dlopen`) rather than linked, so that a server maps it only when a
/// feature needs it: libssl (HTTPServer's `LibSSL`) and libpq (FormUIDatabases' `LibPQ`).
// Sendable: an immutable handle from `dlopen`, which any thread may use.
package struct SharedLibrary: @unchecked Sendable {
    let handle: UnsafeMutableRawPointer

    /// The first of `fileNames` that opens (a soname, then the name a development package links); or,
    /// when none does, why the first could not.
    package static func open(_ fileNames: [String]) -> Result<SharedLibrary, OpenFailure> {
        var reasons: [String] = []
        for name in fileNames {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) { return .success(SharedLibrary(handle: handle)) }
            if let reason = dlerror() { reasons.append(String(cString: reason)) }
        }
        return .failure(OpenFailure(reason: reasons.first ?? "not found"))
    }

    package struct OpenFailure: Error {
        package let reason: String
    }

    /// The address of the function `name`, or nil when the library has none.
    package func address(of name: String) -> UnsafeMutableRawPointer? { dlsym(handle, name) }

    /// Closes the library, when what was looked up in it is not kept.
    package func close() { dlclose(handle) }
}
