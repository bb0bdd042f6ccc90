#!/usr/bin/env bash
# Instructions per action for each case of the `store` suite, counted by valgrind's callgrind:
# unlike time, the count is the same however busy the machine is, so two builds can be compared
# on a loaded machine (BENCHMARKS.md, "Store").
#
#   Benchmarks/store-instructions.sh BINARY...    (release builds of lasso-benchmarks:
#       swift build -c release --package-path Benchmarks --scratch-path .build-bench
#       Benchmarks/store-instructions.sh .build-bench/release/lasso-benchmarks)
#
# The suite marks 1,000 actions of each case (StoreBenchmarkRunner.markInstructions); callgrind
# writes one profile part per mark, whose total this divides by the actions.
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: Benchmarks/store-instructions.sh LASSO_BENCHMARKS_BINARY..." >&2; exit 2; }
command -v valgrind >/dev/null || { echo "store-instructions: valgrind is needed (Debian package valgrind)" >&2; exit 1; }
for binary in "$@"; do
    work=$(mktemp -d "${TMPDIR:-/tmp}/store-instructions.XXXXXX")
    # valgrind 3.19 cannot read the DWARF 5 debug information of a Swift release build: count on
    # a copy without it (the symbols stay).
    objcopy --strip-debug "$binary" "$work/lasso-benchmarks"
    (cd "$work" && valgrind --tool=callgrind --callgrind-out-file=profile.%p \
        ./lasso-benchmarks store --iterations 1000 --repetitions 1 >/dev/null 2>valgrind.log) \
        || { tail -20 "$work/valgrind.log" >&2; exit 1; }
    echo "$binary: instructions per action"
    for part in $(ls "$work"/profile.*.* | sort -V); do
        label=$(sed -n 's/^desc: Trigger: Client Request: //p' "$part")
        [ -n "$label" ] || continue
        total=$(sed -n 's/^\(summary\|totals\): //p' "$part" | head -1)
        actions=${label##*| }
        actions=${actions%% actions}
        awk -v label="${label% | *}" -v total="$total" -v actions="$actions" \
            'BEGIN { printf "  %-45s %8.1f\n", label, total / actions }'
    done
    rm -rf "$work"
done
