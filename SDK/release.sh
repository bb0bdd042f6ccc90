#!/usr/bin/env bash
# The runtime's release, read from its one definition (LASSO_RUNTIME_RELEASE in
# lasso_plugin.h), for the scripts that need it.
#
#   SDK/release.sh version          this checkout's release (1.1.0)
#   SDK/release.sh baseline         the newest ABI baseline (Tests/ABI/baselines) of the same
#                                   major version that is not newer than this release: the
#                                   release a build must stay compatible with; nothing when
#                                   there is none
#   SDK/release.sh commit VERSION   the commit release VERSION was made from, as recorded in
#                                   Tests/ABI/baselines/VERSION/release-commit (docs/releasing.md);
#                                   fails when none is recorded
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
header=$root/Sources/CLassoPluginABI/include/lasso_plugin.h
version=$(sed -n 's/^#define LASSO_RUNTIME_RELEASE "lasso-runtime-\([0-9]*\.[0-9]*\.[0-9]*\)"$/\1/p' "$header")
[ -n "$version" ] || { echo "release: error: $header defines no release (#define LASSO_RUNTIME_RELEASE \"lasso-runtime-X.Y.Z\")" >&2; exit 1; }
case "${1:-}" in
version)
    echo "$version" ;;
baseline)
    major=${version%%.*}
    baseline=""
    for candidate in $(ls "$root/Tests/ABI/baselines" 2>/dev/null | grep "^$major\." | sort -V); do
        if [ "$(printf '%s\n%s\n' "$candidate" "$version" | sort -V | tail -1)" = "$version" ]; then baseline=$candidate; fi
    done
    [ -z "$baseline" ] || echo "$baseline" ;;
commit)
    file=$root/Tests/ABI/baselines/${2:?usage: SDK/release.sh commit VERSION}/release-commit
    commit=$(sed -n 's/^\([0-9a-f]\{40\}\)$/\1/p' "$file" 2>/dev/null || true)
    [ -n "$commit" ] || { echo "release: error: $file does not hold a commit (40 hex digits)" >&2; exit 1; }
    echo "$commit" ;;
*)
    echo "usage: SDK/release.sh version|baseline|commit VERSION" >&2; exit 2 ;;
esac
