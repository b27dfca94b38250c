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

import SwiftUI

/// A tour of three pages in the paged style, turned by its own button or by the dots below it.
private struct TourPages: View {
    @State private var page = 0
    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(0..<3) { index in
                    VStack {
                        Text("Step \(index + 1) of the tour")
                        if index == 2 { Toggle("Send tips", isOn: .constant(true)) }
                    }
                }
            }
            .tabViewStyle(.page)
            Button("Next") { page = min(page + 1, 2) }
            Text("On page \(page)")
        }
    }
}

/// Tabs whose selection a button on one of them changes (`selection = .settings`).
private struct JumpingTabs: View {
    enum Screen: Hashable { case home, settings }
    @State private var screen = Screen.home
    var body: some View {
        TabView(selection: $screen) {
            Button("Open settings") { screen = .settings }
                .tabItem { Label("Home", systemImage: "house") }
                .tag(Screen.home)
            Text("Settings screen")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Screen.settings)
        }
    }
}

@Suite struct PagedTabViewTests {
    @Test func onePageShowsWithADotLinkingToEachPage() throws {
        let tester = ViewTester { TourPages() }
        let html = tester.html()
        #expect(html.contains("Step 1 of the tour"))
        #expect(!html.contains("Step 2 of the tour"))
        #expect(tester.control("send-tips") == nil, "another page's controls are not on the page")
        let page = HTMLDocument(html)
        #expect(page.element("nav", with: ["class": "page-index", "aria-label": "Pages"]) != nil)
        #expect(page.element("a", with: ["href": "?tab=1"])?.attributes == ["class": "page-dot is-selected", "href": "?tab=1", "aria-current": "page"])
        #expect(html.contains("<a class=\"page-dot\" href=\"?tab=3\"><span class=\"visually-hidden\">Page 3 of 3</span></a>"))
    }

    @Test func theBindingAndTheDotsTurnThePages() throws {
        let tester = ViewTester { TourPages() }
        try tester.press("Next")
        #expect(tester.html().contains("Step 2 of the tour"))
        #expect(tester.html().contains("On page 1"))
        // Following the third dot writes the binding.
        tester.query = ["tab": "3"]
        #expect(tester.html().contains("Step 3 of the tour"))
        #expect(tester.html().contains("On page 2"))
        #expect(tester.control("send-tips") != nil)
    }

    @Test func aPostThatChangesTheSelectionLeadsToTheTabItChose() throws {
        let tester = ViewTester { JumpingTabs() }
        tester.query = ["tab": "home"]
        let result = try tester.press("Open settings")
        #expect(result.query == ["tab": "settings"], "the address named the home tab: the post's 303 names the chosen one")
        #expect(tester.query == ["tab": "settings"])
        #expect(tester.html().contains("Settings screen"))
    }

    @Test func hiddenIndexShowsNoDots() throws {
        let tester = ViewTester {
            TabView { Text("One"); Text("Two") }.tabViewStyle(.page(indexDisplayMode: .never))
        }
        let html = tester.html()
        #expect(html.contains("One"))
        #expect(!html.contains("Two"))
        #expect(!html.contains("page-index"))
    }
}
