// A view whose properties are all sendable is sendable, so that `Task { photo = try await … }` or
// `Task { await model.load(); dismiss() }` in its action compiles in Swift 6 as it does in SwiftUI, whose
// views are main-actor isolated. The property wrappers are sendable as SwiftUI's are: each is read and
// written by one evaluation at a time, and a task an action starts is waited for by that evaluation
// (`ActionTasks`, DESIGN §4a). A model object is the app's: a task that changes it runs while the
// request that started it waits.

extension State: @unchecked Sendable where Value: Sendable {}
extension Binding: @unchecked Sendable where Value: Sendable {}
extension Environment: @unchecked Sendable where Value: Sendable {}
extension AppStorage: @unchecked Sendable where Value: Sendable {}
extension SceneStorage: @unchecked Sendable where Value: Sendable {}
extension FocusState: @unchecked Sendable where Value: Sendable {}
extension StateObject: @unchecked Sendable {}
extension ObservedObject: @unchecked Sendable {}
extension EnvironmentObject: @unchecked Sendable {}
extension Bindable: @unchecked Sendable {}
extension DismissAction: @unchecked Sendable {}
