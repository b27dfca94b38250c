import FormUITesting
import Testing

/// The CRM: @Observable contacts in an @Observable book, a detail screen editing the contact through
/// @Bindable, an edit form in a `.sheet(item:)` whose Save is disabled until the form is valid, and an
/// alert confirming a delete.
@Suite struct RolodexTests {
    private func links(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.tag == "a" && $0.attributes["class"] == "push-link" })
            .compactMap { $0.attributes["href"] }
    }

    /// The control labelled `label` inside the sheet (the page has a "Stage" picker of its own).
    private func sheetControl(_ tester: ViewTester, _ label: String) -> ControlDescription? {
        tester.controls.last { $0.label == label }
    }

    @Test func theListShowsEveryContactAndFiltersByStage() throws {
        let tester = ViewTester(app: RolodexApp.self)
        #expect(tester.title == "Rolodex")
        #expect(links(tester) == ["/mo", "/lf", "/as"], "a row's segment is its first line, the initials")
        let text = tester.document().text
        #expect(text.contains("Maya Okafor"))
        #expect(text.contains("Brightline"))
        #expect(text.contains("Negotiating"))
        #expect(text.contains("Open pipeline$16,000.00"), "LabeledContent's format in the page's locale")
        #expect(tester.control("stage")?.options?.map(\.label) == ["Any stage", "Lead", "Contacted", "Negotiating", "Won", "Lost"])
        // The stage badge: the accent colour faded behind a capsule (`.background(.tint.opacity(0.15), in: .capsule)`).
        let badge = try #require(tester.document().elements(where: { $0.attributes["class"] == "background" && $0.text == "Negotiating" }).first)
        #expect(badge.attributes["style"]?.contains("color-mix(in srgb, var(--accent) 15%, transparent)") == true)

        try tester.post(["stage": "Won"])
        #expect(links(tester) == ["/as"])
        try tester.post(["stage": "none"])
        #expect(links(tester).count == 3)
    }

    @Test func aNewContactNeedsANameAndAValidEmail() throws {
        let tester = ViewTester(app: RolodexApp.self)
        try tester.press("Add Contact")
        #expect(tester.html().contains(">New Contact</h2>"))
        #expect(tester.control(labelled: "Save")?.disabled == true)

        try tester.post(["first-name": "Zoe", "email": "zoe@acme"])
        #expect(tester.document().text.contains("Enter a valid email address."))
        #expect(tester.control(labelled: "Save")?.disabled == true)

        try tester.post(["last-name": "Quinn", "email": "zoe@acme.io", "company": "Acme"])
        #expect(!tester.document().text.contains("Enter a valid email address."))
        #expect(tester.control(labelled: "Save")?.disabled != true)
        #expect(tester.control("value")?.value == "0")
        try tester.perform(action: "value.increment")
        try tester.perform(action: "value.increment")
        #expect(tester.control("value")?.value == "1000")
        #expect(tester.control("value")?.label == "Value: $1,000.00", "the app's own Int.formatted(.currency(code:)) is in the page's locale")
        let vip = try #require(sheetControl(tester, "VIP")?.name)
        try tester.post([(vip, "on")])
        try tester.press("Save")

        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(links(tester) == ["/mo", "/lf", "/as", "/zq"])
        tester.navigate(to: "zq")
        #expect(tester.title == "Zoe Quinn")
        let text = tester.document().text
        #expect(text.contains("Emailzoe@acme.io"))
        #expect(tester.control(labelled: "VIP")?.value == "on")
        #expect(tester.control(labelled: "Stage")?.value == "Lead")
    }

    @Test func cancellingANewContactAddsNothing() throws {
        let tester = ViewTester(app: RolodexApp.self)
        try tester.press("Add Contact")
        try tester.post(["first-name": "Ghost", "email": "ghost@example.com"])
        try tester.press("Cancel")
        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(links(tester).count == 3)
    }

    @Test func theDetailEditsTheContactThroughBindable() throws {
        let tester = ViewTester(app: RolodexApp.self)
        tester.navigate(to: "lf")
        #expect(tester.title == "Leo Fischer")
        #expect(tester.document().text.contains("CompanyNordwind"))
        let stage = try #require(tester.control(labelled: "Stage")?.name)
        #expect(tester.control(stage)?.value == "Contacted")
        try tester.post([(stage, "Won"), ("vip", "on")])

        tester.navigate()
        let row = try #require(tester.document().elements(where: { $0.tag == "a" && $0.attributes["href"] == "/lf" }).first)
        #expect(row.text.contains("Won"), "the list reads the same object")
        #expect(row.description.contains("star.fill"))
    }

    @Test func theEditSheetChangesACopyUntilSaved() throws {
        let tester = ViewTester(app: RolodexApp.self)
        tester.navigate(to: "mo")
        try tester.press("Edit")
        #expect(tester.html().contains(">Edit Contact</h2>"))
        let lastName = try #require(sheetControl(tester, "Last name")?.name)
        #expect(tester.control(lastName)?.value == "Okafor")
        try tester.post([(lastName, "Okafor-Reyes")])
        #expect(tester.title == "Maya Okafor", "the draft is a copy")
        try tester.press("Cancel")
        #expect(tester.title == "Maya Okafor")

        try tester.press("Edit")
        let email = try #require(sheetControl(tester, "Email")?.name)
        try tester.post([(email, "maya-at-brightline")])
        #expect(tester.control(labelled: "Save")?.disabled == true, "an invalid email disables Save")
        try tester.post([(email, "maya@brightline.com"), (try #require(sheetControl(tester, "Last name")?.name), "Okafor-Reyes")])
        try tester.press("Save")
        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(tester.title == "Maya Okafor-Reyes")
        #expect(tester.document().text.contains("Emailmaya@brightline.com"))
    }

    @Test func deletingAsksFirstThenGoesBack() throws {
        let tester = ViewTester(app: RolodexApp.self)
        tester.navigate(to: "as")
        try tester.press("Delete Contact")
        var html = tester.html()
        #expect(html.contains("role=\"alertdialog\""))
        #expect(html.contains(">Delete Ana Souza?</h2>"))
        #expect(html.contains("This cannot be undone."))
        try tester.press("Cancel")
        #expect(!tester.html().contains("role=\"alertdialog\""))
        #expect(tester.title == "Ana Souza")

        try tester.press("Delete Contact")
        let result = try tester.press("Delete")
        #expect(result.navigationPath == [], "dismiss() in the alert's action went back to the list")
        html = tester.html()
        #expect(tester.title == "Rolodex")
        #expect(links(tester) == ["/mo", "/lf"])
        #expect(!html.contains("Ana Souza"))
    }
}
