import PackagePlugin

/// Adds to an app's target one generated file of type aliases (`UserDefaults`) local to its module, so
/// that every file of the app, whatever it imports, keeps device-local data per visitor. Apply it with
/// `plugins: [.plugin(name: "VisitorDevice", package: "FormUI")]` on the target (README).
@main
struct VisitorDevice: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard target is SourceModuleTarget else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "VisitorDevice.swift")
        return [
            .buildCommand(
                displayName: "FormUI: visitor-device aliases for \(target.name)",
                executable: try context.tool(named: "visitor-device-aliases").url,
                arguments: [output.path()],
                outputFiles: [output]
            ),
        ]
    }
}
