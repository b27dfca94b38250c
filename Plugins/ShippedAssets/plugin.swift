import Foundation
import PackagePlugin

/// Compiles every file of the package's `Public/` and `Templates/` into the target it is applied to
/// (FormUIServer), through the `shipped-assets` tool: one generated source file of literals. Those folders
/// stay the one place to edit the stylesheet, the script, the icons and the layout; the build carries
/// them into the library, so an app that depends on FormUI has them wherever its binary runs (DESIGN §2,
/// "Assets travel with the library").
@main
struct ShippedAssets: BuildToolPlugin {
    /// The package's folders whose files ship, each file under its path from the package's root.
    static let folders = ["Public", "Templates"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        var paths: [String] = []
        for folder in Self.folders {
            paths += try Self.files(in: root.appending(path: folder), named: folder)
        }
        paths.sort()
        let output = context.pluginWorkDirectoryURL.appending(path: "ShippedAssetFiles.swift")
        return [
            .buildCommand(
                displayName: "FormUI: shipping Public/ and Templates/ in \(target.name)",
                executable: try context.tool(named: "shipped-assets").url,
                arguments: [output.path(), root.path()] + paths,
                inputFiles: paths.map { root.appending(path: $0) },
                outputFiles: [output]
            ),
        ]
    }

    /// The regular files under `folder` (following no links), as `name/relative/path`; hidden files (a
    /// dot first, as the server never serves) are left out.
    static func files(in folder: URL, named name: String) throws -> [String] {
        let keys: [URLResourceKey] = [.isRegularFileKey, .isDirectoryKey]
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else {
            return []
        }
        let base = folder.standardizedFileURL.path
        var found: [String] = []
        for case let url as URL in walk {
            guard try url.resourceValues(forKeys: Set(keys)).isRegularFile == true else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(base + "/") else { continue }
            found.append(name + "/" + path.dropFirst(base.count + 1))
        }
        return found
    }
}
