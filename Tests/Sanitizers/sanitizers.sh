#!/usr/bin/env bash
# The sanitizer runs (`make sanitizers`; docs/testing.md says what each covers and costs):
#
#   Tests/Sanitizers/sanitizers.sh address   AddressSanitizer over the C plugin path: the
#       Plugins package (the C plugins, the broken-plugin fixtures, lasso-shell) and the root
#       package's tests built with -sanitize=address, then the plugin unit tests (C calls,
#       registration, the registrar's lifetime, hostile descriptors, loading, scanning) and the
#       C plugin and plugin failure end-to-end tests, which run that lasso-shell.
#   Tests/Sanitizers/sanitizers.sh thread    ThreadSanitizer over the store tests: Lasso's
#       stores, the test utilities, the sample features' stores and the script runner's waits.
#   Tests/Sanitizers/sanitizers.sh           both.
#
# Each sanitizer builds into its own folders (.build-asan, .build-tsan, Plugins/.build-asan),
# beside the ordinary build. Any report fails the run (halt_on_error).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
swift=${SWIFT:-swift}
which=${1:-all}

# AddressSanitizer is run for memory errors (use after free, overflows, double frees), with its
# LeakSanitizer off. A build runs a tool that the sanitizer instruments as well, the runtime
# release generator (a SwiftPM build plugin, Sources/lasso-runtime-release), and LeakSanitizer
# fails the build over 32 bytes Foundation's Process.run never frees in that tool. The tests would fail the
# same way over what no one frees before exit on purpose: XCTest's suite objects, Foundation's
# buffers, the C strings the C plugin tests keep for the process's life. None is a finding.
# The crash fixtures must die of SIGSEGV as they do without the sanitizer (handle_segv=0).
asan_options="halt_on_error=1:detect_leaks=0:handle_segv=0"

address() {
    ASAN_OPTIONS=$asan_options "$swift" build --package-path Plugins --sanitize=address --scratch-path Plugins/.build-asan
    ASAN_OPTIONS=$asan_options "$swift" build --package-path Plugins --sanitize=address --scratch-path Plugins/.build-asan --product lasso-shell
    ASAN_OPTIONS=$asan_options "$swift" build --build-tests --sanitize=address --scratch-path .build-asan
    ASAN_OPTIONS=$asan_options LASSO_PLUGINS_BUILD_DIR=$root/Plugins/.build-asan/debug \
        "$swift" test --skip-build --sanitize=address --scratch-path .build-asan \
        --filter 'LassoPluginTests\.|CPluginTests|PluginFailureTests|SingleRuntime|UnitsHistoryEndToEndTests'
}

thread() {
    "$swift" build --build-tests --sanitize=thread --scratch-path .build-tsan
    TSAN_OPTIONS=halt_on_error=1 "$swift" test --skip-build --sanitize=thread --scratch-path .build-tsan \
        --filter 'LassoTests\.|LassoTestUtilitiesTests\.|FeatureTests\.|LassoPortTests\.|ScriptRunnerTests'
}

case $which in
    address) address ;;
    thread) thread ;;
    all) address; thread ;;
    *) echo "usage: Tests/Sanitizers/sanitizers.sh [address|thread]" >&2; exit 2 ;;
esac
