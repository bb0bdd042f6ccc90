// swift-tools-version:6.0
//
// The sample feature plugins of Lasso for Linux. Each plugin is a dynamic library that links the
// root package's single shared runtime (`LassoRuntime`), so the host and every plugin share one
// copy of it. Feature code (stores, screens, flows) and each plugin's definition live in
// `Features/` and are also compiled by the root package, where they are unit-tested and can be
// linked statically; the `Sources/*Plugin` targets only export the definition.
import PackageDescription

/// The root package's identity is the name of its directory, which differs per clone.
let rootPackage: String = {
    let parts = #filePath.split(separator: "/")
    return String(parts[parts.count - 3])
}()

let runtime: Target.Dependency = .product(name: "LassoRuntime", package: rootPackage)

let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

/// A plugin: a registration target built into `lib<Name>Plugin.so`, on top of a feature target.
func plugin(_ name: String, feature: String?) -> (product: Product, targets: [Target]) {
    var targets: [Target] = []
    var dependencies: [Target.Dependency] = [runtime]
    if let feature {
        targets.append(
            .target(name: feature, dependencies: [runtime], path: "Features/\(feature)", swiftSettings: swiftSettings))
        dependencies.append(.target(name: feature))
    }
    targets.append(.target(name: name, dependencies: dependencies, swiftSettings: swiftSettings))
    return (.library(name: name, type: .dynamic, targets: [name]), targets)
}

let plugins = [
    plugin("AuthPlugin", feature: "AuthFeature"),
    plugin("OnboardingPlugin", feature: "OnboardingFeature"),
    plugin("ContactsPlugin", feature: "ContactsFeature"),
    plugin("CounterPlugin", feature: "CounterFeature"),
    plugin("SettingsPlugin", feature: "SettingsFeature"),
    plugin("OrdersPlugin", feature: "OrdersFeature"),
]

let package = Package(
    name: "lasso-plugins",
    products: plugins.map(\.product),
    dependencies: [.package(path: "..")],
    targets: plugins.flatMap(\.targets),
    swiftLanguageModes: [.v6]
)

// MARK: - Fixtures
//
// Deliberately broken plugins for the end-to-end tests of loading failures
// (Tests/LassoShellTests/PluginFailureTests.swift). Each builds into `lib<Name>Fixture.so` from
// `Fixtures/<Name>Fixture`; none of them is a usable plugin. C fixtures get lasso_plugin.h from the
// root package's `LassoPluginABI` product.

let pluginABI: Target.Dependency = .product(name: "LassoPluginABI", package: rootPackage)

/// A fixture written in C.
func cFixture(_ name: String, dependsOnABI: Bool = true, cSettings: [CSetting] = []) -> (
    product: Product, targets: [Target]
) {
    (
        .library(name: name, type: .dynamic, targets: [name]),
        [
            .target(
                name: name, dependencies: dependsOnABI ? [pluginABI] : [], path: "Fixtures/\(name)",
                publicHeadersPath: ".", cSettings: cSettings)
        ]
    )
}

/// A fixture written in Swift against the shared runtime.
func swiftFixture(_ name: String) -> (product: Product, targets: [Target]) {
    (
        .library(name: name, type: .dynamic, targets: [name]),
        [.target(name: name, dependencies: [runtime], path: "Fixtures/\(name)", swiftSettings: swiftSettings)]
    )
}

let fixtures = [
    cFixture("NotAPluginFixture", dependsOnABI: false),
    cFixture("BadMagicFixture"),
    cFixture("AbiMajorFixture"),
    cFixture("StaleRuntimeFixture", cSettings: [.define("LASSO_RUNTIME_RELEASE", to: "\"lasso-runtime-stale\"")]),
    cFixture("BadNameFixture"),
    cFixture("BadVersionFixture"),
    cFixture("TwinFixture"),
    cFixture("TwinAgainFixture"),
    cFixture("FailingRegistrationFixture"),
    cFixture("CrashingRegistrationFixture"),
    cFixture("HangingRegistrationFixture"),
    cFixture("ExitingRegistrationFixture"),
    cFixture("ForkingRegistrationFixture"),
    cFixture("DetachingRegistrationFixture"),
    cFixture("AtExitHangingFixture"),
    cFixture("HostOnlyFailingFixture"),
    swiftFixture("DuplicateModuleFixture"),
    swiftFixture("TrappingRegistrationFixture"),
    swiftFixture("StaleSwiftFixture"),
    swiftFixture("CHeaderSwiftFixture"),
    // Later versions of the sample `counter` plugin, for the live reload tests
    // (Tests/LassoShellTests/LiveReloadTests.swift).
    swiftFixture("CounterNextFixture"),
    swiftFixture("CounterRetypedFixture"),
    swiftFixture("CounterMigratingFixture"),
    // A screen that fetches a URL through the host's HTTP client
    // (Tests/LassoShellTests/PluginHTTPEndToEndTests.swift).
    swiftFixture("FetchFixture"),
    // A screen whose actions trap, exit and spin, for the supervisor's end-to-end tests
    // (Tests/LassoShellTests/SupervisorEndToEndTests.swift).
    swiftFixture("FaultingFixture"),
]

package.products += fixtures.map(\.product)
package.targets += fixtures.flatMap(\.targets)

// MARK: - C plugins (the libffi path)
//
// Plugins written in C against lasso_plugin.h (ABI 1.1 C screens): no Swift, no runtime link;
// the header comes from the root package's `LassoPluginABI` product. `UnitsPlugin` is the sample
// feature (`libUnitsPlugin.so`); the `C*Fixture` libraries are for the end-to-end tests in
// Tests/LassoShellTests/CPluginTests.swift (`CEchoFixture` shares its source with the in-process
// tests' Tests/CPluginFixtures).

let cPluginABI: Target.Dependency = .product(name: "LassoPluginABI", package: rootPackage)

/// A shared library built from the C sources in `path`.
func cPlugin(_ name: String, path: String) -> (product: Product, targets: [Target]) {
    (
        .library(name: name, type: .dynamic, targets: [name]),
        [
            .target(
                name: name, dependencies: [cPluginABI], path: path, publicHeadersPath: ".",
                cSettings: [.unsafeFlags(["-Wall", "-Wextra"])])
        ]
    )
}

let cPlugins = [
    cPlugin("UnitsPlugin", path: "CPlugins/UnitsPlugin"),
    cPlugin("CEchoFixture", path: "Fixtures/CEchoFixture"),
    cPlugin("CBadSignatureFixture", path: "Fixtures/CBadSignatureFixture"),
    cPlugin("CUnsupportedTypeFixture", path: "Fixtures/CUnsupportedTypeFixture"),
    cPlugin("CEndingActionFixture", path: "Fixtures/CEndingActionFixture"),
    cPlugin("CNotesFixture", path: "Fixtures/CNotesFixture"),
]

package.products += cPlugins.map(\.product)
package.targets += cPlugins.flatMap(\.targets)
