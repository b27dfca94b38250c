import Observation
import SwiftUI

enum PizzaSize: String, CaseIterable, Identifiable {
    case small = "Small"
    case medium = "Medium"
    case large = "Large"
    case family = "Family"

    var id: String { rawValue }

    var basePrice: Double {
        switch self {
        case .small: 8
        case .medium: 10.5
        case .large: 13
        case .family: 17.5
        }
    }

    var inches: Int {
        switch self {
        case .small: 10
        case .medium: 12
        case .large: 14
        case .family: 18
        }
    }
}

enum PizzaCrust: String, CaseIterable, Identifiable {
    case thin = "Thin"
    case classic = "Classic"
    case stuffed = "Stuffed"

    var id: Self { self }
}

enum PizzaTopping: String, CaseIterable, Identifiable {
    case extraCheese = "Extra cheese"
    case mushrooms = "Mushrooms"
    case olives = "Olives"
    case pepperoni = "Pepperoni"
    case jalapenos = "Jalapeños"

    var id: String { rawValue }

    var price: Double {
        self == .pepperoni || self == .extraCheese ? 1.5 : 1
    }
}

@Observable
class PizzaOrder {
    var size = PizzaSize.medium
    var crust = PizzaCrust.classic
    var quantity = 1
    var toppings: Set<PizzaTopping> = []

    var wantsSpecialRequest = false {
        didSet {
            if wantsSpecialRequest == false {
                specialRequest = ""
            }
        }
    }
    var specialRequest = ""

    var customerName = ""
    var street = ""
    var city = ""
    var isDelivery = true

    var hasValidAddress: Bool {
        if customerName.trimmingCharacters(in: .whitespaces).isEmpty { return false }
        if isDelivery {
            return !street.trimmingCharacters(in: .whitespaces).isEmpty
                && !city.trimmingCharacters(in: .whitespaces).isEmpty
        }
        return true
    }

    var pricePerPizza: Double {
        var price = size.basePrice
        if crust == .stuffed { price += 2 }
        for topping in toppings {
            price += topping.price
        }
        return price
    }

    var total: Double {
        let delivery = isDelivery ? 2.5 : 0
        return pricePerPizza * Double(quantity) + delivery
    }

    var toppingsDescription: String {
        if toppings.isEmpty { return "No extras" }
        return PizzaTopping.allCases.filter { toppings.contains($0) }.map(\.rawValue).joined(separator: ", ")
    }

    func binding(for topping: PizzaTopping) -> Binding<Bool> {
        Binding(
            get: { self.toppings.contains(topping) },
            set: { isOn in
                if isOn {
                    self.toppings.insert(topping)
                } else {
                    self.toppings.remove(topping)
                }
            }
        )
    }
}
