import FormUITesting
import Testing

/// The reading tracker: a TabView of three NavigationViews with .tabItem labels and a badge, a book log
/// kept as JSON in UserDefaults, a shelf whose rows link to a detail page, an add sheet that writes to
/// UserDefaults itself and whose .onDisappear makes the shelf reload, goals in @AppStorage and an alert.
@Suite struct ReadingTrackerTests {
    private func selectedTab(_ tester: ViewTester) -> String? {
        tester.document().element(with: ["class": "tab-link is-selected"])?.attributes["href"]
    }

    private func shelfLinks(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.tag == "a" && $0.attributes["class"] == "push-link" })
            .compactMap { $0.attributes["href"] }
    }

    private func badges(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.classes.contains("badge") }).map(\.text)
    }

    /// Follows a link as a browser would: its path leads to a sub-page, its query is the next page's.
    private func follow(_ href: String, in tester: ViewTester) {
        let parts = href.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let segments = parts[0].split(separator: "/").map(String.init)
        var query: [String: String] = [:]
        if parts.count > 1 {
            for pair in parts[1].split(separator: "&") {
                let keyValue = pair.split(separator: "=", maxSplits: 1).map(String.init)
                query[keyValue[0]] = keyValue.count > 1 ? keyValue[1] : ""
            }
        }
        tester.query = query
        #expect(segments.count == 1, "a link one level down")
        tester.navigate(to: segments.first ?? "")
    }

    @Test func theFirstTabShowsTheBookBeingRead() throws {
        let tester = ViewTester(app: ReadingTrackerApp.self)
        #expect(tester.title == "Currently Reading")
        #expect(tester.html().contains("--tint:light-dark("), "the accent is the catalogue's BrandBlue, light and dark")
        #expect(selectedTab(tester) == "?tab=reading")
        let tabs = tester.document().elements(where: { $0.classes.contains("tab-link") })
        #expect(tabs.map(\.text) == ["Reading", "Shelf2", "Goals"], "the Shelf tab's badge counts the books to read")
        #expect(badges(tester) == ["2"], "the Shelf tab's badge is drawn once, in the tab bar")

        var text = tester.document().text
        #expect(text.contains("Piranesi"))
        #expect(text.contains("120 of 272 pages"))
        try tester.press("+10 pages")
        #expect(tester.document().text.contains("130 of 272 pages"))
        #expect(tester.element(role: "progressbar", name: "Progress")?["value"] == "48")

        try tester.press("Mark Finished")
        text = tester.document().text
        #expect(text.contains("Pick a book from your shelf to start reading."))
        #expect(!text.contains("Piranesi"))
    }

    @Test func aShelfLinkLeadsToTheBookAndKeepsTheShelfTab() throws {
        let tester = ViewTester(app: ReadingTrackerApp.self)
        tester.query = ["tab": "shelf"]
        #expect(tester.title == "Shelf")
        #expect(tester.document().elements(where: { $0.tag == "legend" }).map(\.text) == ["Want to Read", "Finished"])
        let links = shelfLinks(tester)
        #expect(links.count == 3)
        let dispossessed = try #require(links.first { $0.contains("the-dispossessed") })

        #expect(dispossessed.hasSuffix("?tab=shelf"), "a link inside a tab the address chose keeps its tab")
        follow(dispossessed, in: tester)
        #expect(tester.isFound)
        #expect(tester.title == "The Dispossessed")

        // The same sub-page with the Shelf tab still in the address.
        tester.query = ["tab": "shelf"]
        tester.navigate(to: "the-dispossessed")
        #expect(tester.isFound)
        #expect(tester.title == "The Dispossessed")
        #expect(tester.document().element("a", with: ["href": "/?tab=shelf"])?.text.contains("Back to Shelf") == true)
        // On a device the tab bar stays over a pushed page, Shelf selected; its links lead to the tabs.
        #expect(selectedTab(tester) == "/?tab=shelf")
        let tabLinks = tester.document().elements(where: { $0.classes.contains("tab-link") })
        #expect(tabLinks.map { $0.attributes["href"] ?? "" } == ["/?tab=reading", "/?tab=shelf", "/?tab=goals"])
        #expect(tester.document().elements(where: { $0.classes.contains("tab-content") }).first?.text.contains("by Ursula K. Le Guin") == true,
                "the pushed page is inside the tab")
        let text = tester.document().text
        #expect(text.contains("by Ursula K. Le Guin"))
        #expect(text.contains("387 pages · Want to Read"))

        // Started, the book leaves the shelf's two lists, and with it the link that pushed its detail:
        // on a device the NavigationView pops back to the shelf.
        let result = try tester.press("Start Reading")
        #expect(result.navigationPath == [])
        #expect(tester.isFound)
        #expect(tester.title == "Shelf")

        tester.navigate()
        tester.query = ["tab": "reading"]
        #expect(tester.document().text.contains("0 of 387 pages"))
        let tabs = tester.document().elements(where: { $0.classes.contains("tab-link") })
        #expect(tabs.map(\.text) == ["Reading", "Shelf1", "Goals"])
    }

    @Test func theDetailShowsTheCoverImageByItsName() throws {
        let tester = ViewTester(app: ReadingTrackerApp.self)
        tester.query = ["tab": "shelf"]
        tester.navigate(to: "klara-and-the-sun")
        #expect(tester.title == "Klara and the Sun")
        let cover = try #require(tester.document().elements(where: { $0.tag == "img" && $0.classes.contains("image") }).first)
        #expect(cover.attributes["alt"] == "cover", "an image is named by its asset name, as VoiceOver reads it")
        #expect(cover.attributes["src"] == "/images/cover.png", "Public/images/NAME.png stands in for the asset catalogue")
        #expect(cover.classes.contains("resizable"))
        #expect(tester.document().text.contains("303 pages · Finished"))
        #expect(tester.control(labelled: "Start Reading") == nil)
    }

    @Test func aBookAddedInTheSheetAppearsWhenTheSheetGoesAway() throws {
        let tester = ViewTester(app: ReadingTrackerApp.self)
        try tester.press("+10 pages")
        tester.query = ["tab": "shelf"]
        try tester.press("Add Book")
        #expect(tester.html().contains(">Add Book</h2>"))
        #expect(tester.control(labelled: "Save")?.disabled == true)
        try tester.post(["title": "Middlemarch", "author": "George Eliot"])
        try tester.perform(action: "pages.increment")
        #expect(tester.control("pages")?.label == "310 pages")
        try tester.press("Save")

        #expect(!tester.html().contains("role=\"dialog\""))
        let again = ViewTester(sharingSessionWith: tester) { ReadingTabsView() }
        again.query = ["tab": "shelf"]
        #expect(again.document().text.contains("MiddlemarchGeorge Eliot"), "the sheet saved the book on the visitor's device")

        #expect(shelfLinks(tester).count == 4, "onDisappear reloaded the log the sheet wrote to")
        #expect(tester.document().text.contains("MiddlemarchGeorge Eliot"))
        let tabs = tester.document().elements(where: { $0.classes.contains("tab-link") })
        #expect(tabs.map(\.text) == ["Reading", "Shelf3", "Goals"])
        tester.query = ["tab": "reading"]
        #expect(tester.document().text.contains("130 of 272 pages"))

        tester.query = ["tab": "shelf"]
        try tester.press("Add Book")
        #expect(tester.html().contains("role=\"dialog\""))
        try tester.post(["title": "Ulysses", "author": "James Joyce"])
        try tester.press("Cancel")
        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(!tester.document().text.contains("Ulysses"))
        again.query = ["tab": "shelf"]
        #expect(!again.document().text.contains("Ulysses"))
    }

    @Test func goalsCountFinishedBooksAndClearingAsksFirst() throws {
        let tester = ViewTester(app: ReadingTrackerApp.self)
        tester.query = ["tab": "goals"]
        #expect(tester.title == "Goals")
        #expect(tester.control("goal-books")?.label == "Goal: 12 books")
        #expect(tester.document().text.contains("1 of 12 books read"))
        #expect(!tester.document().text.contains("Goal reached!"))
        try tester.post(["goal-books": "1"])
        #expect(tester.document().text.contains("Goal reached! 🎉"))

        try tester.post(["show-authors-on-the-shelf": "off"])
        tester.query = ["tab": "shelf"]
        #expect(!tester.document().text.contains("Kazuo Ishiguro"))
        #expect(tester.document().text.contains("Klara and the Sun"))

        tester.query = ["tab": "goals"]
        try tester.press("Clear Finished Books")
        let html = tester.html()
        #expect(html.contains("role=\"alertdialog\""))
        #expect(html.contains("Clear finished books?"))
        #expect(html.contains("1 finished books will be removed."))
        try tester.press("Clear")
        #expect(tester.document().text.contains("0 of 1 books read"))
        #expect(tester.control(labelled: "Clear Finished Books")?.disabled == true)
    }

    @Test func theLogAndGoalStayOnTheVisitorsDevice() throws {
        let ada = ViewTester(app: ReadingTrackerApp.self)
        try ada.press("+10 pages")
        try ada.press("+10 pages")
        ada.query = ["tab": "goals"]
        try ada.perform(action: "goal-books.increment")

        let adaAgain = ViewTester(sharingSessionWith: ada) { ReadingTabsView() }
        #expect(adaAgain.document().text.contains("140 of 272 pages"), "a new log reads what the first one saved")
        adaAgain.query = ["tab": "goals"]
        #expect(adaAgain.control("goal-books")?.value == "13")

        let grace = ViewTester(app: ReadingTrackerApp.self)
        #expect(grace.document().text.contains("120 of 272 pages"))
        grace.query = ["tab": "goals"]
        #expect(grace.control("goal-books")?.value == "12")
    }
}
