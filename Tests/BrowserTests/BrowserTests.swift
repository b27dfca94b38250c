import Foundation
import FormUIServer
@testable import gallery
import HTTPServer
import Logging
import ReferenceExamples
import Testing

// A person with a browser: headless Chromium clicks, types and presses Enter on the gallery's pages,
// reloads, and checks that what they did stuck. Every flow runs with JavaScript off (the page is plain
// forms) and again with it on (Public/formui.js submits on change and swaps the page in place).
//
// Without chromium and chromedriver every test here is skipped, saying what is missing and how to
// install it: never passed silently.

/// JavaScript off or on, for the test's name.
enum JavaScript: String, CustomTestStringConvertible, CaseIterable, Sendable {
    case off, on
    var testDescription: String { "JavaScript \(rawValue)" }
    var isOn: Bool { self == .on }
}

/// The controls the flows use, one of each, on a page with no text fields: with JavaScript on, the
/// script submits each change itself and hides the Apply bar.
struct ChoicesFixture: View {
    @State private var size = "medium"
    @State private var flavor = "chocolate"
    @State private var topping = "none"
    @State private var notifications = false
    @State private var quantity = 3
    @State private var delivery = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 UTC

    var body: some View {
        Form {
            Picker("Size", selection: $size) {
                Text("Small").tag("small")
                Text("Medium").tag("medium")
                Text("Large").tag("large")
            }
            .pickerStyle(.segmented)
            Picker("Flavor", selection: $flavor) {
                Text("Chocolate").tag("chocolate")
                Text("Vanilla").tag("vanilla")
                Text("Strawberry").tag("strawberry")
            }
            .pickerStyle(.radioGroup)
            Picker("Topping", selection: $topping) {
                Text("None").tag("none")
                Text("Sprinkles").tag("sprinkles")
                Text("Nuts").tag("nuts")
            }
            .pickerStyle(.menu)
            Toggle("Notifications", isOn: $notifications)
                .toggleStyle(.switch)
            Stepper("Quantity", value: $quantity, in: 0...5)
            Text("Quantity is \(quantity)")
            DatePicker("Delivery", selection: $delivery, displayedComponents: .date)
        }
    }
}

/// A text field and a secure field: Enter submits.
struct AccountFixture: View {
    @State private var username = ""
    @State private var password = ""

    var body: some View {
        Form {
            TextField("Username", text: $username)
            SecureField("Password", text: $password)
            Text("Signed in as \(username.isEmpty ? "nobody" : username)")
            Text("Password length \(password.count)")
        }
    }
}

/// The gallery, with the fixture pages added, served from this checkout's Public/ and Templates/ on a
/// free loopback port for the duration of `body`.
func servingGallery<T>(_ body: (String) throws -> T) throws -> T {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let configuration = FormAppConfiguration(
        server: HTTPServerConfiguration(host: "127.0.0.1", port: 0),
        publicDirectory: root.appendingPathComponent("Public").path,
        templatesDirectory: root.appendingPathComponent("Templates").path,
        logger: Logger(label: "BrowserTests", factory: { _ in SwiftLogNoOpLogHandler() })
    )
    let app = try GalleryApp.make(configuration)
    app.page("/browser/choices", title: "Choices") { ChoicesFixture() }
    app.page("/browser/account", title: "Account") { AccountFixture() }
    let running = try app.start()
    defer { running.stop() }
    return try body("http://127.0.0.1:\(running.port)")
}

/// A browser on a served gallery, quit whatever happens.
func withBrowser<T>(_ javaScript: JavaScript, _ body: (Browser, String) throws -> T) throws -> T {
    try servingGallery { base in
        let browser = try Browser(javaScript: javaScript.isOn)
        defer { browser.quit() }
        return try body(browser, base)
    }
}

extension Browser {
    /// Opens `path` and checks the page is what the test thinks: the form is there, and the script runs
    /// exactly when JavaScript is on (it marks the document `formui-live`).
    func open(_ path: String, on base: String) throws {
        try go(to: base + path)
        _ = try find("form.formui")
        let classes = try attribute("class", of: find("html")) ?? ""
        if javaScript {
            try wait("formui.js to mark the page live") { (try attribute("class", of: find("html")) ?? "").contains("formui-live") }
        } else if classes.contains("formui-live") {
            throw WebDriverError(description: "JavaScript is supposed to be off, but formui.js ran")
        }
    }

    /// The state revision the page shows.
    func revision() throws -> Int {
        Int(try attribute("value", of: find("input[name=_revision]")) ?? "") ?? -1
    }

    /// Submits a change the way the page offers it: with JavaScript off, by pressing Apply; with it on,
    /// by waiting for the script to have posted the change and swapped the new page in.
    func commitChange(after revisionBefore: Int) throws {
        if javaScript {
            try wait("the script to post the change and swap the page (revision after \(revisionBefore))") { try revision() > revisionBefore }
        } else {
            try click(find(".apply-bar button"))
            try wait("the page after Apply") { try revision() > revisionBefore }
        }
    }

    /// After a button's own submission (segments, steppers, Enter): the page has the next revision.
    func waitForNextPage(after revisionBefore: Int) throws {
        try wait("the page after the submission (revision after \(revisionBefore))") { try revision() > revisionBefore }
    }

    /// Loads the page again from the server (a GET), for checking what persisted.
    func reload() throws {
        try refresh()
        _ = try find("form.formui")
    }
}

let requiresBrowser = Testing.ConditionTrait.enabled(
    if: BrowserInstallation.isAvailable, Comment(rawValue: BrowserInstallation.missing)
)

@Suite("Browser: a person clicking through the gallery", .serialized, requiresBrowser)
struct BrowserTests {
    @Test("A segmented picker applies the option clicked", arguments: JavaScript.allCases)
    func segmented(_ javaScript: JavaScript) throws {
        try withBrowser(javaScript) { browser, base in
            try browser.open("/browser/choices", on: base)
            #expect(try browser.attribute("aria-pressed", of: browser.find(".picker-segmented button[value=medium]")) == "true")
            let before = try browser.revision()
            try browser.click(browser.find(".picker-segmented button[value=large]"))
            try browser.waitForNextPage(after: before)
            try browser.reload()
            #expect(try browser.attribute("aria-pressed", of: browser.find(".picker-segmented button[value=large]")) == "true")
            #expect(try browser.attribute("aria-pressed", of: browser.find(".picker-segmented button[value=medium]")) == "false")
        }
    }

    @Test("A radio group applies the option chosen (with Apply when JavaScript is off)", arguments: JavaScript.allCases)
    func radioGroup(_ javaScript: JavaScript) throws {
        try withBrowser(javaScript) { browser, base in
            try browser.open("/browser/choices", on: base)
            // The Apply bar is there exactly when it is needed.
            #expect(try browser.isDisplayed(browser.find(".apply-bar")) == !javaScript.isOn)
            let before = try browser.revision()
            try browser.click(browser.find(".picker-radio-group input[value=vanilla]"))
            try browser.commitChange(after: before)
            try browser.reload()
            #expect(try browser.isSelected(browser.find(".picker-radio-group input[value=vanilla]")))
            #expect(try !browser.isSelected(browser.find(".picker-radio-group input[value=chocolate]")))
        }
    }

    @Test("A menu picker (select) applies the option chosen", arguments: JavaScript.allCases)
    func select(_ javaScript: JavaScript) throws {
        try withBrowser(javaScript) { browser, base in
            try browser.open("/browser/choices", on: base)
            let before = try browser.revision()
            try browser.click(browser.find(".picker-menu select option[value=sprinkles]"))
            try browser.commitChange(after: before)
            try browser.reload()
            #expect(try browser.isSelected(browser.find(".picker-menu select option[value=sprinkles]")))
        }
    }

    @Test("A switch flips and stays flipped", arguments: JavaScript.allCases)
    func toggleSwitch(_ javaScript: JavaScript) throws {
        try withBrowser(javaScript) { browser, base in
            try browser.open("/browser/choices", on: base)
            let toggle = try browser.find("input[type=checkbox][role=switch]")
            #expect(try !browser.isSelected(toggle))
            #expect(try browser.attribute("aria-checked", of: toggle) == "false")
            let before = try browser.revision()
            // A person clicks the switch's label (the checkbox itself is drawn by the stylesheet).
            try browser.click(browser.find(".toggle-switch label"))
            try browser.commitChange(after: before)
            try browser.reload()
            #expect(try browser.isSelected(browser.find("input[type=checkbox][role=switch]")))
            #expect(try browser.attribute("aria-checked", of: browser.find("input[type=checkbox][role=switch]")) == "true")
        }
    }

    @Test("A stepper steps up to its bound, where Increase is disabled", arguments: JavaScript.allCases)
    func stepper(_ javaScript: JavaScript) throws {
        try withBrowser(javaScript) { browser, base in
            try browser.open("/browser/choices", on: base)
            #expect(try browser.source().contains("Quantity is 3"))
            for expected in [4, 5] {
                let before = try browser.revision()
                try browser.click(browser.find(".stepper .stepper-increment"))
                try browser.waitForNextPage(after: before)
                #expect(try browser.source().contains("Quantity is \(expected)"))
            }
            #expect(try !browser.isEnabled(browser.find(".stepper .stepper-increment")))
            #expect(try browser.isEnabled(browser.find(".stepper .stepper-decrement")))
            try browser.reload()
            #expect(try browser.source().contains("Quantity is 5"))
            #expect(try !browser.isEnabled(browser.find(".stepper .stepper-increment")))
        }
    }

    @Test("Text and a password, submitted with Enter; the password never comes back", arguments: JavaScript.allCases)
    func textAndSecureField(_ javaScript: JavaScript) throws {
        try withBrowser(javaScript) { browser, base in
            try browser.open("/browser/account", on: base)
            // Text fields need their submit: the Apply bar stays even with the script.
            #expect(try browser.isDisplayed(browser.find(".apply-bar")))
            let secret = "s3cret-<b>&\"pw"
            try browser.type("ada <lovelace>", into: browser.find(".text-field input"))
            let before = try browser.revision()
            try browser.type(secret + enterKey, into: browser.find(".secure-field input[type=password]"))
            try browser.waitForNextPage(after: before)
            let page = try browser.source()
            #expect(page.contains("Signed in as ada &lt;lovelace&gt;"))
            #expect(page.contains("Password length \(secret.count)"))
            #expect(!page.contains("s3cret"), "the secure value is never sent back to the browser")
            try browser.reload()
            #expect(try browser.property("value", of: browser.find(".text-field input")) as? String == "ada <lovelace>")
            #expect(try browser.property("value", of: browser.find(".secure-field input")) as? String == "")
            #expect(!(try browser.source().contains("s3cret")))
            #expect(try browser.source().contains("Password length \(secret.count)"))
        }
    }

    @Test("A date typed into the date field is kept", arguments: JavaScript.allCases)
    func date(_ javaScript: JavaScript) throws {
        try withBrowser(javaScript) { browser, base in
            try browser.open("/browser/choices", on: base)
            let field = try browser.find(".date-picker input[type=date]")
            #expect(try browser.property("value", of: field) as? String == "2026-01-01")
            let before = try browser.revision()
            // Chromium's date field in en-US takes month, day and year in that order; typing starts at the
            // month (no click: a click lands on whichever part of the field is under the pointer).
            try browser.type("03142026", into: field)
            let typed = try browser.property("value", of: field) as? String
            #expect(typed == "2026-03-14")
            try browser.commitChange(after: before)
            try browser.reload()
            let kept = try browser.attribute("value", of: browser.find(".date-picker input[type=date]"))
            #expect(kept == "2026-03-14")
        }
    }

    @Test("A bad value (a date cleared) shows the error summary and changes nothing", arguments: JavaScript.allCases)
    func errorSummary(_ javaScript: JavaScript) throws {
        try withBrowser(javaScript) { browser, base in
            try browser.open("/browser/choices", on: base)
            try browser.clear(browser.find(".date-picker input[type=date]"))
            if !javaScript.isOn { try browser.click(browser.find(".apply-bar button")) }
            let summary = try browser.find(".error-summary")
            try browser.wait("the error summary to show") { try browser.isDisplayed(summary) }
            #expect(try browser.text(of: summary).contains("There is a problem"))
            let link = try browser.find(".error-summary a")
            let target = try browser.attribute("href", of: link) ?? ""
            #expect(target.hasSuffix("#field-delivery"))
            #expect(try browser.attribute("aria-invalid", of: browser.find(".date-picker input")) == "true")
            #expect(try browser.isDisplayed(browser.find(".date-picker .field-error")))
            if javaScript.isOn {
                // The script moves focus to the summary, as GOV.UK's does.
                #expect(try browser.attribute("class", of: browser.activeElement()) == "error-summary")
            }
            // Nothing was applied: the page, loaded again, shows the date as it was.
            try browser.go(to: base + "/browser/choices")
            #expect(try browser.attribute("value", of: browser.find(".date-picker input[type=date]")) == "2026-01-01")
            #expect(try browser.findAll(".error-summary").isEmpty)
        }
    }

    @Test("The page shell: title, heading, skip link, link home, the time zone")
    func layout() throws {
        try withBrowser(.off) { browser, base in
            try browser.open("/browser/choices", on: base)
            #expect(try browser.title() == "Choices")
            #expect(try browser.text(of: browser.find("main h1")) == "Choices")
            #expect(try browser.attribute("href", of: browser.find("a.skip-link"))?.hasSuffix("#main") == true)
            #expect(try browser.attribute("href", of: browser.find("a.home-link"))?.hasSuffix("/") == true)
            #expect(try browser.text(of: browser.find("footer")).contains("UTC"))
            // After a rejected post the title says so first; the heading does not.
            try browser.clear(browser.find(".date-picker input[type=date]"))
            try browser.click(browser.find(".apply-bar button"))
            _ = try browser.find(".error-summary")
            #expect(try browser.title() == "Error: Choices")
            #expect(try browser.text(of: browser.find("main h1")) == "Choices")
        }
    }

    @Test("Every gallery page loads with its stylesheet and icons", arguments: JavaScript.allCases)
    func galleryPages(_ javaScript: JavaScript) throws {
        try withBrowser(javaScript) { browser, base in
            try browser.go(to: base + "/")
            let links = try browser.findAll("main a[href^='/']").compactMap { try browser.attribute("href", of: $0) }
            let paths = Set(links.compactMap { URL(string: $0)?.path }).filter { $0 != "/" }
            #expect(paths == Set(GalleryApp.allExamples.map(\.path)))
            for path in paths.sorted() {
                try browser.open(path, on: base)
                // The stylesheet is applied: the form is drawn as a card.
                #expect(try browser.css("border-top-left-radius", of: browser.find("form.formui")) != "0px", "\(path)")
                // The default button is hidden from sight but rendered, so Enter still submits with it.
                #expect(try browser.css("display", of: browser.find("form.formui .default-submit")) != "none", "\(path)")
                for icon in try browser.findAll("img.icon") {
                    let width = (try browser.property("naturalWidth", of: icon) as? NSNumber)?.intValue ?? 0
                    let source = try browser.attribute("src", of: icon) ?? "?"
                    #expect(width > 0, "\(path): the icon \(source) did not load")
                }
            }
        }
    }
}
