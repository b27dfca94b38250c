import Foundation

extension FormApp {
    /// How many event loops the server runs when its configuration leaves the number to FormUI
    /// (`eventLoopCount` 0): one per core the process may run on, and four per core when the app's
    /// sessions or data are in PostgreSQL. A request is answered on its loop's thread (DESIGN §2), which
    /// waits there for each round trip to the database; the other loops use the core meanwhile, and
    /// PostgreSQL commits their transactions together. Four per core is where a post inserting a row
    /// stopped gaining (Benchmarks/RESULTS.md, 2026-12-02's fifth stop).
    static func eventLoopCount(for configuration: FormAppConfiguration) -> Int {
        let cores = availableCores()
        return waitsOnPostgres(configuration) ? 4 * cores : cores
    }

    /// Whether the app's sessions or its data (SwiftData's default store) are in PostgreSQL.
    static func waitsOnPostgres(_ configuration: FormAppConfiguration) -> Bool {
        let data = configuration.dataLocation
        if data.hasPrefix("postgres://") || data.hasPrefix("postgresql://") { return true }
        if let store = configuration.sessionStore { return store is PostgresSessionStore }
        if case .postgres = configuration.sessionStorage { return true }
        return false
    }

    /// The cores this process may run on: its CPU affinity (`taskset`, a container's cpuset), which the
    /// count of the machine's online cores does not see. Linux says it in `/proc/thread-self/status`
    /// (`sched_getaffinity` is not in Swift's Glibc module).
    static func availableCores() -> Int {
        if let status = try? String(contentsOfFile: "/proc/thread-self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") }),
           let count = coreCount(inList: line.dropFirst("Cpus_allowed_list:".count)), count > 0 {
            return count
        }
        return max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// How many cores a Linux CPU list names (`0-3,8,10-11`: 7); nil when it is not one.
    static func coreCount(inList list: Substring) -> Int? {
        var count = 0
        for part in list.split(separator: ",") {
            let bounds = part.trimmingCharacters(in: .whitespaces).split(separator: "-")
            guard let first = bounds.first.flatMap({ Int($0) }), bounds.count <= 2 else { return nil }
            let last = bounds.count == 2 ? Int(bounds[1]) : first
            guard let last, last >= first else { return nil }
            count += last - first + 1
        }
        return count
    }
}
