import FormUITesting
import Testing

@Suite struct PresentationTests {
    @Test func anAlertIsShownAtTheTopWhileItsBindingIsTrueAndItsButtonsDismissIt() throws {
        let tester = ViewTester { ContactsEditor() }
        #expect(!tester.html().contains("role=\"alertdialog\""))
        try tester.press("Reset")
        let html = tester.html()
        let form = html.range(of: "<form")!.upperBound
        let dialog = try #require(html.range(of: "<section class=\"presentation alert\" role=\"alertdialog\""))
        let list = try #require(html.range(of: "<ul class=\"list\">"))
        #expect(form < dialog.lowerBound && dialog.lowerBound < list.lowerBound, "the alert is at the top of the form")
        #expect(html.contains(">Reset contacts?</h2>"))
        #expect(html.contains("Your changes will be lost."))
        // Cancel dismisses and changes nothing.
        try tester.press("Cancel")
        #expect(!tester.html().contains("role=\"alertdialog\""))
        #expect(tester.html().contains("Grace"))
        // The alert's Reset button runs its action, then dismisses.
        try tester.press("Reset")
        let reset = try #require(tester.controls.first { $0.label == "Reset" && $0.actions?.first?.value != "reset" })
        try tester.perform(action: reset.actions![0].value)
        #expect(!tester.html().contains("Grace"))
        #expect(!tester.html().contains("role=\"alertdialog\""))
    }

    @Test func aConfirmationDialogRunsTheChosenAction() throws {
        let tester = ViewTester { ContactsEditor() }
        try tester.perform(action: "delete-all")
        let html = tester.html()
        #expect(HTMLDocument(html).element("section", with: ["class": "presentation confirmation", "role": "alertdialog"]) != nil)
        #expect(html.contains("<h2 class=\"presentation-title\""), "titleVisibility: .visible shows the title")
        let delete = try #require(tester.controls.last { $0.label == "Delete all" })
        try tester.perform(action: delete.actions![0].value)
        #expect(!tester.html().contains("Ada"))
    }

    @Test func aSheetShowsItsViewAndDismissWritesTheBindingBack() throws {
        let tester = ViewTester { ContactsEditor() }
        try tester.press("Add contact")
        var html = tester.html()
        #expect(HTMLDocument(html).element("section", with: ["class": "presentation sheet", "role": "dialog"]) != nil)
        #expect(html.contains(">New contact</h2>"), "the sheet is named by its own title")
        #expect(tester.title == "Contacts", "the page keeps its title")
        try tester.post(["name": "Linus"])
        try tester.press("Save")
        html = tester.html()
        #expect(html.contains("Linus"))
        #expect(!html.contains("role=\"dialog\""), "Save called dismiss()")
        // The sheet's Close button dismisses too.
        try tester.press("Add contact")
        try tester.press("Close")
        #expect(!tester.html().contains("role=\"dialog\""))
    }

    @Test func aSheetForAnItemAndTheErrorAndOlderAlertForms() throws {
        let tester = ViewTester { ContactsEditor() }
        try tester.press("Rename first")
        #expect(tester.html().contains("Editing Ada"))
        try tester.press("Close")
        #expect(!tester.html().contains("Editing Ada"))

        try tester.press("Sync")
        var html = tester.html()
        #expect(html.contains(">You are offline</h2>"))
        #expect(html.contains("Connect to the internet and try again."))
        try tester.press("OK")
        #expect(!tester.html().contains("You are offline"))

        try tester.press("About")
        html = tester.html()
        #expect(html.contains(">Contacts 1.0</h2>"))
        try tester.press("Got it")
        #expect(!tester.html().contains("Contacts 1.0"))
    }
}
