import Foundation
import FormUIServer
import Testing

// Two SwiftData apps of the compatibility corpus, served as their `@main` would serve them and used by a
// person in headless Chromium, JavaScript off and on: their `@Model` rows are kept by the server per
// visitor, and what a post changed is in the database before its page comes back.

@Suite("Browser: SwiftData apps of the corpus", .serialized, requiresBrowser)
struct SwiftDataAppBrowserTests {
    /// HabitLedger: habits with check-ins through a cascading to-many relationship; the list counts
    /// `habit.checks`, the detail appends to it, the stats sheet queries every check-in, and deleting a
    /// habit deletes its check-ins.
    @Test("HabitLedger: habits are added, checked in and deleted with their check-ins", arguments: JavaScript.allCases)
    func habitLedger(_ javaScript: JavaScript) throws {
        try withBrowser(on: HabitLedgerApp.self, javaScript) { browser, base in
            try browser.open("/", on: base)
            #expect(try browser.heading() == "Habit Ledger")
            #expect(try browser.pageText().contains("No Habits"))

            for name in ["Walk", "Read"] {
                try browser.press("New Habit")
                let sheet = "[role=dialog]"
                #expect(try !browser.isEnabled(browser.button("Add", in: sheet)))
                try browser.replace(browser.field("Name", in: sheet), with: name)
                try browser.press("Add", in: sheet)
                #expect(try !browser.isPresenting("dialog"))
            }
            var text = try browser.pageText()
            #expect(text.contains("Read0 check-ins") && text.contains("Walk0 check-ins"), "\(text)")
            let links = try browser.pushLinks()
            #expect(links.count == 2)

            // The detail of Read (the first, sorted by name): two check-ins appended to habit.checks.
            try browser.click(browser.find("a.push-link[href='\(links[0])']"))
            try browser.waitForPath(links[0])
            #expect(try browser.heading() == "Read")
            #expect(try browser.pageText().contains("No check-ins yet"))
            for note in ["Chapter one", "Chapter two"] {
                try browser.replace(browser.field("Note"), with: note)
                try browser.press("Check In")
            }
            text = try browser.pageText()
            #expect(text.contains("Chapter one") && text.contains("Chapter two") && text.contains("Checked in today"), "\(text)")
            try browser.reload()
            #expect(try browser.pageText().contains("Chapter two"), "the server kept them")

            try browser.click(browser.find("nav.navigation-back a"))
            try browser.waitForPath("/")
            text = try browser.pageText()
            #expect(text.contains("Read2 check-ins") && text.contains("Walk0 check-ins"), "\(text)")

            // Stats reads every check-in with a @Query of its own, and each one's habit.
            try browser.press("Stats")
            text = try browser.name(of: browser.find("[role=dialog]"))
            #expect(text.contains("Read: Chapter two") && text.contains("Read: Chapter one"), "\(text)")
            try browser.press("Done", in: "[role=dialog]")

            // Deleting Read (the first row's Delete) deletes its check-ins (cascade).
            try browser.press("Delete")
            text = try browser.pageText()
            #expect(!text.contains("Read") && text.contains("Walk0 check-ins"), "\(text)")
            try browser.press("Stats")
            text = try browser.name(of: browser.find("[role=dialog]"))
            #expect(text.contains("Habits 1") || text.contains("Habits1"), "\(text)")
            #expect(!text.contains("Chapter"), "the check-ins went with their habit: \(text)")
        }
    }

    /// Jotter: jots added in a sheet, a pinned section from a filtered `@Query`, and a search whose text
    /// becomes a `localizedStandardContains` predicate in SQL, quotes and wildcards included.
    @Test("Jotter: jots are added, pinned and found by search", arguments: JavaScript.allCases)
    func jotter(_ javaScript: JavaScript) throws {
        try withBrowser(on: JotterApp.self, javaScript) { browser, base in
            try browser.open("/", on: base)
            #expect(try browser.heading() == "Jotter")
            #expect(try browser.pageText().contains("No Jots"))

            for (title, pinned) in [("Groceries", false), ("50% off café", true)] {
                try browser.press("New Jot")
                let sheet = "[role=dialog]"
                if pinned { try browser.flip(browser.field("Pin", in: sheet)) }
                try browser.replace(browser.field("Title", in: sheet), with: title)
                try browser.press("Add", in: sheet)
                #expect(try !browser.isPresenting("dialog"))
            }
            var headers = try browser.sectionHeaders()
            #expect(headers.contains("Pinned (1)") && headers.contains("All Jots"), "\(headers)")
            #expect(try browser.pageText().contains("2 jots"))

            // A search for “0% OFF CAFE” finds the jot whatever the case and accents, and not the other.
            let search = try browser.find("[role=search] input")
            try browser.replace(search, with: "0% OFF CAFE")
            let text = try browser.pageText()
            #expect(text.contains("50% off café") && !text.contains("Groceries") && text.contains("1 jot"), "\(text)")
            headers = try browser.sectionHeaders()
            #expect(headers.contains("Results") && !headers.contains("Pinned (1)"), "\(headers)")
            try browser.replace(browser.find("[role=search] input"), with: "_")
            #expect(try browser.pageText().contains("No Results"), "an underscore is a character, not a wildcard")
        }
    }
}
