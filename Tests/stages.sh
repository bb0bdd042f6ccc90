#!/usr/bin/env bash
# `make test`'s stages, in order. Every stage runs even when an earlier one failed (but for those
# that need the build, when the build failed), then a summary names each stage's result and
# time, and the run fails if any stage did. So a failing `swift test` no longer hides whether the
# browser, docs, ABI and SDK stages pass.
#
# Each stage is NAME=COMMAND; a stage whose name ends in '*' needs the build stage to have passed.
#
# With LASSO_TEST_UNDER_LOAD=1 (CI sets it), the two test stages run beside busy loops on every
# core (Tests/Load/beside-load.sh, LASSO_LOAD_HOGS of them, default two per core), so one run
# proves both that the tests pass and that they do not depend on the machine's speed. The build
# stage builds the tests too, never beside the loops: a build's time is not what they test.
set -uo pipefail
cd "$(dirname "$0")/.."

swift=${SWIFT:-swift}
beside_load=
if [ "${LASSO_TEST_UNDER_LOAD:-0}" = 1 ]; then beside_load="Tests/Load/beside-load.sh "; fi

stages=(
    "format=make --no-print-directory format-check"
    "build=make --no-print-directory plugins && $swift build --build-tests"
    "swift test*=${beside_load}$swift test --skip-build"
    "browser*=${beside_load}Tests/Browser/browser.sh"
    "docs*=Tests/Docs/docs.sh"
    "runtime upgrade*=Tests/Rebuild/runtime-upgrade.sh"
    "previous release*=Tests/Rebuild/previous-release.sh"
    "sdk*=Tests/SDK/sdk.sh"
)

summary=()
failed=0
built=1
for stage in "${stages[@]}"; do
    name=${stage%%=*}
    command=${stage#*=}
    needs_build=0
    if [[ $name == *'*' ]]; then
        needs_build=1
        name=${name%'*'}
    fi
    if [ "$needs_build" = 1 ] && [ "$built" = 0 ]; then
        summary+=("$(printf '%-18s not run: the build failed' "$name")")
        failed=1
        continue
    fi
    echo "=== make test: $name ($command)"
    start=$(date +%s)
    bash -c "$command"
    status=$?
    seconds=$(($(date +%s) - start))
    if [ "$status" = 0 ]; then
        summary+=("$(printf '%-18s passed in %d s' "$name" "$seconds")")
    else
        summary+=("$(printf '%-18s FAILED (status %d) after %d s' "$name" "$status" "$seconds")")
        failed=1
        [ "$name" = build ] && built=0
    fi
done

echo "=== make test: every stage"
printf '  %s\n' "${summary[@]}"
if [ "$failed" != 0 ]; then
    echo "make test: failed; each stage's output is above, under its === line" >&2
    exit 1
fi
