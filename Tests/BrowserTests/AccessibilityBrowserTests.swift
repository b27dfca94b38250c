import Foundation
@testable import gallery
import Testing

// An accessibility audit of the gallery: axe-core, injected through the WebDriver session, checks the
// index and every page it links in headless Chromium, in light and in dark mode (DevTools' media
// emulation of prefers-color-scheme), as the page is with its script (formui.js) and without it. Any
// serious or critical violation fails the test, listed by page, rule and the elements concerned.
//
// axe-core's `axe.min.js` comes with the PyPI package axe-selenium-python (`.ci/run` installs it); the
// tests use only that file, never the package's Python. Without it the audit is skipped, saying how to
// install it.

/// Where axe-core's `axe.min.js` is, or why the audit cannot run.
enum AxeInstallation {
    /// The file named by `AXE_CORE_JS`, else the one the installed axe-selenium-python carries (asked of
    /// `python3`); nil when neither is there.
    static let path: String? = {
        if let explicit = ProcessInfo.processInfo.environment["AXE_CORE_JS"], !explicit.isEmpty { return explicit }
        return installedPackageFile()
    }()

    /// The comment of the skipped audit.
    static let missing = "ACCESSIBILITY AUDIT SKIPPED: axe-core's axe.min.js not found (AXE_CORE_JS, or the PyPI package "
        + "axe-selenium-python for python3). Install it with `python3 -m pip install --ignore-requires-python "
        + "'axe-selenium-python>=3'` (its 3.x releases carry axe-core 4) and run the tests again."

    /// The script's text; throws when the file cannot be read (a wrong `AXE_CORE_JS` fails, never skips).
    static func script() throws -> String {
        guard let path else { throw WebDriverError(description: missing) }
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
            throw WebDriverError(description: "cannot read axe-core from \(path)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Finds the file through the package's installed file list (importlib.metadata), so nothing of the
    /// package is imported: its Python may ask for a newer interpreter than the one at hand.
    private static func installedPackageFile() -> String? {
        let program = """
            import importlib.metadata as m
            try:
                d = m.distribution("axe-selenium-python")
            except m.PackageNotFoundError:
                raise SystemExit(0)
            for f in d.files or []:
                if str(f).endswith("axe-core/axe.min.js"):
                    print(d.locate_file(f))
                    break
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", program]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        waitUntil(timeout: 30) { !process.isRunning }
        if process.isRunning { process.terminate(); return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty || !FileManager.default.fileExists(atPath: text) ? nil : text
    }
}

let requiresAxe = Testing.ConditionTrait.enabled(if: AxeInstallation.path != nil, Comment(rawValue: AxeInstallation.missing))

/// The colour scheme the browser asks pages for (`prefers-color-scheme`).
enum ColorSchemePreference: String, CustomTestStringConvertible, CaseIterable, Sendable {
    case light, dark
    var testDescription: String { "\(rawValue) mode" }
}

/// One audit's findings at impact serious or critical.
struct AxeViolation: CustomStringConvertible {
    var rule: String
    var impact: String
    var help: String
    /// Each element's CSS selector and what axe found wrong with it (for contrast: the colours and ratio).
    var elements: [(target: String, finding: String)]

    var description: String {
        "\(rule) (\(impact)): \(help)\n" + elements.map { "      \($0.target) — \($0.finding)" }.joined(separator: "\n")
    }
}

extension Browser {
    /// Runs axe-core (injected from `axeScript` unless the page has it already) on the page shown and
    /// returns its serious and critical violations. Every rule axe runs by default is checked.
    func axeViolations(axeScript: String) throws -> (version: String, violations: [AxeViolation]) {
        if try execute("return typeof window.axe === 'object'") as? Bool != true {
            try execute(axeScript + "\n;return true")
        }
        let script = """
            var done = arguments[arguments.length - 1];
            window.axe.run(document, { resultTypes: ['violations'] }).then(function (results) {
              done({
                version: window.axe.version,
                violations: results.violations
                  .filter(function (v) { return v.impact === 'serious' || v.impact === 'critical'; })
                  .map(function (v) {
                    return {
                      id: v.id, impact: v.impact, help: v.help,
                      nodes: v.nodes.map(function (n) {
                        var checks = n.any.concat(n.all, n.none);
                        return { target: n.target.join(' '), finding: checks.length ? checks[0].message : (n.failureSummary || '') };
                      })
                    };
                  })
              });
            }, function (error) { done({ error: String(error) }); });
            """
        let value = try executeAsync(script, timeout: 120) as? [String: Any] ?? [:]
        if let error = value["error"] as? String { throw WebDriverError(description: "axe.run failed: \(error)") }
        let version = value["version"] as? String ?? "?"
        let violations = (value["violations"] as? [[String: Any]] ?? []).map { violation in
            AxeViolation(
                rule: violation["id"] as? String ?? "?",
                impact: violation["impact"] as? String ?? "?",
                help: violation["help"] as? String ?? "",
                elements: (violation["nodes"] as? [[String: Any]] ?? []).map {
                    (target: $0["target"] as? String ?? "?", finding: $0["finding"] as? String ?? "")
                }
            )
        }
        return (version, violations)
    }

    /// Asks every page from now on for `scheme`, as a person's system setting would (DevTools' media
    /// emulation; it holds across navigations in the tab).
    func prefer(_ scheme: ColorSchemePreference) throws {
        try devTools("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": scheme.rawValue]]])
    }

    /// Keeps the pages' own script (formui.js) from loading, so that they show as without JavaScript.
    func blockPageScript() throws {
        try devTools("Network.enable")
        try devTools("Network.setBlockedURLs", ["urls": ["*formui.js*"]])
    }

    /// Opens `path` and waits until it has loaded, and until formui.js has taken over the form (it
    /// marks the document `formui-live`), or, with it blocked, checks that it has not.
    func openForAudit(_ path: String, on base: String, pageScript: JavaScript) throws {
        try go(to: base + path)
        try wait("\(path) to finish loading") { try execute("return document.readyState") as? String == "complete" }
        guard !(try findAll("form.formui").isEmpty) else { return }
        if pageScript.isOn {
            try wait("formui.js to mark \(path) live") { (try attribute("class", of: find("html")) ?? "").contains("formui-live") }
        } else if (try attribute("class", of: find("html")) ?? "").contains("formui-live") {
            throw WebDriverError(description: "formui.js was to be blocked, but it ran on \(path)")
        }
    }
}

@Suite("Browser: accessibility audit (axe-core)", .serialized, requiresBrowser, requiresAxe)
struct AccessibilityBrowserTests {
    @Test("No serious or critical axe-core violation on the index or any page it links",
          arguments: ColorSchemePreference.allCases, JavaScript.allCases)
    func audit(_ scheme: ColorSchemePreference, _ javaScript: JavaScript) throws {
        let axeScript = try AxeInstallation.script()
        try servingGallery { base in
            // axe-core needs JavaScript itself (its checks run on promises and timers, which a page with
            // JavaScript off never runs), so "JavaScript off" is the page without its own script:
            // formui.js is blocked, and each page is checked not to have run it.
            let browser = try Browser(javaScript: true)
            defer { browser.quit() }
            if !javaScript.isOn { try browser.blockPageScript() }
            try browser.prefer(scheme)
            try browser.openForAudit("/", on: base, pageScript: javaScript)
            let links = try browser.findAll("main a[href^='/']").compactMap { try browser.attribute("href", of: $0) }
            let linked = Set(links.compactMap { URL(string: $0)?.path }).subtracting(["/"])
            #expect(linked == Set(GalleryApp.allExamples.map(\.path)), "the index links every example")

            var failures: [String] = []
            var version = "?"
            for path in ["/"] + linked.sorted() {
                try browser.openForAudit(path, on: base, pageScript: javaScript)
                let dark = try browser.execute("return matchMedia('(prefers-color-scheme: dark)').matches") as? Bool
                try #require(dark == (scheme == .dark), "\(path) is not shown in \(scheme.rawValue) mode")
                let audit = try browser.axeViolations(axeScript: axeScript)
                version = audit.version
                if !audit.violations.isEmpty {
                    failures.append("\(path):\n" + audit.violations.map { "  \($0)" }.joined(separator: "\n"))
                }
            }
            #expect((Int(version.prefix { $0 != "." }) ?? 0) >= 4, "axe-core \(version) ran; the audit asks for axe-core 4 or later (axe-selenium-python 3.x)")
            let count = failures.count
            #expect(failures.isEmpty, Comment(rawValue: "axe-core \(version), \(scheme.rawValue) mode, JavaScript \(javaScript.rawValue): "
                + "serious or critical violations on \(count) of \(linked.count + 1) pages\n" + failures.joined(separator: "\n")))
        }
    }

    @Test("No serious or critical axe-core violation in the states a person reaches: an alert, a confirmation dialog, a sheet, an error summary, a switch turned on",
          arguments: ColorSchemePreference.allCases)
    func auditStates(_ scheme: ColorSchemePreference) throws {
        let axeScript = try AxeInstallation.script()
        try withBrowser(.on) { browser, base in
            try browser.prefer(scheme)
            var failures: [String] = []
            func audit(_ state: String) throws {
                let violations = try browser.axeViolations(axeScript: axeScript).violations
                if !violations.isEmpty { failures.append("\(state):\n" + violations.map { "  \($0)" }.joined(separator: "\n")) }
            }
            // Each state from a fresh session (cookies deleted), so that one presentation does not cover the next.
            func press(_ selector: String, on path: String, until shown: String) throws {
                try browser.command("DELETE", "/cookie")
                try browser.openForAudit(path, on: base, pageScript: .on)
                let before = try browser.revision()
                try browser.click(browser.find(selector))
                try browser.waitForNextPage(after: before)
                try browser.wait("\(shown) on \(path)") { try !browser.findAll(shown).isEmpty }
            }

            try press(".toolbar button[value=reset]", on: "/apps/settings", until: "[role=alertdialog]")
            try audit("/apps/settings with its alert")
            try press("button[value=clear-the-list]", on: "/apps/presentations", until: ".presentation")
            try audit("/apps/presentations with its confirmation dialog")
            try press("button[value=add-a-guest]", on: "/apps/presentations", until: ".presentation.sheet[role=dialog]")
            try audit("/apps/presentations with its sheet")
            try press(".toggle-switch label", on: "/browser/choices", until: "input[role=switch][aria-checked=true]")
            try audit("/browser/choices with the switch on")
            try browser.command("DELETE", "/cookie")
            try browser.openForAudit("/browser/choices", on: base, pageScript: .on)
            try browser.clear(browser.find(".date-picker input[type=date]"))
            try browser.wait("the error summary") { try browser.isDisplayed(browser.find(".error-summary")) }
            try audit("/browser/choices with an error summary")

            #expect(failures.isEmpty, Comment(rawValue: "\(scheme.rawValue) mode:\n" + failures.joined(separator: "\n")))
        }
    }
}
