// Which views can hold no `.onChange` anywhere inside, by their types alone
// (`View._holdsNoChangeWatchers`). A post that has reached every control it names skips what follows
// when its type says so (`RenderContext.skipsRestOfPost`): nothing there can run when the post's writes
// change a value. An app's own view answers for its `Body` type (`AppViewWatchers`); FormUI's views
// answer as listed here, and every one not listed answers false. A view whose drawing evaluates views of
// the app's own is listed only when the skip rules those out: labeled content draws a custom style's
// `makeBody`, so nothing is skipped where one is in effect, and a style modifier of a family with
// bodies answers false (`StyleWriter`).

import Locking

/// Whether an app's own view type can hold no `.onChange`: whether its `Body` type says so. Worked out
/// once per type. A body that holds its own view again (a tree's row, showing its children with the same
/// view) is answered without looking into that view a second time: what it holds is being looked at
/// already.
enum AppViewWatchers {
    /// A program has finitely many view types, so the cache is bounded by the program.
    private static let answers = LockedCache<ObjectIdentifier, Bool>()
    /// The app views whose answers are being worked out on this thread, outermost first.
    @TaskLocal private static var asking: [ObjectIdentifier] = []

    static func holdNone<V: View>(_ type: V.Type) -> Bool {
        // A view FormUI renders itself, and does not list.
        if V.Body.self == Never.self { return false }
        let key = ObjectIdentifier(type)
        if let known = answers[key] { return known }
        let outer = asking
        if outer.contains(key) { return true }
        let answer = $asking.withValue(outer + [key]) { V.Body._holdsNoChangeWatchers }
        // An answer worked out inside another's is kept only by the outermost: it may rest on a view
        // that was being looked at (answered true for the time being).
        if outer.isEmpty { answers.keep(answer, for: key) }
        return answer
    }
}

extension Text {
    public static var _holdsNoChangeWatchers: Bool { true }
}

extension EmptyView {
    public static var _holdsNoChangeWatchers: Bool { true }
}

extension Group {
    public static var _holdsNoChangeWatchers: Bool { Content._holdsNoChangeWatchers }
}

extension ForEach {
    public static var _holdsNoChangeWatchers: Bool { Content._holdsNoChangeWatchers }
}

extension TaggedView {
    static var _holdsNoChangeWatchers: Bool { Content._holdsNoChangeWatchers }
}

extension IdentifiedView {
    static var _holdsNoChangeWatchers: Bool { Content._holdsNoChangeWatchers }
}

extension EnvironmentWriter {
    static var _holdsNoChangeWatchers: Bool { Content._holdsNoChangeWatchers }
}

extension StyleWriter {
    /// A family with bodies may be given the app's own style here, whose `makeBody` the type does not show.
    static var _holdsNoChangeWatchers: Bool { Looks.self == BuiltInLooks.self && Content._holdsNoChangeWatchers }
}

extension Picker {
    public static var _holdsNoChangeWatchers: Bool { Label._holdsNoChangeWatchers && Content._holdsNoChangeWatchers }
}

extension Section {
    public static var _holdsNoChangeWatchers: Bool {
        Parent._holdsNoChangeWatchers && Content._holdsNoChangeWatchers && Footer._holdsNoChangeWatchers
    }
}

extension Form {
    public static var _holdsNoChangeWatchers: Bool { Content._holdsNoChangeWatchers }
}

extension List {
    public static var _holdsNoChangeWatchers: Bool { Content._holdsNoChangeWatchers }
}

extension VStack {
    public static var _holdsNoChangeWatchers: Bool { Content._holdsNoChangeWatchers }
}

extension HStack {
    public static var _holdsNoChangeWatchers: Bool { Content._holdsNoChangeWatchers }
}

extension LabeledContent {
    public static var _holdsNoChangeWatchers: Bool { Label._holdsNoChangeWatchers && Content._holdsNoChangeWatchers }
}

extension Image {
    public static var _holdsNoChangeWatchers: Bool { true }
}

extension Spacer {
    public static var _holdsNoChangeWatchers: Bool { true }
}

extension Divider {
    public static var _holdsNoChangeWatchers: Bool { true }
}
