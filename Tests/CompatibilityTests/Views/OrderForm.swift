import SwiftUI

// More controls and text: numbers typed with a format, a note in a text editor, progress, a link, a
// colour picker, and values shown with formats and date styles.

struct OrderForm: View {
    @State private var quantity = 2
    @State private var unitPrice = 4.5
    @State private var discount: Int?
    @State private var weight = 1.25
    @State private var note = ""
    @State private var address = ""
    @State private var ribbon = Color.red
    let placedAt = Date(timeIntervalSince1970: 1_795_000_000)

    private var weightFormatter: NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 2
        return formatter
    }

    var body: some View {
        Form {
            Section("Order") {
                TextField("Quantity", value: $quantity, format: .number)
                TextField("Unit price", value: $unitPrice, format: .number.precision(.fractionLength(2)))
                TextField("Discount", value: $discount, format: .number, prompt: Text("None"))
                TextField("Weight", value: $weight, formatter: weightFormatter)
                Text("Total: \(Double(quantity) * unitPrice, format: .number.precision(.fractionLength(2)))")
                Text(Double(quantity) * unitPrice, format: .number.precision(.fractionLength(1)))
            }
            Section("Delivery") {
                TextField("Address", text: $address, axis: .vertical)
                    .lineLimit(3...5)
                TextEditor(text: $note)
                    .frame(minHeight: 80)
                ColorPicker("Ribbon", selection: $ribbon, supportsOpacity: false)
            }
            Section("Status") {
                ProgressView("Packing", value: 0.6)
                ProgressView(value: 3, total: 4) {
                    Text("Steps")
                } currentValueLabel: {
                    Text("3 of 4")
                }
                ProgressView()
                Text(placedAt, style: .date)
                Text(placedAt, style: .time)
                Link("Delivery terms", destination: URL(string: "https://example.com/terms")!)
                Link("Run", destination: URL(string: "javascript:alert(1)")!)
            }
        }
    }
}
