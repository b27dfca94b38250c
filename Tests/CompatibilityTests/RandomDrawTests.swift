import FormUITesting
import SwiftUI
import Testing

/// A guessing game whose round view first appears after a post, and draws its secret from a small range.
private struct GuessRound: View {
    @State private var secret = Int.random(in: 1...3)
    @State private var verdict = ""

    var body: some View {
        VStack {
            Text("Secret \(secret)")
            ForEach(1...3, id: \.self) { guess in
                Button("Guess \(guess)") { verdict = guess == secret ? "Right" : "Wrong" }
            }
            Text(verdict)
        }
    }
}

private struct GuessGame: View {
    @State private var playing = false
    var body: some View {
        if playing {
            GuessRound()
        } else {
            Button("Play") { playing = true }
        }
    }
}

@Suite struct RandomDrawTests {
    private func secret(_ tester: ViewTester) throws -> Int {
        let text = tester.document().text
        let range = try #require(text.range(of: "Secret "))
        return try #require(Int(String(text[range.upperBound...].prefix(1))))
    }

    @Test func aViewThatAppearsAfterAPostKeepsWhatItDrew() throws {
        // One draw from 1...3 matches a second one in three times: over 20 games, a kept draw is the
        // only way every answer is judged against the secret shown.
        for _ in 0..<20 {
            let tester = ViewTester { GuessGame() }
            try tester.press("Play")
            let shown = try secret(tester)
            #expect(try secret(tester) == shown, "shown again, the secret is the same")
            try tester.press("Guess \(shown)")
            #expect(tester.document().text.contains("Right"))
            #expect(try secret(tester) == shown)
        }
    }

    @Test func aFirstShowingKeepsWhatItDrewWithoutASecondDraw() throws {
        for _ in 0..<20 {
            let tester = ViewTester { GuessRound() }
            let shown = try secret(tester)
            try tester.press("Guess \(shown)")
            #expect(tester.document().text.contains("Right"))
        }
    }

    @Test func outsideAnEvaluationTheDrawsAreTheStandardLibrarys() {
        let draws = (0..<200).map { _ in Int.random(in: 1...3) }
        #expect(Set(draws) == [1, 2, 3])
        #expect([1, 2, 3, 4].shuffled().sorted() == [1, 2, 3, 4])
        #expect((1...5).randomElement().map { (1...5).contains($0) } == true)
        #expect(Double.random(in: 0..<1) < 1)
    }
}
