import FormUI
import Foundation

/// The models a view shows, fetched from its environment's ``ModelContext`` for each evaluation:
/// `@Query(sort: \Book.title) private var books: [Book]`.
///
/// `filter:` (a `#Predicate`) and `sort:` become the fetch's SQL (see ``FetchDescriptor``). A query
/// whose predicate does not become SQL shows nothing, logs why, and says so in ``fetchError``.
@propertyWrapper
// One generic parameter where SwiftUI's has two (`Query<Element, Result>`, `Result` always
// `[Element]`): with two, `@Query private var books: [Book]` assigned in an `init` cannot infer `Element`
// on this compiler; apps never spell the parameters.
public struct Query<Element: PersistentModel>: DynamicProperty {
    @Environment(\.modelContext) private var context
    private let descriptor: FetchDescriptor<Element>
    /// The models fetched for this evaluation, kept while the context is unchanged.
    private let cache = QueryCache<Element>()

    /// Every model of the type, in the order they were stored.
    public init() {
        descriptor = FetchDescriptor()
    }

    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation? = nil) {
        self.descriptor = descriptor
    }

    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
        self.descriptor = descriptor
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation? = nil) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
    }

    public init(filter: Predicate<Element>? = nil, sort descriptor: SortDescriptor<Element>, animation: Animation? = nil) {
        self.descriptor = FetchDescriptor(predicate: filter, sortBy: [descriptor])
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward, animation: Animation? = nil) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward, animation: Animation? = nil) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }

    public init(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, String> & Sendable, order: SortOrder = .forward, animation: Animation? = nil) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }

    public var wrappedValue: [Element] {
        let context = self.context
        if let kept = cache.models(for: context) { return kept }
        do {
            let models = try context.fetch(descriptor)
            cache.keep(models, for: context)
            cache.error = nil
            return models
        } catch {
            if cache.error == nil {
                FileHandle.standardError.write(Data("FormUI: @Query of \(Element.self) fetched nothing: \(error)\n".utf8))
            }
            cache.error = error
            return []
        }
    }

    /// Why the last fetch failed, if it did.
    public var fetchError: (any Error)? { cache.error }

    /// The context the query fetches from.
    public var modelContext: ModelContext { context }
}

/// The models one `@Query` fetched, while its context is as it was then.
// Sendable: a view's query is read by the one evaluation that holds the view.
final class QueryCache<Element: PersistentModel>: @unchecked Sendable {
    private var context: ObjectIdentifier?
    private var generation = -1
    private var models: [Element] = []
    var error: (any Error)?

    func models(for context: ModelContext) -> [Element]? {
        guard self.context == ObjectIdentifier(context), generation == context.generation else { return nil }
        return models
    }

    func keep(_ models: [Element], for context: ModelContext) {
        self.context = ObjectIdentifier(context)
        generation = context.generation
        self.models = models
    }
}
