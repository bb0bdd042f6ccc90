import Lasso
import LassoConfig
import LassoPlugin
import LassoPluginHost

extension BenchmarkSuite {
    /// `lasso-benchmarks start-static CONFIG`: the static side of the start-up comparison.
    static let startStatic = BenchmarkSuite(
        name: "start-static",
        summary:
            "start to first built hierarchy with the sample features linked in statically (time it with hyperfine)",
        run: { try StartStaticBenchmark.run(arguments: $0) }
    )
}

/// Does what `lasso-shell inspect CONFIG` does, with the sample plugins' features linked into
/// this executable instead of loaded from shared libraries: loads CONFIG with a
/// ``ConfigValidator`` whose `loadLibrary` maps each plugin file the config names to the matching
/// in-process registration (``PluginOpener/registerLinked(origin:describe:)``), validates it,
/// builds it with ``AppBuilder`` into a window and prints the same tree. It times nothing
/// itself: run it under hyperfine next to `lasso-shell inspect CONFIG` (see BENCHMARKS.md).
@MainActor
enum StartStaticBenchmark {
    static func run(arguments: [String]) throws -> Int32 {
        guard arguments.count == 1, let config = arguments.first, !config.hasPrefix("-") else {
            print(
                """
                usage: lasso-benchmarks start-static CONFIG

                \(BenchmarkSuite.startStatic.summary).
                Plugin files the config names are registered from the linked-in features \
                (\(StaticFeaturePlugins.byLibrary.keys.sorted().joined(separator: ", "))); any other \
                plugin file is an error.
                """)
            return arguments.contains { $0 == "-h" || $0 == "--help" } ? 0 : 1
        }
        let registry = ModuleRegistry()
        let loader = PluginOpener(registry: registry)
        let result = ConfigValidator(registry: registry) { path, _ throws(PluginLoadError) in
            let file = String(path.split(separator: "/").last ?? "")
            guard let describe = StaticFeaturePlugins.byLibrary[file] else {
                throw PluginLoadError(
                    .fileMissing, path: path, "no statically linked plugin for \(file)",
                    hint: "use a config naming only the sample Swift plugins")
            }
            try loader.registerLinked(origin: path, describe: describe)
        }.load(contentsOf: config)
        if !result.diagnostics.isEmpty {
            printError(result.diagnostics.map(\.description).joined(separator: "\n"))
        }
        guard let valid = result.validConfig else {
            printError("\(config) has errors; nothing was built")
            return 1
        }
        let window = Window()
        do {
            try AppBuilder(registry: registry).build(valid, in: window)
        } catch {
            printError("\(error)")
            return 1
        }
        // As `inspect` does: load every controller's view so that every title appears.
        for node in window.hierarchy()?.allNodes ?? [] {
            node.controller.loadViewIfNeeded()
        }
        print(HierarchyDescription(window: window, registry: registry).text)
        return 0
    }
}
