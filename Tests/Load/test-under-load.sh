#!/usr/bin/env bash
# The unit and end-to-end tests in one `swift test` (with the tmux and script tests of the real
# shell), then the browser tests, each beside LASSO_LOAD_HOGS busy loops (Tests/Load/beside-load.sh;
# default: two per core). Both parts run even when the first fails, and the last lines give each
# one's result. `make test` runs the same two stages this way when LASSO_TEST_UNDER_LOAD=1, as CI
# does (docs/testing.md).
set -uo pipefail
cd "$(dirname "$0")/../.."

failed=0
results=()
for part in "${SWIFT:-swift} test --skip-build" "Tests/Browser/browser.sh"; do
    start=$(date +%s)
    # shellcheck disable=SC2086 # a part is a command and its arguments
    if Tests/Load/beside-load.sh $part; then
        results+=("passed in $(($(date +%s) - start)) s: $part")
    else
        results+=("FAILED after $(($(date +%s) - start)) s: $part")
        failed=1
    fi
done
printf 'test-under-load: %s\n' "${results[@]}"
if [ "$failed" != 0 ]; then
    echo "test-under-load: failed beside busy loops" >&2
    exit 1
fi
echo "test-under-load: passed beside busy loops"
