@_spi(Engine) import FormUI
import FormUITesting
import Testing

@Suite struct InputAndAccessibilityTests {
    @Test func keyboardAndContentTypesBecomeInputHints() throws {
        let html = ViewTester { SignUpForm() }.html()
        #expect(HTMLDocument(html).element(with: ["name": "full-name", "value": "", "autocomplete": "name", "enterkeyhint": "next"]) != nil)
        #expect(HTMLDocument(html).element(with: ["name": "email", "value": "", "autocorrect": "off", "spellcheck": "false", "autocapitalize": "none", "inputmode": "email", "autocomplete": "email"]) != nil)
        #expect(HTMLDocument(html).element("input", with: ["type": "password", "autocomplete": "new-password", "id": "field-password", "name": "password", "enterkeyhint": "done"]) != nil)
    }

    @Test func focusStateSetInAnActionFocusesThatFieldOnTheNextPage() throws {
        let tester = ViewTester { SignUpForm() }
        #expect(!tester.html().contains("autofocus"))
        try tester.press("Create account")
        #expect(HTMLDocument(tester.html()).element(with: ["name": "full-name", "value": "", "autocomplete": "name", "enterkeyhint": "next", "autofocus": ""]) != nil)
        try tester.post(["full-name": "Ada"])
        try tester.press("Create account")
        let html = tester.html()
        #expect(HTMLDocument(html).element(with: ["name": "email", "value": "", "autocorrect": "off", "spellcheck": "false", "autocapitalize": "none", "inputmode": "email", "autocomplete": "email", "autofocus": ""]) != nil)
        #expect(html.components(separatedBy: "autofocus").count == 2, "one field has focus")
    }

    @Test func accessibilityModifiersBecomeARIA() throws {
        let html = ViewTester { SignUpForm() }.html()
        #expect(HTMLDocument(html).element(role: "switch", name: "Receive the newsletter")?.has(["aria-checked": "false"]) == true)
        #expect(HTMLDocument(html).element(role: "switch", name: "Receive the newsletter")?["aria-describedby"]?.hasPrefix("a11y-") == true)
        #expect(html.contains("-hint\">One email a month</span>"))
        #expect(HTMLDocument(html).element("div", with: ["class": "accessibility-element", "aria-hidden": "true"])?.attributes == ["class": "accessibility-element", "aria-hidden": "true"])
        #expect(HTMLDocument(html).element("div", with: ["class": "accessibility-element", "role": "group", "aria-label": "Rated four out of five"])?.attributes == ["class": "accessibility-element", "role": "group", "aria-label": "Rated four out of five"])
    }

    /// A toolbar button drawn as a symbol, named for VoiceOver by the image's `.accessibilityLabel`.
    private struct ComposeToolbar: View {
        @State private var drafts = 0
        var body: some View {
            VStack {
                Text("Drafts: \(drafts)")
                Button { drafts += 1 } label: {
                    Image(systemName: "square.and.pencil").accessibilityLabel("New Draft")
                }
                Button { drafts = 0 } label: {
                    HStack { Image(systemName: "trash"); Text("×") }.accessibilityLabel(Text("Discard all"))
                }
            }
        }
    }

    @Test func anAccessibilityLabelInsideAButtonsLabelNamesTheButton() throws {
        let tester = ViewTester { ComposeToolbar() }
        let html = tester.html()
        #expect(tester.control(labelled: "New Draft")?.actions?.first?.value == "new-draft")
        #expect(tester.control(labelled: "Discard all")?.actions?.first?.value == "discard-all")
        #expect(html.contains("<span aria-hidden=\"true\"><img class=\"icon\""))
        #expect(html.contains("<span class=\"visually-hidden\">New Draft</span>"))
        #expect(!html.contains("role=\"group\""), "no group inside a button")
        #expect(!html.contains("Compose"), "the symbol's own name gives way to the label")
        try tester.press("New Draft")
        #expect(tester.html().contains("Drafts: 1"))
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
