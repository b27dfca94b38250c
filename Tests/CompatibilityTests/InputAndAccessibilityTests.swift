import FormUITesting
import Testing

@Suite struct InputAndAccessibilityTests {
    @Test func keyboardAndContentTypesBecomeInputHints() throws {
        let html = ViewTester { SignUpForm() }.html()
        #expect(html.contains("name=\"full-name\" value=\"\" autocomplete=\"name\" enterkeyhint=\"next\""))
        #expect(html.contains("name=\"email\" value=\"\" autocorrect=\"off\" spellcheck=\"false\" autocapitalize=\"none\" inputmode=\"email\" autocomplete=\"email\""))
        #expect(html.contains("<input type=\"password\" autocomplete=\"new-password\" id=\"field-password\" name=\"password\" enterkeyhint=\"done\""))
    }

    @Test func focusStateSetInAnActionFocusesThatFieldOnTheNextPage() throws {
        let tester = ViewTester { SignUpForm() }
        #expect(!tester.html().contains("autofocus"))
        try tester.press("Create account")
        #expect(tester.html().contains("name=\"full-name\" value=\"\" autocomplete=\"name\" enterkeyhint=\"next\" autofocus"))
        try tester.post(["full-name": "Ada"])
        try tester.press("Create account")
        let html = tester.html()
        #expect(html.contains("name=\"email\" value=\"\" autocorrect=\"off\" spellcheck=\"false\" autocapitalize=\"none\" inputmode=\"email\" autocomplete=\"email\" autofocus"))
        #expect(html.components(separatedBy: "autofocus").count == 2, "one field has focus")
    }

    @Test func accessibilityModifiersBecomeARIA() throws {
        let html = ViewTester { SignUpForm() }.html()
        #expect(html.contains("role=\"switch\" aria-checked=\"false\" aria-label=\"Receive the newsletter\" aria-describedby=\"a11y-"))
        #expect(html.contains("-hint\">One email a month</span>"))
        #expect(html.contains("<div class=\"accessibility-element\" aria-hidden=\"true\">"))
        #expect(html.contains("<div class=\"accessibility-element\" role=\"group\" aria-label=\"Rated four out of five\">"))
    }

    @Test func appStorageIsSharedByThePagesOfASession() throws {
        let shared = SessionValues()
        let form = ViewTester { SignUpForm() }
        let badge = ViewTester { NewsletterBadge() }
        // Two pages of one session: a server gives their states the session's values.
        let formState = PageState(sessionValues: shared)
        let badgeState = PageState(sessionValues: shared)
        #expect(badge.page.render(badgeState).htmlString.contains("Not subscribed"))
        try form.page.submit([("newsletter", "on")], to: formState)
        #expect(badge.page.render(badgeState).htmlString.contains("Subscribed"))
        #expect(form.page.render(formState).htmlString.contains(" checked"), "the newsletter switch is on")
        // Another session has its own.
        #expect(badge.page.render(PageState()).htmlString.contains("Not subscribed"))
    }
}
