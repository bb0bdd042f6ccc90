#!/usr/bin/env bash
# The previous release's sample plugins on this runtime: what the ABI check cannot see (bodies
# that old plugins inlined). `make test` runs it after `make plugins`.
#
# The previous release is the newest baseline in Tests/ABI/baselines of this major version that
# is older than or equal to this one, released as the git tag vVERSION. Binaries are never
# committed, so its sample plugins are built from that tag (`git archive`) in a temporary folder,
# then this checkout's lasso-shell (Plugins/.build/debug) verifies every one of them and runs a
# scripted counter session with the release's counter plugin, which must show exactly what the
# release's own shell shows. Without the tag in this clone (before the first release, or a
# shallow clone without tags) it says so and checks nothing.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
version=$("$root/SDK/release.sh" version)
major=${version%%.*}
release=$("$root/SDK/release.sh" baseline)
if [ -z "$release" ] || ! git -C "$root" rev-parse -q --verify "refs/tags/v$release" >/dev/null; then
    echo "previous-release: no release tag v${release:-$major.x} in this clone: no earlier release's plugins to run"
    exit 0
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/lasso-previous.XXXXXX")
trap 'rm -rf "$work"' EXIT
export LASSO_PLUGIN_CACHE=$work/plugin-scan.cache XDG_CONFIG_HOME=$work/config
fail() { echo "FAIL: $*" >&2; exit 1; }
# The loader refuses plugins under folders writable by group or others (git archive asks for 775).
umask 022
old=$work/release/lasso-v$release
mkdir -p "$old"
git -C "$root" archive "v$release" | tar --no-same-permissions -xf - -C "$old"
make -C "$old" plugins >"$work/build.log" 2>&1 || { tail -30 "$work/build.log" >&2; fail "building the plugins of v$release"; }
shell=$root/Plugins/.build/debug/lasso-shell
[ -x "$shell" ] || fail "$shell is missing: make plugins first"

mkdir -p "$work/counter"
chmod 700 "$work/counter"
cp "$old/Plugins/.build/debug/libCounterPlugin.so" "$work/counter/"
for plugin in "$old"/Plugins/.build/debug/lib*Plugin.so; do
    "$shell" plugins verify "$plugin" >"$work/verify.log" 2>&1 || { cat "$work/verify.log" >&2; fail "$(basename "$plugin") of v$release does not load on runtime $version"; }
done
echo "ok: every sample plugin of v$release loads on runtime $version"

cat >"$work/counter.yaml" <<EOF
lasso: 1
plugins:
  - dir: $work/counter
root:
  screen: counter.main
EOF
cat >"$work/counter.script" <<'EOF'
expect Count: 0
tap +
tap +
expect Count: 2
snapshot counted
tap Reset
snapshot reset
EOF
"$old/Plugins/.build/debug/lasso-shell" run "$work/counter.yaml" --script "$work/counter.script" --size 50x12 >"$work/then.txt" 2>&1 \
    || { cat "$work/then.txt" >&2; fail "the counter session on v$release's own shell"; }
"$shell" run "$work/counter.yaml" --script "$work/counter.script" --size 50x12 >"$work/now.txt" 2>&1 \
    || { cat "$work/now.txt" >&2; fail "the counter plugin of v$release on runtime $version"; }
diff -u "$work/then.txt" "$work/now.txt" >&2 || fail "the counter plugin of v$release shows something else on runtime $version"
echo "ok: the counter plugin of v$release runs its session on runtime $version exactly as on its own"
