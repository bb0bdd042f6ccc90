#!/bin/sh
# One action through a pipe between two processes: builds roundtrip.c and runs it
# (BENCHMARKS.md, "Plugin isolation: one action through a pipe"; docs/design/plugin-isolation.md).
#
# usage: Benchmarks/isolation/run.sh [roundtrip options]      (from anywhere)
#   with options, only `roundtrip OPTIONS` runs; without, the three runs the section reports:
#   every case unpinned, then the pipe cases with both processes on one CPU and on two.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=${TMPDIR:-/tmp}/lasso-isolation-bench
mkdir -p "$out"
${CC:-cc} -O2 -Wall -Wextra -o "$out/roundtrip" "$here/roundtrip.c"
echo "machine: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), kernel $(uname -r), $(${CC:-cc} --version | head -1)"
if [ $# -gt 0 ]; then
    exec "$out/roundtrip" "$@"
fi
"$out/roundtrip"
echo
"$out/roundtrip" --cases pipe-raw,pipe-json,unix-json --pin same --repetitions 5
echo
"$out/roundtrip" --cases pipe-raw,pipe-json,unix-json --pin split --repetitions 5
