import Foundation

/// One `.xcassets` folder, read: its colour sets and image sets by name.
///
/// A set's name is its folder's name without `.colorset` / `.imageset`, after the names of the folders
/// above it that provide a namespace (`"provides-namespace": true` in their `Contents.json`):
/// `Icons/star.imageset` in a namespace folder `Icons` is `"Icons/star"`, in a plain group `"star"`.
/// Sets of other kinds (app icons, data, symbols) are left out.
struct AssetCatalog: Sendable {
    /// The folder, as found.
    let path: String
    let colors: [String: CatalogColor]
    let images: [String: CatalogImage]

    /// Reads the catalogue at `url`. What cannot be read (a set whose `Contents.json` does not parse, a
    /// colour that is not a number, an image set without a file a browser shows) is left out and told to
    /// `report`, one sentence each.
    static func load(at url: URL, report: (String) -> Void) -> AssetCatalog {
        var colors: [String: CatalogColor] = [:]
        var images: [String: CatalogImage] = [:]
        let decoder = JSONDecoder()
        var visited = 0

        func contents<T: Decodable>(_ type: T.Type, in folder: URL) throws -> T? {
            let file = folder.appendingPathComponent("Contents.json")
            guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
            return try decoder.decode(T.self, from: data)
        }

        func walk(_ folder: URL, namespace: String, depth: Int) {
            guard depth < 32, let entries = try? FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey], options: [.skipsHiddenFiles]
            ) else { return }
            for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
                let values = try? entry.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
                // Folders only, and never through a link (which could lead back up).
                guard values?.isDirectory == true, values?.isSymbolicLink != true else { continue }
                visited += 1
                guard visited <= 100_000 else { return }
                let folderName = entry.lastPathComponent
                let kind = entry.pathExtension
                let name = namespace + entry.deletingPathExtension().lastPathComponent
                let place = "“\(folderName)” in \(url.path)"
                switch kind {
                case "colorset":
                    do {
                        guard let set = try contents(AssetCatalogContents.ColorSet.self, in: entry) else {
                            report("The colour set \(place) has no Contents.json; it is left out.")
                            continue
                        }
                        colors[name] = try CatalogColor.read(set, name: name)
                    } catch let error as CatalogColor.Unreadable {
                        report("The colour set \(place) is left out: \(error.reason).")
                    } catch {
                        report("The colour set \(place) is left out: its Contents.json does not read (\(error)).")
                    }
                case "imageset":
                    do {
                        guard let set = try contents(AssetCatalogContents.ImageSet.self, in: entry) else {
                            report("The image set \(place) has no Contents.json; it is left out.")
                            continue
                        }
                        images[name] = try CatalogImage.read(set, name: name, directory: entry)
                    } catch let error as CatalogImage.Unreadable {
                        report("The image set \(place) is left out: \(error.reason).")
                    } catch {
                        report("The image set \(place) is left out: its Contents.json does not read (\(error)).")
                    }
                case _ where kind.hasSuffix("set") || Self.otherKinds.contains(kind):
                    // App icons, data sets, symbol sets, sprite atlases, sticker packs…: nothing a page
                    // shows by name.
                    continue
                default:
                    // A group (a plain folder, whatever its name): its items' names start with its own
                    // when it provides a namespace.
                    let group = try? contents(AssetCatalogContents.Group.self, in: entry)
                    let providesNamespace = group?.properties?.providesNamespace == true
                    let groupName = namespace + folderName
                    walk(entry, namespace: providesNamespace ? groupName + "/" : namespace, depth: depth + 1)
                }
            }
        }

        walk(url, namespace: "", depth: 0)
        return AssetCatalog(path: url.path, colors: colors, images: images)
    }

    /// Folder kinds of a catalogue that are neither sets ending in `set` nor groups.
    private static let otherKinds: Set<String> = [
        "launchimage", "spriteatlas", "imagestack", "imagestacklayer", "brandassets", "stickerpack", "sticker", "stickersequence",
    ]
}
