// swift-tools-version:6.0
//
// The sample feature plugins of Lasso for Linux. Each plugin is a dynamic library that links the
// root package's single shared runtime (`LassoRuntime`), so the host and every plugin share one
// copy of it. Feature code (stores, screens, flows) lives in `Features/` and is also compiled by
// the root package, where it is unit-tested; the `Sources/*Plugin` targets only register it.
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
        targets.append(.target(name: feature, dependencies: [runtime], path: "Features/\(feature)", swiftSettings: swiftSettings))
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
]

let package = Package(
    name: "lasso-plugins",
    products: plugins.map(\.product),
    dependencies: [.package(path: "..")],
    targets: plugins.flatMap(\.targets),
    swiftLanguageModes: [.v6]
)
