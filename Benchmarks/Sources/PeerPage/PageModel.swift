/// The benchmark page as the peers know it: its sections, texts and controls in page order, with
/// their field names, options and defaults. It mirrors `BenchmarkPage` (the FormUI view); render-bench
/// and run.sh refuse to measure if the bytes the peers build differ from what FormUI renders.
public enum PageModel {
    public enum Style: Sendable { case menu, wheel, radioGroup, segmented }

    public struct Control: Sendable {
        public let name: String
        public let label: String
        public let style: Style
        public let options: [(value: String, label: String)]
        public let defaultValue: String

        init(_ name: String, _ label: String, _ style: Style, _ options: [(String, String)], default defaultValue: String) {
            self.name = name
            self.label = label
            self.style = style
            self.options = options.map { (value: $0.0, label: $0.1) }
            self.defaultValue = defaultValue
        }

        /// Whether `value` is one of the options.
        public func accepts(_ value: String) -> Bool { options.contains { $0.value == value } }
    }

    public enum Item: Sendable {
        case text(String)
        case control(Control)
        case list([String])
    }

    public struct Section: Sendable {
        public let title: String
        public let items: [Item]
    }

    static let frequencies = [("never", "Never"), ("daily", "Daily"), ("weekly", "Weekly"), ("monthly", "Monthly")]

    public static let sections: [Section] = [
        Section(title: "Your cake", items: [
            .text("Choose how your cake is made. Prices include VAT & delivery; nothing is charged until you confirm."),
            .control(Control("flavor", "Flavor", .menu, [
                ("chocolate", "Dark chocolate (70%)"), ("vanilla", "Bourbon vanilla"), ("strawberry", "Strawberry & cream"),
                ("pistachio", "Pistachio"), ("lemon", "Lemon <zest>"), ("hazelnut", "Hazelnut praliné"),
                ("mango", "Mango \"Alphonso\""), ("coffee", "Coffee & walnut"),
            ], default: "chocolate")),
            .control(Control("size", "Size", .segmented, [
                ("small", "Small (4)"), ("medium", "Medium (8)"), ("large", "Large (12)"), ("party", "Party (24)"),
            ], default: "medium")),
            .control(Control("frosting", "Frosting", .radioGroup, [
                ("buttercream", "Buttercream"), ("ganache", "Chocolate ganache"), ("cream", "Whipped cream"),
                ("fondant", "Fondant"), ("none", "None, thanks"),
            ], default: "buttercream")),
            .control(Control("layers", "Layers", .wheel, (1...8).map { (String($0), "\($0) layers") }, default: "2")),
        ]),
        Section(title: "Decoration", items: [
            .control(Control("topping", "Topping", .radioGroup, [
                ("sprinkles", "Rainbow sprinkles"), ("berries", "Fresh berries"), ("nuts", "Roasted nuts"),
                ("shavings", "Chocolate shavings"), ("flowers", "Edible flowers"), ("none", "No topping"),
            ], default: "berries")),
            .control(Control("candles", "Candles", .menu, (0...12).map { (String($0), "\($0) candles") }, default: "0")),
            .control(Control("lettering", "Lettering", .segmented, [
                ("white", "White"), ("pink", "Pink"), ("blue", "Blue"), ("gold", "Gold"),
            ], default: "white")),
            .control(Control("shape", "Shape", .radioGroup, [("round", "Round"), ("square", "Square"), ("heart", "Heart")], default: "round")),
        ]),
        Section(title: "Dietary needs", items: [
            .control(Control("gluten", "Gluten", .segmented, [("regular", "Regular"), ("free", "Gluten-free")], default: "regular")),
            .control(Control("dairy", "Dairy", .segmented, [("regular", "Regular"), ("lactose-free", "Lactose-free"), ("vegan", "Vegan")], default: "regular")),
            .control(Control("sugar", "Sugar", .radioGroup, [
                ("regular", "Regular"), ("less", "30% less sugar"), ("free", "Sugar-free (sweetened with erythritol)"),
            ], default: "regular")),
            .control(Control("allergen-kitchen", "Allergen kitchen", .menu, [
                ("standard", "Standard kitchen"), ("nut-free", "Nut-free kitchen"), ("egg-free", "Egg-free recipe"),
                ("kosher", "Kosher certified"), ("halal", "Halal certified"),
            ], default: "standard")),
            .text("Tell us about allergies when you order: our kitchen handles nuts, eggs, milk, soy & wheat every day."),
        ]),
        Section(title: "Delivery", items: [
            .control(Control("country", "Country", .menu, [
                ("AT", "Austria"), ("BE", "Belgium"), ("BG", "Bulgaria"), ("HR", "Croatia"), ("CY", "Cyprus"),
                ("CZ", "Czechia"), ("DK", "Denmark"), ("EE", "Estonia"), ("FI", "Finland"), ("FR", "France"),
                ("DE", "Germany"), ("GR", "Greece"), ("HU", "Hungary"), ("IS", "Iceland"), ("IE", "Ireland"),
                ("IT", "Italy"), ("LV", "Latvia"), ("LI", "Liechtenstein"), ("LT", "Lithuania"), ("LU", "Luxembourg"),
                ("MT", "Malta"), ("NL", "Netherlands"), ("NO", "Norway"), ("PL", "Poland"), ("PT", "Portugal"),
                ("RO", "Romania"), ("SK", "Slovakia"), ("SI", "Slovenia"), ("ES", "Spain"), ("SE", "Sweden"),
                ("CH", "Switzerland"), ("GB", "United Kingdom"),
            ], default: "NL")),
            .control(Control("time-slot", "Time slot", .radioGroup, [
                ("morning", "Morning (8–12)"), ("afternoon", "Afternoon (12–17)"), ("evening", "Evening (17–21)"),
            ], default: "morning")),
            .control(Control("packaging", "Packaging", .menu, [
                ("box", "Cardboard box"), ("gift", "Gift box with ribbon"), ("eco", "Recycled box"), ("tin", "Reusable tin (+4 €)"),
            ], default: "box")),
            .text("Deliveries on Sundays cost 5 € extra. Tell us at least 48 hours ahead if nobody will be home."),
        ]),
        Section(title: "Payment", items: [
            .control(Control("pay-with", "Pay with", .radioGroup, [
                ("card", "Credit card"), ("ideal", "iDEAL <bank transfer>"), ("paypal", "PayPal"),
                ("invoice", "Invoice (businesses)"), ("cash", "Cash on delivery"),
            ], default: "card")),
            .control(Control("installments", "Installments", .segmented, [("1", "1"), ("2", "2"), ("3", "3"), ("6", "6")], default: "1")),
            .text("Payments are handled by our bank; we never see your card number. Invoices are due within 14 days."),
        ]),
        Section(title: "Notifications", items: [
            .control(Control("email-updates", "Email updates", .segmented, frequencies, default: "weekly")),
            .control(Control("text-messages", "Text messages", .segmented, frequencies, default: "never")),
            .control(Control("push-notifications", "Push notifications", .segmented, frequencies, default: "daily")),
        ]),
        Section(title: "Recent orders", items: [
            .list([
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
            ]),
        ]),
    ]

    /// Every control, in page order.
    public static let controls: [Control] = sections.flatMap { section in
        section.items.compactMap { if case .control(let control) = $0 { control } else { nil } }
    }

    /// The control posted under `name`.
    public static func control(named name: String) -> Control? { controlsByName[name] }
    private static let controlsByName: [String: Control] = Dictionary(uniqueKeysWithValues: controls.map { ($0.name, $0) })
}
