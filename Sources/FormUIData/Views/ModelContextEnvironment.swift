import FormUI

/// The container `.modelContainer(for:)` put in the environment, and a context set with
/// `.environment(\.modelContext, …)`.
private struct ModelContainerKey: EnvironmentKey {
    static var defaultValue: ModelContainer? { nil }
}

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext? { nil }
}

extension EnvironmentValues {
    /// The context the views below read and change their models in: the request's own context of the
    /// container a view above set with `.modelContainer(for:)`.
    ///
    /// Without one, the models are kept in a container of FormUI's for the models the app uses, where
    /// the server keeps data, each visitor's own (SwiftData on a device would stop the app instead).
    public var modelContext: ModelContext {
        get {
            if let context = self[ModelContextKey.self] { return context }
            return (self[ModelContainerKey.self] ?? ModelContainer.fallback).mainContext
        }
        set { self[ModelContextKey.self] = newValue }
    }

    /// The container a view above set.
    var modelContainer: ModelContainer? {
        get { self[ModelContainerKey.self] }
        set {
            self[ModelContainerKey.self] = newValue
            self[ModelContextKey.self] = nil
        }
    }
}

extension ModelContainer {
    /// The container of an app that set none: no models declared up front, each made a table when
    /// first used.
    static let fallback: ModelContainer = {
        do {
            return try ModelContainer(for: Schema([]), configurations: [ModelConfiguration("formui-default")])
        } catch {
            fatalError("FormUI could not open the app's data: \(error)")
        }
    }()
}
