import FormUITesting
import Foundation
import Testing

/// The classic settings screen: a Form of sections with every value in @AppStorage, pickers in the
/// .menu, .inline and .navigationLink styles, a ColorPicker kept as "r,g,b" through Color.resolve(in:), a
/// Slider, "Rate us" and a privacy Link, "Reset to defaults" behind a confirmationDialog, and a profile
/// page pushed from the first row.
@Suite struct PreferencesTests {
    private func profileLink(_ tester: ViewTester) -> String? {
        tester.document().elements(where: { $0.tag == "a" && $0.attributes["class"] == "push-link" }).first?.attributes["href"]
    }

    @Test func theDefaultsAndThePickerStyles() throws {
        let tester = ViewTester(app: PreferencesApp.self)
        #expect(tester.title == "Preferences")
        #expect(profileLink(tester) == "/set-up-your-profile")
        #expect(tester.control("appearance")?.value == "system")
        #expect(tester.control("appearance")?.style == "menu")
        #expect(tester.control("appearance")?.options?.map(\.label) == ["System", "Light", "Dark"])
        #expect(tester.control("accent-colour")?.value == "#007aff")
        #expect(tester.control("text-size")?.value == "17")
        #expect(tester.control("bold-text")?.value == "off")
        #expect(tester.control("allow-notifications")?.value == "on")
        #expect(tester.control("daily-summary")?.style == "inline")
        #expect(tester.control("daily-summary")?.value == "morning")
        #expect(tester.control("start-screen")?.style == "navigation-link")
        let html = tester.html()
        #expect(html.contains("href=\"?choose=start-screen\""), "a .navigationLink picker links to its choices")
        #expect(html.contains("<span class=\"current-value\">Inbox</span>"))
        #expect(tester.document().text.contains("Text size: 17 pt"))
        #expect(tester.document().text.contains("Version2.1.0"))
    }

    @Test func appearanceSettingsChangeThePreview() throws {
        let tester = ViewTester(app: PreferencesApp.self)
        try tester.post(["appearance": "dark", "text-size": "21", "bold-text": "on"])
        #expect(tester.control("appearance")?.value == "dark")
        #expect(tester.document().text.contains("Text size: 21 pt"))
        let preview = try #require(tester.document().elements(where: { $0.text == "The quick brown fox" && $0.tag == "span" }).first)
        #expect(preview.attributes["style"] == "font-size:21px;font-weight:700;")

        try tester.post(["accent-colour": "#ff2d55"])
        #expect(tester.control("accent-colour")?.value == "#ff2d55", "kept as r,g,b and read back")
        #expect(tester.html().contains("--tint:rgb(255 45 85"), "the accent tints the screen")

        try tester.post(["text-size": "30"])
        #expect(tester.document().text.contains("Text size: 24 pt"), "a value past the slider's range is clamped to it")
    }

    @Test func theSummaryPickerShowsOnlyWithNotificationsOn() throws {
        let tester = ViewTester(app: PreferencesApp.self)
        try tester.post(["daily-summary": "evening"])
        #expect(tester.control("daily-summary")?.value == "evening")
        try tester.post(["allow-notifications": "off"])
        #expect(tester.control("daily-summary") == nil)
        try tester.post(["allow-notifications": "on"])
        #expect(tester.control("daily-summary")?.value == "evening", "the choice is kept in @AppStorage")

        try tester.post(["start-screen": "upcoming"])
        #expect(tester.html().contains("<span class=\"current-value\">Upcoming</span>"))
    }

    @Test func rateUsOpensTheStoreAndThePrivacyPolicyIsALink() throws {
        let tester = ViewTester(app: PreferencesApp.self)
        let result = try tester.press("Rate us")
        #expect(result.openedURL?.absoluteString == "https://apps.apple.com/app/id1234567890?action=write-review")
        let privacy = try #require(tester.document().elements(where: { $0.tag == "a" && $0.text == "Privacy policy" }).first)
        #expect(privacy.attributes["href"] == "https://example.com/privacy")
    }

    @Test func resetToDefaultsAsksInADialogFirst() throws {
        let tester = ViewTester(app: PreferencesApp.self)
        try tester.post(["appearance": "light", "bold-text": "on", "allow-notifications": "off",
                         "accent-colour": "#34c759", "start-screen": "projects"])
        try tester.press("Reset to defaults")
        var html = tester.html()
        #expect(html.contains(">Reset all preferences?</h2>"), "titleVisibility: .visible")
        #expect(tester.document().text.contains("Your profile and every setting go back to how they were"))
        try tester.press("Cancel")
        #expect(!tester.html().contains("Reset all preferences?"))
        #expect(tester.control("appearance")?.value == "light")

        try tester.press("Reset to defaults")
        try tester.press("Reset")
        html = tester.html()
        #expect(!html.contains("Reset all preferences?"))
        #expect(tester.control("appearance")?.value == "system")
        #expect(tester.control("bold-text")?.value == "off")
        #expect(tester.control("allow-notifications")?.value == "on")
        #expect(tester.control("accent-colour")?.value == "#007aff")
        #expect(tester.control("start-screen")?.value == "inbox")
    }

    @Test func theProfilePageKeepsANameAndEmail() throws {
        let tester = ViewTester(app: PreferencesApp.self)
        tester.navigate(to: "set-up-your-profile")
        #expect(tester.title == "Profile")
        #expect(tester.control("show-email-to-friends")?.disabled == true, "no email yet")
        #expect(tester.control(labelled: "Sign out")?.disabled == true)
        #expect(tester.document().text.contains("Add an email so friends can find you."))
        let email = try #require(tester.element(id: "field-email"))
        #expect(email["inputmode"] == "email")
        #expect(email["autocapitalize"] == "none")

        #expect(throws: SubmissionError.self, "the toggle is disabled until an email is kept") {
            try tester.post(["email": "ada@example.com", "show-email-to-friends": "on"])
        }
        try tester.post(["email": "ada@example.com"])
        #expect(tester.document().text.contains("Your email is private."))
        try tester.post(["show-email-to-friends": "on"])
        #expect(tester.document().text.contains("Friends can see ada@example.com."))
        try tester.post(["name": "Ada Lovelace"])
        // On a device the profile page stays on screen while the name is typed.
        #expect(tester.isFound)
        #expect(tester.navigationPath == ["ada-lovelace"], "the post leads to the page's new address")
        #expect(tester.title == "Profile")
        tester.navigate()
        #expect(profileLink(tester) == "/ada-lovelace")
        #expect(tester.document().text.contains("Ada Lovelace"))
        tester.navigate(to: "ada-lovelace")
        #expect(tester.title == "Profile")
        #expect(tester.control("name")?.value == "Ada Lovelace")
        #expect(tester.control("show-email-to-friends")?.value == "on")
    }

    @Test func signingOutAsksThenClearsTheProfileAndGoesBack() throws {
        let tester = ViewTester(app: PreferencesApp.self)
        tester.navigate(to: "set-up-your-profile")
        try tester.post(["email": "grace@navy.mil"])
        try tester.press("Sign out")
        #expect(tester.html().contains(">Sign out?</h2>"))
        #expect(tester.document().text.contains("Your name and email will be removed from this device."))
        let confirm = try #require(tester.controls.last { $0.label == "Sign out" }?.actions?.first?.value)
        let result = try tester.perform(action: confirm)
        #expect(result.navigationPath == [], "presentationMode's dismiss() popped the profile page")
        #expect(tester.title == "Preferences")
        #expect(profileLink(tester) == "/set-up-your-profile")
        tester.navigate(to: "set-up-your-profile")
        #expect(tester.control("email")?.value == "")
    }

    @Test func eachVisitorHasTheirOwnPreferences() throws {
        let ada = ViewTester(app: PreferencesApp.self)
        try ada.post(["appearance": "dark", "accent-colour": "#af52de", "allow-notifications": "off"])
        ada.navigate(to: "set-up-your-profile")
        try ada.post(["email": "ada@example.com"])

        let adaAgain = ViewTester(sharingSessionWith: ada) { PreferencesRootView() }
        #expect(adaAgain.control("appearance")?.value == "dark")
        #expect(adaAgain.control("accent-colour")?.value == "#af52de")
        #expect(adaAgain.control("daily-summary") == nil)
        adaAgain.navigate(to: "set-up-your-profile")
        #expect(adaAgain.control("email")?.value == "ada@example.com")

        let grace = ViewTester(app: PreferencesApp.self)
        #expect(grace.control("appearance")?.value == "system")
        #expect(grace.control("accent-colour")?.value == "#007aff")
        #expect(grace.control("daily-summary") != nil)
        grace.navigate(to: "set-up-your-profile")
        #expect(grace.control("email")?.value == "")
    }
}
