import CLibPQ
import LoadedLibraries

/// libpq, PostgreSQL's client library, opened the first time a PostgreSQL store is made instead of linked:
/// a server that keeps its sessions and data in memory or in SQLite does not map it, nor the libraries it brings
/// (GnuTLS, Kerberos, LDAP, SASL…), which would be most of an idle server's resident memory.
// Sendable: an immutable table of C function pointers into a library that is never closed.
package struct LibPQ: @unchecked Sendable {
    package typealias Connection = OpaquePointer
    package typealias Result = OpaquePointer

    let connectdb: @convention(c) (UnsafePointer<CChar>?) -> Connection?
    let status: @convention(c) (Connection?) -> ConnStatusType
    let finish: @convention(c) (Connection?) -> Void
    let errorMessage: @convention(c) (Connection?) -> UnsafeMutablePointer<CChar>?
    let setNoticeProcessor: @convention(c) (Connection?, PQnoticeProcessor?, UnsafeMutableRawPointer?) -> PQnoticeProcessor?
    let host: @convention(c) (Connection?) -> UnsafeMutablePointer<CChar>?
    let port: @convention(c) (Connection?) -> UnsafeMutablePointer<CChar>?
    let db: @convention(c) (Connection?) -> UnsafeMutablePointer<CChar>?
    let exec: @convention(c) (Connection?, UnsafePointer<CChar>?) -> Result?
    let execParams: @convention(c) (
        Connection?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?, UnsafePointer<UnsafePointer<CChar>?>?,
        UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
    ) -> Result?
    let clear: @convention(c) (Result?) -> Void
    let resultStatus: @convention(c) (Result?) -> ExecStatusType
    let resultErrorMessage: @convention(c) (Result?) -> UnsafeMutablePointer<CChar>?
    let cmdStatus: @convention(c) (Result?) -> UnsafeMutablePointer<CChar>?
    let cmdTuples: @convention(c) (Result?) -> UnsafeMutablePointer<CChar>?
    let ntuples: @convention(c) (Result?) -> Int32
    let nfields: @convention(c) (Result?) -> Int32
    let getisnull: @convention(c) (Result?, Int32, Int32) -> Int32
    let getlength: @convention(c) (Result?, Int32, Int32) -> Int32
    let getvalue: @convention(c) (Result?, Int32, Int32) -> UnsafeMutablePointer<CChar>?
    let ftype: @convention(c) (Result?, Int32) -> Oid
    let resultErrorField: @convention(c) (Result?, Int32) -> UnsafeMutablePointer<CChar>?

    /// The library, opened once; why not when it cannot be.
    package static func loaded() throws(DatabaseFailure) -> LibPQ { try shared.get() }

    private static let shared: Swift.Result<LibPQ, DatabaseFailure> = open()

    /// The names the library has had: the soname of every libpq since PostgreSQL 8.2, then the name a
    /// development package links.
    private static let fileNames = ["libpq.so.5", "libpq.5.dylib", "libpq.so", "libpq.dylib"]

    private static func open() -> Swift.Result<LibPQ, DatabaseFailure> {
        let shared: SharedLibrary
        switch SharedLibrary.open(fileNames) {
        case .success(let opened): shared = opened
        case .failure(let failure):
            return .failure(DatabaseFailure(postgres: "libpq, PostgreSQL's client library, could not be opened (Debian: apt-get install libpq5): \(failure.reason)"))
        }
        func symbol<Function>(_ name: String, as type: Function.Type) throws(DatabaseFailure) -> Function {
            guard let address = shared.address(of: name) else {
                throw DatabaseFailure(postgres: "the libpq found has no \(name)")
            }
            return unsafeBitCast(address, to: type)
        }
        let library: LibPQ
        do throws(DatabaseFailure) {
            library = LibPQ(
                connectdb: try symbol("PQconnectdb", as: (@convention(c) (UnsafePointer<CChar>?) -> Connection?).self),
                status: try symbol("PQstatus", as: (@convention(c) (Connection?) -> ConnStatusType).self),
                finish: try symbol("PQfinish", as: (@convention(c) (Connection?) -> Void).self),
                errorMessage: try symbol("PQerrorMessage", as: (@convention(c) (Connection?) -> UnsafeMutablePointer<CChar>?).self),
                setNoticeProcessor: try symbol("PQsetNoticeProcessor", as: (@convention(c) (Connection?, PQnoticeProcessor?, UnsafeMutableRawPointer?) -> PQnoticeProcessor?).self),
                host: try symbol("PQhost", as: (@convention(c) (Connection?) -> UnsafeMutablePointer<CChar>?).self),
                port: try symbol("PQport", as: (@convention(c) (Connection?) -> UnsafeMutablePointer<CChar>?).self),
                db: try symbol("PQdb", as: (@convention(c) (Connection?) -> UnsafeMutablePointer<CChar>?).self),
                exec: try symbol("PQexec", as: (@convention(c) (Connection?, UnsafePointer<CChar>?) -> Result?).self),
                execParams: try symbol("PQexecParams", as: (@convention(c) (
                    Connection?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?, UnsafePointer<UnsafePointer<CChar>?>?,
                    UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
                ) -> Result?).self),
                clear: try symbol("PQclear", as: (@convention(c) (Result?) -> Void).self),
                resultStatus: try symbol("PQresultStatus", as: (@convention(c) (Result?) -> ExecStatusType).self),
                resultErrorMessage: try symbol("PQresultErrorMessage", as: (@convention(c) (Result?) -> UnsafeMutablePointer<CChar>?).self),
                cmdStatus: try symbol("PQcmdStatus", as: (@convention(c) (Result?) -> UnsafeMutablePointer<CChar>?).self),
                cmdTuples: try symbol("PQcmdTuples", as: (@convention(c) (Result?) -> UnsafeMutablePointer<CChar>?).self),
                ntuples: try symbol("PQntuples", as: (@convention(c) (Result?) -> Int32).self),
                nfields: try symbol("PQnfields", as: (@convention(c) (Result?) -> Int32).self),
                getisnull: try symbol("PQgetisnull", as: (@convention(c) (Result?, Int32, Int32) -> Int32).self),
                getlength: try symbol("PQgetlength", as: (@convention(c) (Result?, Int32, Int32) -> Int32).self),
                getvalue: try symbol("PQgetvalue", as: (@convention(c) (Result?, Int32, Int32) -> UnsafeMutablePointer<CChar>?).self),
                ftype: try symbol("PQftype", as: (@convention(c) (Result?, Int32) -> Oid).self),
                resultErrorField: try symbol("PQresultErrorField", as: (@convention(c) (Result?, Int32) -> UnsafeMutablePointer<CChar>?).self)
            )
        } catch {
            shared.close()
            return .failure(error)
        }
        return .success(library)
    }
}
