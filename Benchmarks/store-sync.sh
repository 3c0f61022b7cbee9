#!/usr/bin/env bash
# Sync with change tracking against sync without it (issue 30, item 4): for each backend, two
# copies of the same generated table (`contacts(id, name)`, N rows; Scripts/store-setup.sh),
# one built with `store build --track-changes`, one without. Each round changes the same 100
# rows in both with the database's own client (sqlite3, psql: an UPDATE of 100 ids), then
# times `sectionize store sync` on each, alternating which goes first, so that both see the
# same load. Prints each round, the medians and their ratio, and the load average.
#
#   bash Benchmarks/store-sync.sh [N] [ROUNDS]     # default: 1000000 5
#   STORE_BENCH_POSTGRES=0 bash Benchmarks/store-sync.sh   # SQLite only
set -euo pipefail
cd "$(dirname "$0")"
n=${1:-1000000}
rounds=${2:-5}
# Its own folder: store.sh and store-search.sh, run at the same time, rewrite theirs.
work=${STORE_BENCH_WORK:-/tmp/sectionize-store-sync-bench}
mkdir -p "$work"
# SECTIONIZE=path: a binary built already (a dry run of the script with a debug build).
if [ -z "${SECTIONIZE:-}" ]; then swift build -c release --product sectionize >/dev/null; fi
sectionize=${SECTIONIZE:-$(swift build -c release --show-bin-path)/sectionize}
postgres=${STORE_BENCH_POSTGRES:-1}

# Seconds a command takes (wall clock), its output discarded.
seconds() {
    local start=$EPOCHREALTIME
    "$@" >/dev/null
    python3 -c "print(f'{$EPOCHREALTIME - $start:.3f}')"
}
median() { python3 -c "import statistics, sys; print(f'{statistics.median(map(float, sys.argv[1:])):.3f}')" "$@"; }
# 100 ids of round $1, the same in both copies: an UPDATE of them as SQL.
update_sql() {
    python3 -c "import random; r = random.Random($1); ids = r.sample(range(1, $n + 1), 100); print(f\"UPDATE contacts SET name = name || ' $1' WHERE id IN ({', '.join(map(str, ids))})\")"
}

source Scripts/store-setup.sh
if [ "$postgres" = 1 ]; then store_bench_start_postgres; fi
store_bench_tables "$n"   # $db, and $url when the cluster runs
build=(--table contacts --id id --name name --locale de)

# One backend: $1 the untracked copy, $2 the tracked one, $3 how to run SQL on a copy.
run_backend() {
    local plain=$1 tracked=$2 client=$3 full=() fast=()
    "$sectionize" store build "$plain" "${build[@]}" >/dev/null
    "$sectionize" store build "$tracked" "${build[@]}" --track-changes >/dev/null
    for round in $(seq 1 "$rounds"); do
        local sql
        sql=$(update_sql "$round")
        "$client" "$plain" "$sql"
        "$client" "$tracked" "$sql"
        local a b
        if [ $((round % 2)) = 1 ]; then
            a=$(seconds "$sectionize" store sync "$plain" --table contacts)
            b=$(seconds "$sectionize" store sync "$tracked" --table contacts)
        else
            b=$(seconds "$sectionize" store sync "$tracked" --table contacts)
            a=$(seconds "$sectionize" store sync "$plain" --table contacts)
        fi
        full+=("$a")
        fast+=("$b")
        echo "  round $round: without tracking $a s, with tracking $b s (load $(cut -d' ' -f1-3 /proc/loadavg))"
    done
    local mf mt
    mf=$(median "${full[@]}")
    mt=$(median "${fast[@]}")
    echo "  median: without tracking $mf s, with tracking $mt s: $(python3 -c "print(f'{$mf / $mt:.0f}')")× faster"
}

sqlite_client() { sqlite3 "$1" "$2"; }
psql_client() { psql -X -q "$1" -c "$2"; }

echo "## store sync after 100 changed rows of $n, $rounds rounds"
echo "process start alone (sectionize --version): $(seconds "$sectionize" --version) s"
cp "$db" "$work/tracked-$n.sqlite"
echo "SQLite:"
run_backend "$db" "$work/tracked-$n.sqlite" sqlite_client
if [ "$postgres" = 1 ]; then
    psql -X -q -h 127.0.0.1 -p "$port" -U bench -d postgres -c "DROP DATABASE IF EXISTS tracked$n" -c "CREATE DATABASE tracked$n TEMPLATE bench$n"
    echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}'):"
    run_backend "$url" "postgres://bench@127.0.0.1:$port/tracked$n" psql_client
fi
rm -f "$work/tracked-$n.sqlite"
