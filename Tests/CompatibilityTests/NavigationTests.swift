import FormUITesting
import Testing

@Suite struct NavigationTests {
    @Test func aStackIsThePageAndItsTitleNamesIt() throws {
        let tester = ViewTester { SettingsScreen() }
        #expect(tester.title == "Settings")
        let html = tester.html()
        #expect(HTMLDocument(html).element("a", with: ["href": "/notifications"])?.attributes == ["class": "push-link", "href": "/notifications"])
        #expect(html.contains("href=\"/about\""))
        // The links' destinations are not on the page until followed.
        #expect(tester.control("allow-notifications") == nil)
        try tester.post(["username": "sam"])
        #expect(tester.control("username")?.value == "sam")
    }

    @Test func aLinkLeadsToASubPageWithItsOwnTitleStateAndAWayBack() throws {
        let tester = ViewTester { SettingsScreen() }
        tester.pagePath = "/settings"
        #expect(tester.html().contains("href=\"/settings/notifications\""))
        tester.navigate(to: "notifications")
        #expect(tester.isFound)
        #expect(tester.title == "Notifications")
        let html = tester.html()
        #expect(html.containsMarkup(opening: "<nav class=\"navigation-back\" aria-label=\"Back\"><a href=\"/settings\">"))
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
        tester.pagePath = "/settings"
        tester.navigate(to: "notifications", "quiet-hours")
        #expect(tester.isFound)
        #expect(tester.title == "Quiet hours")
        let html = tester.html()
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
        #expect(tester.html().contains("Version 2.1"))
    }

    @Test func valueLinksShowTheDestinationForTheirType() throws {
        let tester = ViewTester { ReadingList() }
        tester.pagePath = "/books"
        #expect(tester.title == "Reading List")
        let html = tester.html()
        #expect(html.contains("href=\"/books/the-left-hand-of-darkness\""), "a link's segment is its label's first line")
        #expect(html.contains("href=\"/books/kindred\""))
        tester.navigate(to: "kindred")
        #expect(tester.title == "Kindred")
        #expect(tester.html().contains("Octavia E. Butler"))
        try tester.perform(action: "rating.increment")
        #expect(tester.control("rating")?.value == "4")
        // Each book's detail keeps its own state.
        tester.navigate(to: "the-left-hand-of-darkness")
        #expect(tester.control("rating")?.value == "3")
    }

    @Test func aBindingPresentsADestinationAndDismissGoesBack() throws {
        let tester = ViewTester { CheckoutFlow() }
        tester.pagePath = "/checkout"
        #expect(tester.title == "Checkout")
        try tester.post(["email": "kim@example.com"])
        var result = try tester.press("Continue")
        #expect(result.navigationPath == ["checkout-review"], "the post goes on to the sub-page the binding presents")
        #expect(tester.title == "Review")
        var html = tester.html()
        #expect(html.contains("The receipt goes to kim@example.com."))
        #expect(html.contains("<a href=\"/checkout\">"), "a way back to the checkout")
        try tester.post(["i-accept-the-terms": "on"])
        #expect(tester.control("i-accept-the-terms")?.value == "on", "a post to the sub-page stays on it")
        result = try tester.press("Change email")
        #expect(result.navigationPath == [], "dismiss() goes back to the page the destination was presented from")
        html = tester.html()
        #expect(html.contains("value=\"kim@example.com\""))
        // Back on the page, the binding is false again: pressing Continue presents the review once more.
        #expect(try tester.press("Continue").navigationPath == ["checkout-review"])
    }

    @Test func anItemPresentsItsDestinationAndTheAddressIsEnough() throws {
        let tester = ViewTester { CheckoutFlow() }
        let result = try tester.press("Blue mug")
        #expect(result.navigationPath == ["past-order-detail"])
        #expect(tester.title == "Blue mug")
        #expect(tester.html().contains("#2"))
        // Following the address of a destination the binding does not present shows it too (a bookmark,
        // or the back button of a browser going forward again), when it has something to show.
        let fresh = ViewTester { CheckoutFlow() }
        fresh.navigate(to: "checkout-review")
        #expect(fresh.isFound)
        #expect(fresh.title == "Review")
        fresh.navigate(to: "past-order-detail")
        #expect(!fresh.isFound, "no order is open: nothing to show there")
        fresh.navigate(to: "nowhere")
        #expect(!fresh.isFound)
    }
}

@Suite struct NavigationPathTests {
    @Test func pushingOntoThePathSendsThePostToItsSubPage() throws {
        let tester = ViewTester { RecipeRouter() }
        tester.pagePath = "/cookbook"
        var result = try tester.press("Pancakes")
        #expect(result.navigationPath == ["recipe-1"])
        #expect(tester.title == "Recipe")
        #expect(tester.html().contains("Recipe #1"))
        result = try tester.press("Show shopping list")
        #expect(result.navigationPath == ["recipe-1", "shoppinglist"])
        #expect(tester.html().contains("Flour, eggs, milk"))
        #expect(tester.html().contains("<a href=\"/cookbook/recipe-1\">"), "the way back leads to the value below")
        // Back one step by the address: the path is shortened when that page is shown.
        tester.navigate(to: "recipe-1")
        #expect(tester.html().contains("Recipe #1"))
        result = try tester.press("Back to all recipes")
        #expect(result.navigationPath == [])
        #expect(tester.title == "Cookbook")
    }

    @Test func anAddressOfAValueNotOnThePathIsNotFound() throws {
        let tester = ViewTester { RecipeRouter() }
        tester.navigate(to: "recipe-2")
        #expect(!tester.isFound)
    }

    @Test func aNavigationPathOfAnyValues() throws {
        let tester = ViewTester { PathOfAnything() }
        #expect(tester.html().contains("Depth 0"))
        let result = try tester.press("Three")
        #expect(result.navigationPath == ["3"])
        #expect(tester.html().contains("Number 3"))
        tester.navigate()
        #expect(tester.html().contains("Depth 0"), "showing the page without the value pops it")
    }

    @Test func openURLSendsTheBrowserToTheAddressAndGridsAreGrids() throws {
        let tester = ViewTester { RecipeRouter() }
        let result = try tester.press("Open the blog")
        #expect(result.openedURL?.absoluteString == "https://example.com/blog")
        #expect(tester.html().contains("grid-template-columns:repeat(auto-fill, minmax(80px, 1fr))"))
        #expect(tester.html().contains("<div class=\"grid-cell\"><span class=\"text\">Lunch</span></div>"))
    }
}
