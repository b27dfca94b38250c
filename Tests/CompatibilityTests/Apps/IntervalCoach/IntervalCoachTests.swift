import FormUITesting
import Foundation
import Testing

/// The interval timer: a settings form of steppers, a toggle and a segmented picker in @AppStorage, a
/// NavigationLink to a run screen ticked by Timer.publish(every: 1…).autoconnect() through .onReceive,
/// Skip through the phases, an alert when the workout is done and a completed count kept on the device.
/// A page's timer gives, each time the page is shown, the ticks since it was last shown: the tests sleep
/// and assert lower bounds.
@Suite struct IntervalCoachTests {
    private func clock(_ tester: ViewTester) throws -> Int {
        let text = try #require(tester.document().elements(where: { $0.classes.contains("text") && $0.attributes["style"]?.contains("72px") == true }).first?.text)
        let match = try #require(text.firstMatch(of: /^(\d+):(\d\d)$/))
        return Int(match.1)! * 60 + Int(match.2)!
    }

    private func total(_ tester: ViewTester) -> String? {
        let text = tester.document().text
        return text.firstMatch(of: /Total time(\d+:\d\d)/).map { String($0.1) }
    }

    @Test func theSetupScreenShowsTheDefaultPlan() throws {
        let tester = ViewTester(app: IntervalCoachApp.self)
        #expect(tester.title == "Interval Coach")
        #expect(tester.control("work-s")?.label == "Work: 30 s")
        #expect(tester.control("rest-s")?.value == "15")
        #expect(tester.control("rounds")?.value == "5")
        #expect(tester.control("10-second-warm-up")?.value == "on")
        #expect(tester.control("sound")?.style == "segmented")
        #expect(tester.control("sound")?.options?.map(\.label) == ["Whistle", "Bell", "Silent"])
        #expect(total(tester) == "3:40", "10 s warm-up, five rounds of 30 s and four rests of 15 s")
        #expect(tester.html().contains("href=\"/start-workout\""))
        #expect(tester.document().text.contains("Workouts completed: 0"))
    }

    @Test func settingsChangeThePlanAndStayOnTheVisitorsDevice() throws {
        let ada = ViewTester(app: IntervalCoachApp.self)
        try ada.perform(action: "rounds.decrement")
        try ada.perform(action: "rounds.decrement")
        try ada.perform(action: "work-s.increment")
        try ada.post(["10-second-warm-up": "off", "sound": "bell"])
        #expect(ada.control("work-s")?.label == "Work: 35 s")
        #expect(total(ada) == "2:15", "three rounds of 35 s and two rests of 15 s")
        #expect(ada.control("sound")?.value == "bell")

        let adaAgain = ViewTester(sharingSessionWith: ada) { IntervalSetupView() }
        #expect(adaAgain.control("rounds")?.value == "3")
        #expect(adaAgain.control("10-second-warm-up")?.value == "off")
        #expect(adaAgain.control("sound")?.value == "bell")

        let grace = ViewTester(app: IntervalCoachApp.self)
        #expect(grace.control("rounds")?.value == "5")
        #expect(grace.control("sound")?.value == "whistle")
        #expect(total(grace) == "3:40")
    }

    @Test func resettingAsksFirst() throws {
        let tester = ViewTester(app: IntervalCoachApp.self)
        try tester.post(["rest-s": "60", "sound": "silent"])
        try tester.press("Reset to Defaults")
        let html = tester.html()
        #expect(html.contains("role=\"alertdialog\""))
        #expect(html.contains("Reset settings?"))
        #expect(html.contains("Work, rest, rounds and sound go back to their defaults."))
        try tester.press("Reset")
        #expect(!tester.html().contains("role=\"alertdialog\""))
        #expect(tester.control("rest-s")?.value == "15")
        #expect(tester.control("sound")?.value == "whistle")
    }

    @Test func theRunScreenCountsDownOnlyWhileRunning() throws {
        let tester = ViewTester(app: IntervalCoachApp.self)
        tester.navigate(to: "start-workout")
        #expect(tester.isFound)
        #expect(tester.title == "Workout")
        #expect(tester.document().text.contains("GET READY"))
        #expect(try clock(tester) == 10)
        #expect(tester.control(labelled: "Start") != nil)

        Thread.sleep(forTimeInterval: 1.1)
        #expect(try clock(tester) == 10, "ticks before Start change nothing")

        try tester.press("Start")
        #expect(tester.control(labelled: "Pause") != nil)
        Thread.sleep(forTimeInterval: 2.2)
        let running = try clock(tester)
        #expect(running <= 8, "at least two ticks of a second in 2.2 s")
        #expect(running >= 5)
        #expect(tester.html().contains("data-refresh-seconds"), "with JavaScript the page reloads at the timer's pace")

        try tester.press("Pause")
        let paused = try clock(tester)
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try clock(tester) == paused, "ticks while paused change nothing")
    }

    @Test func skippingThroughEveryPhaseFinishesTheWorkout() throws {
        let tester = ViewTester(app: IntervalCoachApp.self)
        try tester.post(["rounds": "2"])
        tester.navigate(to: "start-workout")
        try tester.press("Skip")
        var text = tester.document().text
        #expect(text.contains("WORK"))
        #expect(text.contains("Round 1 of 2"))
        #expect(text.contains("Whistle: Work"))
        #expect(try clock(tester) == 30)

        try tester.press("Skip")
        text = tester.document().text
        #expect(text.contains("REST"))
        #expect(try clock(tester) == 15)
        try tester.press("Skip")
        #expect(tester.document().text.contains("Round 2 of 2"))

        try tester.press("Skip")
        let html = tester.html()
        #expect(html.contains("role=\"alertdialog\""))
        #expect(html.contains("Workout complete!"))
        #expect(html.contains("2 rounds in 1:25. Nice work."))
        #expect(tester.control(labelled: "Skip")?.disabled == true)

        let result = try tester.press("Done")
        #expect(result.navigationPath == [], "presentationMode's dismiss() went back to the setup screen")
        #expect(tester.title == "Interval Coach")
        #expect(tester.document().text.contains("Workouts completed: 1"))
    }

    @Test func aSilentWorkoutShowsNoCues() throws {
        let tester = ViewTester(app: IntervalCoachApp.self)
        try tester.post(["sound": "silent", "10-second-warm-up": "off"])
        tester.navigate(to: "start-workout")
        #expect(tester.document().text.contains("WORK"), "no warm-up: the first phase is work")
        #expect(try clock(tester) == 30)
        try tester.press("Skip")
        let text = tester.document().text
        #expect(text.contains("REST"))
        #expect(!text.contains("Silent: Rest"))
    }
}
