// Resident memory per session, in process, with FormUIServer's own store and the benchmark page: what the heap
// holds for a session that only looked at the page, and for one that changed one control (the post
// cycle of FormResponder: a baseline description, then the submission).
//
//   session-memory [SESSIONS]     (default 100000)
import BenchmarkPage
import FormUI
import FormUIServer
import Foundation

#if canImport(Glibc)
import Glibc
#endif

let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 100_000 : 100_000

/// Resident set size, from /proc.
func residentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return (Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) * 1024
    }
    return 0
}

let page = FormPage { BenchmarkPage() }
let flavors = ["vanilla", "strawberry", "pistachio", "lemon", "hazelnut", "mango", "coffee"]
var keep: [Session] = []
keep.reserveCapacity(2 * count)

func measure(_ label: String, _ body: (Int) -> Void) {
    _ = page.render(PageState())  // warm every lazy static
    let rssBefore = residentBytes()
    let started = ContinuousClock.now
    for index in 0..<count { body(index) }
    let elapsed = ContinuousClock.now - started
    let rss = Double(residentBytes() - rssBefore) / Double(count)
    print(String(format: "SESSION-MEMORY %@: %.0f B RSS per session (%d sessions, %.1f s)",
                 label, rss, count, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
}

let lookStore = MemorySessionStore()
measure("looked only (GET)") { _ in
    keep.append(lookStore.makeSession())
}

let postStore = MemorySessionStore()
measure("changed one control (GET + POST)") { index in
    let session = postStore.makeSession()
    session.withPages { pages in
        let state = PageState()
        _ = page.describe(state)
        _ = try? page.submit([(name: "flavor", value: flavors[index % flavors.count])], to: state)
        pages["/"] = state
    }
    keep.append(session)
}
print("session-memory: \(lookStore.count + postStore.count) sessions held")
