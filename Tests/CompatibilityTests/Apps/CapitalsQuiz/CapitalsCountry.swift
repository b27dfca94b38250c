import Foundation

struct CapitalsCountry: Hashable {
    let name: String
    let capital: String
    let continent: String

    static let all = [
        CapitalsCountry(name: "France", capital: "Paris", continent: "Europe"),
        CapitalsCountry(name: "Japan", capital: "Tokyo", continent: "Asia"),
        CapitalsCountry(name: "Kenya", capital: "Nairobi", continent: "Africa"),
        CapitalsCountry(name: "Canada", capital: "Ottawa", continent: "North America"),
        CapitalsCountry(name: "Australia", capital: "Canberra", continent: "Oceania"),
        CapitalsCountry(name: "Brazil", capital: "Brasília", continent: "South America"),
        CapitalsCountry(name: "Norway", capital: "Oslo", continent: "Europe"),
        CapitalsCountry(name: "Egypt", capital: "Cairo", continent: "Africa"),
        CapitalsCountry(name: "Peru", capital: "Lima", continent: "South America"),
        CapitalsCountry(name: "Vietnam", capital: "Hanoi", continent: "Asia"),
        CapitalsCountry(name: "Morocco", capital: "Rabat", continent: "Africa"),
        CapitalsCountry(name: "Poland", capital: "Warsaw", continent: "Europe"),
    ]
}
