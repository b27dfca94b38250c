import FormUITesting
import Testing

/// The quiz: questions shuffled in @State, an alert after each answer, a score and a result screen with
/// Play Again. The tests read the question the page shows and answer it as a person would.
@Suite struct QuizWhizTests {
    private func shownQuestion(_ tester: ViewTester) throws -> QuizQuestion {
        let prompt = try #require(tester.document().elements(where: { $0.attributes["class"] == "text font-title2" }).first?.text)
        return try #require(QuizQuestion.bank.first { $0.prompt == prompt }, "the page shows a question of the bank")
    }

    private func answer(_ tester: ViewTester, correctly: Bool) throws -> QuizQuestion {
        let question = try shownQuestion(tester)
        let choice = correctly ? question.answer : try #require(question.choices.first { $0 != question.answer })
        try tester.press(choice)
        return question
    }

    @Test func theFirstQuestionShowsItsChoicesAndAScoreOfZero() throws {
        let tester = ViewTester(app: QuizWhizApp.self)
        #expect(tester.title == "Quiz Whiz")
        let question = try shownQuestion(tester)
        let text = tester.document().text
        #expect(text.contains("Question 1 of 5"))
        #expect(text.contains("Score: 0"))
        #expect(tester.controls.filter { $0.kind == "button" }.map(\.label) == question.choices)
        #expect(!tester.html().contains("role=\"alertdialog\""))
    }

    @Test func theRightAnswerScoresAndTheAlertSaysWhy() throws {
        // Each visitor's order is shuffled; the answer is judged against the question the page showed.
        for _ in 0..<4 {
            let tester = ViewTester(app: QuizWhizApp.self)
            let seen = try shownQuestion(tester)
            // A shuffle is a random draw: the order the visitor saw is kept, even when a second shuffle
            // would have come out the same (once in 120 times for five questions).
            let question = try answer(tester, correctly: true)
            #expect(question == seen)
            let html = tester.html()
            #expect(html.contains("role=\"alertdialog\""))
            #expect(html.contains(">Correct!</h2>"))
            #expect(html.contains(question.fact))
            try tester.press("Continue")
            let text = tester.document().text
            #expect(text.contains("Question 2 of 5"))
            #expect(text.contains("Score: 1"))
            #expect(try shownQuestion(tester) != question)
        }
    }

    @Test func aWrongAnswerShowsTheRightOne() throws {
        let tester = ViewTester(app: QuizWhizApp.self)
        let question = try answer(tester, correctly: false)
        let text = tester.document().text
        #expect(text.contains("Wrong"))
        #expect(text.contains("The answer is \(question.answer)."))
        try tester.press("Continue")
        #expect(tester.document().text.contains("Score: 0"))
    }

    @Test func theLastAnswerShowsTheResultAndPlayAgainStartsOver() throws {
        let tester = ViewTester(app: QuizWhizApp.self)
        var asked: [QuizQuestion] = []
        for index in 0..<5 {
            asked.append(try answer(tester, correctly: index != 2))
            try tester.press("Continue")
        }
        #expect(Set(asked.map(\.id)).count == 5, "every question once")
        var text = tester.document().text
        #expect(text.contains("You scored 4 out of 5"))
        #expect(text.contains("Well done!"))
        let missed = try #require(tester.document().elements(where: { $0.description.contains("xmark.circle.fill") && $0.tag == "div" }).last)
        #expect(missed.text.contains(asked[2].prompt), "the missed question is marked")

        try tester.press("Play Again")
        text = tester.document().text
        #expect(text.contains("Question 1 of 5"))
        #expect(text.contains("Score: 0"))
        #expect(!text.contains("You scored"))
        _ = try shownQuestion(tester)
    }

    @Test func aPerfectRoundSaysSo() throws {
        let tester = ViewTester(app: QuizWhizApp.self)
        for _ in 0..<5 {
            _ = try answer(tester, correctly: true)
            try tester.press("Continue")
        }
        #expect(tester.document().text.contains("Perfect score!"))
        #expect(tester.document().text.contains("You scored 5 out of 5"))
    }
}
