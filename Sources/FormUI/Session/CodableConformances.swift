import Foundation
import Locking

// MARK: FormUI's own value types

extension Color: Codable {
    private enum CodingKeys: String, CodingKey { case named, rgba, faded, opacity }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let name = try container.decodeIfPresent(String.self, forKey: .named) {
            self.init(named: name)
        } else if let components = try container.decodeIfPresent([Double].self, forKey: .rgba), components.count == 4 {
            self.init(red: components[0], green: components[1], blue: components[2], opacity: components[3])
        } else if let name = try container.decodeIfPresent(String.self, forKey: .faded) {
            self = Color(named: name).opacity(try container.decode(Double.self, forKey: .opacity))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Not a colour"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch storage {
        case .named(let name): try container.encode(name, forKey: .named)
        case .rgba(let r, let g, let b, let a): try container.encode([r, g, b, a], forKey: .rgba)
        case .faded(let name, let opacity):
            try container.encode(name, forKey: .faded)
            try container.encode(opacity, forKey: .opacity)
        }
    }
}

