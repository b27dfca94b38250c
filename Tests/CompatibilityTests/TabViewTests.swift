import FormUITesting
import Testing

@Suite struct TabViewTests {
    @Test func tabsAreLinksAndOnlyTheShownTabIsOnThePage() throws {
        let tester = ViewTester { MainTabs() }
        let html = tester.html()
        #expect(html.containsMarkup(opening: "<nav class=\"tab-bar\" aria-label=\"Tabs\"><a class=\"tab-link is-selected\" href=\"?tab=inbox\" aria-current=\"page\">"))
        #expect(HTMLDocument(html).element("a", with: ["href": "?tab=profile"])?.attributes == ["class": "tab-link", "href": "?tab=profile"])
        #expect(html.contains("3 unread"))
        #expect(tester.control("nickname") == nil, "the other tab's controls are not on the page")
        try tester.press("Mark all read")
        #expect(tester.html().contains("0 unread"))
    }

    @Test func followingATabLinkShowsItAndWritesTheSelection() throws {
        let tester = ViewTester { MainTabs() }
        tester.query = ["tab": "profile"]
        var html = tester.html()
        #expect(HTMLDocument(html).element("a", with: ["href": "?tab=profile"])?.attributes == ["class": "tab-link is-selected", "href": "?tab=profile", "aria-current": "page"])
        #expect(!html.contains("unread"))
        try tester.post(["nickname": "alex"])
        #expect(tester.control("nickname")?.value == "alex")
        // The binding was written: without the query, the profile tab is still the one shown.
        tester.query = [:]
        html = tester.html()
        #expect(HTMLDocument(html).element("a", with: ["href": "?tab=profile"])?.attributes == ["class": "tab-link is-selected", "href": "?tab=profile", "aria-current": "page"])
        tester.query = ["tab": "nowhere"]
        #expect(HTMLDocument(tester.html()).element(with: ["href": "?tab=profile", "aria-current": "page"]) != nil, "an unknown tab shows the selected one")
    }

    @Test func theNewerTabFormWorksWithoutASelection() throws {
        let tester = ViewTester { NewerTabs() }
        #expect(tester.html().contains("Welcome home"))
        tester.query = ["tab": "settings"]
        #expect(tester.html().contains("Dark mode"))
        #expect(!tester.html().contains("Welcome home"))
    }

    @Test func tabValuesAreReadAsTheSelectionsType() throws {
        let tester = ViewTester { LibraryTabs() }
        var html = tester.html()
        #expect(HTMLDocument(html).element("a", with: ["href": "?tab=browse"])?.attributes == ["class": "tab-link is-selected", "href": "?tab=browse", "aria-current": "page"])
        #expect(html.contains("New arrivals"))
        #expect(html.contains("href=\"?tab=account\""))
        tester.query = ["tab": "account"]
        try tester.press("Go searching")
        tester.query = [:]
        html = tester.html()
        #expect(HTMLDocument(html).element("a", with: ["href": "?tab=search"])?.attributes == ["class": "tab-link is-selected", "href": "?tab=search", "aria-current": "page"], "the action set the selection to .search")
        try tester.post(["title-or-author": "Dune"])
        #expect(!tester.html().contains("href=\"?tab=account\""), "a tab inside an if leaves when its condition turns false")
    }
}
