import Foundation
import FormUITesting
import Testing

/// App screens (login, recipes, habits, a converter, events, a profile, preferences, a tip calculator,
/// feedback, a media player, a checklist, a new-item sheet, tabs, a cart store, account settings), each
/// held to what it does in SwiftUI.
@Suite struct AppScreenTests {
    // MARK: Login

    @Test func loginValidatesAndShowsAnAlertForEachRefusal() throws {
        let tester = ViewTester { LoginView() }
        #expect(tester.title == "Welcome Back")
        #expect(tester.control(labelled: "Sign In")?.disabled == true, "disabled while the fields are empty")
        #expect(throws: SubmissionError.self) { try tester.press("Sign In") }
        #expect(tester.html().contains("type=\"password\""))

        try tester.post(["email-address": "nobody", "password": "short"])
        #expect(tester.html().contains("Passwords have at least 8 characters."))
        #expect(!tester.html().contains("role=\"alertdialog\""))
        try tester.press("Sign In")
        var html = tester.html()
        #expect(html.contains("role=\"alertdialog\""))
        #expect(html.contains(">Invalid Email</h2>"))
        #expect(html.contains("Please enter an address like name@example.com."))
        try tester.press("OK")
        #expect(!tester.html().contains("role=\"alertdialog\""))

        try tester.post(["email-address": "ada@example.com", "password": "wrong-password"])
        #expect(!tester.html().contains("Passwords have at least"))
        try tester.press("Sign In")
        #expect(tester.html().contains(">Sign In Failed</h2>"))
        try tester.press("OK")
        #expect(tester.control(labelled: "Sign In")?.disabled == true, "a refused password is cleared")

        try tester.post(["password": "open-sesame"])
        try tester.press("Sign In")
        html = tester.html()
        #expect(html.contains("Signed in as ada@example.com"))
        #expect(tester.control("email-address") == nil)
        try tester.press("Sign Out")
        #expect(tester.control("email-address")?.value == "ada@example.com")
    }

    @Test func loginAsABrowserPostsItTypedThenPressedInOneClick() throws {
        let tester = ViewTester { LoginView() }
        // The button was disabled on the page the person saw; their post fills the fields and presses it,
        // which the fields enable: one click, as on a device.
        try tester.perform(action: "sign-in", with: ["email-address": "ada@example.com", "password": "open-sesame"])
        #expect(tester.html().contains("Signed in as ada@example.com"))

        // Pressing Return applies the fields first, then the button can be pressed.
        let other = ViewTester { LoginView() }
        try other.submitForm(changing: ["email-address": "ada@example.com", "password": "open-sesame"], action: "_submit")
        #expect(other.control(labelled: "Sign In")?.disabled != true)
        #expect(!other.html().contains("open-sesame"), "a password is never sent back")
        try other.submitForm(action: "sign-in")
        #expect(other.html().contains("Signed in as ada@example.com"), "the empty password field the page showed did not clear it")
    }

    // MARK: Recipe editor

    private func ingredients(_ tester: ViewTester) -> [String] {
        tester.controls.filter { $0.label == "Ingredient" }.compactMap(\.value)
    }

    @Test func recipeEditorBindsIntoTheModelAndMovesAndDeletesRows() throws {
        let tester = ViewTester { RecipeEditor() }
        #expect(tester.title == "Pancakes")
        #expect(ingredients(tester) == ["Flour", "Milk", "Eggs"])
        #expect(tester.html().contains("3 ingredients"))
        let moveUps = tester.controls.filter { $0.label == "Move Up" }
        #expect(moveUps.first?.disabled == true, "the first row cannot move up")

        try tester.perform(action: try #require(moveUps[1].actions?.first?.value))
        #expect(ingredients(tester) == ["Milk", "Flour", "Eggs"])

        let deletes = tester.controls.filter { $0.label == "Delete" }
        try tester.perform(action: try #require(deletes[2].actions?.first?.value))
        #expect(ingredients(tester) == ["Milk", "Flour"])
        #expect(tester.html().contains("2 ingredients"))

        try tester.press("Add Ingredient")
        let fields = tester.controls.filter { $0.label == "Ingredient" }
        #expect(fields.count == 3)
        let newField = try #require(fields.last?.name)
        try tester.post([(newField, "Sugar"), ("title", "Crêpes")])
        #expect(ingredients(tester) == ["Milk", "Flour", "Sugar"])
        #expect(tester.title == "Crêpes")
        #expect(tester.html().contains("Milk, Flour, Sugar"), "the summary reads the same model")

        try tester.perform(action: "serves.increment")
        #expect(tester.control("serves")?.value == "5")
        try tester.post(["title": ""])
        #expect(tester.title == "New Recipe")
    }

    // MARK: Habit tracker

    @Test func habitTrackerKeepsAppStorageAcrossViewsOfTheSession() throws {
        let tester = ViewTester { HabitTrackerView() }
        #expect(tester.html().contains("Streak: 0 days"))
        #expect(tester.html().contains("3 to go"))
        try tester.post(["drink-water": "on", "stretch": "on", "go-for-a-walk": "on"])
        #expect(tester.html().contains("Goal reached!"))
        #expect(tester.control(labelled: "Goal")?.value == "3")
        try tester.press("Finish Day")
        #expect(tester.html().contains("Streak: 1 days"), "the badge reads the key the tracker wrote")
        #expect(tester.control("drink-water")?.value == "off")

        try tester.post(["your-name": "Sam"])
        #expect(tester.html().contains("streak: 1 days"))
        #expect(tester.html().contains("Sam"))

        try tester.perform(action: "daily-goal.increment")
        #expect(tester.control("daily-goal")?.value == "4")
        #expect(throws: SubmissionError.self) { try tester.perform(action: "daily-goal.increment") }
        try tester.post(["stretch": "on"])
        try tester.press("Finish Day")
        #expect(tester.html().contains("Streak: 0 days") || tester.html().contains("streak: 0 days"), "a missed goal resets the streak")

        let other = ViewTester { HabitTrackerView() }
        #expect(other.control("daily-goal")?.value == "3", "another session has its own storage")
    }

    // MARK: Unit converter

    @Test func unitConverterReadsNumbersRefusesTextAndReactsToChanges() throws {
        let tester = ViewTester { UnitConverterView() }
        #expect(tester.control("value")?.value == "100")
        #expect(tester.html().contains("212.0"))
        try tester.post(["value": "37"])
        #expect(tester.html().contains("98.6"))
        #expect(tester.html().contains("100 → 37"), "onChange got the old and the new value")
        try tester.post(["from": "Fahrenheit", "to": "Kelvin"])
        #expect(tester.html().contains("275.9"))
        #expect(!tester.html().contains("37 → 37"), "a post that did not change the value runs no onChange")

        let error = #expect(throws: SubmissionError.self) { try tester.post(["value": "warm"]) }
        #expect(error?.problems.first?.name == "value")
        #expect(tester.control("value")?.value == "37")
        #expect(throws: SubmissionError.self) { try tester.post(["to": "Rankine"]) }

        #expect(tester.html().contains("3.11"))
        try tester.post(["kilometers": "10"])
        #expect(tester.html().contains("6.21"))
    }

    // MARK: Event form

    @Test func eventFormKeepsDatesInRangeAndConfirmsBeforeDiscarding() throws {
        let tester = ViewTester { EventFormView() }
        #expect(tester.title == "New Event")
        #expect(tester.control(labelled: "Discard")?.disabled == true)
        #expect(tester.control(labelled: "Add")?.disabled == true)
        #expect(tester.html().contains("type=\"datetime-local\""))

        try tester.post(["title": "Team lunch", "starts": "2026-07-04T09:00"])
        #expect(tester.control("starts")?.value == "2026-07-04T09:00")
        #expect(tester.control("ends")?.value == "2026-07-04T11:00", "onChange keeps the length")
        #expect(tester.control("ends")?.minimum == "2026-07-04T09:00", "the end cannot come before the start")
        #expect(throws: SubmissionError.self) { try tester.post(["starts": "next tuesday"]) }

        try tester.post(["all-day": "on"])
        #expect(tester.html().contains("type=\"date\""))
        #expect(!tester.html().contains("type=\"datetime-local\""))

        try tester.press("Discard")
        var html = tester.html()
        #expect(HTMLDocument(html).element("section", with: ["class": "presentation confirmation", "role": "alertdialog"]) != nil)
        #expect(html.contains("Are you sure you want to discard this new event?"))
        try tester.press("Keep Editing")
        #expect(tester.control("title")?.value == "Team lunch")
        #expect(!tester.html().contains("role=\"alertdialog\""))
        try tester.press("Discard")
        try tester.press("Discard Changes")
        #expect(tester.control("title")?.value == "")

        try tester.post(["title": "Picnic"])
        try tester.press("Add")
        html = tester.html()
        #expect(html.contains("Saved: Picnic"))
        #expect(tester.control("title")?.value == "")
    }

    @Test func eventDatesOutsideTheirRangeAreClampedAsSwiftUIClampsThem() throws {
        let tester = ViewTester { EventFormView() }
        #expect(tester.control("starts")?.minimum == "2026-07-01T00:00")
        #expect(tester.control("starts")?.maximum == "2026-10-01T00:00")
        try tester.post(["starts": "2027-01-01T10:00"])
        #expect(tester.control("starts")?.value == "2026-10-01T00:00", "taken as the last allowed date")
        try tester.post(["ends": "2026-07-01T08:00"])
        #expect(tester.control("ends")?.value == "2026-10-01T00:00", "an end before the start is the start")
    }

    // MARK: Profile with value navigation

    @Test func profileLinksToValuesAndEachDestinationEditsTheSameState() throws {
        let tester = ViewTester { ProfileHomeView() }
        tester.pagePath = "/profile"
        #expect(tester.title == "Profile")
        let html = tester.html()
        #expect(html.contains("href=\"/profile/edit-name\""))
        #expect(html.contains("href=\"/profile/privacy\""))
        #expect(html.contains("href=\"/profile/mina\""))
        #expect(tester.control("display-name") == nil)

        tester.navigate(to: "edit-name")
        #expect(tester.isFound)
        #expect(tester.title == "Edit Name")
        try tester.post(["display-name": "Jordan L."])
        #expect(tester.html().contains("Shown as Jordan L."))

        tester.navigate(to: "privacy")
        #expect(tester.title == "Privacy")
        try tester.post(["private-account": "on"])

        tester.navigate()
        #expect(tester.html().contains("Jordan L."), "the binding wrote the root's state")
        #expect(tester.html().contains("Private account"))

        tester.navigate(to: "mina")
        #expect(tester.title == "Mina")
        #expect(tester.html().contains("Seoul"))
        try tester.post(["favorite": "on"])
        #expect(tester.control("favorite")?.value == "on")
        tester.navigate(to: "tomás")
        #expect(tester.html().contains("Valencia"))
        #expect(tester.control("favorite")?.value == "off", "each friend's screen has its own state")
        tester.navigate(to: "nobody")
        #expect(!tester.isFound)
    }

    // MARK: Preferences

    @Test func preferencePickersInEachStyleWriteTheirEnum() throws {
        let tester = ViewTester { PreferencesView() }
        let html = tester.html()
        #expect(tester.control("theme")?.style == "segmented")
        #expect(HTMLDocument(html).element("button", with: ["type": "submit", "name": "theme", "value": "dark"]) != nil)
        #expect(HTMLDocument(html).element("select", with: ["id": "field-text-size"])?.attributes == ["id": "field-text-size", "name": "text-size"])
        #expect(html.contains("type=\"radio\""))
        #expect(html.contains("labels-hidden"))
        #expect(html.contains("Theme: System, size: Medium, sorted newest first"))

        try tester.post(["theme": "dark"])
        try tester.post(["text-size": "extraLarge", "sort-by": "Alphabetical"])
        #expect(tester.html().contains("Theme: Dark, size: Extra Large, sorted alphabetical"))
        #expect(tester.control("text-size")?.options?.first { $0.selected }?.label == "Extra Large")

        let error = #expect(throws: SubmissionError.self) { try tester.post(["theme": "sepia"]) }
        #expect(error?.problems.first?.name == "theme")
        #expect(tester.control("theme")?.value == "dark")
    }

    // MARK: Tip calculator

    @Test func tipCalculatorComputesTotalsFromTheAmountPeopleAndTip() throws {
        let tester = ViewTester { TipCalculatorView() }
        #expect(tester.title == "Split the Check")
        #expect(tester.control("number-of-people")?.options?.count == 9)
        try tester.post(["amount": "100"])
        #expect(tester.html().contains("$120.00"), "formats follow the page's locale (en_US), not the server's (en_001: US$)")
        #expect(!tester.html().contains("US$"))
        #expect(tester.html().contains("60.00"))
        try tester.perform(action: "tip.increment")
        #expect(tester.control("tip")?.value == "25")
        try tester.post(["number-of-people": "5"])
        #expect(tester.html().contains("125.00"))
        #expect(tester.html().contains("25.00"))
        for _ in 0..<5 { try tester.perform(action: "tip.decrement") }
        #expect(tester.control("tip")?.value == "0")
        #expect(tester.html().contains("color:var(--red)"))
        #expect(throws: SubmissionError.self) { try tester.perform(action: "tip.decrement") }
        #expect(throws: SubmissionError.self) { try tester.post(["amount": "a lot"]) }
        #expect(throws: SubmissionError.self) { try tester.post(["number-of-people": "1"]) }
        #expect(tester.control("number-of-people")?.value == "5")
        #expect(tester.control(labelled: "Done") == nil, "the keyboard toolbar shows only while the field is focused")
    }

    @Test func formatsAndTheirParsingFollowTheConfiguredLocale() throws {
        let tester = ViewTester { TipCalculatorView() }
        tester.locale = Locale(identifier: "de_DE")
        try tester.post(["amount": "80,50"])
        let html = tester.html()
        #expect(html.contains("96,60"), "80,50 plus a 20 % tip, with a decimal comma")
        #expect(html.contains("€") == false)
        #expect(tester.control("amount")?.value?.contains("80,50") == true)
    }

    // MARK: Feedback

    @Test func feedbackCountsCharactersCutsAtTheLimitAndThanks() throws {
        let tester = ViewTester { FeedbackFormView() }
        #expect(tester.html().contains("0/120 characters"))
        #expect(tester.control(labelled: "Send Feedback")?.disabled == true)
        #expect(tester.html().contains("<textarea"))
        try tester.post(["text": "Great app"])
        #expect(tester.html().contains("9/120 characters"))
        #expect(tester.control(labelled: "Send Feedback")?.disabled != true)

        try tester.post(["text": String(repeating: "ab", count: 70)])
        #expect(tester.control("text")?.value?.count == 120, "onChange cut the message")
        #expect(tester.html().contains("120/120 characters"))

        try tester.press("Send Feedback")
        let html = tester.html()
        #expect(html.contains(">Thank you!</h2>"))
        #expect(html.contains("You have sent 1."))
        #expect(tester.control("text")?.value == "")
        try tester.press("Done")
        #expect(!tester.html().contains("role=\"alertdialog\""))

        #expect(tester.control("include-diagnostics") == nil)
        try tester.post(["category": "Bug report"])
        #expect(tester.control("include-diagnostics") != nil)
        try tester.perform(action: "stars.increment")
        #expect(tester.html().components(separatedBy: "/icons/star.fill.svg").count - 1 == 4)
        #expect(throws: SubmissionError.self) { try tester.post(["category": "Complaint"]) }
    }

    // MARK: Media player

    @Test func mediaPlayerButtonsDrawnByAStyleActAndTheSlidersSnap() throws {
        let tester = ViewTester { MediaPlayerView() }
        var html = tester.html()
        #expect(HTMLDocument(html).element("button", with: ["name": "_action", "value": "play"])?.attributes == ["type": "submit", "name": "_action", "value": "play", "class": "button style-custom"])
        #expect(html.contains("border-radius:50%") || html.contains("border-radius:9999px"), "the style's Circle background")
        #expect(html.contains("aria-label=\"Volume\""))
        #expect(html.contains("Paused"))

        try tester.press("Play")
        #expect(tester.html().contains("Playing at 1×"))
        #expect(tester.control(labelled: "Pause") != nil)
        try tester.post(["speed": "1.5"])
        #expect(tester.html().contains("Playing at 1.5×"))

        try tester.press("Forward 30 seconds")
        try tester.press("Forward 30 seconds")
        try tester.press("Back 15 seconds")
        #expect(tester.control("position")?.value == "45")
        html = tester.html()
        #expect(html.contains("0:45"))
        #expect(html.contains("-29:15"))

        try tester.post(["position": "1799"])
        #expect(tester.control("position")?.value == "1800", "snapped to the 15-second step")
        try tester.post(["position": "5000", "slider": "2"])
        #expect(tester.control("position")?.value == "1800")
        #expect(tester.control("slider")?.value == "1", "clamped to the range")
        #expect(throws: SubmissionError.self) { try tester.post(["position": "loud"]) }
        #expect(throws: SubmissionError.self) { try tester.post(["speed": "3.0"]) }
    }

    // MARK: Checklist

    @Test func checklistRowsDrawnByAToggleStyleToggleTheirItem() throws {
        let tester = ViewTester { PackingChecklistView() }
        #expect(tester.html().contains("3 left to pack"))
        #expect(tester.control("passport") == nil, "the style draws a button, not a checkbox")
        #expect(!tester.html().contains("line-through"))
        try tester.press("Passport")
        #expect(tester.html().contains("line-through"), "a packed item is struck through")
        #expect(tester.html().contains("2 left to pack"))
        try tester.press("Charger")
        try tester.press("Sunscreen")
        #expect(tester.html().contains("All packed!"))
        try tester.press("Charger")
        #expect(tester.html().contains("1 left to pack"))

        try tester.post(["hide-packed-items": "on"])
        #expect(!tester.html().contains("Passport"))
        #expect(tester.html().contains("Charger"))
        try tester.press("Unpack Everything")
        #expect(tester.html().contains("Passport"))
        #expect(tester.html().contains("3 left to pack"))
    }

    // MARK: New-item sheet

    @Test func newItemSheetAddsWithDismissAndCountsEveryClosing() throws {
        let tester = ViewTester { GroceryListView() }
        #expect(tester.title == "Groceries")
        #expect(!tester.html().contains("role=\"dialog\""))
        try tester.press("Add Item")
        var html = tester.html()
        #expect(HTMLDocument(html).element("section", with: ["class": "presentation sheet", "role": "dialog"]) != nil)
        #expect(html.contains(">New Item</h2>"))
        #expect(tester.title == "Groceries")
        #expect(tester.control(labelled: "Add")?.disabled == true)

        try tester.post(["item-name": "Milk", "urgent": "on"])
        try tester.perform(action: "quantity.increment")
        try tester.press("Add")
        html = tester.html()
        #expect(!html.contains("role=\"dialog\""), "Add called dismiss()")
        #expect(html.contains("Milk"))
        #expect(html.contains("×2"))
        #expect(html.contains("Sheet closed 1 times"), "onDismiss ran")

        try tester.press("Add Item")
        try tester.post(["item-name": "Bread"])
        try tester.press("Cancel")
        html = tester.html()
        #expect(!html.contains("Bread"))
        #expect(html.contains("Sheet closed 2 times"))

        try tester.press("Add Item")
        try tester.press("Close")
        #expect(tester.html().contains("Sheet closed 3 times"))
    }

    // MARK: Tabs

    @Test func tabRootSwitchesTabsByLinkAndBySelection() throws {
        let tester = ViewTester { WorkoutRootView() }
        var html = tester.html()
        #expect(HTMLDocument(html).element("a", with: ["href": "?tab=log"])?.attributes == ["class": "tab-link is-selected", "href": "?tab=log", "aria-current": "page"])
        #expect(html.contains("href=\"?tab=stats\""))
        #expect(tester.title == "Log a Workout")
        #expect(throws: SubmissionError.self) { try tester.perform(action: "minutes.decrement") }

        for _ in 0..<3 { try tester.perform(action: "minutes.increment") }
        try tester.press("Save Session")
        #expect(tester.control("minutes")?.value == "0")
        try tester.press("See Stats")
        html = tester.html()
        #expect(HTMLDocument(html).element("a", with: ["href": "?tab=stats"])?.attributes == ["class": "tab-link is-selected", "href": "?tab=stats", "aria-current": "page"], "the action wrote the selection")
        #expect(tester.title == "Stats")
        #expect(tester.control("minutes") == nil)
        #expect(html.contains("30"))
        try tester.post(["show-average": "on"])
        #expect(tester.html().contains("Average: 30 min"))

        tester.query = ["tab": "log"]
        #expect(tester.control("minutes") != nil)
        #expect(tester.control("show-average") == nil)
    }

    // MARK: ObservableObject store

    @Test func observableObjectStoreIsSharedThroughStateObjectAndEnvironmentObject() throws {
        let tester = ViewTester { CoffeeShopView() }
        #expect(tester.title == "Order Coffee")
        #expect(tester.html().contains("0 items, for here"))
        #expect(throws: SubmissionError.self) { try tester.press("Remove Latte") }
        try tester.press("Add Latte")
        try tester.press("Add Latte")
        try tester.press("Add Espresso")
        #expect(tester.html().contains("3 items, for here"), "@EnvironmentObject reads the @StateObject")
        #expect(tester.html().contains("10.50"))
        try tester.press("Remove Latte")
        #expect(tester.html().contains("6.50"))
        try tester.post(["takeaway": "on"])
        #expect(tester.html().contains("2 items, to go"))
        try tester.press("Place Order")
        #expect(tester.html().contains("Order #102 placed"))
        #expect(tester.html().contains("0 items, to go"))
        #expect(tester.control(labelled: "Place Order")?.disabled == true)
    }

    // MARK: Account settings

    @Test func accountSettingsContainersHiddenLabelsAndToolbar() throws {
        let tester = ViewTester { AccountSettingsView() }
        #expect(tester.title == "Account")
        var html = tester.html()
        #expect(html.contains("<fieldset class=\"group-box\">"))
        #expect(html.contains("Subscription"))
        #expect(html.contains("<span class=\"text\">Family</span>"))
        #expect(html.contains("4 of 6"))
        #expect(HTMLDocument(html).element("div", with: ["class": "toolbar", "role": "toolbar"]) != nil)
        #expect(html.contains("labels-hidden"), "the nickname field's label is out of sight")
        #expect(html.contains("for=\"field-nickname\""), "but still there for screen readers")
        #expect(html.contains("<textarea id=\"field-bio\""))
        #expect(html.contains("A line about yourself"))
        #expect(html.contains("<details class=\"disclosure-group\">"))
        #expect(tester.control(labelled: "Advanced")?.value == "collapsed")

        try tester.perform(action: "advanced.toggle")
        #expect(tester.control(labelled: "Advanced")?.value == "expanded")
        try tester.post(["cache-size": "333", "sync-over-cellular": "on"])
        #expect(tester.control("cache-size")?.value == "350")
        #expect(tester.html().contains("Cache: 350 MB"))
        #expect(throws: SubmissionError.self) { try tester.post(["cache-size": "big"]) }

        try tester.post(["nickname": "delta"])
        try tester.press("Save")
        #expect(tester.html().contains("1 time as delta"))
        try tester.press("Save")
        #expect(tester.html().contains("2 times as delta"))
        try tester.press("Reset")
        html = tester.html()
        #expect(tester.control("nickname")?.value == "river")
        #expect(tester.control("sync-over-cellular")?.value == "off")
        #expect(tester.control("cache-size")?.value == "250")
        try tester.post(["nickname": ""])
        #expect(throws: SubmissionError.self) { try tester.press("Save") }
    }
}
