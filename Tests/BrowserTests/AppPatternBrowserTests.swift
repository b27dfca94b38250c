import Foundation
@testable import gallery
import Testing

// The gallery's pages of SwiftUI as apps write it, clicked through like a person would, with
// JavaScript off and on: an alert, a navigation link and the way back, a page presented by a binding, a
// toggle style of the page's own,
// and a list in a model edited through ForEach($items).

@Suite("Browser: SwiftUI as apps write it", .serialized, requiresBrowser)
struct AppPatternBrowserTests {
    @Test("An alert asks before the toolbar's Reset, and Cancel dismisses it", arguments: JavaScript.allCases)
    func alert(_ javaScript: JavaScript) throws {
        try withBrowser(javaScript) { browser, base in
            try browser.open("/apps/settings", on: base)
            #expect(try browser.findAll("[role=alertdialog]").isEmpty)
            try browser.clear(browser.find("input[name=display-name]"))
            try browser.type("Kim", into: browser.find("input[name=display-name]"))
            var before = try browser.revision()
            try browser.click(browser.find(".toolbar button[value=reset]"))
            try browser.waitForNextPage(after: before)
            let dialog = try browser.find("[role=alertdialog]")
            #expect(try browser.text(of: dialog).contains("Reset settings?"))
            #expect(try browser.property("value", of: browser.find("input[name=display-name]")) as? String == "Kim")
            // The alert's own Reset: it resets, then dismisses.
            before = try browser.revision()
            let buttons = try browser.findAll("[role=alertdialog] button")
            let reset = try #require(try buttons.first { try browser.text(of: $0) == "Reset" })
            try browser.click(reset)
            try browser.waitForNextPage(after: before)
            #expect(try browser.findAll("[role=alertdialog]").isEmpty)
            #expect(try browser.property("value", of: browser.find("input[name=display-name]")) as? String == "Robin")
            // Cancel dismisses and changes nothing.
            before = try browser.revision()
            try browser.click(browser.find(".toolbar button[value=reset]"))
            try browser.waitForNextPage(after: before)
            before = try browser.revision()
            let cancel = try #require(try browser.findAll("[role=alertdialog] button").first { try browser.text(of: $0) == "Cancel" })
            try browser.click(cancel)
            try browser.waitForNextPage(after: before)
            try browser.reload()
            #expect(try browser.findAll("[role=alertdialog]").isEmpty)
        }
    }

    @Test("A navigation link opens its page, a change there sticks, and the way back returns", arguments: JavaScript.allCases)
    func navigationLink(_ javaScript: JavaScript) throws {
        try withBrowser(javaScript) { browser, base in
            try browser.open("/apps/settings", on: base)
            #expect(try browser.title() == "Settings")
            try browser.click(browser.find("a.push-link[href='/apps/settings/notifications']"))
            try browser.wait("the notifications page") { try browser.currentURL().hasSuffix("/apps/settings/notifications") }
            _ = try browser.find("form.formui")
            #expect(try browser.text(of: browser.find("main h1")) == "Notifications")
            #expect(try browser.findAll("input[name=display-name]").isEmpty, "only the destination is shown")
            let before = try browser.revision()
            try browser.click(browser.find(".toggle-switch label"))
            try browser.commitChange(after: before)
            try browser.reload()
            #expect(try !browser.isSelected(browser.find("input[type=checkbox][role=switch]")))
            #expect(try browser.findAll("select[name=sound]").isEmpty, "the picker follows the toggle")
            try browser.click(browser.find("nav.navigation-back a"))
            try browser.wait("the settings page") { try browser.currentURL().hasSuffix("/apps/settings") }
            _ = try browser.find("form.formui")
            #expect(try browser.text(of: browser.find("main h1")) == "Settings")
        }
    }

    @Test("A button that sets a binding opens the page it presents, and dismiss() comes back", arguments: JavaScript.allCases)
    func presentedDestination(_ javaScript: JavaScript) throws {
        try withBrowser(javaScript) { browser, base in
            try browser.open("/apps/settings", on: base)
            try browser.click(browser.find("button[value=export-my-data]"))
            try browser.wait("the export page") { try browser.currentURL().hasSuffix("/apps/settings/export") }
            _ = try browser.find("form.formui")
            #expect(try browser.text(of: browser.find("main h1")) == "Export")
            let before = try browser.revision()
            // The sub-page's segment took the name "export" first, so the button's is suffixed.
            let export = try #require(try browser.findAll("form button").first { try browser.text(of: $0) == "Export" })
            try browser.click(export)
            try browser.waitForNextPage(after: before)
            #expect(try browser.source().contains("Your data is on its way as CSV."))
            #expect(try browser.currentURL().hasSuffix("/apps/settings/export"), "a post to the page presented stays on it")
            try browser.click(browser.find("button[value=cancel]"))
            try browser.wait("the settings page") { try browser.currentURL().hasSuffix("/apps/settings") }
            _ = try browser.find("form.formui")
            #expect(try browser.text(of: browser.find("main h1")) == "Settings")
        }
    }

    @Test("A toggle drawn by a style of the page's own toggles when its button is pressed", arguments: JavaScript.allCases)
    func customToggleStyle(_ javaScript: JavaScript) throws {
        try withBrowser(javaScript) { browser, base in
            try browser.open("/apps/styles", on: base)
            #expect(try browser.source().contains("Not a favorite yet."))
            #expect(try browser.findAll("input[name=favorite]").isEmpty, "no checkbox: the style draws the toggle")
            let before = try browser.revision()
            try browser.click(browser.find("button[value=favorite]"))
            try browser.waitForNextPage(after: before)
            try browser.reload()
            #expect(try browser.source().contains("In your favorites."))
            #expect(try browser.attribute("src", of: browser.find("button[value=favorite] img.icon"))?.hasSuffix("star.fill.svg") == true)
        }
    }

    @Test("Items of a model are added, checked off and deleted through ForEach($list.items)", arguments: JavaScript.allCases)
    func shoppingList(_ javaScript: JavaScript) throws {
        try withBrowser(javaScript) { browser, base in
            try browser.open("/apps/shopping-list", on: base)
            #expect(try browser.source().contains("2 left to buy"))
            // Add. The button is disabled while the field the server holds is empty (as the code says),
            // so a person first sends the text with Enter, then presses Add.
            #expect(try !browser.isEnabled(browser.find("button[value=add]")))
            var before = try browser.revision()
            try browser.type("Milk" + enterKey, into: browser.find("input[name=new-item]"))
            try browser.waitForNextPage(after: before)
            before = try browser.revision()
            try browser.click(browser.find("button[value=add]"))
            try browser.waitForNextPage(after: before)
            #expect(try browser.source().contains("3 left to buy"))
            #expect(try browser.property("value", of: browser.find("input[name=new-item]")) as? String == "")
            // Edit: check one off.
            before = try browser.revision()
            try browser.click(browser.find("label[for=field-bread]"))
            if javaScript.isOn {
                try browser.waitForNextPage(after: before)
            } else {
                try browser.click(browser.find(".apply-bar button"))
                try browser.waitForNextPage(after: before)
            }
            #expect(try browser.source().contains("2 left to buy"))
            // Delete.
            before = try browser.revision()
            let deletes = try browser.findAll("button[value^=delete]")
            let deleteOil = try #require(try deletes.first { try browser.text(of: $0) == "Delete Olive oil" })
            try browser.click(deleteOil)
            try browser.waitForNextPage(after: before)
            try browser.reload()
            let page = try browser.source()
            #expect(!page.contains("Olive oil"))
            #expect(page.contains("Milk"))
            #expect(page.contains("1 left to buy"))
            #expect(try browser.isSelected(browser.find("input[name=bread][type=checkbox]")))
        }
    }
}
