#!/usr/bin/env bash
# Fuzzes config reading, scripts and session files with libFuzzer (`make fuzz`), each for a
# fixed time:
#
#   Tests/Fuzz/fuzz.sh [SECONDS]     default LASSO_FUZZ_SECONDS, else 120 per target
#
# lasso-fuzz-config reads each input as a config file is read, validates and builds it
# (Tests/Fuzz/Config); lasso-fuzz-script parses it as a script and decodes it as terminal input
# (Tests/Fuzz/Script); lasso-fuzz-session reads it as a session file's content
# (Tests/Fuzz/Session); lasso-fuzz-serve reads it as what a stranger sends `serve`: a sign-in
# credential (none made up may be accepted), a sign-in form and a socket message
# (Tests/Fuzz/Serve). All are built for libFuzzer with AddressSanitizer into .build-fuzz.
# Each starts from the config examples, the scripts and Tests/Fuzz/Seeds, in a corpus under
# fuzz-out/ that later runs continue. A crash, an input that takes more than 10 s,
# or more than 2 GB of memory fails the run and leaves the input in fuzz-out/TARGET/; replay it
# with `.build-fuzz/debug/lasso-fuzz-TARGET fuzz-out/TARGET/crash-…`.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
swift=${SWIFT:-swift}
seconds=${1:-${LASSO_FUZZ_SECONDS:-120}}

# LASSO_FUZZ=1 instruments the project's code and declares the fuzz targets (Package.swift).
export LASSO_FUZZ=1
"$swift" build --scratch-path .build-fuzz --product lasso-fuzz-config
"$swift" build --scratch-path .build-fuzz --product lasso-fuzz-script
"$swift" build --scratch-path .build-fuzz --product lasso-fuzz-session
"$swift" build --scratch-path .build-fuzz --product lasso-fuzz-serve

run() {
    local target=$1; shift
    local out=fuzz-out/$target
    mkdir -p "$out/corpus"
    for seed in "$@"; do cp -n "$seed" "$out/corpus/" 2>/dev/null || true; done
    echo "fuzz: $target for $seconds s"
    ASAN_OPTIONS=detect_leaks=0 ".build-fuzz/debug/lasso-fuzz-$target" "$out/corpus" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -artifact_prefix="$out/" -print_final_stats=1 2>"$out/log.txt" || {
        tail -40 "$out/log.txt"
        echo "fuzz: $target found a problem; the input is in $out/" >&2
        return 1
    }
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$out/log.txt" | sed "s/^/fuzz: $target /"
}

run config config/*.yaml Tests/Fuzz/Seeds/*.yaml
run script Tests/LassoShellTests/Scripts/*.script
run session Tests/Fuzz/Seeds/*.session
run serve Tests/Fuzz/Seeds/*.json Tests/Fuzz/Seeds/*.form Tests/Fuzz/Seeds/*.cookie
