/// The benchmark page as the peers know it: its controls, in page order, with their field names,
/// options and defaults. It mirrors `BenchmarkPage` (the FormUI view); `run.sh` refuses to measure if
/// the bytes the peers build differ from what FormUI renders.
public enum PageModel {
    public enum Style: Sendable { case menu, wheel, radioGroup, segmented }

    public struct Control: Sendable {
        public let name: String
        public let label: String
        public let style: Style
        public let options: [(value: String, label: String)]
        public let defaultValue: String

        /// Whether `value` is one of the options.
        public func accepts(_ value: String) -> Bool { options.contains { $0.value == value } }
    }

    static let flavor = Control(name: "flavor", label: "Flavor", style: .menu, options: [
        ("chocolate", "Dark chocolate (70%)"), ("vanilla", "Bourbon vanilla"), ("strawberry", "Strawberry & cream"),
        ("pistachio", "Pistachio"), ("lemon", "Lemon <zest>"), ("hazelnut", "Hazelnut praliné"),
        ("mango", "Mango \"Alphonso\""), ("coffee", "Coffee & walnut"),
    ], defaultValue: "chocolate")

    static let size = Control(name: "size", label: "Size", style: .segmented, options: [
        ("small", "Small (4)"), ("medium", "Medium (8)"), ("large", "Large (12)"), ("party", "Party (24)"),
    ], defaultValue: "medium")

    static let frosting = Control(name: "frosting", label: "Frosting", style: .radioGroup, options: [
        ("buttercream", "Buttercream"), ("ganache", "Chocolate ganache"), ("cream", "Whipped cream"),
        ("fondant", "Fondant"), ("none", "None, thanks"),
    ], defaultValue: "buttercream")

    static let layers = Control(
        name: "layers", label: "Layers", style: .wheel,
        options: (1...8).map { (String($0), "\($0) layers") }, defaultValue: "2"
    )

    static let country = Control(name: "country", label: "Country", style: .menu, options: [
        ("AT", "Austria"), ("BE", "Belgium"), ("BG", "Bulgaria"), ("HR", "Croatia"), ("CY", "Cyprus"),
        ("CZ", "Czechia"), ("DK", "Denmark"), ("EE", "Estonia"), ("FI", "Finland"), ("FR", "France"),
        ("DE", "Germany"), ("GR", "Greece"), ("HU", "Hungary"), ("IS", "Iceland"), ("IE", "Ireland"),
        ("IT", "Italy"), ("LV", "Latvia"), ("LI", "Liechtenstein"), ("LT", "Lithuania"), ("LU", "Luxembourg"),
        ("MT", "Malta"), ("NL", "Netherlands"), ("NO", "Norway"), ("PL", "Poland"), ("PT", "Portugal"),
        ("RO", "Romania"), ("SK", "Slovakia"), ("SI", "Slovenia"), ("ES", "Spain"), ("SE", "Sweden"),
        ("CH", "Switzerland"), ("GB", "United Kingdom"),
    ], defaultValue: "NL")

    static let slot = Control(name: "time-slot", label: "Time slot", style: .radioGroup, options: [
        ("morning", "Morning (8–12)"), ("afternoon", "Afternoon (12–17)"), ("evening", "Evening (17–21)"),
    ], defaultValue: "morning")

    static let frequencies: [(value: String, label: String)] = [
        ("never", "Never"), ("daily", "Daily"), ("weekly", "Weekly"), ("monthly", "Monthly"),
    ]
    static let email = Control(name: "email-updates", label: "Email updates", style: .segmented, options: frequencies, defaultValue: "weekly")
    static let sms = Control(name: "text-messages", label: "Text messages", style: .segmented, options: frequencies, defaultValue: "never")
    static let push = Control(name: "push-notifications", label: "Push notifications", style: .segmented, options: frequencies, defaultValue: "daily")

    /// Every control, in page order.
    public static let controls: [Control] = [flavor, size, frosting, layers, country, slot, email, sms, push]

    /// The control posted under `name`.
    public static func control(named name: String) -> Control? { controlsByName[name] }
    private static let controlsByName: [String: Control] = Dictionary(uniqueKeysWithValues: controls.map { ($0.name, $0) })

    static let introduction = "Choose how your cake is made. Prices include VAT & delivery; nothing is charged until you confirm."
    static let deliveryNote = "Deliveries on Sundays cost 5 € extra. Tell us at least 48 hours ahead if nobody will be home."
    static let recentOrders = [
        "12 May — Medium dark chocolate, buttercream, 2 layers",
        "3 April — Party mango \"Alphonso\", whipped cream, 3 layers",
        "14 February — Small strawberry & cream, fondant hearts <3",
        "2 January — Large coffee & walnut, ganache, 4 layers",
        "24 December — Large hazelnut praliné, buttercream, 3 layers",
        "1 November — Medium lemon <zest>, no frosting, 2 layers",
    ]
}
