// swift-tools-version:6.1
//
// Lasso for Linux.
//
// Packaging rule: every target that a feature plugin may see at run time lives in ONE dynamic
// library product, `LassoRuntime` (libLassoRuntime.so). The `lasso-shell` executable is a thin C
// launcher that `dlopen`s that library (found next to it through its `$ORIGIN` run path) and calls
// its C entry point, so the host and every plugin share a single copy of the runtime: one registry,
// one set of Swift type metadata, working `as?` casts across plugin boundaries.
// Feature plugins live in the separate package under `Plugins/`, which depends on this product;
// the benchmarks in theirs, under `Benchmarks/`, which links the runtime statically (`LassoStatic`).
import PackageDescription

let baseSwiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

/// `LASSO_FUZZ=1` (`make fuzz`, Tests/Fuzz/fuzz.sh) instruments the project's Swift code for
/// libFuzzer and AddressSanitizer and declares the fuzz targets (at the end). Not SwiftPM's
/// `--sanitize=fuzzer`: that builds every executable as a library, the build tool too.
let fuzzing = Context.environment["LASSO_FUZZ"] == "1"
let fuzzInstrumentation: [SwiftSetting] = fuzzing ? [.unsafeFlags(["-sanitize=fuzzer,address"])] : []
let swiftSettings = baseSwiftSettings + fuzzInstrumentation

/// The plugin API (`Lasso`, `LassoPlugin`, `LassoTestUtilities`) is built with library evolution:
/// its types are resilient and a module interface (`.swiftinterface`) is emitted, so a plugin
/// built against runtime 1.x keeps working on any runtime 1.y, y >= x, from the same compiler
/// (docs/plugin-abi.md). `LASSO_LIBRARY_EVOLUTION=0` builds a fragile runtime instead, which only
/// accepts plugins of its exact release: for measuring what evolution costs (BENCHMARKS.md).
let libraryEvolution = Context.environment["LASSO_LIBRARY_EVOLUTION"] != "0"
let pluginAPISettings: [SwiftSetting] =
    swiftSettings
    + (libraryEvolution
        ? [.unsafeFlags(["-enable-library-evolution", "-emit-module-interface"])]
        : [.define("LASSO_FRAGILE_RUNTIME")])

/// Golden frames and screens are reference files compared as text (Tests/SnapshotSupport).
let snapshotTesting: Target.Dependency = .product(name: "SnapshotTesting", package: "swift-snapshot-testing")

/// `lasso-shell serve` (LassoWebServer, on Hummingbird and SwiftNIO) and the PostgreSQL store
/// (LassoPostgres, on postgres-nio) are in the runtime unless `LASSO_SERVE=0`: the plugin ABI
/// checks (Tests/Rebuild/runtime-upgrade.sh) build copies of the runtime cold, and neither is
/// part of the plugin API, while their dependencies would double their build time. Everything
/// else is the same without them (`--storage postgres://…` then says the build has no PostgreSQL).
let serving = Context.environment["LASSO_SERVE"] != "0"
let serverTargets = serving ? ["LassoWebServer", "LassoPostgres", "LassoNetwork"] : []
let shellSettings: [SwiftSetting] = swiftSettings + (serving ? [.define("LASSO_SERVE")] : [])
let webServerPackages: [Package.Dependency] =
    serving
    ? [
        // HTTP and WebSocket for `lasso-shell serve`.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // Header names (Referrer-Policy) for the responses of `serve`; Hummingbird's own dependency.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // The server's graceful stop with a deadline (Hummingbird's own), triggered by the
        // shell's signal handling rather than libdispatch's signal sources.
        // 2.13: a stop asked for before the group runs is kept, not an error.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // The connection deadlines of `serve` are a channel handler (Hummingbird's own NIO).
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
        // Plugins' records on a PostgreSQL server (LassoPostgres): `--storage postgres://…`,
        // shared by several `serve` processes on several machines.
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        // The logger postgres-nio asks for (its own dependency).
        .package(url: "https://github.com/apple/swift-log", from: "1.5.3"),
        // Account passwords (scrypt) and sign-in credentials (HMAC-SHA256) of `serve`: the
        // BoringSSL postgres-nio already brings (its own dependency).
        .package(url: "https://github.com/apple/swift-crypto", "3.9.0"..<"6.0.0"),
        // Plugins' HTTP (`HostServices.http`, LassoNetwork) on the process's own event loops.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    ] : []

/// The runtime's targets: what `LassoRuntime` (shared) and `LassoStatic` (static) hold.
let runtimeTargets =
    ["Lasso", "LassoPlugin", "LassoPluginHost", "LassoConfig", "LassoStorage", "LassoTerminal", "LassoWeb"]
    + serverTargets
    + ["LassoShell"]

let package = Package(
    name: "lasso-linux",
    products: [
        .library(
            name: "LassoRuntime",
            type: .dynamic,
            targets: runtimeTargets
        ),
        // The same runtime targets for linking statically into one executable with feature
        // targets instead of loading plugins (docs/plugins.md, "Static builds"; the benchmarks package,
        // Benchmarks/Package.swift). Not together with `LassoRuntime`: that would be two runtimes.
        .library(name: "LassoStatic", targets: runtimeTargets),
        .library(name: "LassoTestUtilities", targets: ["LassoTestUtilities"]),
        .library(name: "LassoXCTest", targets: ["LassoXCTest"]),
        .library(name: "LassoPluginABI", targets: ["CLassoPluginABI"]),
        .executable(name: "lasso-shell", targets: ["lasso-shell"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/mxcl/Version", from: "2.2.1"),
        // FilePath and Errno: path components and errno texts without hand-written string code.
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Plugins' records in SQLite (LassoStorage): a connection pool in WAL mode, migrations.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ] + webServerPackages,
    targets: [
        // The runtime: stores, screens, flows, placers, controller hierarchy, widgets.
        .target(name: "Lasso", swiftSettings: pluginAPISettings),

        // The C ABI shared by the host and plugins written in any language.
        .target(name: "CLassoPluginABI"),

        // Host-only C helpers (GNU extensions such as dladdr that Glibc's module hides).
        .target(name: "CLassoHostSupport"),

        // The plugin API: what a Swift plugin compiles against and calls (its definition, the
        // registrar, its descriptor, the runtime's release), frozen by the ABI baseline. It knows
        // nothing of the host: the registrar hands registrations to the host through the C host
        // table (`lasso_host_api.register_swift_module`), which the host fills in.
        .target(
            name: "LassoPlugin",
            dependencies: [
                "Lasso", "CLassoPluginABI",
                // Parses and orders semantic versions (a plugin's version, the runtime's release).
                .product(name: "Version", package: "Version"),
            ],
            swiftSettings: pluginAPISettings,
            plugins: ["LassoRuntimeRelease"]
        ),

        // The host's storage of plugins' records (HostServices.storage, in Lasso) in SQLite,
        // through GRDB. Part of the runtime, not of the plugin API: a plugin sees only Lasso's
        // StorageArea, whatever the backend.
        .target(
            name: "LassoStorage",
            dependencies: ["Lasso", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: swiftSettings
        ),

        // The host's side of plugins: finding, trusting, copying, scanning (in a child process)
        // and loading plugin files, the registry of the modules they register, C screens through
        // libffi, building plugin packages and watching their files. Part of the runtime, not of
        // the plugin API: built without library evolution, not installed by the SDK, not under
        // the ABI baseline (docs/plugin-abi.md). It imports LassoPlugin; LassoPlugin never imports it.
        .target(
            name: "LassoPluginHost",
            dependencies: [
                "Lasso", "LassoPlugin", "LassoDigest", "CLassoPluginABI", "CLassoHostSupport", "CFFI",
                // Plugin file paths (FilePath) and errno texts (Errno).
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            swiftSettings: swiftSettings
        ),

        // SHA-256: plugin pins and the scan cache.
        .target(name: "LassoDigest", dependencies: ["CLassoCrypto"], swiftSettings: swiftSettings),
        // SHA-256 from the system's libcrypto (Debian libssl-dev for the headers), behind a few
        // plain C functions; libcrypto is opened on the first hash, not linked.
        .target(name: "CLassoCrypto"),

        // Tells LassoPlugin its release (from lasso_plugin.h) and its compiler (`swiftc
        // --version`), and generates the stamp a plugin records when it describes itself.
        .plugin(
            name: "LassoRuntimeRelease",
            capability: .buildTool(),
            dependencies: ["lasso-runtime-release"],
            // Not under Plugins/, which holds the feature plugins' package.
            path: "Sources/LassoRuntimeRelease"
        ),
        .executableTarget(name: "lasso-runtime-release", swiftSettings: baseSwiftSettings),

        // libffi, through which the host calls C plugins' action handlers and builds their
        // typed output emitters.
        .systemLibrary(
            name: "CFFI",
            pkgConfig: "libffi",
            providers: [.apt(["libffi-dev"])]
        ),

        // The golden-file tests' rule for recording reference files (swift-snapshot-testing's
        // `SnapshotTesting` only: its `InlineSnapshotTesting` would build swift-syntax).
        .target(
            name: "SnapshotSupport", dependencies: [snapshotTesting], path: "Tests/SnapshotSupport",
            swiftSettings: swiftSettings),

        // Programs and servers the end-to-end tests start: a child process awaited as an event,
        // and a PostgreSQL server of the tests' own (Tests/TestServers).
        .target(name: "TestServers", path: "Tests/TestServers", swiftSettings: swiftSettings),

        // C screens for the C-plugin tests (echo every type), linked into LassoPluginTests.
        .target(name: "CPluginFixtures", dependencies: ["CLassoPluginABI"], path: "Tests/CPluginFixtures"),

        // App structure from a config file: parse, validate, build with the runtime's placers.
        .target(
            name: "LassoConfig",
            dependencies: [
                "Lasso", "LassoPlugin", "LassoPluginHost", .product(name: "Yams", package: "Yams"),
                // Plugin paths of the config (FilePath: absolute, normalized, inside a folder).
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            swiftSettings: swiftSettings
        ),

        // Terminal front end: cell grid renderer, input decoding, focus, headless script driver.
        .target(name: "LassoTerminal", dependencies: ["Lasso"], swiftSettings: swiftSettings),

        // Browser front end: a window's widgets as DOM elements, the patches between two frames,
        // and the user's events turned into the same widget actions a key or click causes.
        .target(
            name: "LassoWeb", dependencies: ["Lasso"],
            resources: [.embedInCode("Assets/lasso.js"), .embedInCode("Assets/lasso.css")],
            swiftSettings: swiftSettings),

        // The host's command line. Entry point `lasso_shell_main`.
        .target(
            name: "LassoShell",
            dependencies: [
                "CLassoHostSupport",
                "Lasso",
                "LassoPlugin",
                "LassoPluginHost",
                "LassoConfig",
                "LassoStorage",
                "LassoTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // Paths (FilePath) and errno texts (Errno) of the shell's commands.
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            swiftSettings: shellSettings
        ),

        // Thin launcher: loads libLassoRuntime.so and calls `lasso_shell_main`.
        .executableTarget(
            name: "lasso-shell",
            linkerSettings: [.linkedLibrary("dl")]
        ),

        .target(
            name: "LassoTestUtilities",
            dependencies: [
                "Lasso",
                // Failure messages: values printed and diffed (`internal import`, so not part of
                // the module's interface; SDK/install.sh links it into libLassoTestUtilities.so).
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ],
            swiftSettings: pluginAPISettings
        ),

        // Lasso's XCTest shapes (LassoStoreTestCase, the deferred TestFactory, FlowTestCase and its
        // assertRoot/assertPushed/... assertions), re-exporting LassoTestUtilities. Built without
        // library evolution: XCTest is not built with it on Linux, so a module whose interface
        // has XCTestCase in it cannot be (docs/plugin-abi.md).
        .target(
            name: "LassoXCTest",
            dependencies: ["Lasso", "LassoTestUtilities"],
            swiftSettings: swiftSettings
        ),

        // Feature code of the sample plugins, with each plugin's definition, compiled here too
        // (statically, with the runtime) so it is tested with LassoTestUtilities;
        // `Plugins/Package.swift` builds the same sources into the plugins' shared libraries, and
        // `Benchmarks/Package.swift` into its statically linked benchmarks. No product: the
        // Plugins package has targets of the same names, and SwiftPM refuses duplicate names
        // among the targets it can reach.
        .target(
            name: "AuthFeature", dependencies: ["Lasso", "LassoPlugin"], path: "Plugins/Features/AuthFeature",
            swiftSettings: swiftSettings),
        .target(
            name: "OnboardingFeature", dependencies: ["Lasso", "LassoPlugin"],
            path: "Plugins/Features/OnboardingFeature", swiftSettings: swiftSettings),
        .target(
            name: "ContactsFeature", dependencies: ["Lasso", "LassoPlugin"], path: "Plugins/Features/ContactsFeature",
            swiftSettings: swiftSettings),
        .target(
            name: "CounterFeature", dependencies: ["Lasso", "LassoPlugin"], path: "Plugins/Features/CounterFeature",
            swiftSettings: swiftSettings),
        .target(
            name: "SettingsFeature", dependencies: ["Lasso", "LassoPlugin"], path: "Plugins/Features/SettingsFeature",
            swiftSettings: swiftSettings),
        .target(
            name: "OrdersFeature", dependencies: ["Lasso", "LassoPlugin"], path: "Plugins/Features/OrdersFeature",
            swiftSettings: swiftSettings),

        .testTarget(
            name: "FeatureTests",
            dependencies: [
                "AuthFeature", "OnboardingFeature", "ContactsFeature", "CounterFeature", "SettingsFeature",
                "OrdersFeature", "Lasso", "LassoPlugin", "LassoPluginHost", "LassoTestUtilities",
            ],
            swiftSettings: swiftSettings
        ),
        // Lasso's own examples (the seed articles' login screen and tutorial flow), ported with
        // only their UIKit lines changed, in XCTest as Lasso's tests are (docs/coming-from-lasso.md).
        // Lasso's own code writes `Error`, not `any Error`, so this target is built without the
        // ExistentialAny feature the project's own code uses.
        .testTarget(
            name: "LassoPortTests",
            dependencies: ["Lasso", "LassoTestUtilities", "LassoXCTest"]
        ),
        .testTarget(
            name: "LassoTests",
            dependencies: ["Lasso", "LassoTestUtilities"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LassoTestUtilitiesTests",
            dependencies: ["Lasso", "LassoTestUtilities", "LassoXCTest"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LassoPluginTests",
            dependencies: ["LassoPlugin", "LassoPluginHost", "LassoDigest", "Lasso", "CPluginFixtures"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LassoConfigTests",
            dependencies: ["LassoConfig", "LassoPlugin", "LassoPluginHost", "Lasso"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LassoTerminalTests",
            dependencies: ["LassoTerminal", "Lasso", "SnapshotSupport", snapshotTesting],
            exclude: ["__Snapshots__"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LassoStorageTests",
            dependencies: ["LassoStorage", "Lasso", "LassoTestUtilities"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LassoWebTests",
            dependencies: ["LassoWeb", "LassoConfig", "LassoPlugin", "LassoPluginHost", "Lasso", "CounterFeature"]
                + (serving ? [.target(name: "LassoWebServer")] : []),
            swiftSettings: shellSettings
        ),
        .testTarget(
            name: "LassoShellTests",
            dependencies: [
                "LassoShell", "LassoPlugin", "LassoPluginHost", "LassoDigest", "Lasso", "SnapshotSupport",
                "TestServers", snapshotTesting,
            ],
            exclude: ["Scripts", "__Snapshots__"],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

// `lasso-shell serve`: sessions (one app per browser tab), access tokens, HTTP and WebSocket on
// Hummingbird; LassoShell uses it (its `ServeCommand`, under `#if LASSO_SERVE`).
if serving {
    package.targets.append(
        .target(
            name: "LassoWebServer",
            dependencies: [
                "Lasso", "LassoWeb", "LassoConfig", "LassoPlugin", "LassoPluginHost", "LassoDigest",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                // The close codes of the page's socket (WebSocketErrorCode).
                .product(name: "NIOWebSocket", package: "swift-nio"),
                // Sign-in credentials (HMAC) and account passwords (scrypt).
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto"),
            ],
            swiftSettings: swiftSettings
        ))
    // Plugins' records on PostgreSQL: `--storage postgres://…` (HostServices.storage, the same
    // StorageArea as on SQLite), changes heard from other processes through LISTEN/NOTIFY.
    package.targets.append(
        .target(
            name: "LassoPostgres",
            dependencies: [
                "Lasso",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ))
    // The storage tests run on PostgreSQL too, against a real server they start themselves
    // (Tests/TestServers).
    for target in package.targets where target.name == "LassoStorageTests" {
        target.dependencies += ["LassoPostgres", "TestServers"]
    }
    // Plugins' HTTP (HostServices.http) on async-http-client, sharing the process's event
    // loops and one connection pool.
    package.targets.append(
        .target(
            name: "LassoNetwork",
            dependencies: [
                "Lasso",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings
        ))
    // Against a real server the test runs (Hummingbird on loopback).
    package.targets.append(
        .testTarget(
            name: "LassoNetworkTests",
            dependencies: [
                "LassoNetwork", "Lasso",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings
        ))
    for target in package.targets where target.name == "LassoShell" {
        target.dependencies += ["LassoWebServer", "LassoPostgres", "LassoNetwork"]
    }
}

// The fuzz targets (Tests/Fuzz): each defines `LLVMFuzzerTestOneInput`, and its entry point
// (Tests/Fuzz/Entry) runs libFuzzer's driver on it; declared only when fuzzing.
if fuzzing {
    let fuzzSettings = swiftSettings + [.unsafeFlags(["-parse-as-library"])]
    let fuzzLinking: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]
    package.targets += [
        .target(name: "FuzzEntry", path: "Tests/Fuzz/Entry"),
        .executableTarget(
            name: "lasso-fuzz-config",
            dependencies: ["Lasso", "LassoPlugin", "LassoPluginHost", "LassoConfig", "FuzzEntry"],
            path: "Tests/Fuzz/Config", swiftSettings: fuzzSettings, linkerSettings: fuzzLinking
        ),
        .executableTarget(
            name: "lasso-fuzz-script", dependencies: ["LassoTerminal", "FuzzEntry"],
            path: "Tests/Fuzz/Script", swiftSettings: fuzzSettings, linkerSettings: fuzzLinking
        ),
        .executableTarget(
            name: "lasso-fuzz-session", dependencies: ["Lasso", "LassoConfig", "FuzzEntry"],
            path: "Tests/Fuzz/Session", swiftSettings: fuzzSettings, linkerSettings: fuzzLinking
        ),
    ]
    // What a stranger sends `serve`: credentials, sign-in forms and socket messages.
    if serving {
        package.targets.append(
            .executableTarget(
                name: "lasso-fuzz-serve", dependencies: ["LassoWeb", "LassoWebServer", "FuzzEntry"],
                path: "Tests/Fuzz/Serve", swiftSettings: fuzzSettings, linkerSettings: fuzzLinking
            ))
    }
}
