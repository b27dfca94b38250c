// The code of the article “Testing your app” (Sources/FormUI/FormUI.docc/Testing.md), as it is there:
// these tests run with the others.
import FormUITesting
import Foundation
import SwiftUI
import Testing

@Suite struct TipCalculatorTests {
    @Test func aBiggerBillAndTipLeaveMore() throws {
        let tester = ViewTester { TipCalculator() }
        #expect(tester.control("bill")?.value == "42")

        try tester.post(["bill": "100", "tip": "20"])
        #expect(tester.document().text.contains("$20.00"))
    }

    @Test func aBillThatIsNotANumberChangesNothing() throws {
        let tester = ViewTester { TipCalculator() }
        let error = try #require(throws: SubmissionError.self) {
            try tester.post(["bill": "a lot"])
        }
        #expect(error.suggestedStatus == 422)
        #expect(error.message(for: "bill") != nil)
        #expect(tester.control("bill")?.value == "42")
    }

    @Test func eachTesterIsAVisitorOfItsOwn() throws {
        let first = ViewTester(app: TipsApp.self)
        let second = ViewTester(app: TipsApp.self)
        try first.post(["bill": "10"])
        #expect(first.control("bill")?.value == "10")
        #expect(second.control("bill")?.value == "42")
    }

    @Test func theAppAnswersOverHTTP() async throws {
        let app = try FormApp(serving: TipsApp.self, settings: AppSettings(arguments: ["--port", "0"]))
        let running = try app.start()
        defer { running.stop() }

        let url = try #require(URL(string: "http://127.0.0.1:\(running.port)/"))
        let (data, response) = try await URLSession.shared.data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self).contains("You leave"))
    }
}
