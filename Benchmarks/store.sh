#!/usr/bin/env bash
# SectionizeStore benchmarks (issue 20): for each size, a SQLite file and a throwaway
# PostgreSQL cluster hold the same generated names in `contacts(id, name)`; store-bench
# builds the store and times the index, a page, an insert and a sync against loading and
# sectioning every row in memory, and prints the query plans.
#
#   bash Benchmarks/store.sh [SIZES]        # default: 100000 1000000
set -euo pipefail
cd "$(dirname "$0")"
sizes=("${@:-100000 1000000}")
work=/tmp/sectionize-store-bench
mkdir -p "$work"
swift build -c release --product store-bench >/dev/null
bench=$(swift build -c release --show-bin-path)/store-bench

source Scripts/store-setup.sh
store_bench_start_postgres

for n in ${sizes[@]}; do
    store_bench_tables "$n"
    psql -X -q "$url" -c "CREATE INDEX contacts_name_de ON contacts (name COLLATE \"de-x-icu\")" -c "ANALYZE contacts"
    echo "## $n rows, SQLite"
    "$bench" "$db" --locale de
    echo "## $n rows, PostgreSQL $("$bin/postgres" --version | awk '{print $3}')"
    psql -X -q "$url" -c "ANALYZE" >/dev/null
    "$bench" "$url" --locale de
done
