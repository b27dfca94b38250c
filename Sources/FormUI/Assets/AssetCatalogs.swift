import Foundation
import Locking

#if canImport(Glibc)
import Glibc
#endif

/// The asset catalogues of the app: where `Color("Accent")` and `Image("logo")` find their colours and
/// images.
///
/// **Where they are found.** An app's target declares its catalogue as a resource
/// (`resources: [.process("Assets.xcassets")]`, or `.copy`), and SwiftPM puts it, as it is, in the target's
/// resource bundle: on Linux the folder `PACKAGE_TARGET.resources` beside the executable, where
/// `Bundle.module` looks first. So at the first lookup FormUI scans the executable's folder
/// (`Bundle.main.bundleURL`, and `resourceURL` when it differs): each `*.xcassets` folder in it, and in each
/// `*.resources` and `*.bundle` folder beside the executable. Nothing is declared, as nothing is in an
/// Xcode project. A catalogue elsewhere is added by naming its bundle: `Color("Accent", bundle: .module)`
/// looks in that bundle first, and `FormApp.assets(in:)` adds a bundle's catalogues to the ones every
/// lookup sees. Names are one namespace; when two catalogues have a name, the first found keeps it (in
/// the order of their paths), and the others are reported.
///
/// **What is read.** Each catalogue is read once, when first needed: the names and values of its colour
/// sets, the names and chosen files of its image sets (``CatalogImage``). An image file is read when it is
/// first shown, for the hash its address carries and its size, and when it is served.
///
/// **What goes wrong is said, once.** A set that cannot be read, a colour name no catalogue has: each is a
/// sentence given to ``problemHandler`` (standard error, unless the server gives it its logger) the first
/// time, never a crash.
@_spi(Engine) public enum AssetCatalogs {
    /// Where catalogue images are served: `/_assets/HASH/NAME.EXT`.
    public static let urlPrefix = "/_assets/"

    private struct State {
        /// Every catalogue read, by its real path: each is read once, whoever names it.
        var catalogs: [String: AssetCatalog] = [:]
        /// The catalogues every lookup sees (real paths): those beside the executable, then those added;
        /// nil until the first lookup scans for them.
        var main: [String]?
        /// The catalogues of each bundle named in a lookup (`bundle: .module`), by the bundle's path.
        var bundles: [String: [String]] = [:]
        /// What each image file's bytes said when last read, by path.
        var facts: [String: CatalogImage.Facts] = [:]
        /// Each problem reported, by what it is about, so that it is said once.
        var reported: Set<String> = []
        /// The last problems reported (at most 256), for tests and diagnostics.
        var problems: [String] = []
        var handler: @Sendable (String) -> Void = AssetCatalogs.writeToStandardError

        /// The catalogue at `folder`, read the first time.
        mutating func catalog(at folder: URL, problems: inout [String]) -> String {
            let path = AssetCatalogs.realPath(folder)
            if catalogs[path] == nil {
                catalogs[path] = AssetCatalog.load(at: folder) { problems.append($0) }
            }
            return path
        }
    }

    private static let state = Locked(State())

    // MARK: Configuration

    /// Who hears of problems: a sentence each (a set that cannot be read, a colour name no catalogue
    /// has). Standard error unless set; the server sets its logger.
    public static var problemHandler: @Sendable (String) -> Void {
        get { state.withLock { $0.handler } }
        set { state.withLock { $0.handler = newValue } }
    }

    /// The problems reported so far (the last 256), oldest first.
    public static var reportedProblems: [String] { state.withLock { $0.problems } }

    /// Adds the catalogues in `bundleURL` (each `*.xcassets` folder in it, or in its `Contents/Resources`)
    /// to the ones every lookup sees, after those found beside the executable.
    /// - Returns: How many catalogues were added (none when they were already seen).
    @discardableResult
    public static func addCatalogs(inBundleAt bundleURL: URL) -> Int {
        var problems: [String] = []
        let added = state.withLock { state -> Int in
            scanMainIfNeeded(&state, problems: &problems)
            var count = 0
            for folder in catalogFolders(in: [bundleURL]) {
                let path = state.catalog(at: folder, problems: &problems)
                guard !state.main!.contains(path) else { continue }
                state.main!.append(path)
                count += 1
            }
            return count
        }
        report(problems)
        return added
    }

    // MARK: Lookups

    /// Which bundle a lookup names: nil for the main bundle (whose catalogues every lookup sees), else
    /// the bundle's path.
    static func bundlePath(of bundle: Bundle) -> String? {
        let path = bundle.bundleURL.standardizedFileURL.path
        return path == Bundle.main.bundleURL.standardizedFileURL.path ? nil : path
    }

    /// The bundle of an `ImageResource`'s `bundle:` argument, which older code gives as `Any?`.
    static func bundlePath(ofAny bundle: Any?) -> String? {
        (bundle as? Bundle).flatMap { bundlePath(of: $0) }
    }

    /// The colour set `name`: in the bundle at `bundlePath` first when one is given, then in every
    /// catalogue seen.
    static func color(named name: String, inBundleAt bundlePath: String?) -> CatalogColor? {
        lookup(bundlePath) { $0.colors[name] }
    }

    /// The image set `name`, looked up as ``color(named:inBundleAt:)`` does.
    static func image(named name: String, inBundleAt bundlePath: String?) -> CatalogImage? {
        lookup(bundlePath) { $0.images[name] }
    }

    private static func lookup<T>(_ bundlePath: String?, _ find: (AssetCatalog) -> T?) -> T? {
        var problems: [String] = []
        defer { report(problems) }
        return state.withLock { state -> T? in
            scanMainIfNeeded(&state, problems: &problems)
            if let bundlePath {
                if state.bundles[bundlePath] == nil {
                    state.bundles[bundlePath] = catalogFolders(in: [URL(fileURLWithPath: bundlePath, isDirectory: true)]).map { folder in
                        state.catalog(at: folder, problems: &problems)
                    }
                }
                for path in state.bundles[bundlePath]! {
                    if let found = state.catalogs[path].flatMap(find) { return found }
                }
            }
            for path in state.main! {
                if let found = state.catalogs[path].flatMap(find) { return found }
            }
            return nil
        }
    }

    /// What an image set shows: the address and point size of its light file, and its dark file's
    /// address; nil when its file cannot be read (reported once).
    static func shown(_ image: CatalogImage) -> (address: String, size: (width: Int, height: Int)?, darkAddress: String?)? {
        guard let light = facts(of: image.light, in: image) else { return nil }
        let size = light.pixelSize.map { (width: max($0.width / image.light.scale, 1), height: max($0.height / image.light.scale, 1)) }
        let dark = image.dark.flatMap { file in facts(of: file, in: image).map { CatalogImage.address(of: file, named: image.name, hash: $0.hash) } }
        return (CatalogImage.address(of: image.light, named: image.name, hash: light.hash), size, dark)
    }

    /// A file's facts, read once (and again when serving finds the file changed).
    private static func facts(of file: CatalogImage.File, in image: CatalogImage) -> CatalogImage.Facts? {
        if let known = state.withLock({ $0.facts[file.path] }) { return known }
        guard let bytes = read(file.path) else {
            report("The image “\(image.name)” cannot be read from \(file.path); Image(\"\(image.name)\") shows /images/ instead.", once: "unreadable " + file.path)
            return nil
        }
        let facts = CatalogImage.Facts(bytes: bytes)
        state.withLock { $0.facts[file.path] = facts }
        return facts
    }

    // MARK: Serving

    /// A catalogue image as the server answers it.
    public struct ServedImage: Sendable {
        /// The file's bytes.
        public let bytes: [UInt8]
        /// Its media type (`image/png`).
        public let mediaType: String
        /// The hash its address carries: a strong validator, since the address changes with the bytes.
        public let hash: String
    }

    /// The image at `path` (`/_assets/HASH/NAME.EXT`, without a query): the file of a catalogue image
    /// set named NAME whose bytes hash to HASH. Nil for any other path, and when the file has changed
    /// since the address was made (a new address names the new bytes).
    public static func servedImage(at path: Substring) -> ServedImage? {
        guard path.hasPrefix(urlPrefix) else { return nil }
        let rest = path.dropFirst(urlPrefix.count)
        guard let slash = rest.firstIndex(of: "/") else { return nil }
        let hash = rest[..<slash]
        let file = rest[rest.index(after: slash)...]
        guard hash.count == 16, hash.allSatisfy(\.isHexDigit), let dot = file.lastIndex(of: "."), !file.contains("?") else { return nil }
        let fileExtension = String(file[file.index(after: dot)...])
        var segments: [String] = []
        for segment in file[..<dot].split(separator: "/", omittingEmptySubsequences: false) {
            guard let decoded = String(segment).removingPercentEncoding, !decoded.isEmpty, !decoded.contains("/") else { return nil }
            segments.append(decoded)
        }
        let name = segments.joined(separator: "/")
        var problems: [String] = []
        let candidates: [CatalogImage] = state.withLock { state in
            scanMainIfNeeded(&state, problems: &problems)
            return state.catalogs.keys.sorted().compactMap { state.catalogs[$0]!.images[name] }
        }
        report(problems)
        for image in candidates {
            for file in [image.light] + (image.dark.map { [$0] } ?? []) where file.fileExtension == fileExtension {
                guard let bytes = read(file.path) else { continue }
                let facts = CatalogImage.Facts(bytes: bytes)
                state.withLock { $0.facts[file.path] = facts }
                if facts.hash == hash { return ServedImage(bytes: bytes, mediaType: file.mediaType, hash: facts.hash) }
            }
        }
        return nil
    }

    // MARK: Problems

    /// Says `message` once per `key` (once per message when nil).
    static func report(_ message: String, once key: String? = nil) {
        let handler: (@Sendable (String) -> Void)? = state.withLock { state in
            guard state.reported.insert(key ?? message).inserted else { return nil }
            state.problems.append(message)
            if state.problems.count > 256 { state.problems.removeFirst(state.problems.count - 256) }
            return state.handler
        }
        handler?(message)
    }

    private static func report(_ messages: [String]) {
        for message in messages { report(message) }
    }

    @Sendable private static func writeToStandardError(_ message: String) {
        FileHandle.standardError.write(Data(("FormUI: " + message + "\n").utf8))
    }

    // MARK: Finding catalogues

    /// Scans the executable's folder for catalogues, the first time.
    private static func scanMainIfNeeded(_ state: inout State, problems: inout [String]) {
        guard state.main == nil else { return }
        var roots = [Bundle.main.bundleURL]
        if let resources = Bundle.main.resourceURL { roots.append(resources) }
        var beside: [URL] = []
        for root in roots {
            let entries = (try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
            beside += entries.filter { ["resources", "bundle"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
        }
        let paths = catalogFolders(in: roots + beside).map { state.catalog(at: $0, problems: &problems) }
        // A name in two catalogues: the first keeps it.
        var seen: [String: String] = [:]
        for catalog in paths.compactMap({ state.catalogs[$0] }) {
            for name in catalog.colors.keys.sorted().map({ "colour “\($0)”" }) + catalog.images.keys.sorted().map({ "image “\($0)”" }) {
                if let first = seen[name] {
                    problems.append("The \(name) is in \(first) and in \(catalog.path); the first is used.")
                } else {
                    seen[name] = catalog.path
                }
            }
        }
        state.main = paths
    }

    /// The `*.xcassets` folders in each of `directories` or in its `Contents/Resources` (a bundle on a
    /// Mac), in the order of their paths, each once.
    private static func catalogFolders(in directories: [URL]) -> [URL] {
        var found: [URL] = []
        var seen: Set<String> = []
        for directory in directories {
            for place in [directory, directory.appendingPathComponent("Contents/Resources", isDirectory: true)] {
                let entries = (try? FileManager.default.contentsOfDirectory(at: place, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
                for entry in entries.sorted(by: { $0.path < $1.path }) where entry.pathExtension == "xcassets" {
                    guard (try? entry.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true,
                          seen.insert(realPath(entry)).inserted else { continue }
                    found.append(entry)
                }
            }
        }
        return found
    }

    fileprivate static func realPath(_ url: URL) -> String {
        url.resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// A file's bytes; nil when it cannot be read.
    private static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }
}
