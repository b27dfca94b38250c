import FormUI
import Foundation

/// The page every server in the benchmark serves: a cake order form of the size and kind a FormUI app
/// shows (about 17.5 KB with the page layout), written as a SwiftUI developer would write it.
///
/// The peers (`PeerPage`) build the same bytes by hand for the same session state; `run.sh` checks that
/// every server answers byte for byte what FormUI renders before it measures anything.
public struct BenchmarkPage: View {
    @State private var flavor = Flavor.chocolate
    @State private var size = CakeSize.medium
    @State private var frosting = Frosting.buttercream
    @State private var layers = 2
    @State private var topping = Topping.berries
    @State private var candles = 0
    @State private var lettering = Lettering.white
    @State private var shape = Shape.round
    @State private var gluten = "regular"
    @State private var dairy = "regular"
    @State private var sugar = "regular"
    @State private var allergens = "standard"
    @State private var country = "NL"
    @State private var slot = DeliverySlot.morning
    @State private var packaging = Packaging.box
    @State private var payment = Payment.card
    @State private var installments = 1
    @State private var emailUpdates = Frequency.weekly
    @State private var smsUpdates = Frequency.never
    @State private var pushUpdates = Frequency.daily

    public init() {}

    public var body: some View {
        Form {
            Section("Your cake") {
                Text("Choose how your cake is made. Prices include VAT & delivery; nothing is charged until you confirm.")
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.title)
                    }
                }
                Picker("Size", selection: $size) {
                    ForEach(CakeSize.allCases) { size in
                        Text(size.title)
                    }
                }
                .pickerStyle(.segmented)
                Picker("Frosting", selection: $frosting) {
                    ForEach(Frosting.allCases) { frosting in
                        Text(frosting.title)
                    }
                }
                .pickerStyle(.radioGroup)
                Picker("Layers", selection: $layers) {
                    ForEach(1...8, id: \.self) { count in
                        Text("\(count) layers")
                    }
                }
                .pickerStyle(.wheel)
            }
            Section("Decoration") {
                Picker("Topping", selection: $topping) {
                    ForEach(Topping.allCases) { topping in
                        Text(topping.title)
                    }
                }
                .pickerStyle(.radioGroup)
                Picker("Candles", selection: $candles) {
                    ForEach(0...12, id: \.self) { count in
                        Text("\(count) candles")
                    }
                }
                Picker("Lettering", selection: $lettering) {
                    ForEach(Lettering.allCases) { colour in
                        Text(colour.rawValue.capitalized)
                    }
                }
                .pickerStyle(.segmented)
                Picker("Shape", selection: $shape) {
                    ForEach(Shape.allCases) { shape in
                        Text(shape.rawValue.capitalized)
                    }
                }
                .pickerStyle(.inline)
            }
            Section("Dietary needs") {
                Picker("Gluten", selection: $gluten) {
                    Text("Regular").tag("regular")
                    Text("Gluten-free").tag("free")
                }
                .pickerStyle(.segmented)
                Picker("Dairy", selection: $dairy) {
                    Text("Regular").tag("regular")
                    Text("Lactose-free").tag("lactose-free")
                    Text("Vegan").tag("vegan")
                }
                .pickerStyle(.segmented)
                Picker("Sugar", selection: $sugar) {
                    Text("Regular").tag("regular")
                    Text("30% less sugar").tag("less")
                    Text("Sugar-free (sweetened with erythritol)").tag("free")
                }
                .pickerStyle(.radioGroup)
                Picker("Allergen kitchen", selection: $allergens) {
                    Text("Standard kitchen").tag("standard")
                    Text("Nut-free kitchen").tag("nut-free")
                    Text("Egg-free recipe").tag("egg-free")
                    Text("Kosher certified").tag("kosher")
                    Text("Halal certified").tag("halal")
                }
                Text("Tell us about allergies when you order: our kitchen handles nuts, eggs, milk, soy & wheat every day.")
            }
            Section("Delivery") {
                Picker("Country", selection: $country) {
                    ForEach(Country.all) { country in
                        Text(country.name)
                    }
                }
                Picker("Time slot", selection: $slot) {
                    ForEach(DeliverySlot.allCases) { slot in
                        Text(slot.title)
                    }
                }
                .pickerStyle(.inline)
                Picker("Packaging", selection: $packaging) {
                    ForEach(Packaging.allCases) { packaging in
                        Text(packaging.title)
                    }
                }
                .pickerStyle(.menu)
                Text("Deliveries on Sundays cost 5 € extra. Tell us at least 48 hours ahead if nobody will be home.")
            }
            Section("Payment") {
                Picker("Pay with", selection: $payment) {
                    ForEach(Payment.allCases) { payment in
                        Text(payment.title)
                    }
                }
                .pickerStyle(.radioGroup)
                Picker("Installments", selection: $installments) {
                    ForEach([1, 2, 3, 6], id: \.self) { count in
                        Text("\(count)")
                    }
                }
                .pickerStyle(.segmented)
                Text("Payments are handled by our bank; we never see your card number. Invoices are due within 14 days.")
            }
            Section("Notifications") {
                Picker("Email updates", selection: $emailUpdates) { frequencies }
                    .pickerStyle(.segmented)
                Picker("Text messages", selection: $smsUpdates) { frequencies }
                    .pickerStyle(.segmented)
                Picker("Push notifications", selection: $pushUpdates) { frequencies }
                    .pickerStyle(.segmented)
            }
            Section("Recent orders") {
                List(RecentOrder.samples) { order in
                    Text(order.summary)
                }
            }
        }
    }

    private var frequencies: some View {
        ForEach(Frequency.allCases) { frequency in
            Text(frequency.title)
        }
    }
}

public enum Flavor: String, CaseIterable, Identifiable, Sendable {
    case chocolate, vanilla, strawberry, pistachio, lemon, hazelnut, mango, coffee
    public var id: Self { self }
    public var title: String {
        switch self {
        case .chocolate: "Dark chocolate (70%)"
        case .vanilla: "Bourbon vanilla"
        case .strawberry: "Strawberry & cream"
        case .pistachio: "Pistachio"
        case .lemon: "Lemon <zest>"
        case .hazelnut: "Hazelnut praliné"
        case .mango: "Mango \"Alphonso\""
        case .coffee: "Coffee & walnut"
        }
    }
}

public enum CakeSize: String, CaseIterable, Identifiable, Sendable {
    case small, medium, large, party
    public var id: Self { self }
    public var title: String {
        switch self {
        case .small: "Small (4)"
        case .medium: "Medium (8)"
        case .large: "Large (12)"
        case .party: "Party (24)"
        }
    }
}

public enum Frosting: String, CaseIterable, Identifiable, Sendable {
    case buttercream, ganache, cream, fondant, none
    public var id: Self { self }
    public var title: String {
        switch self {
        case .buttercream: "Buttercream"
        case .ganache: "Chocolate ganache"
        case .cream: "Whipped cream"
        case .fondant: "Fondant"
        case .none: "None, thanks"
        }
    }
}

public enum Topping: String, CaseIterable, Identifiable, Sendable {
    case sprinkles, berries, nuts, shavings, flowers, none
    public var id: Self { self }
    public var title: String {
        switch self {
        case .sprinkles: "Rainbow sprinkles"
        case .berries: "Fresh berries"
        case .nuts: "Roasted nuts"
        case .shavings: "Chocolate shavings"
        case .flowers: "Edible flowers"
        case .none: "No topping"
        }
    }
}

public enum Lettering: String, CaseIterable, Identifiable, Sendable {
    case white, pink, blue, gold
    public var id: Self { self }
}

public enum Shape: String, CaseIterable, Identifiable, Sendable {
    case round, square, heart
    public var id: Self { self }
}

public enum Packaging: String, CaseIterable, Identifiable, Sendable {
    case box, gift, eco, tin
    public var id: Self { self }
    public var title: String {
        switch self {
        case .box: "Cardboard box"
        case .gift: "Gift box with ribbon"
        case .eco: "Recycled box"
        case .tin: "Reusable tin (+4 €)"
        }
    }
}

public enum Payment: String, CaseIterable, Identifiable, Sendable {
    case card, ideal, paypal, invoice, cash
    public var id: Self { self }
    public var title: String {
        switch self {
        case .card: "Credit card"
        case .ideal: "iDEAL <bank transfer>"
        case .paypal: "PayPal"
        case .invoice: "Invoice (businesses)"
        case .cash: "Cash on delivery"
        }
    }
}

public enum DeliverySlot: String, CaseIterable, Identifiable, Sendable {
    case morning, afternoon, evening
    public var id: Self { self }
    public var title: String {
        switch self {
        case .morning: "Morning (8–12)"
        case .afternoon: "Afternoon (12–17)"
        case .evening: "Evening (17–21)"
        }
    }
}

public enum Frequency: String, CaseIterable, Identifiable, Sendable {
    case never, daily, weekly, monthly
    public var id: Self { self }
    public var title: String {
        switch self {
        case .never: "Never"
        case .daily: "Daily"
        case .weekly: "Weekly"
        case .monthly: "Monthly"
        }
    }
}

public struct Country: Identifiable, Sendable {
    public var id: String
    public var name: String

    public static let all: [Country] = [
        ("AT", "Austria"), ("BE", "Belgium"), ("BG", "Bulgaria"), ("HR", "Croatia"), ("CY", "Cyprus"),
        ("CZ", "Czechia"), ("DK", "Denmark"), ("EE", "Estonia"), ("FI", "Finland"), ("FR", "France"),
        ("DE", "Germany"), ("GR", "Greece"), ("HU", "Hungary"), ("IS", "Iceland"), ("IE", "Ireland"),
        ("IT", "Italy"), ("LV", "Latvia"), ("LI", "Liechtenstein"), ("LT", "Lithuania"), ("LU", "Luxembourg"),
        ("MT", "Malta"), ("NL", "Netherlands"), ("NO", "Norway"), ("PL", "Poland"), ("PT", "Portugal"),
        ("RO", "Romania"), ("SK", "Slovakia"), ("SI", "Slovenia"), ("ES", "Spain"), ("SE", "Sweden"),
        ("CH", "Switzerland"), ("GB", "United Kingdom"),
    ].map { Country(id: $0.0, name: $0.1) }
}

public struct RecentOrder: Identifiable, Sendable {
    public var id: Int
    public var summary: String

    public static let samples: [RecentOrder] = [
        "12 May — Medium dark chocolate, buttercream, 2 layers",
        "3 April — Party mango \"Alphonso\", whipped cream, 3 layers",
        "14 February — Small strawberry & cream, fondant hearts <3",
        "2 January — Large coffee & walnut, ganache, 4 layers",
        "24 December — Large hazelnut praliné, buttercream, 3 layers",
        "1 November — Medium lemon <zest>, no frosting, 2 layers",
        "9 October — Small pistachio, whipped cream, 1 layer",
        "30 August — Party vanilla, fondant, 5 layers, gold lettering",
        "2 July — Large strawberry & cream, fresh berries, 3 layers",
        "18 May — Medium coffee & walnut, roasted nuts, 2 layers",
        "4 April — Small vanilla, sugar-free, 1 layer, heart-shaped",
        "21 March — Large chocolate ganache, edible flowers, 4 layers",
        "8 March — Medium lemon <zest>, lactose-free, 2 layers",
        "27 January — Party pistachio & raspberry, buttercream, 5 layers",
        "5 January — Small mango \"Alphonso\", vegan, 1 layer",
        "31 December — Large coffee & walnut, gold lettering, 3 layers",
        "12 December — Medium hazelnut praliné, gluten-free, 2 layers",
        "28 November — Small strawberry & cream, pink lettering, 1 layer",
        "15 November — Party chocolate (70%), 12 candles, 6 layers",
        "2 November — Medium vanilla, reusable tin, 2 layers",
    ].enumerated().map { RecentOrder(id: $0.offset, summary: $0.element) }
}
