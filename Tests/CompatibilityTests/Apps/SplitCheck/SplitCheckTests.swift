import FormUITesting
import Testing

/// The tip calculator and expense splitter: a currency field, a people picker, a segmented tip picker,
/// totals formatted as currency, and an itemized split on a second screen.
@Suite struct SplitCheckTests {
    private func largeTitle(_ tester: ViewTester) -> String? {
        tester.document().elements(where: { $0.attributes["class"] == "text font-large-title" }).first?.text
    }

    @Test func theFirstScreenStartsAtZeroForTwoWithATwentyPercentTip() throws {
        let tester = ViewTester(app: SplitCheckApp.self)
        #expect(tester.title == "SplitCheck")
        #expect(tester.control("amount")?.value == "$0.00")
        #expect(tester.control("number-of-people")?.value == "2")
        #expect(tester.control("tip-percentage")?.style == "segmented")
        #expect(tester.control("tip-percentage")?.options?.map(\.label) == ["10%", "15%", "20%", "25%", "0%"])
        #expect(tester.control("tip-percentage")?.value == "20")
        #expect(largeTitle(tester) == "$0.00")
    }

    @Test func theShareFollowsTheAmountPeopleAndTip() throws {
        let tester = ViewTester(app: SplitCheckApp.self)
        try tester.post(["amount": "50", "number-of-people": "4", "tip-percentage": "10"])
        #expect(tester.control("amount")?.value == "$50.00")
        #expect(tester.document().text.contains("Total with tip$55.00"))
        #expect(largeTitle(tester) == "$13.75")

        try tester.post(["round-up-each-share": "on"])
        #expect(largeTitle(tester) == "$14.00")

        try tester.post(["amount": "$120.50", "tip-percentage": "0", "round-up-each-share": "off"])
        #expect(largeTitle(tester) == "$30.12", "30.125 rounds half to even, as on a device")
        #expect(tester.html().contains("<span class=\"text\" style=\"color:var(--red)\">$120.50</span>"), "no tip shows the total in red")

        let error = #expect(throws: SubmissionError.self) { try tester.post(["amount": "a lot"]) }
        #expect(error?.problems.first?.name == "amount")
        #expect(throws: SubmissionError.self) { try tester.post(["number-of-people": "1"]) }
    }

    @Test func theTipLineIsInThePagesCurrencyFormat() throws {
        let tester = ViewTester(app: SplitCheckApp.self)
        try tester.post(["amount": "50", "tip-percentage": "10"])
        #expect(tester.document().text.contains("Tip$5.00"), "LabeledContent's format in the page's locale")
    }

    @Test func theItemizedSplitBalancesWhatEachPaid() throws {
        let tester = ViewTester(app: SplitCheckApp.self)
        tester.navigate(to: "split-by-items")
        #expect(tester.isFound)
        #expect(tester.title == "Split by items")
        #expect(tester.control(labelled: "Add Cost")?.disabled == true)
        #expect(tester.control("paid-by")?.options?.map(\.label) == ["Alex", "Sam"])

        try tester.post(["what-for": "Groceries", "cost": "30", "paid-by": "Alex"])
        #expect(tester.control(labelled: "Add Cost")?.disabled != true)
        try tester.press("Add Cost")
        var text = tester.document().text
        #expect(text.contains("Groceries"))
        #expect(text.contains("paid by Alex"))
        #expect(text.contains("Alex$15.00"))
        #expect(text.contains("Sam-$15.00"))
        #expect(tester.control("what-for")?.value == "")
        #expect(tester.control("cost")?.value == "")

        try tester.post(["name": "Jo"])
        try tester.press("Add Person")
        #expect(tester.control("paid-by")?.options?.map(\.label) == ["Alex", "Sam", "Jo"])
        text = tester.document().text
        #expect(text.contains("Alex$20.00"))
        #expect(text.contains("Sam-$10.00"))
        #expect(text.contains("Jo-$10.00"))

        try tester.post(["name": "Sam"])
        #expect(tester.control(labelled: "Add Person")?.disabled == true, "names are unique")

        #expect(tester.document().text.contains("Each pays $10.00 of $30.00"), "the app's own Double.formatted(.currency(code:)) is in the page's locale")

        try tester.press("Delete row 1")
        #expect(!tester.document().text.contains("Groceries"))
        #expect(tester.document().text.contains("Alex$0.00"))
    }
}
