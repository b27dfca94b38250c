import Testing
import FormUITesting

/// The markup of the one element that starts with `start` (e.g. the `<button` whose value is `ocean`),
/// up to and including `end`: enough to ask what one option or one row of a page shows.
func element(in html: String, containing marker: String, from start: String = "<button", to end: String = "</button>") -> String? {
    guard let markerRange = html.range(of: marker) else { return nil }
    guard let startRange = html.range(of: start, options: .backwards, range: html.startIndex..<markerRange.upperBound)
    else { return nil }
    guard let endRange = html.range(of: end, range: markerRange.upperBound..<html.endIndex) else { return nil }
    return String(html[startRange.lowerBound..<endRange.upperBound])
}

/// The segment (submit button) of a segmented or palette picker that posts `name=value`.
func segment(_ html: String, name: String, value: String) -> String? {
    element(in: html, containing: "name=\"\(name)\" value=\"\(value)\"")
}

extension ViewTester {
    /// The labels of a picker's options, in order.
    func optionLabels(_ name: String) -> [String] { control(name)?.options?.map(\.label) ?? [] }
    /// The values posted for a picker's options, in order.
    func optionValues(_ name: String) -> [String] { control(name)?.options?.map(\.value) ?? [] }
    /// The value posted to choose the option labelled `label`.
    func optionValue(_ name: String, labelled label: String) -> String? {
        control(name)?.options?.first { $0.label == label }?.value
    }
}
