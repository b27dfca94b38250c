// Which of FormUI's views can hold no `.onChange` anywhere inside, by their types alone
// (`View._holdsNoChangeWatchers`). A post that has reached every control it names skips what follows
// when its type says so (`RenderContext.skipsRestOfPost`): nothing there can run when the post's writes
// change a value. Every view not listed here answers false, as does every app's own view: its body is
// known only by evaluating it. A view whose drawing evaluates views of the app's own (a custom style's
// `makeBody`) is not listed either.

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
    static var _holdsNoChangeWatchers: Bool { Content._holdsNoChangeWatchers }
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
