import FormUITesting
import Foundation
import Testing

/// The trip planner kept with SwiftData: an `@Model` trip with a `UUID`, a date range, an optional `URL`
/// and an optional `Data` (the packing list, encoded as JSON by a computed property); `@Query(sort:
/// \.startDate)`; a section badge counted with `modelContext.fetchCount(_:)`; "Up Next", fetched with a
/// `FetchDescriptor` whose `#Predicate` compares with a captured date and whose `fetchLimit` is 3;
/// `.swipeActions` that call `modelContext.delete` and `try? modelContext.save()`; a new-trip sheet with
/// two `DatePicker`s, the second ranged from the first; a detail that edits the trip through
/// `@Bindable` (dates, a `Binding` over the optional URL shown as a `Link`, packing items added and
/// deleted) and saves after each edit.
@Suite struct WayfarerTests {
    private func newTester() -> ViewTester { ViewTester(app: WayfarerApp.self) }

    private func trips(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.attributes["class"]?.hasPrefix("text font-headline") == true }).map(\.text)
    }

    private func captions(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.attributes["class"] == "text font-caption" }).map(\.text)
    }

    private func badge(_ tester: ViewTester) -> String? {
        tester.document().elements(where: { $0.classes.contains("badge") }).first?.text
    }

    /// The rows of the "Up Next" section.
    private func upNext(_ tester: ViewTester) -> [String] {
        guard let section = tester.document().elements(where: { $0.tag == "fieldset" }).first(where: {
            $0.childElements.first?.text == "Up Next"
        }) else { return [] }
        return section.descendants.filter { $0.tag == "li" }.map(\.text)
    }

    private func plan(_ tester: ViewTester, _ name: String, to destination: String, from start: String, to end: String, website: String = "") throws {
        try tester.press("Plan Trip")
        // The start first: the end's range (`in: startDate...`) is the one the page was drawn with, so an
        // end before today posted with a new start in one post would be held to today.
        try tester.post(["start": start])
        try tester.press("Save", with: ["name": name, "destination": destination, "end": end, "website": website])
    }

    @Test func noTripsYet() throws {
        let tester = newTester()
        #expect(tester.title == "Wayfarer")
        let text = tester.document().text
        #expect(text.contains("No Trips Planned"))
        #expect(text.contains("Plan your next adventure with the + button."))
        #expect(badge(tester) == nil)
        #expect(upNext(tester).isEmpty)
    }

    @Test func aTripPlannedInTheSheet() throws {
        let tester = newTester()
        try tester.press("Plan Trip")
        #expect(tester.html().contains(">New Trip</h2>"))
        #expect(tester.control(labelled: "Save")?.disabled == true)
        let today = Date.now.formatted(.iso8601.year().month().day())
        #expect(tester.control("start")?.value == today)
        #expect(tester.control("end")?.value == Date.now.addingTimeInterval(7 * 86_400).formatted(.iso8601.year().month().day()))
        #expect(tester.control("end")?.minimum == today, "the end is ranged from the start")

        try tester.post(["start": "2030-05-01"])
        #expect(tester.control("end")?.minimum == "2030-05-01")
        try tester.press("Save", with: ["name": "Lisbon", "destination": "Portugal", "end": "2030-05-08", "website": "https://www.visitlisboa.com"])
        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(trips(tester) == ["Lisbon"])
        #expect(captions(tester) == ["May 1, 2030 – May 8, 2030 · 7 nights"])
        #expect(badge(tester) == "1", "fetchCount")
        #expect(upNext(tester) == ["Lisbon · May 1, 2030"])
    }

    @Test func upNextShowsTheNextThreeTripsThatHaveNotStarted() throws {
        let tester = newTester()
        try plan(tester, "Kyoto", to: "Japan", from: "2031-04-01", to: "2031-04-14")
        try plan(tester, "Rome", to: "Italy", from: "2021-09-10", to: "2021-09-17")
        try plan(tester, "Oslo", to: "Norway", from: "2030-12-20", to: "2030-12-27")
        try plan(tester, "Lisbon", to: "Portugal", from: "2030-05-01", to: "2030-05-08")
        try plan(tester, "Quebec", to: "Canada", from: "2032-01-05", to: "2032-01-09")

        #expect(trips(tester) == ["Rome", "Lisbon", "Oslo", "Kyoto", "Quebec"], "@Query(sort: \\.startDate)")
        #expect(badge(tester) == "5")
        #expect(upNext(tester) == ["Lisbon · May 1, 2030", "Oslo · Dec 20, 2030", "Kyoto · Apr 1, 2031"], "fetchLimit = 3, none past")

        try tester.press("Delete Oslo")
        #expect(trips(tester) == ["Rome", "Lisbon", "Kyoto", "Quebec"])
        #expect(badge(tester) == "4")
        #expect(upNext(tester) == ["Lisbon · May 1, 2030", "Kyoto · Apr 1, 2031", "Quebec · Jan 5, 2032"])

        try tester.press("Delete Rome")
        #expect(trips(tester) == ["Lisbon", "Kyoto", "Quebec"])
        try tester.press("Delete Lisbon")
        #expect(trips(tester) == ["Kyoto", "Quebec"])
        #expect(upNext(tester) == ["Kyoto · Apr 1, 2031", "Quebec · Jan 5, 2032"])
        try tester.press("Delete Kyoto")
        #expect(badge(tester) == "1")
        try tester.press("Delete Quebec")
        #expect(tester.document().text.contains("No Trips Planned"))
    }

    @Test func theDetailEditsDatesAndTheLink() throws {
        let tester = newTester()
        try plan(tester, "Lisbon", to: "Portugal", from: "2030-05-01", to: "2030-05-08", website: "https://www.visitlisboa.com/en")
        try plan(tester, "Oslo", to: "Norway", from: "2030-12-20", to: "2030-12-27")

        tester.navigate(to: "lisbon")
        #expect(tester.isFound)
        #expect(tester.title == "Lisbon")
        #expect(tester.control("start")?.value == "2030-05-01")
        #expect(tester.document().text.contains("7 nights"))
        let link = try #require(tester.document().elements(where: { $0.tag == "a" && $0.classes.contains("link") }).first)
        #expect(link.attributes["href"] == "https://www.visitlisboa.com/en")
        #expect(link.text == "Open www.visitlisboa.com")

        try tester.post(["end": "2030-05-11"])
        #expect(tester.document().text.contains("10 nights"))
        try tester.post(["start": "2030-05-20"])
        #expect(tester.control("end")?.value == "2030-05-20", "onChange moved the end up to the new start")
        #expect(tester.document().text.contains("0 nights"))
        try tester.post(["end": "2030-05-23", "name": "Lisbon & Porto"])
        #expect(tester.navigationPath == ["lisbon-porto"])
        #expect(tester.title == "Lisbon & Porto")

        try tester.post(["website": ""])
        #expect(tester.document().elements(where: { $0.tag == "a" && $0.classes.contains("link") }).isEmpty, "no URL, no link")

        tester.navigate()
        #expect(trips(tester) == ["Lisbon & Porto", "Oslo"])
        #expect(captions(tester).first == "May 20, 2030 – May 23, 2030 · 3 nights")
        #expect(upNext(tester).first == "Lisbon & Porto · May 20, 2030")

        tester.navigate(to: "lisbon-porto")
        #expect(tester.control("website")?.value == "")
        try tester.post(["website": "https://www.visitporto.travel"])
        #expect(tester.document().text.contains("Open www.visitporto.travel"))
    }

    @Test func thePackingListIsKeptAsData() throws {
        let tester = newTester()
        try plan(tester, "Oslo", to: "Norway", from: "2030-12-20", to: "2030-12-27")
        tester.navigate(to: "oslo")
        #expect(tester.control(labelled: "Add Item")?.disabled == true)
        try tester.press("Add Item", with: ["new-item": "Passport"])
        #expect(tester.control("new-item")?.value == "")
        try tester.press("Add Item", with: ["new-item": " Wool socks "])
        try tester.press("Add Item", with: ["new-item": "Charger"])
        func items() -> [String] {
            tester.document().elements(where: { $0.attributes["class"] == "row-content" }).map(\.text)
        }
        #expect(items() == ["Passport", "Wool socks", "Charger"])

        try tester.press("Delete row 2")
        #expect(items() == ["Passport", "Charger"])

        tester.navigate()
        tester.navigate(to: "oslo")
        #expect(items() == ["Passport", "Charger"], "read back from the stored Data")
        try tester.press("Delete row 1")
        #expect(items() == ["Charger"])
        try tester.press("Delete row 1")
        #expect(items().isEmpty, "an empty list is kept as nil")
    }

    @Test func eachVisitorHasTheirOwnTrips() throws {
        let ada = newTester()
        try plan(ada, "Lisbon", to: "Portugal", from: "2030-05-01", to: "2030-05-08")
        ada.navigate(to: "lisbon")
        try ada.press("Add Item", with: ["new-item": "Sunscreen"])
        ada.navigate()

        let adaAgain = ViewTester(sharingSessionWith: ada) {
            WayfarerTripsView().modelContainer(for: WayfarerTrip.self)
        }
        #expect(trips(adaAgain) == ["Lisbon"], "the same visitor's store")
        adaAgain.navigate(to: "lisbon")
        #expect(adaAgain.document().text.contains("Sunscreen"))

        let grace = newTester()
        #expect(grace.document().text.contains("No Trips Planned"), "another visitor's store starts empty")
        #expect(badge(grace) == nil, "and counts none of someone else's trips")
        grace.navigate(to: "lisbon")
        #expect(!grace.isFound)
        grace.navigate()
        try plan(grace, "Oslo", to: "Norway", from: "2030-12-20", to: "2030-12-27")
        #expect(trips(grace) == ["Oslo"])
        #expect(badge(grace) == "1")
        #expect(upNext(grace) == ["Oslo · Dec 20, 2030"])
        #expect(trips(ada) == ["Lisbon"])
        #expect(badge(ada) == "1")
    }
}
