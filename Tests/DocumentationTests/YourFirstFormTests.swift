import FormUITesting
import Testing

/// “Your first form”: the names the article gives the fields, the disabled button, and the refusals it
/// describes.
@Suite struct YourFirstFormTests {
    @Test func fieldsAreNamedAfterTheirLabels() {
        let tester = ViewTester { NewsletterSignUp() }
        #expect(tester.control("email")?.kind == "text-field")
        #expect(tester.control("frequency")?.value == "weekly")
        #expect(tester.control("i-accept-the-terms")?.value == "off")
        #expect(tester.control(labelled: "Subscribe")?.disabled == true)
        #expect(tester.element(with: ["name": "frequency"])?.tag == "select", "a picker in a form is a menu: a <select>")
    }

    @Test func typingAndPressingInOnePost() throws {
        let tester = ViewTester { NewsletterSignUp() }
        try tester.press("Subscribe", with: ["email": "ada@example.com", "frequency": "monthly", "i-accept-the-terms": "on"])
        #expect(tester.document().text.contains("Subscribed: a letter monthly, to ada@example.com."))
    }

    @Test func pressingBeforeTheTermsAreAcceptedIsRefused() throws {
        let tester = ViewTester { NewsletterSignUp() }
        let error = try #require(throws: SubmissionError.self) {
            try tester.press("Subscribe", with: ["email": "ada@example.com"])
        }
        #expect(error.suggestedStatus == 422)
        #expect(tester.control("email")?.value == "", "nothing of the post was kept")
    }

    @Test func aFrequencyThatIsNotAnOptionIsRefused() throws {
        let tester = ViewTester { NewsletterSignUp() }
        let error = try #require(throws: SubmissionError.self) { try tester.post(["frequency": "yearly"]) }
        #expect(error.suggestedStatus == 422)
        #expect(error.message(for: "frequency") != nil)
        #expect(tester.control("frequency")?.value == "weekly")
    }
}
