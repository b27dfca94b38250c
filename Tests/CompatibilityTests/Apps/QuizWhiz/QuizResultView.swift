import SwiftUI

struct QuizResultView: View {
    let score: Int
    let total: Int
    let answered: [Int: Bool]
    let questions: [QuizQuestion]
    var onRestart: () -> Void

    private var verdict: String {
        switch Double(score) / Double(max(total, 1)) {
        case 1: return "Perfect score!"
        case 0.6...: return "Well done!"
        default: return "Keep practising"
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: score == total ? "trophy.fill" : "flag.checkered")
                .font(.system(size: 60))
                .foregroundColor(.yellow)
            Text(verdict)
                .font(.largeTitle.bold())
            Text("You scored \(score) out of \(total)")
                .font(.title3)
            VStack(alignment: .leading, spacing: 6) {
                ForEach(questions) { question in
                    HStack {
                        Image(systemName: answered[question.id] == true ? "checkmark.circle.fill" : "xmark.circle.fill")
                            .foregroundColor(answered[question.id] == true ? .green : .red)
                        Text(question.prompt)
                            .font(.footnote)
                    }
                }
            }
            .padding()
            .background(.thinMaterial, in: .rect(cornerRadius: 16))
            Button(action: onRestart) {
                Label("Play Again", systemImage: "arrow.counterclockwise")
            }
            .answerButtonStyle(.yellow)
        }
        .foregroundColor(.white)
        .padding()
    }
}
