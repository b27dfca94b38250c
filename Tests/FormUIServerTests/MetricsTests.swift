import Foundation
@testable import FormUIServer
import Testing

/// `/metrics`: the app's figures in Prometheus' text format, read back by the Prometheus project's own
/// parser (the `prometheus_client` Python package, `text_string_to_metric_families`), and moving as the
/// server answers requests.
@Suite("Metrics at /metrics")
struct MetricsTests {
    /// Parses `text` with prometheus_client's parser: each sample as `name{label=value,…} value`, labels
    /// sorted. Throws when the text does not parse.
    func parsed(_ text: String) throws -> [String: Double] {
        let script = """
            import json, sys
            from prometheus_client.parser import text_string_to_metric_families
            samples = {}
            for family in text_string_to_metric_families(sys.stdin.read()):
                for sample in family.samples:
                    labels = ",".join(f"{k}={v}" for k, v in sorted(sample.labels.items()))
                    samples[f"{sample.name}{{{labels}}}"] = sample.value
            print(json.dumps(samples))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw TestFailure("prometheus_client could not parse /metrics: \(problem)\n\(text)") }
        return try JSONDecoder().decode([String: Double].self, from: data)
    }

    /// Whether Python has prometheus_client (.ci/run installs it with pip).
    static let hasParser: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import prometheus_client.parser"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    @Test(
        "Requests by page, method and status, their latency, sessions live and commits, parsed by Prometheus' own parser",
        .enabled(if: hasParser, "needs Python's prometheus_client, Prometheus' own text-format parser (pip install prometheus-client)")
    )
    func figures() throws {
        try servingPickers({ $0.exportsMetrics = true }) { port in
            let visitor = TestBrowser(port: port)
            #expect(try visitor.get("/pickers").status == 200)
            #expect(try visitor.get("/pickers").status == 200)
            #expect(try visitor.post("/pickers", form: [("first", "3"), ("_action", "_apply")]).status == 303)
            #expect(try visitor.get("/no-such-page").status == 404)
            #expect(try visitor.get("/formui.css").status == 200)

            let response = try visitor.get("/metrics")
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "text/plain; version=0.0.4; charset=utf-8")
            var samples = try parsed(response.text)
            #expect(samples["formui_http_requests_total{method=GET,route=/pickers,status=200}"] == 2, "\(samples)")
            #expect(samples["formui_http_requests_total{method=POST,route=/pickers,status=303}"] == 1)
            #expect(samples["formui_http_requests_total{method=GET,route=unmatched,status=404}"] == 1)
            #expect(samples["formui_http_requests_total{method=GET,route=static,status=200}"] == 1)
            #expect(samples["formui_http_request_duration_seconds_count{method=GET,route=/pickers}"] == 2)
            #expect((samples["formui_http_request_duration_seconds_sum{method=GET,route=/pickers}"] ?? 0) > 0)
            #expect(samples["formui_http_request_duration_seconds_bucket{le=+Inf,method=GET,route=/pickers}"] == 2)
            #expect(samples["formui_sessions{}"] == 1, "the post made the visitor's session")
            #expect(samples["formui_session_commit_duration_seconds_count{}"] == 1)

            // The figures move: another visitor posts, and the scrape itself was counted.
            #expect(try TestBrowser(port: port).post("/pickers", form: [("_action", "_apply")]).status == 303)
            samples = try parsed(try visitor.get("/metrics").text)
            #expect(samples["formui_http_requests_total{method=POST,route=/pickers,status=303}"] == 2)
            #expect(samples["formui_http_requests_total{method=GET,route=metrics,status=200}"] == 1)
            #expect(samples["formui_sessions{}"] == 2)
            #expect(samples["formui_session_commit_duration_seconds_count{}"] == 2)
        }
    }

    @Test("Off unless told: /metrics is an unknown page, and nothing is measured")
    func offByDefault() throws {
        try servingPickers { port throws in
            #expect(try HTTPTestClient(port: port).get("/metrics").status == 404)
        }
        #expect(try FormApp(testConfiguration()).metrics == nil)
    }

    @Test("A commit the store refuses is counted by its reason")
    func refusedCommits() throws {
        let metrics = ServerMetrics()
        metrics.recordCommit(nanoseconds: 1_000, failure: "too_large")
        metrics.recordCommit(nanoseconds: 1_000, failure: "too_large")
        let text = String(decoding: metrics.exposition(sessionCount: 0), as: UTF8.self)
        #expect(text.contains("formui_session_commit_failures_total{reason=\"too_large\"} 2"), "\(text)")
    }
}
