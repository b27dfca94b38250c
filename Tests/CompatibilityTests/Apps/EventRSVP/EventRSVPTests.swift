import FormUITesting
import Foundation
import Testing

/// The RSVP app: events in a NavigationView list, a detail with an RSVP button that opens a sign-up form
/// in a sheet (email keyboard and content types, a guest Stepper, a Submit disabled until the name and
/// email are valid), a confirmation alert, and the visitor's RSVPs kept as JSON in UserDefaults.
@Suite struct EventRSVPTests {
    private func pushLinks(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.tag == "a" && $0.attributes["class"] == "push-link" })
            .compactMap { $0.attributes["href"] }
    }

    /// RSVPs to the Swift Meetup as `name`, with `guests` guests, through the form in the sheet.
    private func rsvp(_ tester: ViewTester, name: String, email: String, guests: Int = 0) throws {
        tester.query = [:]
        tester.navigate(to: "swift-meetup")
        try tester.press("RSVP")
        for _ in 0..<guests { try tester.perform(action: "guests.increment") }
        try tester.press("Submit", with: ["name": name, "email": email])
        try tester.press("OK")
    }

    @Test func theEventsAreListedAndADetailShowsTheSpotsLeft() throws {
        let tester = ViewTester(app: EventRSVPApp.self)
        #expect(tester.title == "Events")
        #expect(pushLinks(tester) == ["/swift-meetup", "/park-cleanup", "/board-game-night"])
        let text = tester.document().text
        #expect(text.contains("Swift Meetup"))
        #expect(text.contains("March 17, 2030"), "Text(date, style: .date) in the page's locale")
        #expect(!text.contains("Going"))

        tester.navigate(to: "swift-meetup")
        #expect(tester.title == "Swift Meetup")
        let detail = tester.document().text
        #expect(detail.contains("Library, Room 4"))
        #expect(detail.contains("Hosted by Cocoa Club"))
        #expect(detail.contains("12 spots left"))
        #expect(tester.control(labelled: "RSVP") != nil)
        #expect(tester.control(labelled: "Cancel RSVP") == nil)
    }

    @Test func submitStaysDisabledUntilTheNameAndEmailAreValid() throws {
        let tester = ViewTester(app: EventRSVPApp.self)
        tester.navigate(to: "swift-meetup")
        try tester.press("RSVP")
        var html = tester.html()
        #expect(html.contains("role=\"dialog\""))
        #expect(html.contains(">RSVP</h2>"))
        #expect(tester.control(labelled: "Submit")?.disabled == true)
        let email = try #require(tester.element(id: "field-email"))
        #expect(email["inputmode"] == "email", ".keyboardType(.emailAddress)")
        #expect(email["autocomplete"] == "email", ".textContentType(.emailAddress)")
        #expect(email["autocapitalize"] == "none", ".autocapitalization(.none)")
        #expect(tester.element(id: "field-name")?["autocomplete"] == "name")

        try tester.post(["name": "Ada"])
        #expect(tester.control(labelled: "Submit")?.disabled == true, "no email yet")
        try tester.post(["email": "ada@home"])
        #expect(tester.document().text.contains("That doesn't look like an email address."))
        #expect(tester.control(labelled: "Submit")?.disabled == true)
        #expect(throws: SubmissionError.self, "a disabled Submit cannot be pressed") { try tester.press("Submit") }

        try tester.post(["email": "ada@example.com"])
        html = tester.html()
        #expect(!html.contains("That doesn't look like an email address."))
        #expect(tester.control(labelled: "Submit")?.disabled != true)
        try tester.post(["name": ""])
        #expect(tester.control(labelled: "Submit")?.disabled == true, ".disabled(name.isEmpty)")
    }

    @Test func submittingConfirmsInAnAlertAndTheDetailSaysYoureGoing() throws {
        let tester = ViewTester(app: EventRSVPApp.self)
        tester.navigate(to: "swift-meetup")
        try tester.press("RSVP")
        try tester.perform(action: "guests.increment")
        try tester.perform(action: "guests.increment")
        #expect(tester.control("guests")?.label == "Guests: 2")
        try tester.post(["remind-me-the-day-before": "off"])
        // Typed and pressed in one post, as a browser sends the form: Submit is enabled by the fields.
        try tester.press("Submit", with: ["name": "Ada", "email": "ada@example.com"])
        var html = tester.html()
        #expect(html.contains("role=\"alertdialog\""))
        #expect(html.contains(">You&#39;re on the list!</h2>"))
        #expect(tester.document().text.contains("See you at Swift Meetup, Ada. Party of 3."))

        try tester.press("OK")
        html = tester.html()
        #expect(!html.contains("role=\"alertdialog\""))
        #expect(!html.contains("role=\"dialog\""), "OK dismissed the sheet through presentationMode")
        let text = tester.document().text
        #expect(text.contains("You're going with 2 guests"))
        #expect(text.contains("9 spots left"))
        #expect(tester.control(labelled: "RSVP") == nil)

        tester.navigate()
        #expect(tester.document().text.contains("Swift MeetupMarch 17, 2030Going"))

        tester.query = ["tab": "my-rsvps"]
        #expect(tester.title == "My RSVPs")
        let mine = tester.document().text
        #expect(mine.contains("Swift Meetup"))
        #expect(mine.contains("ada@example.com"))
        #expect(mine.contains("×3"))
        #expect(!tester.html().contains("bell.fill"), "no reminder asked for")
    }

    @Test func cancellingAnRSVPAsksFirst() throws {
        let tester = ViewTester(app: EventRSVPApp.self)
        try rsvp(tester, name: "Grace", email: "grace@navy.mil")
        tester.navigate(to: "swift-meetup")
        #expect(tester.document().text.contains("11 spots left"))
        try tester.press("Cancel RSVP")
        #expect(tester.html().contains(">Cancel your RSVP?</h2>"))
        #expect(tester.document().text.contains("Your spot will go to someone else."))
        try tester.press("Keep")
        #expect(tester.document().text.contains("You're going"))

        try tester.press("Cancel RSVP")
        let alertButton = try #require(tester.controls.last { $0.label == "Cancel RSVP" }?.actions?.first?.value)
        try tester.perform(action: alertButton)
        let text = tester.document().text
        #expect(!text.contains("You're going"))
        #expect(text.contains("12 spots left"))
        #expect(tester.control(labelled: "RSVP") != nil)
    }

    @Test func myRSVPsAreDeletedFromTheList() throws {
        let tester = ViewTester(app: EventRSVPApp.self)
        tester.query = ["tab": "my-rsvps"]
        #expect(tester.document().text.contains("No RSVPs yet"))
        try rsvp(tester, name: "Ada", email: "ada@example.com", guests: 1)
        tester.navigate()
        tester.query = ["tab": "my-rsvps"]
        #expect(tester.document().text.contains("×2"))
        #expect(tester.html().contains("bell.fill"), "the reminder is on by default")
        try tester.press("Delete row 1")
        #expect(tester.document().text.contains("No RSVPs yet"))
    }

    @Test func rememberMyDetailsFillsInTheNextForm() throws {
        let tester = ViewTester(app: EventRSVPApp.self)
        tester.navigate(to: "swift-meetup")
        try tester.press("RSVP")
        try tester.post(["remember-my-details": "on"])
        try tester.press("Submit", with: ["name": "Ada", "email": "ada@example.com"])
        try tester.press("OK")

        tester.navigate(to: "park-cleanup")
        try tester.press("RSVP")
        #expect(tester.control("name")?.value == "Ada", "the JSON view is a showing too: onAppear filled in the saved name")
        let field = try #require(tester.element(id: "field-name"))
        #expect(field.value == "Ada", "onAppear filled in the saved name")
        #expect(tester.control("remember-my-details")?.value == "on")
        #expect(tester.control("name")?.value == "Ada")
        #expect(tester.control("email")?.value == "ada@example.com")
        #expect(tester.control(labelled: "Submit")?.disabled != true)
        try tester.press("Submit")
        try tester.press("OK")
        tester.navigate()
        tester.query = ["tab": "my-rsvps"]
        #expect(tester.document().text.components(separatedBy: "ada@example.com").count == 3, "two RSVPs by Ada")
    }

    @Test func eachVisitorHasTheirOwnRSVPs() throws {
        let ada = ViewTester(app: EventRSVPApp.self)
        try rsvp(ada, name: "Ada", email: "ada@example.com", guests: 3)

        let adaAgain = ViewTester(sharingSessionWith: ada) { EventRSVPRootView() }
        adaAgain.query = ["tab": "my-rsvps"]
        #expect(adaAgain.document().text.contains("ada@example.com"), "a new store decodes what the first one saved")
        adaAgain.query = [:]
        adaAgain.navigate(to: "swift-meetup")
        #expect(adaAgain.document().text.contains("You're going with 3 guests"))
        #expect(adaAgain.document().text.contains("8 spots left"))

        let grace = ViewTester(app: EventRSVPApp.self)
        grace.query = ["tab": "my-rsvps"]
        #expect(grace.document().text.contains("No RSVPs yet"))
        grace.query = [:]
        grace.navigate(to: "swift-meetup")
        #expect(grace.document().text.contains("12 spots left"))
        try rsvp(grace, name: "Grace", email: "grace@navy.mil")
        ada.navigate()
        ada.query = ["tab": "my-rsvps"]
        #expect(!ada.document().text.contains("grace@navy.mil"))
    }
}
