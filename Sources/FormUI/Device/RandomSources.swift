// The random numbers an app draws while a page is evaluated (`Int.random(in:)`, `shuffled()`,
// `randomElement()`, `Bool.random()`): the same functions as the standard library's, declared again in
// FormUI so that the app's calls reach these first (a module's declarations shadow those of the modules it
// imports). Each draws from the system's generator, as the standard library's does, and tells the page
// being evaluated that its values are not made the same way twice: the `@State` values made from then on
// in that evaluation are kept for the visitor (`Session/FirstShowing.swift`), so that a post acts on the
// question or the order the visitor saw, whatever the chance that a second draw would have matched it.
// Outside an evaluation (no page bound) they only draw.

extension FixedWidthInteger {
    public static func random(in range: Range<Self>) -> Self {
        VisitorDevice.noteRandomDraw()
        var generator = SystemRandomNumberGenerator()
        return random(in: range, using: &generator)
    }

    public static func random(in range: ClosedRange<Self>) -> Self {
        VisitorDevice.noteRandomDraw()
        var generator = SystemRandomNumberGenerator()
        return random(in: range, using: &generator)
    }
}

extension BinaryFloatingPoint where RawSignificand: FixedWidthInteger {
    public static func random(in range: Range<Self>) -> Self {
        VisitorDevice.noteRandomDraw()
        var generator = SystemRandomNumberGenerator()
        return random(in: range, using: &generator)
    }

    public static func random(in range: ClosedRange<Self>) -> Self {
        VisitorDevice.noteRandomDraw()
        var generator = SystemRandomNumberGenerator()
        return random(in: range, using: &generator)
    }
}

extension Bool {
    public static func random() -> Bool {
        VisitorDevice.noteRandomDraw()
        var generator = SystemRandomNumberGenerator()
        return random(using: &generator)
    }
}

extension Sequence {
    public func shuffled() -> [Element] {
        VisitorDevice.noteRandomDraw()
        var generator = SystemRandomNumberGenerator()
        return shuffled(using: &generator)
    }
}

extension MutableCollection where Self: RandomAccessCollection {
    public mutating func shuffle() {
        VisitorDevice.noteRandomDraw()
        var generator = SystemRandomNumberGenerator()
        shuffle(using: &generator)
    }
}

extension Collection {
    public func randomElement() -> Element? {
        VisitorDevice.noteRandomDraw()
        var generator = SystemRandomNumberGenerator()
        return randomElement(using: &generator)
    }
}

extension VisitorDevice {
    /// Notes on the page being evaluated, if any, that a random value was drawn.
    static func noteRandomDraw() {
        page?.drewRandomly = true
    }
}
