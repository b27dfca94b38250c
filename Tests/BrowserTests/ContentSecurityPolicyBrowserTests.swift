import Foundation
import FormUIServer
import Testing

// Pages are held to their Content-Security-Policy in every browser test (`Browser.quit()` records each
// violation Chromium reports). This suite shows that the check sees one: the same page, served with the
// default policy less its `style-src-attr`, has its style attributes refused and reported.

/// Colours, a gap and a gauge's fraction: values that reach the page as style attributes.
struct StyledValues: View {
    @State private var progress = 0.4

    var body: some View {
        Form {
            HStack(spacing: 24) {
                Color.orange.frame(width: 20, height: 20)
                Text("Warm").foregroundStyle(.orange)
            }
            Gauge(value: progress) { Text("Progress") }
        }
    }
}

/// A button whose action counts, then opens an address on another origin.
struct LeavingForTheDocs: View {
    let docs: URL
    @State private var opened = 0
    @Environment(\.openURL) private var openURL

    var body: some View {
        Form {
            Text("Opened \(opened) times")
            Button("Read the docs") {
                opened += 1
                openURL(docs)
            }
        }
    }
}

@Suite("Browser: the Content-Security-Policy", .serialized, requiresBrowser)
struct ContentSecurityPolicyBrowserTests {
    func serving<T>(policy: String = FormAppConfiguration.defaultContentSecurityPolicy, pages: (FormApp) -> Void = { _ in }, _ body: (String) throws -> T) throws -> T {
        var configuration = FormAppConfiguration(server: HTTPServerConfiguration(host: "127.0.0.1", port: 0), publicDirectory: nil, templatesDirectory: nil)
        configuration.contentSecurityPolicy = policy
        configuration.logger.logLevel = .warning
        let app = try FormApp(configuration)
        app.page("/styled", title: "Styled values") { StyledValues() }
        pages(app)
        let running = try app.start()
        defer { running.stop() }
        return try body("http://127.0.0.1:\(running.port)")
    }

    @Test("An action's openURL to another origin goes there once, under form-action 'self'", arguments: JavaScript.allCases)
    func openingAnotherOrigin(_ javaScript: JavaScript) throws {
        // The docs: another origin (another port), with a page of its own.
        try serving { docsBase in
            let docs = URL(string: docsBase + "/styled")!
            try serving(pages: { $0.page("/leave", title: "Leaving") { LeavingForTheDocs(docs: docs) } }) { base in
                let browser = try Browser(javaScript: javaScript.isOn)
                defer { browser.quit() }
                try browser.open("/leave", on: base)
                try browser.click(browser.button("Read the docs"))
                try browser.wait("the docs at \(docs)") { (try? browser.currentURL()) == docs.absoluteString }
                #expect(try browser.heading() == "Styled values")
                // Back on the page, the action ran once (a fetch that could not follow a redirect used to
                // post again).
                try browser.open("/leave", on: base)
                #expect(try browser.pageText().contains("Opened 1 times"))
            }
        }
    }

    @Test("Style attributes pass the default policy, and are refused and reported without its style-src-attr", arguments: JavaScript.allCases)
    func styleAttributes(_ javaScript: JavaScript) throws {
        try serving(policy: FormAppConfiguration.defaultContentSecurityPolicy) { base in
            let browser = try Browser(javaScript: javaScript.isOn)
            defer { browser.quit() }
            try browser.open("/styled", on: base)
            #expect(try browser.securityPolicyViolations().isEmpty)
        }
        let strict = FormAppConfiguration.defaultContentSecurityPolicy.replacingOccurrences(of: " style-src-attr 'unsafe-inline';", with: "")
        #expect(strict != FormAppConfiguration.defaultContentSecurityPolicy)
        try serving(policy: strict) { base in
            let browser = try Browser(javaScript: javaScript.isOn)
            defer { browser.quit() }
            try browser.open("/styled", on: base)
            var violations: [String] = []
            #expect(waitUntil { violations += (try? browser.securityPolicyViolations()) ?? []; return !violations.isEmpty })
            #expect(violations.contains { $0.contains("style") }, "\(violations)")
            // The rest of what this page reported is expected too: read, so that quit() does not record it.
            usleep(300_000)
            _ = try? browser.securityPolicyViolations()
        }
    }
}
