import Foundation
import Locking
import Logging
import Mustache

/// The HTML document around a page's `<form>`: the app's `Templates/layout.mustache` when it has one,
/// else FormUI's own, the `Templates/layout.mustache` shipped inside the library (``builtIn``).
///
/// The template is rendered with these variables (see ``Variables``): `title`, `heading`, `stylesheet`,
/// `script`, `body` (the form, `{{{body}}}`), `flash`, `timeZone`, `showsDatesOrTimes`, `path`, `home`
/// and `appName`. The body never goes through Mustache: the layout is rendered around a marker and the page's
/// bytes are spliced in, so a large form is not copied into a `String` and scanned again. The two halves
/// around the marker depend only on the variables, so they are rendered once for each set of variables
/// seen (a page's title, path, time zone, notice) and kept: a request renders no Mustache template once
/// its variables have been seen.
public struct PageLayout: Sendable {
    /// What a layout is rendered with. Every value is text (Mustache escapes it with `{{…}}`) except `body`.
    public struct Variables: Hashable, Sendable {
        /// The document's `<title>`: the page's title, with `Error: ` in front after a rejected post (so a
        /// screen reader announces the problem first, as GOV.UK does).
        public var title: String
        /// The page's title for its heading, without the prefix.
        public var heading: String
        /// The URL of the stylesheet in `Public/`, if any.
        public var stylesheet: String?
        /// The URL of the optional script in `Public/`, if any (the page works without it).
        public var script: String?
        /// A notice for the top of the page: why a post was not applied (409).
        public var flash: String?
        /// The time zone dates are shown and read in (a page with a date or time control must say which).
        public var timeZone: String
        /// Whether the page shows a date or time control (a `DatePicker`): the layout names ``timeZone``
        /// only then.
        public var showsDatesOrTimes: Bool
        /// The page's path.
        public var path: String
        /// A link to the start page, when the page is not it.
        public var home: String?
        /// The app's name, which the header shows and links to `/`; nil for none.
        public var appName: String?
        /// The dev loop's script, which reloads the page when a new process of the app answers; nil
        /// (always, outside the dev loop) for none.
        public var developmentScript: String?
        /// The app's own root, which the header's name links to: `/`, or `/admin/` for an app mounted there.
        public var root: String

        public init(
            title: String, heading: String? = nil, stylesheet: String? = nil, script: String? = nil,
            flash: String? = nil, timeZone: String = "UTC", showsDatesOrTimes: Bool = false, path: String = "/",
            home: String? = nil, appName: String? = nil, developmentScript: String? = nil, root: String = "/"
        ) {
            self.title = title
            self.heading = heading ?? title
            self.stylesheet = stylesheet
            self.script = script
            self.flash = flash
            self.timeZone = timeZone
            self.showsDatesOrTimes = showsDatesOrTimes
            self.path = path
            self.home = home
            self.appName = appName
            self.developmentScript = developmentScript
            self.root = root
        }
    }

    let template: MustacheTemplate
    /// Where the template came from, for logs.
    public let source: String
    /// The rendered halves of the layout for each set of variables, at most 1,024 of them: a program
    /// has a few pages and notices, but a bound keeps a variable that carries data from growing it.
    private let halves = LockedCache<Variables, (before: [UInt8], after: [UInt8])>(limit: 1024)

    private static let marker = "FORMUI_BODY_7c1e0d9a5b"

    /// The layout in `directory/layout.mustache`, or FormUI's own (``builtIn``) when there is no such
    /// file. A template that does not parse, or has no `{{{body}}}`, is an error (``InvalidTemplate``,
    /// naming the file): better to stop at startup than to serve pages without their forms. ``FormApp``
    /// calls this when it is given no layout, and lets the error stop it.
    public static func load(fromDirectory directory: String?, logger: Logger) throws -> PageLayout {
        if let directory {
            let path = (directory as NSString).appendingPathComponent("layout.mustache")
            if let data = FileManager.default.contents(atPath: path) {
                let layout = try PageLayout(template: String(decoding: data, as: UTF8.self), source: path)
                logger.debug("Page layout from \(path)")
                return layout
            }
            logger.debug("No \(path); using FormUI's page layout")
        }
        return .builtIn
    }

    public struct InvalidTemplate: Error, CustomStringConvertible {
        public var description: String
    }

    public init(template text: String, source: String = "string") throws {
        do {
            template = try MustacheTemplate(string: text)
        } catch let error as MustacheTemplate.ParserError {
            // `layout.mustache:3:14: expectedSectionEnd`: where to look, as compilers say it.
            throw InvalidTemplate(description: "\(source):\(error.context.lineNumber):\(error.context.columnNumber): \(error.error)")
        } catch {
            throw InvalidTemplate(description: "\(source): \(error)")
        }
        self.source = source
        let probe = template.render(Self.context(Variables(title: "t"), body: Self.marker))
        guard probe.contains(Self.marker) else {
            throw InvalidTemplate(description: "\(source) does not contain {{{body}}}")
        }
    }

    /// The whole HTML document.
    public func render(_ variables: Variables, body: [UInt8]) -> [UInt8] {
        body.withUnsafeBufferPointer { render(variables, body: $0) }
    }

    /// The whole HTML document, around a body lent as bytes (a rendered page's, without copying it first).
    public func render(_ variables: Variables, body: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let (before, after) = halves.value(for: variables) { Self.split(template.render(Self.context($0, body: Self.marker))) }
        var document: [UInt8] = []
        document.reserveCapacity(before.count + body.count + after.count)
        document.append(contentsOf: before)
        document.append(contentsOf: body)
        document.append(contentsOf: after)
        return document
    }

    /// The document before and after the marker (all of it before, when the marker is missing: checked at
    /// initialization, so only a template whose `{{{body}}}` sits in a section that is off).
    private static func split(_ document: String) -> (before: [UInt8], after: [UInt8]) {
        let utf8 = Array(document.utf8)
        let marker = Array(Self.marker.utf8)
        guard let start = Self.firstIndex(of: marker, in: utf8) else { return (utf8, []) }
        return (Array(utf8[..<start]), Array(utf8[(start + marker.count)...]))
    }

    private static func context(_ variables: Variables, body: String) -> [String: Any] {
        var context: [String: Any] = [
            "title": variables.title,
            "heading": variables.heading,
            "timeZone": variables.timeZone,
            "showsDatesOrTimes": variables.showsDatesOrTimes,
            "path": variables.path,
            "root": variables.root,
            "body": body,
        ]
        if let stylesheet = variables.stylesheet { context["stylesheet"] = stylesheet }
        if let script = variables.script { context["script"] = script }
        if let flash = variables.flash { context["flash"] = flash }
        if let home = variables.home { context["home"] = home }
        if let appName = variables.appName { context["appName"] = appName }
        if let developmentScript = variables.developmentScript { context["developmentScript"] = developmentScript }
        return context
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = 0
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// FormUI's own layout, `Templates/layout.mustache` as the library ships it: what an app without a
    /// `layout.mustache` of its own renders its pages in.
    public static let builtIn: PageLayout = {
        do {
            return try PageLayout(template: builtInTemplate, source: "FormUI's Templates/layout.mustache")
        } catch {
            // The checkout's Templates/layout.mustache, which the package's tests render: one that does not
            // parse is a defect of FormUI, which no app could work around.
            preconditionFailure("FormUI's own layout does not work: \(error)")
        }
    }()

    /// The text of FormUI's own layout (``builtIn``).
    public static var builtInTemplate: String { ShippedAssets.layoutTemplate }
}
