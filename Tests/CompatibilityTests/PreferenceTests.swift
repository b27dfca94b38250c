import FormUITesting
import Testing

@Suite struct PreferenceTests {
    @Test func rowsGiveTheirPointsAndTheHeaderReadsTheSum() throws {
        let tester = ViewTester { ScoreboardView() }
        #expect(tester.html().contains("28 points in all"), "onPreferenceChange ran with the reduced value and the page was evaluated again")
        let stepper = try #require(tester.controls.first { $0.label.hasPrefix("Ben") })
        try tester.perform(action: (stepper.name ?? "") + ".increment")
        #expect(tester.html().contains("29 points in all"), "a changed row changes the sum")
    }

    @Test func overlayPreferenceValueDrawsTheLeader() throws {
        let tester = ViewTester { ScoreboardView() }
        #expect(tester.html().contains("Leading: Ana"))
        let stepper = try #require(tester.controls.first { $0.label.hasPrefix("Cleo") })
        for _ in 0..<4 { try tester.perform(action: (stepper.name ?? "") + ".increment") }
        #expect(tester.html().contains("Leading: Cleo"), "the key's reduce keeps the highest")
    }

    @Test func entryAndKeyedEnvironmentValuesReachTheViewsBelow() throws {
        let tester = ViewTester { ScoreboardView() }
        var html = tester.html()
        #expect(html.contains("Friday games"), "an @Entry value set with .environment")
        #expect(html.contains("Leader shown below"), "an @Entry value's default, read without being set")
        #expect(html.contains("Round 1"))
        try tester.press("Next round")
        html = tester.html()
        #expect(html.contains("Round 2"), "a value of a key written the older way")
    }
}
