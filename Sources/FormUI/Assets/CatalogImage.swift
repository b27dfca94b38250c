import Foundation

/// An image set of an app's asset catalogue: the file a page shows in the light appearance and, when the
/// set has one, the file for the dark (`<picture>` with a `prefers-color-scheme: dark` source).
///
/// Of a set's files the page takes one per appearance: the universal idiom's (else the phone's), at 2x
/// (else 1x, else 3x, else the single-scale file), so that it is sharp on most screens and drawn at its
/// point size (pixels divided by its scale). A PDF is not shown: a browser does not draw one in `<img>`.
struct CatalogImage: Equatable, Sendable {
    /// The set's name, with the names of the namespace folders above it (`Icons/star`).
    let name: String
    let light: File
    let dark: File?

    /// One of the set's files.
    struct File: Equatable, Sendable {
        /// Where it is on disk.
        let path: String
        /// 1, 2 or 3: how many pixels make one point.
        let scale: Int
        /// Its media type, by extension (`image/png`).
        let mediaType: String
        /// Its extension, lower case, as its address ends.
        let fileExtension: String
    }

    /// Why an image set could not be read.
    struct Unreadable: Error {
        let reason: String
    }

    /// The image of a set's `Contents.json` in `directory`, the set's folder.
    static func read(_ contents: AssetCatalogContents.ImageSet, name: String, directory: URL) throws(Unreadable) -> CatalogImage {
        var light: (rank: Int, file: File)?
        var dark: (rank: Int, file: File)?
        var refused: [String] = []
        for entry in contents.images ?? [] {
            guard let filename = entry.filename else { continue }
            let variant = AppearanceVariant(entry.appearances)
            guard variant != .other else { continue }
            // A file of the set's own folder only: one path component, never `..`.
            guard !filename.isEmpty, !filename.contains("/"), !filename.contains("\\"), filename != ".", filename != "..",
                  !filename.utf8.contains(0) else {
                refused.append(filename)
                continue
            }
            let fileExtension = (filename as NSString).pathExtension.lowercased()
            guard let mediaType = ImageHeader.mediaTypes[fileExtension] else {
                refused.append(filename)
                continue
            }
            let path = directory.appendingPathComponent(filename).path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                refused.append(filename)
                continue
            }
            let scale: Int
            switch entry.scale {
            case "2x": scale = 2
            case "3x": scale = 3
            default: scale = 1
            }
            let scaleRank = switch entry.scale { case "2x": 0; case "1x": 1; case "3x": 2; default: 3 }
            let rank = AppearanceVariant.rank(ofIdiom: entry.idiom) * 16 + scaleRank * 2 + (variant == .light ? 0 : 1)
            let file = File(path: path, scale: scale, mediaType: mediaType, fileExtension: fileExtension)
            if variant == .dark {
                if dark == nil || rank < dark!.rank { dark = (rank, file) }
            } else if light == nil || rank < light!.rank {
                light = (rank, file)
            }
        }
        guard let shown = light ?? dark else {
            if refused.isEmpty { throw Unreadable(reason: "it has no files") }
            throw Unreadable(reason: "none of its files is one a browser shows in an <img> (PNG, JPEG, GIF, WebP, AVIF, SVG), or they are missing: " + refused.joined(separator: ", "))
        }
        return CatalogImage(name: name, light: shown.file, dark: light == nil ? nil : dark?.file)
    }

    // MARK: The file as served

    /// What a file's bytes say: the hash its address carries, and its size in pixels.
    struct Facts: Equatable, Sendable {
        /// Sixteen hex digits of a 64-bit FNV-1a hash of the bytes.
        let hash: String
        let pixelSize: (width: Int, height: Int)?

        static func == (a: Facts, b: Facts) -> Bool {
            a.hash == b.hash && a.pixelSize?.width == b.pixelSize?.width && a.pixelSize?.height == b.pixelSize?.height
        }

        init(bytes: [UInt8]) {
            hash = Self.hash(bytes)
            pixelSize = ImageHeader.read(bytes)?.pixelSize
        }

        static func hash(_ bytes: [UInt8]) -> String {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
    }

    /// The address a file is served at: `/_assets/HASH/NAME.EXT`, each segment of the name
    /// percent-encoded. The hash makes it change when the file does, so that it can be cached for good.
    static func address(of file: File, named name: String, hash: String) -> String {
        AssetCatalogs.urlPrefix + hash + "/" + name.split(separator: "/", omittingEmptySubsequences: false).map { PageAddress.percentEncode(String($0)) }.joined(separator: "/")
            + "." + file.fileExtension
    }
}
