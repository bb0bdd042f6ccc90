#!/usr/bin/env bash
# Plugin benchmarks with hyperfine (BENCHMARKS.md: "Plugins: load, check, register" and
# "Plugins: start-up vs static linking"). Run from anywhere, after the release builds:
#
#   swift build -c release --package-path Plugins
#   swift build -c release --package-path Plugins --product lasso-shell
#   swift build -c release --package-path Benchmarks --scratch-path .build-pbench   # from the root
#   Benchmarks/plugins/run-benchmarks.sh [WORKDIR]      # WORKDIR defaults to /tmp/lasso-plugin-bench
#
# It generates 100 plugins into WORKDIR/gen100 (unless there already, for this runtime build), copies the first 1 and 10
# into WORKDIR/gen1 and WORKDIR/gen10, and writes hyperfine's JSON and Markdown into
# WORKDIR/results. Every command runs with its own LASSO_PLUGIN_CACHE file: "cold" deletes it
# before each run (every plugin is examined in a child process), "cached" warms it once first.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${1:-/tmp/lasso-plugin-bench}
shell=$root/Plugins/.build/release/lasso-shell
benchmarks=$root/.build-pbench/release/lasso-benchmarks
runs=${RUNS:-10}
cold_runs=${COLD_RUNS:-5}
for tool in hyperfine "$shell" "$benchmarks"; do
    command -v "$tool" >/dev/null || { echo "error: $tool missing (apt-get install -y hyperfine; see the build commands above)" >&2; exit 1; }
done

umask 022
mkdir -p "$work/results" "$work/empty"
chmod 755 "$work" "$work/empty"
# Generated plugins record the runtime build they were compiled against: generate them again when
# the shell runs another build (they would all be refused as stale).
build_id=$("$shell" --version)
if [ ! -f "$work/gen100/libGen100Plugin.so" ] || [ "$(cat "$work/gen100.runtime" 2>/dev/null)" != "$build_id" ]; then
    rm -rf "$work/gen100" "$work/gen100.src"
    "$root/Benchmarks/plugins/generate-plugins.sh" 100 "$work/gen100"
    echo "$build_id" > "$work/gen100.runtime"
fi
for n in 1 10; do
    rm -rf "$work/gen$n"; mkdir -p "$work/gen$n"; chmod 755 "$work/gen$n"
    for i in $(seq 1 "$n"); do cp -p "$work/gen100/libGen${i}Plugin.so" "$work/gen$n/"; done
done
# `validate` loads every library of the directory into the process (examined first, or found
# in the cache), registers it and checks the config against the registry.
for n in 1 10 100; do
    printf 'lasso: 1\nplugins:\n  - dir: gen%s\nroot:\n  screen: gen1.main\n' "$n" > "$work/app-$n.yaml"
done
cat /proc/loadavg > "$work/results/loadavg-start.txt"

# 1. load, check, register: `plugins list DIR` (examine only) and `validate` (examine, dlopen, register).
for mode in cold cached; do
    args=(--style basic --export-json "$work/results/loading-$mode.json" --export-markdown "$work/results/loading-$mode.md")
    if [ "$mode" = cold ]; then
        args+=(--runs "$cold_runs" --prepare "rm -f $work/cache-cold.txt")
        cache=$work/cache-cold.txt
    else
        args+=(--runs "$runs" --warmup 2)
        cache=$work/cache-cached.txt
        rm -f "$cache"
    fi
    commands=("LASSO_PLUGIN_CACHE=$cache $shell plugins list $work/empty")
    for n in 1 10 100; do commands+=("LASSO_PLUGIN_CACHE=$cache $shell plugins list $work/gen$n"); done
    for n in 1 10 100; do commands+=("LASSO_PLUGIN_CACHE=$cache $shell validate $work/app-$n.yaml"); done
    hyperfine "${args[@]}" "${commands[@]}" > "$work/results/loading-$mode.txt"
done

# 2. start-up: the demo without its C tab, plugins (cached scan cache) vs statically linked:
#    the same shell with the features linked in (`static-shell`, the comparison the target is
#    about) and the bare static builder without the shell's command line (`start-static`).
#    Interleaved rounds (Benchmarks/plugins/interleaved.py), so a noisy machine hits all alike.
config=$root/Benchmarks/config/demo-static.yaml
cache=$work/cache-demo.txt
rm -f "$cache"
LASSO_PLUGIN_CACHE=$cache "$shell" inspect "$config" > "$work/results/tree-plugins.txt"
"$benchmarks" static-shell inspect "$config" > "$work/results/tree-static-shell.txt"
"$benchmarks" start-static "$config" > "$work/results/tree-static.txt"
for side in static-shell static; do
    cmp "$work/results/tree-plugins.txt" "$work/results/tree-$side.txt" || { echo "error: the $side side prints another tree" >&2; exit 1; }
done
LASSO_PLUGIN_CACHE=$cache python3 "$root/Benchmarks/plugins/interleaved.py" --rounds "${STARTUP_ROUNDS:-300}" \
    "$benchmarks start-static $config" \
    "$shell inspect $config" \
    "$benchmarks static-shell inspect $config" > "$work/results/startup.txt"
cat "$work/results/startup.txt"
cat /proc/loadavg > "$work/results/loadavg-end.txt"
echo "results in $work/results"
