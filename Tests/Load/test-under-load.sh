#!/usr/bin/env bash
# The unit and end-to-end tests in one `swift test` (with the tmux and script tests of the real
# shell), then the browser tests, beside a CPU hog: LASSO_LOAD_HOGS busy loops (default: two per
# core) keep every core busy for the whole run, as other builds on a shared machine do. Tests wait
# on events, never on the clock, so they must pass all the same. Both parts run even when the
# first fails, and the last lines give each one's result. The hogs are started by this script and
# always stopped by it, however the run ends.
set -euo pipefail
cd "$(dirname "$0")/../.."

hogs=${LASSO_LOAD_HOGS:-$(( $(nproc) * 2 ))}
pids=()
stop_hogs() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap stop_hogs EXIT
trap 'exit 130' INT TERM

for _ in $(seq "$hogs"); do
    ( trap - INT TERM; while :; do :; done ) &
    pids+=("$!")
done
echo "test-under-load: $hogs busy loops on $(nproc) cores (pids ${pids[*]})"
failed=0
results=()
for part in "${SWIFT:-swift} test --skip-build" "Tests/Browser/browser.sh"; do
    start=$(date +%s)
    if bash -c "$part"; then
        results+=("passed in $(($(date +%s) - start)) s: $part")
    else
        results+=("FAILED after $(($(date +%s) - start)) s: $part")
        failed=1
    fi
done
printf 'test-under-load: %s\n' "${results[@]}"
if [ "$failed" != 0 ]; then
    echo "test-under-load: failed beside $hogs busy loops" >&2
    exit 1
fi
echo "test-under-load: passed beside $hogs busy loops"
