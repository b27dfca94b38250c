import FormUITesting
import Foundation
import Testing

/// The movie watchlist: an ObservableObject view model filtered by a search field, a genre menu and a
/// favourites toggle; favourites and removals from swipe actions; a detail screen with a link out.
@Suite struct WatchlistTests {
    private let titles = ["The Lighthouse Keeper", "Rocket Garden", "Two Left Feet", "Paper Foxes", "Midnight Convoy"]

    private func shownTitles(_ tester: ViewTester) -> [String] {
        tester.html().matches(of: /font-headline">([^<]*)</).map { String($0.1) }
    }

    @Test func everyMovieIsListed() throws {
        let tester = ViewTester(app: WatchlistApp.self)
        #expect(tester.title == "Watchlist")
        #expect(shownTitles(tester) == titles)
        #expect(tester.html().contains("0 favourites"))
        #expect(tester.html().contains("placeholder=\"Search movies\""))
    }

    @Test func searchAndGenreFilterTheList() throws {
        let tester = ViewTester(app: WatchlistApp.self)
        try tester.post(["search": "rocket"])
        #expect(shownTitles(tester) == ["Rocket Garden"])
        try tester.post(["search": "zzz"])
        #expect(shownTitles(tester).isEmpty)
        #expect(tester.html().contains("zzz"), "the empty state names the search")

        try tester.post(["search": "", "genre": "Comedy"])
        #expect(shownTitles(tester) == ["Two Left Feet"])
        try tester.post(["genre": "none", "sort-by-rating": "on"])
        #expect(shownTitles(tester) == ["Paper Foxes", "Rocket Garden", "The Lighthouse Keeper", "Midnight Convoy", "Two Left Feet"])
    }

    @Test func swipeActionsFavouriteAndRemove() throws {
        let tester = ViewTester(app: WatchlistApp.self)
        try tester.press("Favourite Paper Foxes")
        #expect(tester.html().contains("1 favourites"))
        #expect(tester.control(labelled: "Unfavourite Paper Foxes") != nil)
        try tester.post(["favourites-only": "on"])
        #expect(shownTitles(tester) == ["Paper Foxes"])
        try tester.post(["favourites-only": "off"])

        try tester.press("Remove Midnight Convoy")
        #expect(shownTitles(tester) == Array(titles.dropLast()))
    }

    @Test func theDetailTogglesFavouriteAndWatchedAndLinksOut() throws {
        let tester = ViewTester(app: WatchlistApp.self)
        tester.navigate(to: "rocket-garden")
        #expect(tester.title == "Rocket Garden")
        var html = tester.html()
        #expect(html.contains("2022 · Sci-Fi · 2h 11m"))
        #expect(html.contains("8.1"))
        #expect(html.contains("href=\"https://www.example.com/movies/rocket-garden\""))
        #expect(html.contains("More about this film"))

        try tester.press("Add to favourites")
        try tester.press("Mark as watched")
        html = tester.html()
        #expect(tester.control(labelled: "Remove from favourites") != nil)
        #expect(html.contains("Watched"))
        #expect(tester.control(labelled: "Mark as unwatched") != nil)

        tester.navigate()
        #expect(tester.html().contains("1 favourites"), "the list reads the same view model")
    }
}
