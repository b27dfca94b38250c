import HTTPServer
import Locking
import CoreMetrics
import Prometheus

/// What the app measures of itself, through swift-metrics into a Prometheus registry of its own, served
/// at `/metrics` in Prometheus' text format when ``FormAppConfiguration/exportsMetrics`` is on:
///
/// | metric | kind | labels |
/// |---|---|---|
/// | `formui_http_requests_total` | counter | `route` (the page's path, `static`, `health`, `metrics` or `unmatched`), `method`, `status` |
/// | `formui_http_request_duration_seconds` | histogram | `route`, `method` |
/// | `formui_sessions` | gauge | — (sessions live, read when scraped) |
/// | `formui_session_commit_duration_seconds` | histogram | — (a post's change kept by the session store) |
/// | `formui_session_commit_failures_total` | counter | `reason` (`unavailable`, `too_large`, `not_storable`) |
///
/// The registry is the app's, not swift-metrics' global system, so that several apps in one process
/// (tests, an app mounted beside another) each report their own. A route is a page, never an address:
/// a sub-page counts as its page and a file as `static`, so that the labels stay few whatever the
/// addresses visitors type.
final class ServerMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory
    private let requests = LockedCache<RequestKey, CoreMetrics.Counter>(limit: 4096)
    private let durations = LockedCache<RouteKey, CoreMetrics.Timer>(limit: 1024)
    private let failures = LockedCache<String, CoreMetrics.Counter>(limit: 16)
    private let commits: CoreMetrics.Timer
    private let sessions: CoreMetrics.Gauge

    struct RequestKey: Hashable, Sendable {
        var route: String
        var method: String
        var status: Int
    }

    struct RouteKey: Hashable, Sendable {
        var route: String
        var method: String
    }

    init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        // From a millisecond to ten seconds: a page is rendered in well under one, a commit to a database
        // across a network in a few.
        factory.defaultDurationHistogramBuckets = [1, 2.5, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000].map { Duration.microseconds(Int64($0 * 1000)) }
        self.factory = factory
        commits = CoreMetrics.Timer(label: "formui_session_commit_duration_seconds", dimensions: [], factory: factory)
        sessions = CoreMetrics.Gauge(label: "formui_sessions", dimensions: [], factory: factory)
    }

    /// Counts a request answered, and its time from the head to the response made.
    func recordRequest(route: String, method: String, status: Int, nanoseconds: UInt64) {
        let factory = self.factory
        requests.value(for: RequestKey(route: route, method: method, status: status)) { key in
            CoreMetrics.Counter(
                label: "formui_http_requests_total",
                dimensions: [("route", key.route), ("method", key.method), ("status", String(key.status))],
                factory: factory)
        }.increment()
        durations.value(for: RouteKey(route: route, method: method)) { key in
            CoreMetrics.Timer(label: "formui_http_request_duration_seconds", dimensions: [("route", key.route), ("method", key.method)], factory: factory)
        }.recordNanoseconds(Int64(clamping: nanoseconds))
    }

    /// Times a change kept by the session store; a failure is counted by its reason instead.
    func recordCommit(nanoseconds: UInt64, failure: String?) {
        guard let failure else {
            commits.recordNanoseconds(Int64(clamping: nanoseconds))
            return
        }
        let factory = self.factory
        failures.value(for: failure) { reason in
            CoreMetrics.Counter(label: "formui_session_commit_failures_total", dimensions: [("reason", reason)], factory: factory)
        }.increment()
    }

    /// The metrics in Prometheus' text format, with `sessionCount` as the sessions live.
    func exposition(sessionCount: Int) -> [UInt8] {
        sessions.record(sessionCount)
        return registry.emitToBuffer()
    }
}
