// swift-tools-version:6.1
//
// The benchmarks of Lasso for Linux, a package of their own (as swift-nio's Benchmarks/ is), so
// the runtime library ships only what users call. Build in release (BENCHMARKS.md):
//
//     swift run -c release --package-path Benchmarks lasso-benchmarks store
//
// What they measure is host internals: config parsing and validation, the C-plugin call path
// through libffi, the static shell, the terminal renderer. That API is `package` access in the
// root package, and it stays so. Design chosen: the benchmark executable is compiled with the ROOT
// package's package name (`-package-name`, the flag SwiftPM passes to every module of a package;
// SE-0386 leaves package membership to the build system), so it sees `package` declarations as
// the root package's own tests do. The runtime changed only where the benchmark builds a C screen
// by hand (FFI/CActionCallBenchmark.swift, formerly in LassoPlugin): `CCallInterface` and two
// initializers of `CScreenDefinition` went from internal to `package`. Rejected:
// - (a) `@_spi(LassoHost) public` on what the benchmarks use: about twenty `package` types and
//   their members (ModuleRegistry, PluginOpener, ConfigParser, Validator, AppBuilder,
//   HierarchyDescription, CScreenStore, CCallInterface, ...) in Lasso, LassoPluginHost and
//   LassoConfig would become exported public symbols; Lasso and LassoPlugin are built with
//   library evolution and ABI-checked against a baseline (Tests/ABI), which would then carry
//   benchmark-only SPI, and each such type drags the types of its signatures along.
// - (b) a root product of host internals: a product cannot make `package` declarations visible
//   to another package; it would need public wrappers of all of the above.
// The cost: an `unsafeFlags` setting, so this package cannot be a dependency (it is not meant to
// be one), and `packageAccess: false`, else SwiftPM would pass this package's own name after
// ours. The name must match SwiftPM's for the root package (its directory's name as a C99
// identifier, computed below); a mismatch fails the build with "inaccessible due to 'package'
// protection level", never silently.
//
// The runtime is linked statically, as when the benchmarks were a target of the root package:
// through the root's `LassoStatic` product (docs/plugins.md, "Static builds"), not the shared
// libLassoRuntime.so. The sample plugins' features are compiled here too, from the same sources
// (`Features` links to ../Plugins/Features), against that static runtime: the root package's
// feature targets cannot be reached from another package without a product, and a product would
// clash with the Plugins package's targets of the same names.
import PackageDescription

/// The root package's identity is the name of its directory, which differs per clone.
let rootPackage: String = {
    let parts = #filePath.split(separator: "/")
    return String(parts[parts.count - 3])
}()

/// SwiftPM's `-package-name` for the root package: its identity (lowercased) as a C99 identifier.
let rootPackageName: String = {
    var name = String(rootPackage.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    if let first = name.first, first.isNumber { name = "_" + name }
    return name
}()

let runtime: Target.Dependency = .product(name: "LassoStatic", package: rootPackage)

let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let features = ["AuthFeature", "OnboardingFeature", "ContactsFeature", "CounterFeature", "SettingsFeature"]

/// The sample plugins' features, linked statically for `start-static` and `static-shell`
/// (AuthFeature's login screen is also the `render` suite's screen).
let featureTargets: [Target] = features.map {
    .target(name: $0, dependencies: [runtime], path: "Features/\($0)", swiftSettings: swiftSettings)
}

let package = Package(
    name: "lasso-benchmarks",
    dependencies: [
        .package(path: ".."),
        // `lasso-serve-load`'s WebSocket client, and the HTTP/1 codec of its page loads: the
        // versions the root package's server is built with.
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Speed and memory measurements; run in release (see BENCHMARKS.md).
        .executableTarget(
            name: "lasso-benchmarks",
            dependencies: [
                // Lasso, LassoPlugin, LassoConfig, the terminal front end (for the `render`
                // suite) and the shell's command line (for `static-shell`), linked statically.
                runtime,
                // lasso_plugin.h, for the `ffi` suite's C handler.
                .product(name: "LassoPluginABI", package: rootPackage),
                // Counts heap allocations, for the `store` suite's allocations per action.
                "CAllocationCounter",
                // Marks the `store` suite's cases for callgrind (store-instructions.sh).
                "CCallgrindMarks",
            ] + features.map { .target(name: $0) },
            path: "LassoBenchmarks",
            // Not this package's package name (SwiftPM would pass it after ours): the root's.
            packageAccess: false,
            swiftSettings: swiftSettings + [.unsafeFlags(["-package-name", rootPackageName])]
        ),
        // The load client of `lasso-shell serve` (BENCHMARKS.md, "Serve: clicks, sessions, patches"): simulated browser
        // users over HTTP and WebSocket against a release server it starts. It links no runtime:
        // it only speaks the page's protocol (Sources/LassoWeb/Assets/lasso.js).
        .executableTarget(
            name: "lasso-serve-load",
            dependencies: [
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "ServeLoad",
            swiftSettings: swiftSettings
        ),
        .target(name: "CAllocationCounter", path: "CAllocationCounter"),
        .target(name: "CCallgrindMarks", path: "CCallgrindMarks"),
    ] + featureTargets,
    swiftLanguageModes: [.v6]
)
