import SwiftUI

struct CapitalsGameView: View {
    @AppStorage("capitals.roundLength") private var roundLength = 5
    @AppStorage("capitals.showHints") private var showHints = false
    @AppStorage("capitals.bestScore") private var bestScore = 0

    @State private var countries = CapitalsCountry.all.shuffled()
    @State private var correctAnswer = Int.random(in: 0...2)
    @State private var score = 0
    @State private var questionNumber = 1

    @State private var showingScore = false
    @State private var scoreTitle = ""
    @State private var scoreMessage = ""
    @State private var showingGameOver = false
    @State private var showingSettings = false

    var body: some View {
        NavigationView {
            ZStack {
                LinearGradient(gradient: Gradient(colors: [.blue, .teal]), startPoint: .top, endPoint: .bottom)
                    .edgesIgnoringSafeArea(.all)

                VStack(spacing: 24) {
                    Text("Question \(questionNumber) of \(roundLength)")
                        .foregroundColor(.white.opacity(0.8))

                    VStack(spacing: 6) {
                        Text("What is the capital of")
                            .font(.subheadline.weight(.heavy))
                        Text(countries[correctAnswer].name)
                            .font(.largeTitle.weight(.semibold))
                        if showHints {
                            Text("Hint: it's in \(countries[correctAnswer].continent)")
                                .font(.caption)
                        }
                    }
                    .foregroundColor(.white)

                    ForEach(0..<3) { number in
                        Button {
                            cityTapped(number)
                        } label: {
                            CapitalsCityLabel(city: countries[number].capital)
                        }
                    }

                    Spacer()

                    Text("Score: \(score)")
                        .font(.title.bold())
                        .foregroundColor(.white)
                    Text("Best: \(bestScore)")
                        .foregroundColor(.white.opacity(0.8))
                }
                .padding()
            }
            .navigationBarTitle("Capitals")
            .navigationBarItems(trailing: Button("Settings") { showingSettings = true })
            .alert(scoreTitle, isPresented: $showingScore) {
                Button("Continue", action: askQuestion)
            } message: {
                Text(scoreMessage)
            }
            .alert("Game over", isPresented: $showingGameOver) {
                Button("Play again", action: restart)
            } message: {
                Text("You scored \(score) out of \(roundLength).")
            }
            .sheet(isPresented: $showingSettings, onDismiss: restart) {
                CapitalsSettingsView()
            }
        }
    }

    func cityTapped(_ number: Int) {
        if number == correctAnswer {
            scoreTitle = "Correct"
            score += 1
            scoreMessage = "\(countries[number].capital) is the capital of \(countries[number].name)."
        } else {
            scoreTitle = "Wrong"
            scoreMessage = "That's the capital of \(countries[number].name). \(countries[correctAnswer].name)'s is \(countries[correctAnswer].capital)."
        }

        if questionNumber == roundLength {
            bestScore = max(bestScore, score)
            showingGameOver = true
        } else {
            showingScore = true
        }
    }

    func askQuestion() {
        countries.shuffle()
        correctAnswer = Int.random(in: 0...2)
        questionNumber += 1
    }

    func restart() {
        score = 0
        questionNumber = 1
        countries.shuffle()
        correctAnswer = Int.random(in: 0...2)
    }
}

struct CapitalsCityLabel: View {
    let city: String

    var body: some View {
        Text(city)
            .font(.title2)
            .foregroundColor(.primary)
            .frame(width: 220)
            .padding(.vertical, 12)
            .background(.regularMaterial)
            .clipShape(Capsule())
            .shadow(radius: 5)
    }
}
