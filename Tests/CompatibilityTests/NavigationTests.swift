import FormUITesting
import Testing

@Suite struct NavigationTests {
    @Test func aStackIsThePageAndItsTitleNamesIt() throws {
        let tester = ViewTester { SettingsScreen() }
        #expect(tester.title == "Settings")
        let html = tester.html
        #expect(html.contains("<a class=\"push-link\" href=\"/notifications\">"))
        #expect(html.contains("href=\"/about\""))
        // The links' destinations are not on the page until followed.
        #expect(tester.control("allow-notifications") == nil)
        try tester.post(["username": "sam"])
        #expect(tester.control("username")?.value == "sam")
    }

    @Test func aLinkLeadsToASubPageWithItsOwnTitleStateAndAWayBack() throws {
        let tester = ViewTester { SettingsScreen() }
        tester.options.pagePath = "/settings"
        #expect(tester.html.contains("href=\"/settings/notifications\""))
        tester.navigate(to: "notifications")
        #expect(tester.isFound)
        #expect(tester.title == "Notifications")
        let html = tester.html
        #expect(html.contains("<nav class=\"navigation-back\" aria-label=\"Back\"><a href=\"/settings\">"))
        #expect(html.contains("Back to Settings"))
        // Only the destination is shown, described and decoded; the page around it is off stage.
        #expect(!html.contains("Username"))
        #expect(tester.control("username") == nil)
        #expect(tester.control("sound") == nil)
        try tester.post(["allow-notifications": "on"])
        #expect(tester.control("sound")?.value == "Chime")
        try tester.post(["sound": "Bell"])
        #expect(tester.control("sound")?.value == "Bell")
        #expect(throws: SubmissionError.self) { try tester.post(["username": "sam"]) }
        // The same session state: back on the page, what the sub-page changed is still there.
        tester.navigate()
        #expect(tester.control("username")?.value == "taylor")
        tester.navigate(to: "notifications")
        #expect(tester.control("allow-notifications")?.value == "on")
    }

    @Test func linksNestAndAnUnknownSegmentIsNotFound() throws {
        let tester = ViewTester { SettingsScreen() }
        tester.options.pagePath = "/settings"
        tester.navigate(to: "notifications", "quiet-hours")
        #expect(tester.isFound)
        #expect(tester.title == "Quiet hours")
        let html = tester.html
        #expect(html.contains("<a href=\"/settings/notifications\">"))
        #expect(html.contains("Back to Notifications"))
        #expect(html.contains("Quiet hours are off."))
        tester.navigate(to: "notifications", "nowhere")
        #expect(!tester.isFound)
        tester.navigate(to: "quiet-hours")
        #expect(!tester.isFound, "a link is followed only from the page that shows it")
    }

    @Test func aLinkWithoutATitleTakesItsLabelAsTheSubPageTitle() throws {
        let tester = ViewTester { SettingsScreen() }
        tester.navigate(to: "about")
        #expect(tester.title == "About")
        #expect(tester.html.contains("Version 2.1"))
    }

    @Test func valueLinksShowTheDestinationForTheirType() throws {
        let tester = ViewTester { ReadingList() }
        tester.options.pagePath = "/books"
        #expect(tester.title == "Reading List")
        let html = tester.html
        #expect(html.contains("href=\"/books/the-left-hand-of-darkness\""), "a link's segment is its label's first line")
        #expect(html.contains("href=\"/books/kindred\""))
        tester.navigate(to: "kindred")
        #expect(tester.title == "Kindred")
        #expect(tester.html.contains("Octavia E. Butler"))
        try tester.perform(action: "rating.increment")
        #expect(tester.control("rating")?.value == "4")
        // Each book's detail keeps its own state.
        tester.navigate(to: "the-left-hand-of-darkness")
        #expect(tester.control("rating")?.value == "3")
    }
}
