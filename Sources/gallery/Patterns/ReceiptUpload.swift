import FormUIServer
import Foundation

/// An expense with a receipt attached through `.fileImporter`: the file is chosen in the form it is
/// posted with, so a mistake in another field (the amount) is answered with the file kept, not lost.
/// The receipt is kept in the visitor's documents, and a `ShareLink` offers it back as a download.
struct ReceiptUpload: View {
    @State private var title = "Lunch"
    @State private var amount = 12.5
    @State private var isImporting = false
    @State private var receipt: String?
    @State private var keptReceipt: URL?
    @State private var problem: String?

    var body: some View {
        NavigationStack {
            Form {
                Section("Expense") {
                    TextField("Title", text: $title)
                    TextField("Amount", value: $amount, format: .number)
                }
                Section("Receipt") {
                    if let receipt {
                        LabeledContent("Attached", value: receipt)
                    }
                    if let keptReceipt {
                        ShareLink(item: keptReceipt) {
                            Label("Download \(keptReceipt.lastPathComponent)", systemImage: "arrow.down.doc")
                        }
                    }
                    if let problem {
                        Text(problem).foregroundStyle(.red)
                    }
                    Button(receipt == nil ? "Attach receipt" : "Replace receipt") { isImporting = true }
                }
            }
            .navigationTitle("Expense")
            .fileImporter(isPresented: $isImporting, allowedContentTypes: [.pdf, .image]) { result in
                switch result {
                case .success(let url):
                    guard url.startAccessingSecurityScopedResource() else { return }
                    defer { url.stopAccessingSecurityScopedResource() }
                    do {
                        let data = try Data(contentsOf: url)
                        receipt = "\(url.lastPathComponent), \(data.count) bytes"
                        // Kept in the visitor's documents, as an app keeps a file it imported.
                        let kept = URL.documentsDirectory.appendingPathComponent(url.lastPathComponent)
                        try data.write(to: kept)
                        keptReceipt = kept
                        problem = nil
                    } catch {
                        problem = "The receipt could not be read: \(error.localizedDescription)"
                    }
                case .failure(let error):
                    problem = "The receipt could not be attached: \(error.localizedDescription)"
                }
            }
        }
    }
}
