#!/usr/bin/env bash
# The runtime build fingerprint through real incremental builds, in a copy of the working tree
# (the tree itself is never edited). `make test` runs it after the Swift tests.
#
#   1. `make plugins` in the copy; keep libCounterPlugin.so as built.
#   2. An internal-only runtime edit (a comment in LassoPlugin), `make plugins`: every sample
#      plugin loads, and the kept plugin is refused as stale (it was built against the old build).
#   3. A layout-changing edit (a stored property in LassoStore, which every feature store
#      subclasses), `make plugins`: the demo walkthrough runs through every plugin, and the plugin
#      kept after step 2 is refused as stale.
#
# Prints one line per check; exits non-zero at the first failure, with the output that shows it.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/lasso-rebuild.XXXXXX")
trap 'rm -rf "$work"' EXIT
# Another folder name than the checkout's: the Plugins manifest must not depend on it.
copy=$work/lasso-rebuild-copy
kept=$work/kept
mkdir -p "$copy" "$kept"
chmod 700 "$kept"

# Everything but build folders and git's (so the resolved dependency versions come along, and the
# copy builds what the tree builds).
tar -C "$root" --exclude=.git --exclude=.build --exclude='.build-*' -cf - . | tar -xf - -C "$copy"

# The shell's scan cache and the settings plugin's file stay in the work folder.
export LASSO_PLUGIN_CACHE=$work/plugin-scan.cache XDG_CONFIG_HOME=$work/config
shell=$copy/Plugins/.build/debug/lasso-shell
plugins=(Auth Onboarding Contacts Counter Settings Units)

fail() { echo "FAIL: $*" >&2; exit 1; }
build() {
    make -C "$copy" plugins >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; fail "make plugins ($1)"; }
    if grep -q "warning:" "$work/build.log"; then grep "warning:" "$work/build.log" >&2; fail "make plugins ($1) printed warnings"; fi
}
expect_all_load() {
    for name in "${plugins[@]}"; do
        "$shell" plugins verify "$copy/Plugins/.build/debug/lib${name}Plugin.so" >"$work/verify.log" 2>&1 \
            || { cat "$work/verify.log" >&2; fail "lib${name}Plugin.so does not load after $1"; }
    done
    echo "ok: every sample plugin loads after $1"
}
expect_stale() {
    local status=0
    "$shell" plugins verify "$kept/$1" >"$work/verify.log" 2>&1 || status=$?
    [ "$status" = 15 ] && grep -q "stale plugin: built against runtime 'lasso-runtime-.*+build\..*', this host runs" "$work/verify.log" \
        || { cat "$work/verify.log" >&2; fail "$1 (status $status) was not refused as stale after $2"; }
    echo "ok: $1 is refused as stale after $2"
}

build "first build"
expect_all_load "the first build"
cp "$copy/Plugins/.build/debug/libCounterPlugin.so" "$kept/libCounterPlugin-first.so"

echo "// An internal-only edit (Tests/Rebuild/incremental-rebuild.sh)." >>"$copy/Sources/LassoPlugin/Loading/PluginLoader.swift"
build "internal-only edit"
expect_all_load "an internal-only runtime edit"
expect_stale libCounterPlugin-first.so "an internal-only runtime edit"
cp "$copy/Plugins/.build/debug/libCounterPlugin.so" "$kept/libCounterPlugin-second.so"

store=$copy/Sources/Lasso/Store/LassoStore.swift
grep -q "^open class LassoStore<Module: StoreModule>: AbstractStore {$" "$store" || fail "LassoStore's declaration moved: update this script"
sed -i 's/^open class LassoStore<Module: StoreModule>: AbstractStore {$/&\n    private var layoutProbe: [Int] = [1, 2, 3]/' "$store"
build "layout-changing edit"
expect_all_load "a layout-changing runtime edit"
(cd "$copy" && "$shell" run config/demo.yaml --script Tests/LassoShellTests/Scripts/demo-walkthrough.script >"$work/walk.log" 2>&1) \
    || { tail -20 "$work/walk.log" >&2; fail "the demo walkthrough after a layout-changing edit"; }
echo "ok: the demo walkthrough runs after a layout-changing runtime edit"
expect_stale libCounterPlugin-second.so "a layout-changing runtime edit"
