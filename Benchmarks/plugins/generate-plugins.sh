#!/usr/bin/env bash
# Generates N small Swift plugins (one screen module each) and compiles them against the runtime
# in the Plugins build folder, for the plugin-loading benchmark.
#
#   Benchmarks/plugins/generate-plugins.sh N OUTDIR [BUILD_DIR]
#
# BUILD_DIR defaults to Plugins/.build/release; build it first (the plugins, then the shell):
#
#   swift build -c release --package-path Plugins
#   swift build -c release --package-path Plugins --product lasso-shell
#
# The plugins are compiled with -O against that folder's libLassoRuntime.so and module files (so
# against the same runtime as its lasso-shell); `describePlugin(_:)` records the runtime release
# and compiler. Put OUTDIR outside the repository (e.g. /tmp); the Swift sources go next to it,
# in OUTDIR.src.
set -euo pipefail
count=${1:?usage: generate-plugins.sh N OUTDIR [BUILD_DIR]}
out=${2:?usage: generate-plugins.sh N OUTDIR [BUILD_DIR]}
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${3:-$root/Plugins/.build/release}
[ -f "$build/libLassoRuntime.so" ] || { echo "error: $build/libLassoRuntime.so missing; build the Plugins package first" >&2; exit 1; }
# The loader refuses plugin files and folders writable by group or others: 755 folders, 644 files.
# The sources go in a sibling folder, so OUTDIR holds nothing but the plugins.
umask 022
mkdir -p "$out" "$out.src"
chmod 755 "$out"

compile() {
    local i=$1 src="$out.src/gen$1.swift"
    cat > "$src" <<SWIFT
import Lasso
import LassoPlugin

public enum Gen${i}ScreenModule: ScreenModule {
    public enum Action: Sendable { case didTapIncrement }
    public enum Output: Codable { case didReachLimit(count: Int) }
    public struct State: Codable, Equatable { public var count = 0; public var limit = 10 }
    public static var defaultInitialState: State { State() }
    public static func createScreen(with store: Gen${i}Store) -> Screen {
        let controller = ViewController()
        controller.title = "Generated ${i}"
        return Screen(store, controller)
    }
}

public final class Gen${i}Store: LassoStore<Gen${i}ScreenModule> {
    public override func handleAction(_ action: Action) {
        update { \$0.count += 1 }
        if state.count == state.limit { dispatchOutput(.didReachLimit(count: state.count)) }
    }
}

enum Gen${i}Plugin: LassoPluginDefinition {
    static let name = "gen${i}"
    static let version = "1.0.0"
    static let summary = "Generated plugin ${i}"
    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(Gen${i}ScreenModule.self, as: "main", outputs: ["didReachLimit"])
    }
}

@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer { describePlugin(Gen${i}Plugin.self) }
SWIFT
    # Same settings as the Plugins package: Swift 6 mode, ExistentialAny, optimized. LassoPlugin's
    # interface imports CLassoPluginABI, CLassoHostSupport and CFFI (a system library: its module
    # map is in Sources/).
    swiftc -emit-library -O -swift-version 6 -enable-upcoming-feature ExistentialAny \
        -module-name "Gen$i" "$src" \
        -I "$build/Modules" -L "$build" -lLassoRuntime \
        -Xlinker -rpath -Xlinker "$build" \
        -Xcc -fmodule-map-file="$build/CLassoPluginABI.build/module.modulemap" \
        -Xcc -fmodule-map-file="$build/CLassoHostSupport.build/module.modulemap" \
        -Xcc -fmodule-map-file="$root/Sources/CFFI/module.modulemap" \
        -o "$out/libGen${i}Plugin.so"
    chmod 644 "$out/libGen${i}Plugin.so"
}

export -f compile
export out build root
seq 1 "$count" | xargs -P "$(nproc)" -I{} bash -c 'compile {}'
echo "generated $count plugins in $out"
