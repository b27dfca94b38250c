import SwiftUI

struct ConvertlyHistoryView: View {
    @Binding var history: [ConversionRecord]

    var body: some View {
        List {
            if history.isEmpty {
                Text("No saved conversions")
                    .foregroundColor(.secondary)
            }
            ForEach(history) { record in
                Text(record.text)
                    .font(.body.monospaced())
            }
            .onDelete { history.remove(atOffsets: $0) }
        }
        .navigationTitle("History")
        .toolbar {
            Button("Clear") { history.removeAll() }
                .disabled(history.isEmpty)
        }
    }
}
