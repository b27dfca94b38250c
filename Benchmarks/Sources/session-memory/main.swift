// Memory per session, in process, with FormUIServer's own store and the benchmark page. A session is made
// as FormResponder makes one on a visitor's first post: a new session from the store, a page state in it,
// and the post submitted to that state under the session's lock. Three kinds of session:
//   - looked only: the store's session alone (what a cookie costs; FormUI makes none on a GET);
//   - changed one control, posted without `_revision` (as `harness/sessions.lua` posts over HTTP, and as
//     `curl` would): the value and the session around it;
//   - changed one control from a browser's page (`_revision=0`): also the showing the post records, the
//     baseline another tab merges against (DESIGN §4).
// Each as resident memory (RSS) per session, as the HTTP test measures a server.
//
//   session-memory [SESSIONS] [looked|curl|browser]     (default 100000 of each kind; one kind alone,
//   for a heap profiler such as heaptrack)
import BenchmarkPage
@_spi(Engine) import FormUI
@_spi(Engine) import FormUIServer
import Foundation

#if canImport(Glibc)
import Glibc
#endif

let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 100_000 : 100_000
let only = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : nil

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
keep.reserveCapacity(3 * count)

func measure(_ kind: String, _ label: String, _ body: (Int) -> Void) {
    if let only, only != kind { return }
    _ = page.render(PageState())  // warm every lazy static
    body(0)  // and what the first session of this kind makes once for all
    let rssBefore = residentBytes()
    let started = ContinuousClock.now
    for index in 1...count { body(index) }
    let elapsed = ContinuousClock.now - started
    let rss = Double(residentBytes() - rssBefore) / Double(count)
    print(String(format: "SESSION-MEMORY %@: %.0f B RSS per session (%d sessions, %.1f s)",
                 label, rss, count, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
}

/// A visitor's first post, as FormResponder applies it: a new session, a page state, the post.
func firstPost(to store: MemorySessionStore, _ pairs: [(name: String, value: String)]) -> Session {
    let session = store.makeSession()
    session.withPages { pages in
        let state = session.makePageState()
        pages["/"] = state
        _ = try? page.submit(pairs, to: state)
    }
    return session
}

let lookStore = MemorySessionStore()
measure("looked", "looked only") { _ in
    keep.append(lookStore.makeSession())
}

let curlStore = MemorySessionStore()
measure("curl", "changed one control (POST without _revision)") { index in
    keep.append(firstPost(to: curlStore, [(name: "flavor", value: flavors[index % flavors.count])]))
}

let browserStore = MemorySessionStore()
measure("browser", "changed one control (POST from the page, _revision=0)") { index in
    keep.append(firstPost(to: browserStore, [(name: "_revision", value: "0"), (name: "flavor", value: flavors[index % flavors.count])]))
}
print("session-memory: \(lookStore.count + curlStore.count + browserStore.count) sessions held")
