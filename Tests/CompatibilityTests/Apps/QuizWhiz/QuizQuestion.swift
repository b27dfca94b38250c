import Foundation

struct QuizQuestion: Identifiable, Equatable {
    let id: Int
    let prompt: String
    let choices: [String]
    let answer: String
    let fact: String

    func isCorrect(_ choice: String) -> Bool {
        choice == answer
    }
}

extension QuizQuestion {
    static let bank: [QuizQuestion] = [
        QuizQuestion(id: 1, prompt: "Which planet has the most moons?",
                     choices: ["Earth", "Saturn", "Mars", "Venus"], answer: "Saturn",
                     fact: "Saturn has well over a hundred known moons."),
        QuizQuestion(id: 2, prompt: "What is the largest ocean?",
                     choices: ["Atlantic", "Indian", "Pacific", "Arctic"], answer: "Pacific",
                     fact: "The Pacific covers about a third of the Earth."),
        QuizQuestion(id: 3, prompt: "How many legs does a spider have?",
                     choices: ["Six", "Eight", "Ten", "Twelve"], answer: "Eight",
                     fact: "Spiders are arachnids, not insects."),
        QuizQuestion(id: 4, prompt: "Which gas do plants take in?",
                     choices: ["Oxygen", "Helium", "Nitrogen", "Carbon dioxide"], answer: "Carbon dioxide",
                     fact: "Plants turn carbon dioxide and water into sugar."),
        QuizQuestion(id: 5, prompt: "What is the hardest natural substance?",
                     choices: ["Gold", "Iron", "Diamond", "Quartz"], answer: "Diamond",
                     fact: "Diamond is pure carbon in a tight crystal."),
    ]
}
