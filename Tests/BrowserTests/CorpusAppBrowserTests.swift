import Foundation
import FormUIServer
import Testing

// Two whole apps of the compatibility corpus (Tests/CompatibilityTests/Apps), served as `App.main()`
// serves an app, walked by a person in headless Chromium through add → detail → edit → delete, with
// JavaScript off and on. The apps' own files are compiled into this target through the symbolic links in
// CorpusApps/, unchanged: `import SwiftUI`, `UserDefaults` and all.

/// `A` served the way its `@main` would serve it (`FormApp(serving:settings:)`: its window at `/`, one
/// session per visitor), from this checkout's Public/ and Templates/, on a free loopback port for the
/// duration of `body`.
func servingApp<A: App, T>(_ app: A.Type, _ body: (String) throws -> T) throws -> T {
    var settings = AppSettings()
    settings.host = "127.0.0.1"
    settings.port = 0
    settings.publicDirectory = packageRoot.appendingPathComponent("Public").path
    settings.templatesDirectory = packageRoot.appendingPathComponent("Templates").path
    let running = try FormApp(serving: A.self, settings: settings).start()
    defer { running.stop() }
    return try body("http://127.0.0.1:\(running.port)")
}

/// A browser (a new profile: a new visitor) on `A` served, quit whatever happens.
func withBrowser<A: App, T>(on app: A.Type, _ javaScript: JavaScript, _ body: (Browser, String) throws -> T) throws -> T {
    try servingApp(A.self) { base in
        let browser = try Browser(javaScript: javaScript.isOn)
        defer { browser.quit() }
        return try body(browser, base)
    }
}

/// WebDriver's key presses for "select everything in the field" (Control+A, then the modifiers released):
/// typed before a new value, it replaces the old one the way a person does, with no change event between.
let selectAllKeys = "\u{E009}a\u{E000}"

extension Browser {
    /// The elements matching `selector` inside `element`, now.
    func findAll(_ selector: String, in element: Element) throws -> [Element] {
        let value = try command("POST", "/element/\(element.id)/elements", ["using": "css selector", "value": selector])
        return (value as? [Any] ?? []).compactMap { item in
            (item as? [String: Any])?["element-6066-11e4-a52e-4f735466cecf"].flatMap { $0 as? String }.map { Element(id: $0, selector: selector) }
        }
    }

    /// What a person reads as the element's name: its text, visually hidden text included, with white
    /// space collapsed; its `aria-label` when it has no text.
    func name(of element: Element) throws -> String {
        let text = (try property("textContent", of: element) as? String ?? "")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if !text.isEmpty { return text }
        return try attribute("aria-label", of: element) ?? ""
    }

    /// The button named `label` inside `scope` (a selector), waited for (bounded).
    func button(_ label: String, in scope: String = "form.formui") throws -> Element {
        var found: Element?
        try wait("a button “\(label)” in \(scope)") {
            found = try findAll("\(scope) button").first { try name(of: $0) == label }
            return found != nil
        }
        return found!
    }

    /// The control a `<label>` named `label` inside `scope` is for, waited for (bounded).
    func field(_ label: String, in scope: String = "form.formui") throws -> Element {
        var id: String?
        try wait("a field labelled “\(label)” in \(scope)") {
            let labels = try findAll("\(scope) label[for]")
            id = try labels.first { try name(of: $0) == label }.flatMap { try attribute("for", of: $0) }
            return id != nil
        }
        return try find("[id='\(id!)']")
    }

    /// Presses the button named `label` in `scope` and waits for the page that answers the post.
    func press(_ label: String, in scope: String = "form.formui") throws {
        let before = try revision()
        try click(button(label, in: scope))
        try waitForNextPage(after: before)
    }

    /// Replaces a text field's value as a person does (select all, type) and sends it with Enter.
    func replace(_ element: Element, with text: String) throws {
        let before = try revision()
        try type(selectAllKeys + text + enterKey, into: element)
        try waitForNextPage(after: before)
    }

    /// Chooses the option `label` of the `<select>` `element`, and sends it: with JavaScript on the script
    /// posts the change itself; with it off the choice goes with the form's next submission.
    func choose(_ label: String, in element: Element) throws {
        let options = try findAll("option", in: element)
        let option = try #require(try options.first { try name(of: $0) == label }, "no option “\(label)”")
        let before = try revision()
        try click(option)
        if javaScript { try waitForNextPage(after: before) }
    }

    /// Clicks a checkbox or switch: with JavaScript on the script posts the change itself and swaps the
    /// page in, so this waits for that page (an element found before it would be stale); with it off the
    /// change goes with the form's next submission.
    func flip(_ element: Element) throws {
        let before = try revision()
        try click(element)
        if javaScript { try waitForNextPage(after: before) }
    }

    /// The path of the page shown (`/` for the app's window).
    func currentPath() throws -> String {
        URL(string: try currentURL())?.path ?? ""
    }

    /// Waits for the page at `path` (after a link, a redirect or a script's swap).
    func waitForPath(_ path: String) throws {
        try wait("the page at \(path) (now at \((try? currentPath()) ?? "?"))") { try currentPath() == path }
        _ = try find("form.formui")
    }

    /// The paths of the page's navigation links, in page order, percent-decoded.
    func pushLinks() throws -> [String] {
        try findAll("a.push-link").map { link in
            let path = try property("pathname", of: link) as? String ?? ""
            return path.removingPercentEncoding ?? path
        }
    }

    /// The page's heading (the navigation title).
    func heading() throws -> String { try text(of: find("main h1")) }

    /// Whether a presentation of `role` (`dialog`, `alertdialog`) is on the page now.
    func isPresenting(_ role: String) throws -> Bool { !(try findAll("[role=\(role)]").isEmpty) }

    /// The text of the page's content, white space collapsed (its source text: WebDriver's visible text
    /// would be in the capitals the stylesheet gives section headers).
    func pageText() throws -> String { try name(of: find("main")) }

    /// The headers of the page's sections, in page order.
    func sectionHeaders() throws -> [String] { try findAll("main legend").map { try name(of: $0) } }

    /// Whether the server answers `path` with its page-not-found page (no form).
    func isNotFound(_ path: String, on base: String) throws -> Bool {
        try go(to: base + path)
        return try title() == "Page not found" && findAll("form.formui").isEmpty
    }
}

@Suite("Browser: whole apps of the corpus, add → detail → edit → delete", .serialized, requiresBrowser)
struct CorpusAppBrowserTests {
    /// TeamDirectory: a roster kept in the visitor's `UserDefaults`, rows that are `NavigationLink(value:)`
    /// with `.navigationDestination(for:)`, a New Member sheet, an Edit sheet on the detail, and a removal
    /// confirmed by an alert whose action calls `dismiss()`.
    @Test("TeamDirectory: a member is added, opened, renamed and removed", arguments: JavaScript.allCases)
    func teamDirectory(_ javaScript: JavaScript) throws {
        try withBrowser(on: TeamDirectoryApp.self, javaScript) { browser, base in
            try browser.open("/", on: base)
            #expect(try browser.heading() == "Team")
            let sample = ["/priya-natarajan", "/tomás-ribeiro", "/hannah-berg", "/kwame-mensah"]
            #expect(try browser.pushLinks() == sample)
            let departments = ["Engineering", "Design", "Sales"]
            #expect(try browser.sectionHeaders() == departments, "People Ops has nobody yet")

            // Add: the toolbar's New Member opens the sheet; Save waits for a name and an email with @.
            try browser.press("New Member")
            let sheet = "[role=dialog]"
            #expect(try browser.text(of: browser.find("\(sheet) h2")) == "New Member")
            #expect(try !browser.isEnabled(browser.button("Save", in: sheet)))
            try browser.choose("People Ops", in: browser.field("Department", in: sheet))
            try browser.type("Ines Duarte", into: browser.field("Full name", in: sheet))
            try browser.type("Recruiter", into: browser.field("Role", in: sheet))
            try browser.replace(browser.field("Email", in: sheet), with: "ines@example.com")
            #expect(try browser.isEnabled(browser.button("Save", in: sheet)))
            try browser.press("Save", in: sheet)
            #expect(try !browser.isPresenting("dialog"))
            #expect(try browser.pushLinks() == sample + ["/ines-duarte"], "People Ops, the last department, now has her")
            #expect(try browser.sectionHeaders() == departments + ["People Ops"])
            let row = try browser.text(of: browser.find("a.push-link[href='/ines-duarte']"))
            #expect(row.contains("Ines Duarte") && row.contains("Recruiter"), "the row: \(row)")
            try browser.reload()
            #expect(try browser.pushLinks() == sample + ["/ines-duarte"], "the server kept her")
            #expect(try !browser.isPresenting("dialog"))

            // Detail.
            try browser.click(browser.find("a.push-link[href='/ines-duarte']"))
            try browser.waitForPath("/ines-duarte")
            #expect(try browser.heading() == "Ines Duarte")
            #expect(try browser.title() == "Ines Duarte")
            var text = try browser.pageText()
            #expect(text.contains("Recruiter"))
            #expect(text.contains("People Ops"))
            #expect(try browser.attribute("href", of: browser.find("main a[href^='mailto:']")) == "mailto:ines@example.com")

            // Edit: the sheet edits a copy; saved, the detail shows the new name at the new name's address.
            try browser.press("Edit")
            #expect(try browser.text(of: browser.find("\(sheet) h2")) == "Edit Member")
            #expect(try browser.property("value", of: browser.field("Full name", in: sheet)) as? String == "Ines Duarte")
            try browser.type(selectAllKeys + "Senior Recruiter", into: browser.field("Role", in: sheet))
            try browser.replace(browser.field("Full name", in: sheet), with: "Ines Costa")
            #expect(try browser.heading() == "Ines Duarte", "the sheet edits a copy until Save")
            try browser.press("Save", in: sheet)
            try browser.waitForPath("/ines-costa")
            #expect(try !browser.isPresenting("dialog"))
            #expect(try browser.heading() == "Ines Costa")
            #expect(try browser.title() == "Ines Costa")
            #expect(try browser.pageText().contains("Senior Recruiter"))
            try browser.reload()
            #expect(try browser.heading() == "Ines Costa")
            #expect(try browser.pageText().contains("Senior Recruiter"))

            // Back to the list: the row is renamed.
            try browser.click(browser.find("nav.navigation-back a"))
            try browser.waitForPath("/")
            #expect(try browser.heading() == "Team")
            #expect(try browser.pushLinks() == sample + ["/ines-costa"])
            #expect(try !browser.pageText().contains("Ines Duarte"))
            #expect(try browser.isNotFound("/ines-duarte", on: base), "the old name's address leads nowhere")
            try browser.open("/", on: base)

            // Delete: from the detail, confirmed by the alert; its action dismisses the detail.
            try browser.click(browser.find("a.push-link[href='/ines-costa']"))
            try browser.waitForPath("/ines-costa")
            try browser.press("Remove from Team")
            let alert = "[role=alertdialog]"
            text = try browser.text(of: browser.find(alert))
            #expect(text.contains("Remove Ines Costa?"))
            #expect(text.contains("They will no longer appear in the directory."))
            try browser.press("Remove", in: alert)
            try browser.waitForPath("/")
            #expect(try !browser.isPresenting("alertdialog"))
            #expect(try browser.heading() == "Team")
            #expect(try browser.pushLinks() == sample)
            #expect(try browser.sectionHeaders() == departments)
            #expect(try !browser.pageText().contains("Ines"))
            try browser.reload()
            #expect(try browser.pushLinks() == sample, "the server kept the removal")
            #expect(try browser.isNotFound("/ines-costa", on: base))
        }
    }

    /// Rolodex: `@Observable` contacts in a book held in the root view's `@State`, rows that are
    /// `NavigationLink { destination }` (a row's address is its first line, the initials), an Add Contact
    /// sheet (`.sheet(item:)`), a detail editing through `@Bindable` with an Edit sheet on a copy, and a
    /// delete confirmed by an alert whose action calls `dismiss()`.
    @Test("Rolodex: a contact is added, opened, renamed and deleted", arguments: JavaScript.allCases)
    func rolodex(_ javaScript: JavaScript) throws {
        try withBrowser(on: RolodexApp.self, javaScript) { browser, base in
            try browser.open("/", on: base)
            #expect(try browser.heading() == "Rolodex")
            let sample = ["/mo", "/lf", "/as"]
            #expect(try browser.pushLinks() == sample)

            // Add: Save waits for a first name and an email with @ and a dot.
            try browser.press("Add Contact")
            let sheet = "[role=dialog]"
            #expect(try browser.text(of: browser.find("\(sheet) h2")) == "New Contact")
            #expect(try !browser.isEnabled(browser.button("Save", in: sheet)))
            try browser.type("Zoe", into: browser.field("First name", in: sheet))
            try browser.type("Quinn", into: browser.field("Last name", in: sheet))
            try browser.type("Acme", into: browser.field("Company", in: sheet))
            try browser.replace(browser.field("Email", in: sheet), with: "zoe@acme")
            #expect(try browser.pageText().contains("Enter a valid email address."))
            #expect(try !browser.isEnabled(browser.button("Save", in: sheet)))
            try browser.replace(browser.field("Email", in: sheet), with: "zoe@acme.io")
            #expect(try !browser.pageText().contains("Enter a valid email address."))
            #expect(try browser.isEnabled(browser.button("Save", in: sheet)))
            try browser.press("Save", in: sheet)
            #expect(try !browser.isPresenting("dialog"))
            #expect(try browser.pushLinks() == sample + ["/zq"])
            #expect(try browser.pageText().contains("Zoe Quinn"))
            try browser.reload()
            #expect(try browser.pushLinks() == sample + ["/zq"], "the server kept her")

            // Detail.
            try browser.click(browser.find("a.push-link[href='/zq']"))
            try browser.waitForPath("/zq")
            #expect(try browser.heading() == "Zoe Quinn")
            #expect(try browser.title() == "Zoe Quinn")
            var text = try browser.pageText()
            #expect(text.contains("Acme"))
            #expect(text.contains("zoe@acme.io"))

            // Edit: a new last name changes the initials, the row's address: the detail follows it.
            try browser.press("Edit")
            #expect(try browser.text(of: browser.find("\(sheet) h2")) == "Edit Contact")
            #expect(try browser.property("value", of: browser.field("Last name", in: sheet)) as? String == "Quinn")
            try browser.type(selectAllKeys + "Acme Labs", into: browser.field("Company", in: sheet))
            try browser.replace(browser.field("Last name", in: sheet), with: "Park")
            #expect(try browser.heading() == "Zoe Quinn", "the sheet edits a copy until Save")
            try browser.press("Save", in: sheet)
            #expect(try !browser.isPresenting("dialog"))
            try browser.waitForPath("/zp")
            #expect(try browser.heading() == "Zoe Park")
            #expect(try browser.title() == "Zoe Park")
            #expect(try browser.pageText().contains("Acme Labs"))
            try browser.reload()
            #expect(try browser.heading() == "Zoe Park")

            // Back to the list: the row is renamed.
            try browser.click(browser.find("nav.navigation-back a"))
            try browser.waitForPath("/")
            #expect(try browser.heading() == "Rolodex")
            #expect(try browser.pushLinks() == sample + ["/zp"])
            text = try browser.pageText()
            #expect(text.contains("Zoe Park"))
            #expect(!text.contains("Zoe Quinn"))
            #expect(try browser.isNotFound("/zq", on: base), "the old initials' address leads nowhere")
            try browser.open("/", on: base)

            // Delete: from the detail, confirmed by the alert; its action dismisses the detail.
            try browser.click(browser.find("a.push-link[href='/zp']"))
            try browser.waitForPath("/zp")
            try browser.press("Delete Contact")
            let alert = "[role=alertdialog]"
            text = try browser.text(of: browser.find(alert))
            #expect(text.contains("Delete Zoe Park?"))
            #expect(text.contains("This cannot be undone."))
            try browser.press("Delete", in: alert)
            try browser.waitForPath("/")
            #expect(try !browser.isPresenting("alertdialog"))
            #expect(try browser.heading() == "Rolodex")
            #expect(try browser.pushLinks() == sample)
            #expect(try !browser.pageText().contains("Zoe"))
            try browser.reload()
            #expect(try browser.pushLinks() == sample, "the server kept the deletion")
            #expect(try browser.isNotFound("/zp", on: base))
        }
    }
}
