#!/usr/bin/env bash
# The `storage` suite with PostgreSQL beside SQLite and memory (BENCHMARKS.md, "Storage"): starts
# a PostgreSQL server of its own (Debian's 15, default settings: fsync on, so a put is measured
# committed to disk) listening only on a Unix socket in a temporary folder, runs the suite RUNS
# times, each on a new database, then stops the server and removes the folder.
#
#   Benchmarks/storage-postgres.sh BINARY [RUNS] [OPERATIONS] [LOAD-SECONDS]
#       swift build -c release --package-path Benchmarks --scratch-path .build-bench
#       Benchmarks/storage-postgres.sh .build-bench/release/lasso-benchmarks 2 5000 10
#
# PostgreSQL refuses to run as root: run as root, the server runs as the user `postgres`.
# PG_BIN chooses another server (default /usr/lib/postgresql/15/bin).
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: Benchmarks/storage-postgres.sh LASSO_BENCHMARKS_BINARY [RUNS] [OPERATIONS] [LOAD-SECONDS]" >&2; exit 2; }
binary=$1
runs=${2:-2}
operations=${3:-5000}
seconds=${4:-10}
bin=${PG_BIN:-/usr/lib/postgresql/15/bin}
[ -x "$bin/postgres" ] || { echo "storage-postgres: no PostgreSQL in $bin (Debian package postgresql-15, or set PG_BIN)" >&2; exit 1; }

folder=$(mktemp -d "${TMPDIR:-/tmp}/lasso-storage-pg.XXXXXX")
as_server=()
if [ "$(id -u)" = 0 ]; then
    chown postgres "$folder"
    as_server=(runuser -u postgres --)
fi
stop() {
    "${as_server[@]}" "$bin/pg_ctl" -D "$folder/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$folder"
}
trap stop EXIT

"${as_server[@]}" "$bin/initdb" -D "$folder/data" -U lasso -A trust >"$folder/initdb.log" 2>&1 \
    || { cat "$folder/initdb.log" >&2; exit 1; }
"${as_server[@]}" "$bin/pg_ctl" -D "$folder/data" -l "$folder/log" -w \
    -o "-k $folder -c listen_addresses=''" start >/dev/null \
    || { cat "$folder/log" >&2; exit 1; }
"$bin/postgres" --version
for run in $(seq "$runs"); do
    "$bin/psql" -q -h "$folder" -U lasso -d postgres -c "CREATE DATABASE bench$run"
    echo "run $run of $runs"
    "$binary" storage "$operations" "$seconds" --postgres "postgres://lasso@/bench$run?host=$folder"
done
