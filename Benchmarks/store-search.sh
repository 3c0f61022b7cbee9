#!/usr/bin/env bash
# Search in the store (issue 29): for each size, the generated names of store.sh in a SQLite
# file (and with POSTGRES=1 in a throwaway PostgreSQL cluster); store-search-bench builds the
# store and times 1,000 queries through SectionStore.search against SQLite FTS5's prefix query
# on the same names, in the same run (per-query median and p99, and their ratio).
#
#   bash Benchmarks/store-search.sh [SIZES]              # default: 100000 1000000
#   POSTGRES=1 bash Benchmarks/store-search.sh 100000
set -euo pipefail
cd "$(dirname "$0")"
sizes=("${@:-100000 1000000}")
work=/tmp/sectionize-store-search-bench  # not store.sh's: both may run at once
mkdir -p "$work"
swift build -c release --product store-search-bench >/dev/null
bench=$(swift build -c release --show-bin-path)/store-search-bench

source Scripts/store-setup.sh
if [ "${POSTGRES:-0}" = 1 ]; then store_bench_start_postgres; fi

for n in ${sizes[@]}; do
    store_bench_tables "$n"
    echo "## $n rows, SQLite $(sqlite3 --version | awk '{print $1}')"
    "$bench" "$db" --fts "$db" --locale de
    if [ "${POSTGRES:-0}" = 1 ]; then
        echo "## $n rows, PostgreSQL $("$bin/postgres" --version | awk '{print $3}')"
        "$bench" "$url" --fts "$db" --locale de
    fi
done
