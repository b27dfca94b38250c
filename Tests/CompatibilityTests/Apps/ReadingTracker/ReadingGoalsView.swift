import SwiftUI

struct ReadingGoalsView: View {
    @EnvironmentObject private var log: ReadingLog
    @AppStorage("readingTracker.yearlyGoal") private var yearlyGoal = 12
    @AppStorage("readingTracker.showAuthors") private var showAuthors = true
    @State private var confirmingClear = false

    private var finishedCount: Int {
        log.books(with: .finished).count
    }

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("This year")) {
                    Stepper("Goal: \(yearlyGoal) books", value: $yearlyGoal, in: 1...100)
                    ProgressView("\(finishedCount) of \(yearlyGoal) books read", value: Double(min(finishedCount, yearlyGoal)), total: Double(yearlyGoal))
                    if finishedCount >= yearlyGoal {
                        Text("Goal reached! 🎉")
                            .foregroundColor(.green)
                    }
                }
                Section(header: Text("Display")) {
                    Toggle("Show authors on the shelf", isOn: $showAuthors)
                }
                Section {
                    Button("Clear Finished Books") {
                        confirmingClear = true
                    }
                    .foregroundColor(.red)
                    .disabled(finishedCount == 0)
                }
            }
            .navigationBarTitle("Goals")
            .alert(isPresented: $confirmingClear) {
                Alert(
                    title: Text("Clear finished books?"),
                    message: Text("\(finishedCount) finished books will be removed."),
                    primaryButton: .destructive(Text("Clear"), action: log.clearFinished),
                    secondaryButton: .cancel()
                )
            }
        }
    }
}
