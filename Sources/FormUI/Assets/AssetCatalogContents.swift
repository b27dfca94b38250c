/// The `Contents.json` of an asset catalogue's folders, as Xcode writes them: a colour set's colours, an
/// image set's files, a group's properties. Only what FormUI reads is declared; everything else in the
/// file is ignored, and a field of an unexpected type makes the whole file unreadable (reported, never a
/// crash).
enum AssetCatalogContents {
    /// `Name.colorset/Contents.json`.
    struct ColorSet: Decodable {
        var colors: [ColorEntry]?
    }

    struct ColorEntry: Decodable {
        var idiom: String?
        var appearances: [Appearance]?
        var color: ColorSpecification?
    }

    /// `{"appearance": "luminosity", "value": "dark"}`; `contrast` / `high` is the other kind Xcode writes.
    struct Appearance: Decodable {
        var appearance: String
        var value: String
    }

    /// `{"color-space": "srgb", "components": {"red": "0.969", …}}`, or a system colour by name
    /// (`{"platform": "ios", "reference": "systemBlueColor"}`).
    struct ColorSpecification: Decodable {
        var colorSpace: String?
        var components: [String: Component]?
        var reference: String?

        enum CodingKeys: String, CodingKey {
            case colorSpace = "color-space"
            case components, reference
        }
    }

    /// A component as Xcode writes it: a string (`"0.969"`, `"247"`, `"0xF7"`), or a number.
    enum Component: Decodable {
        case text(String)
        case number(Double)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }
    }

    /// `Name.imageset/Contents.json`.
    struct ImageSet: Decodable {
        var images: [ImageEntry]?
    }

    struct ImageEntry: Decodable {
        var filename: String?
        var idiom: String?
        var scale: String?
        var appearances: [Appearance]?
    }

    /// A group's (a plain folder's) `Contents.json`: whether its name is part of its items' names.
    struct Group: Decodable {
        var properties: Properties?

        struct Properties: Decodable {
            var providesNamespace: Bool?

            enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
        }
    }
}
