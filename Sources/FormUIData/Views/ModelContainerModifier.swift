import FormUI

extension View {
    /// Keeps the models of `modelType` (and those they relate to) in a container for the views inside:
    /// each visitor's own, where the server keeps data (its `--data` setting).
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Keeps the models of `modelTypes` in a container for the views inside.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        let container = ModelContainerModifier.container(for: modelTypes, inMemory: inMemory)
        return transformEnvironment(\.modelContainer) { $0 = container }
    }

    /// Keeps models in `container` for the views inside.
    public func modelContainer(_ container: ModelContainer) -> some View {
        transformEnvironment(\.modelContainer) { $0 = container }
    }

    /// Sets the context the views inside use.
    public func modelContext(_ context: ModelContext) -> some View {
        environment(\.modelContext, context)
    }
}

extension Scene {
    /// Keeps the models of `modelType` in a container for the scene's views (see
    /// ``FormUI/View/modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)``).
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        ModelContainerScene(scene: self, container: ModelContainerModifier.container(for: [modelType], inMemory: inMemory))
    }

    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        ModelContainerScene(scene: self, container: ModelContainerModifier.container(for: modelTypes, inMemory: inMemory))
    }

    public func modelContainer(_ container: ModelContainer) -> some Scene {
        ModelContainerScene(scene: self, container: container)
    }
}

/// A scene whose views keep their models in `container`.
struct ModelContainerScene<Content: Scene>: Scene, PageScene {
    let scene: Content
    let container: ModelContainer
    var body: Never { fatalError("ModelContainerScene is served by FormUI") }
    var rootView: AnyView? {
        scene.rootView.map { root in AnyView(root.modelContainer(container)) }
    }
}

enum ModelContainerModifier {
    /// The process's one container for these models (views are evaluated for every request).
    static func container(for types: [any PersistentModel.Type], inMemory: Bool) -> ModelContainer {
        do {
            return try ModelContainer.shared(for: types, configuration: ModelConfiguration(isStoredInMemoryOnly: inMemory))
        } catch {
            fatalError("FormUI could not open the app's data for \(types): \(error)")
        }
    }
}
