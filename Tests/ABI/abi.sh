#!/usr/bin/env bash
# The plugin API's ABI against the committed baseline of its release line (docs/plugin-abi.md).
#
#   Tests/ABI/abi.sh check  [MODULES]   compare the build's ABI with the newest baseline of the
#                                       same major version; fail on an incompatible change
#   Tests/ABI/abi.sh record [MODULES]   record the build's ABI as the baseline of this release
#
# MODULES is the folder of a library-evolution build's module files (`*.abi.json`), by default
# .build/debug/Modules (`swift build --build-tests`, which `make test` runs first). The release
# is the one lasso_plugin.h defines.
# `make test` runs `check`; a release runs `record` (docs/plugin-abi.md, "Releasing").
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
mode=${1:-}
modules_dir=${2:-$root/.build/debug/Modules}
baselines=$root/Tests/ABI/baselines
# The modules a plugin compiles against (LASSO_ABI_MODULES may name fewer, for a build that has
# only some of them).
read -r -a modules <<<"${LASSO_ABI_MODULES:-Lasso LassoPlugin LassoTestUtilities}"
digester=${SWIFT_API_DIGESTER:-$(dirname "$(readlink -f "$(command -v swift)")")/swift-api-digester}

fail() { echo "abi: error: $*" >&2; exit 1; }
[ "$mode" = check ] || [ "$mode" = record ] || fail "usage: Tests/ABI/abi.sh check|record [MODULES]"
version=$("$root/SDK/release.sh" version)
[ -x "$digester" ] || fail "no swift-api-digester next to swift ($digester); set SWIFT_API_DIGESTER"

# The build's ABI of $1, without what plugins cannot reach: `internal` and `package`
# declarations that are not `@usableFromInline` (a debug build's testability exposes internal
# ones; `package` API is the host's own), and the file paths of constant values.
normalized() {
    local file=$modules_dir/$1.abi.json
    [ -f "$file" ] || fail "$file is missing: build the runtime with library evolution first (swift build --build-tests)"
    python3 -c 'import json, sys
def reachable(node):
    return not (node.get("isInternal") and "UsableFromInline" not in node.get("declAttributes", []))
def prune(node):
    if isinstance(node, dict) and "children" in node:
        node["children"] = [prune(child) for child in node["children"] if reachable(child)]
    return node
d = json.load(open(sys.argv[1]))
d.pop("ConstValues", None)
prune(d["ABIRoot"])
json.dump(d, sys.stdout, indent=0, sort_keys=True)
print()' "$file"
}

if [ "$mode" = record ]; then
    mkdir -p "$baselines/$version"
    for module in "${modules[@]}"; do normalized "$module" >"$baselines/$version/$module.abi.json"; done
    echo "abi: recorded the ABI of ${modules[*]} as the baseline of $version (Tests/ABI/baselines/$version)"
    exit 0
fi

# The newest baseline of this major version that is not newer than this release.
major=${version%%.*}
baseline=$("$root/SDK/release.sh" baseline)
if [ -z "$baseline" ]; then
    echo "abi: no baseline for runtime $major.x yet: $version starts a new major version, so nothing to check"
    exit 0
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/lasso-abi.XXXXXX")
trap 'rm -rf "$work"' EXIT
failed=()
for module in "${modules[@]}"; do
    normalized "$module" >"$work/$module.abi.json"
    if ! "$digester" -diagnose-sdk -abi -disable-os-checks -error-on-abi-breakage \
        -input-paths "$baselines/$baseline/$module.abi.json" -input-paths "$work/$module.abi.json" >"$work/$module.report" 2>&1; then
        failed+=("$module")
        echo "abi: $module: incompatible with runtime $baseline:" >&2
        grep -v "^$" "$work/$module.report" | sed 's/^<unknown>:0: error: /  /' >&2
    fi
done
if [ ${#failed[@]} -gt 0 ]; then
    fail "the plugin API of runtime $version breaks plugins built against $baseline (${failed[*]}). Keep the change compatible (docs/plugin-abi.md), or make it a new major version in lasso_plugin.h"
fi
echo "abi: ${modules[*]} of runtime $version are compatible with the baseline of $baseline"
