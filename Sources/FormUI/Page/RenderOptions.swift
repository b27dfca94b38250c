import Foundation

/// How a page is evaluated: configuration from the server, and what a rejected post left to show.
@_spi(Engine) public struct RenderOptions: Sendable {
    /// The zone dates are read and shown in. A browser does not send its own without JavaScript.
    public var timeZone: TimeZone
    /// The locale values are formatted and read in (`Text(_:format:)`, `TextField(value:format:)`,
    /// `Text(_:style:)`), where the code gave the format no locale of its own. `en_US` unless configured.
    public var locale: Locale {
        get { configuredLocale ?? PageLocale.standard }
        set { configuredLocale = newValue }
    }
    /// The locale set, if any; nil stands for `en_US`, made only when a format asks for it.
    var configuredLocale: Locale?
    /// The name of a `.navigationLink` picker whose option list is open (`?choose=NAME`).
    public var presentedPicker: String?
    /// A rejected post to show: the messages and the input to keep.
    public var problems: SubmissionError?
    /// The path the page is served at; links (navigation-link pickers) are made against it.
    public var pagePath: String
    /// The sub-page asked for: the path segments after ``pagePath`` (`/settings/sound` → `["sound"]`),
    /// each naming a `NavigationLink` on the way. Empty for the page itself.
    public var navigationPath: [String] = []
    /// The page address's query parameters (the last value of each name): which tab a `TabView` shows.
    public var query: [String: String] = [:]
    /// A hint for the output buffer's first allocation.
    public var expectedSize: Int
    /// The SF Symbols the server has icons for.
    public var symbols: SymbolCatalog
    /// Where the app is mounted in a host server's addresses (`/admin`), or empty: in front of every
    /// address of the server's own files a page writes (catalogue images, the visitor's files). Page
    /// links are made from ``pagePath``, which starts with it.
    public var mountPath = ""

    public init(
        timeZone: TimeZone = TimeZone.gmt,
        presentedPicker: String? = nil,
        problems: SubmissionError? = nil,
        pagePath: String = "",
        expectedSize: Int = 16 * 1024,
        symbols: SymbolCatalog = .shipped
    ) {
        self.symbols = symbols
        self.timeZone = timeZone
        self.presentedPicker = presentedPicker
        self.problems = problems
        self.pagePath = pagePath
        self.expectedSize = expectedSize
    }
}
