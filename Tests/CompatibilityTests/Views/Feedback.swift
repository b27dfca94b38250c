import SwiftUI

// A feedback form: a category, a star rating, a message in a TextEditor with a live character count
// that is cut at the limit, and a send button that thanks the person.

struct FeedbackFormView: View {
    enum Category: String, CaseIterable, Identifiable {
        case bug = "Bug report"
        case idea = "Feature idea"
        case praise = "Praise"
        var id: Self { self }
    }

    private let characterLimit = 120

    @State private var category = Category.idea
    @State private var rating = 3
    @State private var message = ""
    @State private var includeDiagnostics = false
    @State private var sentCount = 0
    @State private var showingThanks = false

    var body: some View {
        NavigationStack {
            Form {
                Picker("Category", selection: $category) {
                    ForEach(Category.allCases) { category in
                        Text(category.rawValue)
                    }
                }

                Section("Rating") {
                    HStack {
                        ForEach(1...5, id: \.self) { star in
                            Image(systemName: star <= rating ? "star.fill" : "star")
                                .foregroundStyle(.yellow)
                        }
                    }
                    Stepper("Stars: \(rating)", value: $rating, in: 1...5)
                }

                Section {
                    TextEditor(text: $message)
                        .frame(minHeight: 120)
                        .onChange(of: message) { _, newValue in
                            if newValue.count > characterLimit {
                                message = String(newValue.prefix(characterLimit))
                            }
                        }
                } header: {
                    Text("Message")
                } footer: {
                    Text("\(message.count)/\(characterLimit) characters")
                        .foregroundStyle(message.count >= characterLimit ? .red : .secondary)
                }

                if category == .bug {
                    Toggle("Include diagnostics", isOn: $includeDiagnostics)
                }

                Button("Send Feedback") {
                    sentCount += 1
                    message = ""
                    showingThanks = true
                }
                .disabled(message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
            }
            .navigationTitle("Feedback")
            .alert("Thank you!", isPresented: $showingThanks) {
                Button("Done") {}
            } message: {
                Text("We read every message. You have sent \(sentCount).")
            }
        }
    }
}
