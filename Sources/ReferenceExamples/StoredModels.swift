import FormUI

// The examples' models as a session store keeps them (README, “Sessions that survive restarts”): a value
// in `@State` is stored through `Codable`. The declarations stay as the seed documents write them; these
// conformances are the app's addition, written by hand because the compiler writes `Codable` only in the
// file that declares a type.

extension Reaction: Codable {
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let reaction = Self.allCases.first(where: { "\($0)" == name }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "No reaction “\(name)”"))
        }
        self = reaction
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode("\(self)")
    }
}

/// A palette or a flag is one of a fixed list: stored by its id, read back from the list.
extension Palette: Codable {
    public init(from decoder: any Decoder) throws {
        let id = try decoder.singleValueContainer().decode(String.self)
        guard let palette = Self.all.first(where: { $0.id == id }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "No palette “\(id)”"))
        }
        self = palette
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }
}

extension Flag: Codable {
    public init(from decoder: any Decoder) throws {
        let id = try decoder.singleValueContainer().decode(String.self)
        guard let flag = Self.all.first(where: { $0.id == id }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "No flag “\(id)”"))
        }
        self = flag
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }
}

extension Folder: Codable {
    private enum CodingKeys: String, CodingKey { case id, title }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(Int.self, forKey: .id), title: try container.decode(String.self, forKey: .title))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
    }
}
