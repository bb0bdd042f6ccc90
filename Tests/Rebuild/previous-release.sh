#!/usr/bin/env bash
# The previous release's sample plugins on this runtime: what the ABI check cannot see (bodies
# that old plugins inlined, a C plugin of an older header). `make test` runs it after
# `make plugins`; docs/releasing.md says how a release is made and recorded.
#
# The previous release is the newest baseline in Tests/ABI/baselines of this major version that
# is not newer than this one (SDK/release.sh baseline). Its commit is recorded beside its
# baseline (Tests/ABI/baselines/VERSION/release-commit), so a clone finds it without tags. Binaries
# are never committed, so its sample plugins are built from that commit (`git archive`) in a
# temporary folder; then this checkout's lasso-shell (Plugins/.build/debug)
#   1. verifies every one of them,
#   2. runs the release's own demo walkthrough (its config, its script, its plugins), and
#   3. runs a session of its counter plugin and its C unit converter, checking what they show.
# Whatever stops it from running those (no recorded commit, the commit missing from a shallow
# clone, a build that fails) fails the check, saying what to do; it never passes without them.
# Only a new major version, which has no release yet, has nothing to check.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
started=$SECONDS
version=$("$root/SDK/release.sh" version)
major=${version%%.*}
fail() { echo "FAIL: previous-release: $*" >&2; exit 1; }

release=$("$root/SDK/release.sh" baseline)
if [ -z "$release" ]; then
    echo "previous-release: runtime $version starts major version $major: no $major.x release yet, nothing to check"
    exit 0
fi
commit=$("$root/SDK/release.sh" commit "$release") || fail "no commit recorded for release $release (see docs/releasing.md)"
git -C "$root" rev-parse --git-dir >/dev/null 2>&1 \
    || fail "$root is not a git checkout: release $release is built from its commit $commit in the history"
git -C "$root" cat-file -e "$commit^{commit}" 2>/dev/null \
    || fail "release $release's commit $commit is not in this clone (a shallow clone? git fetch --unshallow)"
header=Sources/CLassoPluginABI/include/lasso_plugin.h
released=$(git -C "$root" show "$commit:$header" | sed -n 's/^#define LASSO_RUNTIME_\(RELEASE\|FINGERPRINT\) "lasso-runtime-\(.*\)"$/\2/p')
[ "$released" = "$release" ] \
    || fail "commit $commit does not define runtime $release in $header: Tests/ABI/baselines/$release/release-commit names the wrong commit"
# The baseline is the release's ABI as it was released: frozen since.
for file in "$root/Tests/ABI/baselines/$release"/*.abi.json; do
    git -C "$root" show "$commit:Tests/ABI/baselines/$release/$(basename "$file")" | cmp -s - "$file" \
        || fail "Tests/ABI/baselines/$release/$(basename "$file") differs from the one release $release was made with: a released baseline never changes"
done

work=$(mktemp -d "${TMPDIR:-/tmp}/lasso-previous.XXXXXX")
trap 'rm -rf "$work"' EXIT
export LASSO_PLUGIN_CACHE=$work/plugin-scan.cache XDG_CONFIG_HOME=$work/config XDG_STATE_HOME=$work/state
# The loader refuses plugins under folders writable by group or others (git archive asks for 775).
umask 022
old=$work/release/lasso-v$release
mkdir -p "$old"
git -C "$root" archive "$commit" | tar --no-same-permissions -xf - -C "$old"
make -C "$old" plugins SWIFT="${SWIFT:-swift}" >"$work/build.log" 2>&1 \
    || { tail -30 "$work/build.log" >&2; fail "building the plugins of release $release (commit $commit)"; }
built=$((SECONDS - started))
shell=$root/Plugins/.build/debug/lasso-shell
[ -x "$shell" ] || fail "$shell is missing: make plugins first"

plugins=("$old"/Plugins/.build/debug/lib*Plugin.so)
[ -f "${plugins[0]}" ] || fail "release $release built no sample plugins (lib*Plugin.so) in Plugins/.build/debug: update this script"
for plugin in "${plugins[@]}"; do
    "$shell" plugins verify "$plugin" >"$work/verify.log" 2>&1 \
        || { cat "$work/verify.log" >&2; fail "$(basename "$plugin") of release $release does not load on runtime $version"; }
done
echo "ok: the ${#plugins[@]} sample plugins of release $release load on runtime $version"

walkthrough=Tests/LassoShellTests/Scripts/demo-walkthrough.script
[ -f "$old/$walkthrough" ] && [ -f "$old/config/demo.yaml" ] \
    || fail "release $release has no $walkthrough or config/demo.yaml: update this script"
(cd "$old" && "$shell" run config/demo.yaml --script "$walkthrough" >"$work/walk.log" 2>&1) \
    || { tail -40 "$work/walk.log" >&2; fail "release $release's demo walkthrough, with its plugins, on runtime $version"; }
echo "ok: release $release's demo walkthrough runs with its plugins on runtime $version"

# The counter (Swift) and the unit converter (C, the header of its release) in one app.
mkdir -p "$work/plugins"
cp "$old/Plugins/.build/debug/libCounterPlugin.so" "$old/Plugins/.build/debug/libUnitsPlugin.so" "$work/plugins/"
cat >"$work/app.yaml" <<EOF
lasso: 1
plugins:
  - dir: $work/plugins
root:
  tabs:
    - title: Counter
      screen: counter.main
      state: { title: Count, limit: 3 }
    - title: Units
      screen: units.main
      state: { amount_text: "5", amount: 5 }
EOF
cat >"$work/session.script" <<'EOF'
expect Count: 0
tap +
tap +
expect Count: 2
tap Reset
expect Count: 0
tab Units
expect "5.00 km = 3.11 mi"
tap "kg → lb"
expect "5.00 kg = 11.02 lb"
tap "6 decimals"
expect "5.000000 kg = 11.023113 lb"
EOF
"$shell" run "$work/app.yaml" --script "$work/session.script" --size 80x30 >"$work/session.log" 2>&1 \
    || { cat "$work/session.log" >&2; fail "the counter and units plugins of release $release on runtime $version"; }
echo "ok: the counter and units plugins of release $release run their session on runtime $version"
echo "previous-release: release $release (commit ${commit:0:12}) on runtime $version in $((SECONDS - started)) s (building it: $built s)"
