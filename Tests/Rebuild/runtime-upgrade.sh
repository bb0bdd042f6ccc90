#!/usr/bin/env bash
# The plugin ABI contract through real builds, in copies of the working tree (the tree itself is
# never edited). `make test` runs it after the Swift tests. See docs/plugin-abi.md.
#
# With library evolution (the default build):
#   1. `make plugins`; keep libCounterPlugin.so as built against this runtime ("v1"), and record
#      what a scripted counter session shows with it.
#   2. An internal-only runtime edit, `make plugins`: every plugin loads, v1 included.
#   3. Typical compatible changes ("v2"): a stored property added to a public class
#      (LassoStore, ViewController) and to a public struct (AnyScreen), a case inserted at the
#      front of a public enum (Label.Style), a protocol requirement with a default (ScreenModule),
#      a changed body. `make plugins`: the demo walkthrough runs, and v1 runs the scripted session
#      showing exactly what it showed on v1.
#      The ABI check (Tests/ABI/abi.sh) accepts these changes, and fails on a removed public
#      method and on a renamed `@usableFromInline` field.
#   4. The minor version bumped (1.1.0 after 1.0.0): the rebuilt plugins record it, v1 still runs.
#   5. The major version bumped (2.0.0 after 1.x): the rebuilt plugins record it and load; v1 is refused
#      (status 15), naming both versions.
# Without library evolution (LASSO_LIBRARY_EVOLUTION=0), in the same copy made afresh:
#   6. v1 built against a fragile build of this release; step 3's changes and the minor bump: the fragile host
#      refuses v1 (status 15) instead of running it on a runtime whose layout moved.
#
# Prints one line per check; exits non-zero at the first failure, with the output that shows it.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/lasso-upgrade.XXXXXX")
trap 'rm -rf "$work"' EXIT
kept=$work/kept
mkdir -p "$kept/v1"
chmod -R 700 "$kept"

# The runtime is built without `lasso-shell serve` (Package.swift, LASSO_SERVE): the server is no
# part of the plugin API, and its dependencies would double each copy's cold build.
export LASSO_SERVE=0
# The shell's scan cache and the settings plugin's file stay in the work folder.
export LASSO_PLUGIN_CACHE=$work/plugin-scan.cache XDG_CONFIG_HOME=$work/config
plugins=(Auth Onboarding Contacts Counter Settings Units)
# This checkout's release (lasso_plugin.h), and the next minor and major releases steps 4 and 5 make.
version=$("$root/SDK/release.sh" version)
IFS=. read -r major minor _ <<<"$version"
next_minor=$major.$((minor + 1)).0
next_major=$((major + 1)).0.0

fail() { echo "FAIL: $*" >&2; exit 1; }

# A copy of the tree in $1: everything but build folders and git's (so the resolved dependency
# versions come along). Another folder name than the checkout's: nothing may depend on it.
copy_tree() {
    mkdir -p "$1"
    tar -C "$root" --exclude=.git --exclude=.build --exclude='.build-*' -cf - . | tar -xf - -C "$1"
}
build() {
    make -C "$copy" plugins >"$work/build.log" 2>&1 || { tail -40 "$work/build.log" >&2; fail "make plugins ($1)"; }
    "$root/Tests/Support/own-warnings.sh" "$work/build.log" "$copy" >&2 || fail "make plugins ($1) printed warnings"
}
shell() { "$copy/Plugins/.build/debug/lasso-shell" "$@"; }
expect_all_load() {
    for name in "${plugins[@]}"; do
        shell plugins verify "$copy/Plugins/.build/debug/lib${name}Plugin.so" >"$work/verify.log" 2>&1 \
            || { cat "$work/verify.log" >&2; fail "lib${name}Plugin.so does not load after $1"; }
    done
    echo "ok: every sample plugin loads after $1"
}
expect_samples_record() {
    shell plugins inspect "$copy/Plugins/.build/debug/libCounterPlugin.so" >"$work/inspect.log" 2>&1 || true
    grep -q "^  runtime: lasso-runtime-$1+swift-" "$work/inspect.log" \
        || { cat "$work/inspect.log" >&2; fail "the rebuilt counter plugin does not record runtime $1"; }
    echo "ok: the rebuilt plugins record runtime $1"
}
set_release() {
    sed -i "s/^#define LASSO_RUNTIME_RELEASE \"lasso-runtime-[0-9.]*\"$/#define LASSO_RUNTIME_RELEASE \"lasso-runtime-$1\"/" "$copy/Sources/CLassoPluginABI/include/lasso_plugin.h"
    grep -q "\"lasso-runtime-$1\"" "$copy/Sources/CLassoPluginABI/include/lasso_plugin.h" || fail "the release is no longer defined in lasso_plugin.h: update this script"
}

# The scripted counter session, run with v1 (the kept plugin) on the copy's shell.
cat >"$work/counter.yaml" <<EOF
lasso: 1
plugins:
  - dir: $kept/v1
root:
  screen: counter.main
EOF
cat >"$work/counter.script" <<'EOF'
expect Count: 0
snapshot first
tap +
tap +
tap +
expect Count: 3
tap -
snapshot counted
tap Reset
expect Count: 0
snapshot reset
EOF
run_v1() { shell run "$work/counter.yaml" --script "$work/counter.script" --size 50x12 >"$1" 2>&1; }
expect_v1_runs_as_before() {
    run_v1 "$work/v1-now.txt" || { cat "$work/v1-now.txt" >&2; fail "v1 does not run after $1"; }
    diff -u "$work/v1-first.txt" "$work/v1-now.txt" >&2 || fail "v1 shows something else after $1"
    echo "ok: v1 runs the counter session exactly as on its own runtime after $1"
}
expect_v1_refused() {
    local status=0
    shell plugins verify "$kept/v1/libCounterPlugin.so" >"$work/verify.log" 2>&1 || status=$?
    [ "$status" = 15 ] && grep -q "$2" "$work/verify.log" \
        || { cat "$work/verify.log" >&2; fail "v1 (status $status) was not refused after $1 with: $2"; }
    echo "ok: v1 is refused after $1: $(grep -o "incompatible plugin:.*" "$work/verify.log" | head -1 | cut -c1-110)…"
}

# The compatible changes of step 3, applied to the copy's runtime sources.
apply_compatible_changes() {
    local lasso=$copy/Sources/Lasso
    edit() { # FILE PATTERN REPLACEMENT
        grep -q "$2" "$1" || fail "$(basename "$1") no longer has '$2': update this script"
        sed -i "s/$2/$3/" "$1"
    }
    edit "$lasso/Store/LassoStore.swift" '^open class LassoStore<Module: StoreModule>: _StoreCoreHolder<Module.State, Module.Action>, AbstractStore {$' '&\n    private var upgradeProbe: [Int] = [1, 2, 3]'
    edit "$lasso/Controllers/ViewController.swift" '^open class ViewController {$' '&\n    public var upgradeNote: String = "v2"'
    edit "$lasso/Screen/AnyScreen.swift" '^public struct AnyScreen<Module: ScreenModule>: ChainableOutputObservable {$' '&\n    public var upgradeTag: Int = 2'
    edit "$lasso/Widgets/Label.swift" '^    public enum Style: Sendable, Equatable {$' '&\n        case headline'
    edit "$lasso/Screen/ScreenModule.swift" '^public protocol ScreenModule: StoreModule {$' '&\n    @MainActor static var upgradeName: String { get }'
    printf '\nextension ScreenModule {\n    @MainActor public static var upgradeName: String { "\\(Self.self)" }\n}\n' >>"$lasso/Screen/ScreenModule.swift"
    edit "$lasso/Store/LassoStore.swift" '^    open func handleAction(_ action: Action) {}$' '    open func handleAction(_ action: Action) { _ = upgradeProbe.count }'
    # The runtime's own switches over Label.Style learn the new case.
    grep -rl "case \.caption:" "$copy/Sources" | while read -r file; do sed -i 's/case \.caption:/case .caption, .headline:/' "$file"; done
}

# --- With library evolution -------------------------------------------------------------------
copy=$work/evolution/lasso-upgrade-copy
copy_tree "$copy"
build "the first build"
expect_all_load "the first build"
expect_samples_record "$version"
cp "$copy/Plugins/.build/debug/libCounterPlugin.so" "$kept/v1/libCounterPlugin.so"
run_v1 "$work/v1-first.txt" || { cat "$work/v1-first.txt" >&2; fail "v1 does not run on its own runtime"; }
grep -q -- "--- snapshot counted" "$work/v1-first.txt" || { cat "$work/v1-first.txt" >&2; fail "the counter session printed no snapshot"; }

echo "// An internal-only edit (Tests/Rebuild/runtime-upgrade.sh)." >>"$copy/Sources/LassoPluginHost/Loading/PluginOpener.swift"
build "an internal-only edit"
expect_all_load "an internal-only runtime edit"
expect_v1_runs_as_before "an internal-only runtime edit"

apply_compatible_changes
build "compatible changes"
expect_all_load "compatible runtime changes"
(cd "$copy" && shell run config/demo.yaml --script Tests/LassoShellTests/Scripts/demo-walkthrough.script >"$work/walk.log" 2>&1) \
    || { tail -20 "$work/walk.log" >&2; fail "the demo walkthrough after compatible changes"; }
echo "ok: the demo walkthrough runs after compatible runtime changes"
expect_v1_runs_as_before "compatible runtime changes (a stored property in a public class and struct, an enum case, a protocol requirement with a default, a changed body)"

abi_check() { LASSO_ABI_MODULES="Lasso LassoPlugin" "$copy/Tests/ABI/abi.sh" check "$copy/Plugins/.build/debug/Modules" >"$work/abi.log" 2>&1; }
abi_check || { cat "$work/abi.log" >&2; fail "the ABI check refuses compatible changes"; }
echo "ok: the ABI check accepts the compatible changes"
store=$copy/Sources/Lasso/Store
cp "$store/LassoStore.swift" "$store/StoreCore.swift" "$work/"
expect_abi_check_fails() { # WHAT NAME
    build "$1"
    if abi_check; then cat "$work/abi.log" >&2; fail "the ABI check passes $1"; fi
    grep -q "$2" "$work/abi.log" || { cat "$work/abi.log" >&2; fail "the ABI check does not name $2 after $1"; }
    echo "ok: the ABI check fails on $1: $(grep -m1 "$2" "$work/abi.log" | sed 's/^ *//')"
    cp "$work/LassoStore.swift" "$work/StoreCore.swift" "$store/"
}
grep -q "public func batchUpdate" "$store/LassoStore.swift" || fail "LassoStore.batchUpdate moved: update this script"
sed -i '/^    public func batchUpdate/,/^    }$/d' "$store/LassoStore.swift"
expect_abi_check_fails "a removed public method" "batchUpdate"
grep -q "@usableFromInline var hasUpdateDuringNotification" "$store/StoreCore.swift" || fail "StoreCore.hasUpdateDuringNotification moved: update this script"
sed -i 's/hasUpdateDuringNotification/hasUpdateWhileNotifying/g' "$store/StoreCore.swift" "$store/LassoStore.swift"
expect_abi_check_fails "a renamed @usableFromInline field" "hasUpdateDuringNotification"

set_release "$next_minor"
build "the minor version bump"
expect_samples_record "$next_minor"
expect_v1_runs_as_before "the minor version bump to $next_minor"

set_release "$next_major"
build "the major version bump"
expect_all_load "the major version bump"
expect_samples_record "$next_major"
expect_v1_refused "the major version bump to $next_major" "built against Lasso runtime $version, this host runs $next_major; a plugin loads only into a runtime of its own major version"

# --- Without library evolution ----------------------------------------------------------------
export LASSO_LIBRARY_EVOLUTION=0
# The same folder, its sources as the checkout's again, its build kept: the dependencies' objects
# do not change with the runtime's library evolution, so only the runtime and the plugins build
# again (a second cold build cost 2-4 minutes). The stamp checked below proves the rebuild.
find "$copy" -mindepth 1 -maxdepth 1 ! -name Plugins -exec rm -rf {} +
find "$copy/Plugins" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
copy_tree "$copy"
touch "$copy/Plugins/Package.swift" # the manifests are read again, with the new environment
rm -f "$kept/v1/libCounterPlugin.so"
build "the first fragile build"
expect_samples_record "$version"
grep -q "^  runtime: lasso-runtime-$version+swift-.*\.fragile$" "$work/inspect.log" || { cat "$work/inspect.log" >&2; fail "a fragile build does not say so in its stamp"; }
cp "$copy/Plugins/.build/debug/libCounterPlugin.so" "$kept/v1/libCounterPlugin.so"
run_v1 "$work/v1-first.txt" || { cat "$work/v1-first.txt" >&2; fail "fragile v1 does not run on its own runtime"; }
apply_compatible_changes
set_release "$next_minor"
build "compatible changes and the minor bump, fragile"
expect_v1_refused "the same changes without library evolution" "accepts only plugins built against exactly its own runtime"
