import SwiftUI

struct AnswerButton: ViewModifier {
    var color: Color

    func body(content: Content) -> some View {
        content
            .font(.headline)
            .frame(maxWidth: .infinity)
            .padding()
            .background(color.opacity(0.2))
            .foregroundColor(color)
            .clipShape(.capsule)
    }
}

extension View {
    func answerButtonStyle(_ color: Color = .indigo) -> some View {
        modifier(AnswerButton(color: color))
    }
}

struct QuizWhizRootView: View {
    @State var questions = QuizQuestion.bank.shuffled()
    @State private var currentIndex = 0
    @State private var score = 0
    @State private var showingFeedback = false
    @State private var feedbackTitle = ""
    @State private var feedbackMessage = ""
    @State private var isFinished = false
    @State private var answered: [Int: Bool] = [:]

    private var currentQuestion: QuizQuestion {
        questions[currentIndex]
    }

    var body: some View {
        NavigationStack {
            ZStack {
                LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom)
                    .ignoresSafeArea()
                if isFinished {
                    QuizResultView(score: score, total: questions.count, answered: answered, questions: questions,
                                   onRestart: restart)
                } else {
                    VStack(spacing: 20) {
                        Text("Question \(currentIndex + 1) of \(questions.count)")
                            .font(.subheadline)
                            .foregroundColor(.white.opacity(0.8))
                        ProgressView(value: Double(currentIndex), total: Double(questions.count))
                            .tint(.white)
                        Text(currentQuestion.prompt)
                            .font(.title2.bold())
                            .multilineTextAlignment(.center)
                            .foregroundColor(.white)
                        ForEach(currentQuestion.choices, id: \.self) { choice in
                            Button(choice) {
                                choose(choice)
                            }
                            .answerButtonStyle(.white)
                        }
                        Text("Score: \(score)")
                            .font(.title3)
                            .foregroundStyle(.white)
                    }
                    .padding()
                }
            }
            .navigationTitle("Quiz Whiz")
            .navigationBarTitleDisplayMode(.inline)
            .alert(feedbackTitle, isPresented: $showingFeedback) {
                Button("Continue", action: nextQuestion)
            } message: {
                Text(feedbackMessage)
            }
        }
    }

    func choose(_ choice: String) {
        let question = currentQuestion
        if question.isCorrect(choice) {
            score += 1
            feedbackTitle = "Correct!"
            feedbackMessage = question.fact
        } else {
            feedbackTitle = "Wrong"
            feedbackMessage = "The answer is \(question.answer). \(question.fact)"
        }
        answered[question.id] = question.isCorrect(choice)
        showingFeedback = true
    }

    func nextQuestion() {
        if currentIndex + 1 < questions.count {
            currentIndex += 1
        } else {
            isFinished = true
        }
    }

    func restart() {
        questions.shuffle()
        currentIndex = 0
        score = 0
        answered = [:]
        isFinished = false
    }
}
