import FormUITesting
import Foundation
import Testing

/// The pomodoro timer: a Combine view model ticked by Timer.publish through .onReceive, start, pause
/// and reset, and durations in @AppStorage set in a sheet. On a page a timer gives, each time the page
/// is shown, the ticks since the visitor last saw it: the tests sleep and assert lower bounds.
@Suite struct FocusTimerTests {
    private func clock(_ html: String) throws -> (minutes: Int, seconds: Int) {
        let match = try #require(html.firstMatch(of: /(\d\d):(\d\d)<\/span>/))
        return (Int(match.1)!, Int(match.2)!)
    }

    @Test func theTimerStartsAtTheFocusLength() throws {
        let tester = ViewTester(app: FocusTimerApp.self)
        #expect(tester.title == "Focus")
        let html = tester.html()
        #expect(try clock(html) == (25, 0))
        #expect(html.contains("FOCUS"))
        #expect(html.contains("Sessions completed: 0"))
        #expect(tester.control(labelled: "Start") != nil)
        #expect(tester.control(labelled: "Pause") == nil)
    }

    @Test func runningCountsDownAndPauseStopsTheClock() throws {
        let tester = ViewTester { FocusTimerRootView(tickInterval: 0.05) }
        #expect(try clock(tester.html()) == (25, 0))
        try tester.press("Start")
        #expect(tester.control(labelled: "Pause") != nil)
        Thread.sleep(forTimeInterval: 0.3)
        var html = tester.html()
        let running = try clock(html)
        #expect(running.minutes == 24)
        #expect(running.seconds <= 55, "at least five ticks of 0.05 s in 0.3 s")
        #expect(html.contains("data-refresh-seconds"))

        try tester.press("Pause")
        let paused = try clock(tester.html())
        Thread.sleep(forTimeInterval: 0.2)
        html = tester.html()
        #expect(try clock(html) == paused, "ticks while paused change nothing")

        try tester.press("Reset")
        #expect(try clock(tester.html()) == (25, 0))
    }

    @Test func durationsFromTheSheetApplyAndAFinishedSessionIsCounted() throws {
        let tester = ViewTester { FocusTimerRootView(tickInterval: 0.005) }
        try tester.press("Durations")
        #expect(tester.html().contains("role=\"dialog\""))
        for _ in 0..<24 { try tester.perform(action: "focus-min.decrement") }
        #expect(tester.control("focus-min")?.value == "1")
        for _ in 0..<5 { try tester.perform(action: "break-min.increment") }
        #expect(tester.control("break-min")?.value == "10")
        try tester.press("Done")
        #expect(try clock(tester.html()) == (1, 0), "onChange configured the fresh timer")

        try tester.press("Start")
        // 60 ticks of 0.005 s finish the focus session; the break's 600 ticks last 3 s more.
        Thread.sleep(forTimeInterval: 0.5)
        let html = tester.html()
        #expect(html.contains("Sessions completed: 1"))
        #expect(html.contains("BREAK"))
        #expect(html.contains("Finished focus session 1"), "the sink on $completedSessions logged it")
    }

    @Test func durationsAreTheVisitorsOwn() throws {
        let ada = ViewTester { FocusTimerRootView() }
        try ada.press("Durations")
        try ada.press("Long 50 / 10")
        try ada.press("Done")
        #expect(try clock(ada.html()) == (50, 0))

        let adaAgain = ViewTester(sharingSessionWith: ada) { FocusTimerRootView() }
        #expect(try clock(adaAgain.html()) == (50, 0), "a new view model configured from @AppStorage on appear")

        let grace = ViewTester { FocusTimerRootView() }
        #expect(try clock(grace.html()) == (25, 0))
    }
}
