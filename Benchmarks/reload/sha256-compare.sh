#!/usr/bin/env bash
# SHA-256 before and after, in one run: the libcrypto shim LassoDigest used up to commit a37fb75
# (Sources/CLassoCrypto, taken from git, libcrypto opened with dlopen) and LassoDigest as it is
# now (swift-crypto), through the runtime library of a build, hashing a sample plugin 20 times.
# Usage: Benchmarks/reload/sha256-compare.sh [BUILD_FOLDER [FILE]]
#   BUILD_FOLDER: where libLassoRuntime.so and Modules/ are (default .build/debug, built by
#   `swift build`; Plugins/.build/release after `swift build -c release --package-path Plugins`)
#   FILE: what to hash (default: the counter plugin of `make plugins`)
set -euo pipefail
cd "$(dirname "$0")/../.."
build=$(realpath "${1:-.build/debug}")
file=${2:-Plugins/.build/debug/libCounterPlugin.so}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for part in include/lasso_sha256.h lasso_sha256.c; do
    git show "a37fb75:Sources/CLassoCrypto/$part" > "$work/$(basename "$part")"
done
cat > "$work/main.swift" <<'SWIFT'
import Foundation
import LassoDigest
let data = FileManager.default.contents(atPath: CommandLine.arguments[1])!
func time(_ name: String, _ body: () -> String) {
    let clock = ContinuousClock()
    var digest = body()  // the first hash loads libcrypto (before) or nothing (after)
    let elapsed = clock.measure { for _ in 0..<20 { digest = body() } }
    print("\(name): \(elapsed / 20) per hash of \(data.count / 1024) KB (\(digest.prefix(12))…)")
}
time("  libcrypto (before)   ") {
    let hash = lasso_sha256_new()!
    defer { lasso_sha256_free(hash) }
    _ = data.withUnsafeBytes { lasso_sha256_update(hash, $0.baseAddress, $0.count) }
    var bytes = [UInt8](repeating: 0, count: 32)
    _ = lasso_sha256_digest(hash, &bytes)
    return bytes.map { String(format: "%02x", $0) }.joined()
}
time("  swift-crypto (after) ") { SHA256.hexDigest(of: data) }
SWIFT
cc -c -O2 -I"$work" "$work/lasso_sha256.c" -o "$work/lasso_sha256.o"
swiftc -O -I "$build/Modules" -import-objc-header "$work/lasso_sha256.h" "$work/main.swift" "$work/lasso_sha256.o" \
    -L "$build" -lLassoRuntime -Xlinker -rpath -Xlinker "$build" -o "$work/compare"
echo "$build:"
"$work/compare" "$file"
