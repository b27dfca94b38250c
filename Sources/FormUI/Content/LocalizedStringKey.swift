import Foundation

/// The text of a string literal given to a view, as SwiftUI's `LocalizedStringKey`.
///
/// FormUI does not localize; the key is the text. Interpolations are written as `String(describing:)`
/// writes them.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    public let key: String
    /// The literal parts only, interpolations left out: what a control's field name is made from, so
    /// that `Stepper("Value: \(value)")` keeps its name while its value changes.
    let literalText: String

    public init(_ value: String) { key = value; literalText = value }
    public init(stringLiteral value: String) { key = value; literalText = value }
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
        literalText = stringInterpolation.literals
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var literals = ""
        public init(literalCapacity: Int, interpolationCount: Int) {
            // Two bytes per interpolation, as the standard library's own guess: a short result
            // (`"\(count) candles"`) then stays a small string, stored inline, where a larger guess made
            // it allocate.
            output.reserveCapacity(literalCapacity + interpolationCount * 2)
        }
        public mutating func appendLiteral(_ literal: String) {
            output += literal
            literals += literal
        }
        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
        // The common cases without `String(describing:)`'s casts; the same text.
        public mutating func appendInterpolation(_ value: String) { output += value }
        public mutating func appendInterpolation(_ value: Int) { output += String(value) }
        public mutating func appendInterpolation(_ text: Text) { output += text.plainText }
        /// An image in the words (`"\(Image(systemName: "star.fill")) 4.5"`): its accessible label, in
        /// words. A key carries words only, since a field for images made every text's key dearer; an
        /// image drawn inline in words is `Text(Image(…)) + Text(…)`.
        public mutating func appendInterpolation(_ image: Image) { output += Text(image).plainText }
        /// `"\(price, specifier: "%.2f")"`: the value formatted with a `printf` format.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            output += FormatLocale.apply(format).format(value)
        }
    }
}
