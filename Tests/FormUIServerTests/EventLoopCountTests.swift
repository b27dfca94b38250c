import Foundation
import Testing
@testable import FormUIServer

/// How many event loops a server runs when its configuration leaves the number to FormUI.
@Suite("Event loops: one per core the process may run on, four per core with PostgreSQL")
struct EventLoopCountTests {
    @Test("Sessions and data in memory or SQLite: one loop per core; either in PostgreSQL: four per core")
    func fourPerCoreWithPostgres() throws {
        let cores = FormApp.availableCores()
        var configuration = testConfiguration()
        #expect(FormApp.eventLoopCount(for: configuration) == cores)
        configuration.dataLocation = "sqlite:/tmp/data.sqlite"
        configuration.sessionStorage = .sqlite(path: "/tmp/sessions.sqlite")
        #expect(FormApp.eventLoopCount(for: configuration) == cores)
        for data in ["postgres://app@db.internal/shop", "postgresql://app@db.internal:5433/shop?sslmode=require"] {
            configuration.dataLocation = data
            #expect(FormApp.eventLoopCount(for: configuration) == 4 * cores, "data at \(data)")
        }
        configuration.dataLocation = "memory"
        configuration.sessionStorage = .postgres(url: "postgresql://app@db.internal/shop")
        #expect(FormApp.eventLoopCount(for: configuration) == 4 * cores)
    }

    @Test("A Linux CPU list is counted core by core, and anything else is not a count")
    func cpuLists() {
        #expect(FormApp.coreCount(inList: " 0-1") == 2)
        #expect(FormApp.coreCount(inList: "\t0-3,8,10-11") == 7)
        #expect(FormApp.coreCount(inList: "5") == 1)
        #expect(FormApp.coreCount(inList: "3-1") == nil)
        #expect(FormApp.coreCount(inList: "0-1-2") == nil)
        #expect(FormApp.coreCount(inList: "all") == nil)
    }

    #if os(Linux)
    /// The cores counted are the ones the process may run on, as `nproc` (coreutils, which asks
    /// `sched_getaffinity`) counts them: under `taskset -c 0` both say 1.
    @Test("The cores counted are the ones the process may run on, as nproc counts them")
    func coresAsNprocCountsThem() throws {
        let nproc = Process()
        nproc.executableURL = URL(fileURLWithPath: "/usr/bin/nproc")
        let output = Pipe()
        nproc.standardOutput = output
        try nproc.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        nproc.waitUntilExit()
        #expect(FormApp.availableCores() == Int(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }
    #endif
}
