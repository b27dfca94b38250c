import SwiftUI

struct MoodJournalDetailView: View {
    let entry: MoodJournalEntry
    let store: MoodJournalStore
    @State private var editing = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                HStack {
                    Text(entry.mood.rawValue)
                        .font(.system(size: 48))
                    VStack(alignment: .leading) {
                        Text(entry.mood.name)
                            .font(.headline)
                        Text(entry.date, format: .dateTime.weekday(.wide).day().month(.wide).year())
                            .foregroundStyle(.secondary)
                    }
                }
                Divider()
                Text(entry.text)
                    .font(.body)
                    .lineSpacing(4)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
        }
        .navigationTitle(entry.title)
        .toolbar {
            Button("Edit") { editing = true }
        }
        .sheet(isPresented: $editing) {
            MoodJournalComposeView(store: store, editing: entry)
        }
    }
}
