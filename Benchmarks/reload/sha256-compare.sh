#!/usr/bin/env bash
# SHA-256 before and after, in one run: the hand-written Swift implementation LassoDigest had up
# to commit 99e0a84, and the libcrypto one it has now (Sources/CLassoCrypto), hashing a sample
# plugin 20 times, each built without (-Onone, what `make plugins` builds) and with optimisation.
# Usage: Benchmarks/reload/sha256-compare.sh [FILE]   (default: the counter plugin)
set -euo pipefail
cd "$(dirname "$0")/../.."
file=${1:-Plugins/.build/debug/libCounterPlugin.so}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git show 99e0a84:Sources/LassoDigest/SHA256.swift | sed 's/public struct SHA256/struct SwiftSHA256/; s/var hasher = SHA256()/var hasher = SwiftSHA256()/' > "$work/SwiftSHA256.swift"
cat > "$work/main.swift" <<'SWIFT'
import Foundation
let data = FileManager.default.contents(atPath: CommandLine.arguments[1])!
func time(_ name: String, _ body: () -> String) {
    let clock = ContinuousClock()
    var digest = ""
    let elapsed = clock.measure { for _ in 0..<20 { digest = body() } }
    print("\(name): \(elapsed / 20) per hash of \(data.count / 1024) KB (\(digest.prefix(12))…)")
}
time("  Swift    ") { SwiftSHA256.hexDigest(of: data) }
time("  libcrypto") {
    let hash = lasso_sha256_new()!
    defer { lasso_sha256_free(hash) }
    _ = data.withUnsafeBytes { lasso_sha256_update(hash, $0.baseAddress, $0.count) }
    var bytes = [UInt8](repeating: 0, count: 32)
    _ = lasso_sha256_digest(hash, &bytes)
    return bytes.map { String(format: "%02x", $0) }.joined()
}
SWIFT
cc -c -O2 -ISources/CLassoCrypto/include Sources/CLassoCrypto/lasso_sha256.c -o "$work/lasso_sha256.o"
for optimisation in -Onone -O; do
    swiftc "$optimisation" -import-objc-header Sources/CLassoCrypto/include/lasso_sha256.h \
        "$work/main.swift" "$work/SwiftSHA256.swift" "$work/lasso_sha256.o" -lcrypto -o "$work/compare" 2>/dev/null
    echo "$optimisation:"
    "$work/compare" "$file"
done
