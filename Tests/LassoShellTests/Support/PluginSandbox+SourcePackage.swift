import Foundation

extension PluginSandbox {
    /// A plugin package at `pkg` in the sandbox for `run --watch-sources` (its one target
    /// `CounterPlugin`, its source `Sources/CounterPlugin/View.swift`, the counter's library in
    /// `.build/debug`, and `pkg/app.yaml` loading it), and a stand-in `swift` for it: `package
    /// describe` names the target, `build` runs `buildSteps` (a shell script fragment; `$root`
    /// is the package). Returns the stand-in's path, for `SWIFT`.
    func sourcePackage(buildSteps: String) throws -> String {
        let package = path + "/pkg"
        for folder in ["", "/Sources/CounterPlugin", "/.build/debug"] {
            try FileManager.default.createDirectory(
                atPath: package + folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: URL(fileURLWithPath: package + "/Package.swift"))
        try Data("// the counter's view\n".utf8).write(
            to: URL(fileURLWithPath: package + "/Sources/CounterPlugin/View.swift"))
        try FileManager.default.copyItem(
            atPath: ShellRunner.plugin("Counter"), toPath: package + "/.build/debug/libCounterPlugin.so")
        try Data(LiveReloadTests.counterConfig.replacingOccurrences(of: "dir: .", with: "dir: .build/debug").utf8)
            .write(to: URL(fileURLWithPath: package + "/app.yaml"))
        let swift = try write(
            "fake-swift",
            """
            #!/bin/sh
            root="$(dirname "$0")/pkg"
            case "$1" in
            package) echo '{"targets": [{"name": "CounterPlugin", "path": "Sources/CounterPlugin", "product_memberships": ["CounterPlugin"]}]}' ;;
            build)
            \(buildSteps)
              ;;
            esac
            """)
        try chmod(swift, 0o755)
        return swift
    }
}
