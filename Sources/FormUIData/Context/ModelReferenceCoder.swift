@_spi(Engine) import FormUI
import Foundation

/// A model in `@State` (`@State private var selected: Category?`), kept by a session outside the
/// process as its table and row, `{"model":"Category","row":12}`, and found again, fresh, in the
/// context of the request that reads it. A model not saved yet has no row to refer to: keeping one is
/// refused with a message saying so.
struct ModelReferenceCoder: SessionReferenceCoder {
    private struct Reference: Codable {
        let model: String
        let row: Int64
    }

    func refers(to type: Any.Type) -> Bool { type is any PersistentModel.Type }

    func json(for value: Any) throws -> [UInt8]? {
        guard let model = value as? any PersistentModel else { return nil }
        let name = type(of: model)._$schemaName
        guard let row = model._$backing.row else {
            throw SessionReferenceProblem("it is a \(name) not saved yet, which a session kept outside the process can keep only once it has a row: insert it into the model context and keep it after the save, or keep its values in @State instead")
        }
        return Array(try JSONEncoder().encode(Reference(model: name, row: row)))
    }

    func value(from json: [UInt8], as type: Any.Type) -> Any? {
        guard let modelType = type as? any PersistentModel.Type,
              let reference = try? JSONDecoder().decode(Reference.self, from: Data(json)),
              reference.model == ModelSchema.name(of: modelType),
              let container = ModelContainer.keeping(modelType)
        else { return nil }
        return try? container.mainContext.model(modelType, row: reference.row)
    }
}
