import Foundation
import Observation

enum DealStage: String, CaseIterable, Identifiable {
    case lead = "Lead"
    case contacted = "Contacted"
    case negotiating = "Negotiating"
    case won = "Won"
    case lost = "Lost"

    var id: Self { self }
}

@Observable
final class CRMContact: Identifiable {
    let id = UUID()
    var firstName: String
    var lastName: String
    var company: String
    var email: String
    var phone: String
    var stage: DealStage
    var dealValue: Int
    var isVIP: Bool

    init(firstName: String = "", lastName: String = "", company: String = "", email: String = "",
         phone: String = "", stage: DealStage = .lead, dealValue: Int = 0, isVIP: Bool = false) {
        self.firstName = firstName
        self.lastName = lastName
        self.company = company
        self.email = email
        self.phone = phone
        self.stage = stage
        self.dealValue = dealValue
        self.isVIP = isVIP
    }

    var fullName: String {
        [firstName, lastName].filter { !$0.isEmpty }.joined(separator: " ")
    }

    var isValid: Bool {
        !firstName.trimmingCharacters(in: .whitespaces).isEmpty && email.contains("@") && email.contains(".")
    }

    func copy() -> CRMContact {
        CRMContact(firstName: firstName, lastName: lastName, company: company, email: email, phone: phone,
                   stage: stage, dealValue: dealValue, isVIP: isVIP)
    }

    func update(from other: CRMContact) {
        firstName = other.firstName
        lastName = other.lastName
        company = other.company
        email = other.email
        phone = other.phone
        stage = other.stage
        dealValue = other.dealValue
        isVIP = other.isVIP
    }
}

@Observable
final class RolodexBook {
    var contacts: [CRMContact] = [
        CRMContact(firstName: "Maya", lastName: "Okafor", company: "Brightline", email: "maya@brightline.io",
                   phone: "555-0101", stage: .negotiating, dealValue: 12000, isVIP: true),
        CRMContact(firstName: "Leo", lastName: "Fischer", company: "Nordwind", email: "leo@nordwind.de",
                   stage: .contacted, dealValue: 4000),
        CRMContact(firstName: "Ana", lastName: "Souza", company: "Pixel Farm", email: "ana@pixelfarm.com",
                   stage: .won, dealValue: 8500),
    ]

    var pipelineValue: Int {
        contacts.filter { $0.stage != .lost && $0.stage != .won }.reduce(0) { $0 + $1.dealValue }
    }

    func add(_ contact: CRMContact) {
        contacts.append(contact)
    }

    func remove(_ contact: CRMContact) {
        contacts.removeAll { $0.id == contact.id }
    }
}
