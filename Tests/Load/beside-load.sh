#!/usr/bin/env bash
# Runs COMMAND beside LASSO_LOAD_HOGS busy loops (default: two per core), as other builds on a
# shared machine load it, and ends with COMMAND's status. The loops are started here and always
# stopped here, however the run ends. Tests wait on events, never on the clock, so what passes
# on an idle machine must pass beside them too (docs/testing.md, "Waiting in tests").
#
#   Tests/Load/beside-load.sh COMMAND [ARGUMENT...]
set -uo pipefail
[ $# -gt 0 ] || { echo "usage: Tests/Load/beside-load.sh COMMAND [ARGUMENT...]" >&2; exit 2; }

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
echo "beside-load: $hogs busy loops on $(nproc) cores (pids ${pids[*]}) beside: $*"
"$@"
