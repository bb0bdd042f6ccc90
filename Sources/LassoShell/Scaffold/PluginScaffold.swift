import Foundation
import LassoPlugin
import LassoPluginHost

/// An out-of-tree plugin package, as `lasso-shell plugins new` writes it, with a config that runs
/// it and a README with the commands to build, test and run it. It builds against an installed
/// Lasso SDK (`make install`), never against the runtime's sources.
///
/// - Swift: one screen (module, store, view controller), a flow around it, and store tests with
///   LassoTestUtilities.
/// - C (`--c`): one C screen against `lasso_plugin.h`, tested by a scripted session.
struct PluginScaffold {
    /// The language the plugin is written in.
    enum Language {
        case swift, c
    }

    /// The plugin's name: its modules' namespace in configs (`notes` → `notes.main`).
    let name: String
    /// The prefix of its Swift type names (`notes` → `Notes`, `to-do` → `ToDo`).
    let typePrefix: String
    /// Where the Lasso SDK is installed.
    let sdk: String
    /// The language the plugin is written in.
    let language: Language

    /// Why a plugin name is refused, or `nil`: the loader's rule for plugin names.
    static func problem(withName name: String) -> String? {
        isValidName(name) ? nil : "a plugin name is \(validNameRule)"
    }

    init(name: String, sdk: String, language: Language = .swift) {
        self.name = name
        self.sdk = sdk
        self.language = language
        typePrefix = name.split(whereSeparator: { $0 == "-" || $0 == "_" })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    /// The package's files, by path inside the package.
    var files: [(path: String, text: String)] {
        let plugin = "\(typePrefix)Plugin"
        if language == .c {
            return [
                ("Package.swift", CPluginTemplates.package(self)),
                ("README.md", CPluginTemplates.readme(self)),
                ("\(name).yaml", config),
                (".gitignore", ".build/\n.swiftpm/\nPackage.resolved\n"),
                ("Sources/\(plugin)/\(name.replacingOccurrences(of: "-", with: "_")).c", CPluginTemplates.source(self)),
                (
                    "Sources/\(plugin)/include/\(name.replacingOccurrences(of: "-", with: "_"))_plugin.h",
                    CPluginTemplates.header(self)
                ),
                ("Tests/\(name).script", CPluginTemplates.script(self)),
            ]
        }
        return [
            ("Package.swift", SwiftPluginTemplates.package(self)),
            ("README.md", SwiftPluginTemplates.readme(self)),
            ("\(name).yaml", config),
            (".gitignore", ".build/\n.swiftpm/\nPackage.resolved\n"),
            ("Sources/\(plugin)/\(plugin).swift", SwiftPluginTemplates.definition(self)),
            ("Sources/\(plugin)/\(typePrefix)ScreenModule.swift", SwiftPluginTemplates.screenModule(self)),
            ("Sources/\(plugin)/\(typePrefix)Store.swift", SwiftPluginTemplates.store(self)),
            ("Sources/\(plugin)/\(typePrefix)ViewController.swift", SwiftPluginTemplates.viewController(self)),
            ("Sources/\(plugin)/\(typePrefix)NotesMeter.swift", SwiftPluginTemplates.notesMeter(self)),
            ("Sources/\(plugin)/\(typePrefix)Flow.swift", SwiftPluginTemplates.flow(self)),
            ("Tests/\(plugin)Tests/\(typePrefix)StoreTests.swift", SwiftPluginTemplates.storeTests(self)),
        ]
    }

    /// The config that runs the plugin from its build folder: the Swift plugin's flow, or the C
    /// plugin's screen, at the root of a navigation controller.
    var config: String {
        let (what, module) = language == .c ? ("screen", "main") : ("flow", "flow")
        return """
            # Runs the \(name) plugin's \(what): lasso-shell run \(name).yaml
            lasso: 1
            plugins:
              - dir: .build/debug
                only: [lib\(typePrefix)Plugin.so]
            root:
              navigation:
                root:
                  \(what): \(name).\(module)

            """
    }

    /// Writes the package into `folder`, which must not exist or be empty.
    func write(to folder: URL) throws {
        let manager = FileManager.default
        if let existing = try? manager.contentsOfDirectory(atPath: folder.path), !existing.isEmpty {
            throw ScaffoldError("\(folder.path) already exists and is not empty; choose another --path")
        }
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
    }

    /// The SDK this shell belongs to: the prefix of an installed `libLassoRuntime.so`
    /// (`PREFIX/lib`) that has the plugin API's module interfaces beside it, or `nil` for a shell
    /// run from a build folder.
    static var installedSDK: String? {
        guard let library = RuntimeLibrary.path else { return nil }
        let lib = URL(fileURLWithPath: library).deletingLastPathComponent()
        guard lib.lastPathComponent == "lib", isSDK(lib.deletingLastPathComponent().path) else { return nil }
        return lib.deletingLastPathComponent().path
    }

    /// Whether `prefix` holds an installed Lasso SDK.
    static func isSDK(_ prefix: String) -> Bool {
        FileManager.default.fileExists(atPath: "\(prefix)/lib/\(RuntimeLibrary.fileName)")
            && FileManager.default.fileExists(atPath: "\(prefix)/lib/swift/lasso/LassoPlugin.swiftmodule")
    }
}

/// Why a scaffold could not be written.
struct ScaffoldError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
