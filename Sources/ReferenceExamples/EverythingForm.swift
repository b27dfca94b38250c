import FormUI

// A gallery page of our own, not from a seed: every control of the seed documents in one form, so that
// one page shows how they look together and how one post applies several of them at once.

/// An ice-cream order: a picker, a stepper, a toggle and a slider for the cone; a text field, a secure
/// field and a date picker for the delivery; a gauge and a button to place the order.
public struct EverythingForm: View {
    @State private var flavor: Flavor = .chocolate
    @State private var scoops = 2
    @State private var sprinkles = true
    @State private var sweetness = 5.0
    @State private var name = ""
    @State private var voucher = ""
    /// 1 July 2026, midnight UTC: a fixed default, so the page reads the same for everyone.
    @State private var deliveryDate = Date(timeIntervalSince1970: 1_782_864_000)
    @State private var status = "No order placed yet."

    public init() {}

    public var body: some View {
        Form {
            Section("Ice cream") {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue.capitalized)
                    }
                }
                Stepper("Scoops: \(scoops)", value: $scoops, in: 1...5)
                Toggle("Sprinkles", isOn: $sprinkles)
                Slider(value: $sweetness, in: 0...10, step: 1) {
                    Text("Sweetness")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("10")
                }
            }
            Section("Delivery") {
                TextField("Name", text: $name, prompt: Text("Who is it for?"))
                SecureField("Voucher code", text: $voucher)
                DatePicker("Delivery date", selection: $deliveryDate, displayedComponents: [.date])
            }
            Section("Order") {
                Gauge(value: Double(scoops), in: 0...5) {
                    Text("Cone")
                } currentValueLabel: {
                    Text("\(scoops) of 5 scoops")
                }
                Button("Place order", systemImage: "checkmark", action: placeOrder)
                Text(status)
            }
        }
    }

    /// Says what was ordered, so the page shows that the button ran with the values posted with it.
    func placeOrder() {
        let who = name.isEmpty ? "someone" : name
        status = "Ordered \(scoops) scoops of \(flavor.rawValue)\(sprinkles ? " with sprinkles" : "")"
            + ", sweetness \(Int(sweetness)), for \(who)\(voucher.isEmpty ? "" : " with a voucher")."
    }
}
