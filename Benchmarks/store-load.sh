#!/usr/bin/env bash
# SectionizeStore on PostgreSQL under load (issue 30, item 5): for each size, a throwaway
# PostgreSQL cluster holds the generated names of store.sh in `contacts(id, name)` with an
# index on `name COLLATE "de-x-icu"`; store-load-bench builds the store and runs R readers and
# W writers against it for S seconds, then the same readers and writers without the store
# (ORDER BY name COLLATE "de-x-icu" LIMIT/OFFSET) for S seconds, and checks that `verify`
# finds the store current and its dump holds the table's ids.
#
#   bash Benchmarks/store-load.sh [SIZES]                 # default: 100000
#   SECONDS_PER_PHASE=20 bash Benchmarks/store-load.sh 1000000
#   READERS=32 WRITERS=2 POOL=8 …  (POOL: the pooled phase's connections; 0 skips it)
set -euo pipefail
cd "$(dirname "$0")"
sizes=("${@:-100000}")
work=/tmp/sectionize-store-load-bench  # not store.sh's or store-search.sh's: they may run at once
mkdir -p "$work"
swift build -c release --product store-load-bench >/dev/null
bench=$(swift build -c release --show-bin-path)/store-load-bench

source Scripts/store-setup.sh
store_bench_start_postgres

for n in ${sizes[@]}; do
    store_bench_tables "$n"   # $url
    psql -X -q "$url" -c "CREATE INDEX contacts_name_de ON contacts (name COLLATE \"de-x-icu\")" -c "ANALYZE contacts"
    echo "## $n rows, PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on loopback"
    "$bench" "$url" --rows "$n" --seconds "${SECONDS_PER_PHASE:-60}" --readers "${READERS:-32}" --writers "${WRITERS:-2}" --pool "${POOL:-8}"
done
