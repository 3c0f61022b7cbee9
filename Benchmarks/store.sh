#!/usr/bin/env bash
# SectionizeStore benchmarks (issues 20 and 30): for each size, a SQLite file and a throwaway
# PostgreSQL cluster hold the same generated names in `contacts(id, name)`.
#
# The build is timed as a user runs it (`sectionize store build`) against the honest
# baseline, timed in the same run: sectioning the same names in memory (`sectionize NAMES`)
# plus reading them with the database's own client (`sqlite3 DB 'SELECT id, name FROM
# contacts'`; psql's `\copy (SELECT id, name FROM contacts) TO STDOUT`), output to /dev/null.
# Then store-bench times the index, pages by offset and by cursor (the first and the deepest),
# an insert and a sync on the store just built, and prints the query plans.
#
#   bash Benchmarks/store.sh [SIZES]        # default: 100000 1000000
#   STORE_BENCH_POSTGRES=0 bash Benchmarks/store.sh 10000000   # SQLite only
#   STORE_BENCH_BUILD_ONLY=1 …                                 # the builds and their baselines only
#                                                              # (no store-bench: its sync and dump
#                                                              # take minutes at 10M)
set -euo pipefail
cd "$(dirname "$0")"
sizes=("${@:-100000 1000000}")
work=${STORE_BENCH_WORK:-/tmp/sectionize-store-bench}   # a folder of its own per concurrent run
mkdir -p "$work"
swift build -c release --product store-bench >/dev/null
swift build -c release --product sectionize >/dev/null
bin_path=$(swift build -c release --show-bin-path)
bench=$bin_path/store-bench
sectionize=$bin_path/sectionize
postgres=${STORE_BENCH_POSTGRES:-1}
build_only=${STORE_BENCH_BUILD_ONLY:-0}

# Seconds a command takes (wall clock), its output discarded.
seconds() {
    local start=$EPOCHREALTIME
    "$@" >/dev/null
    python3 -c "print(f'{$EPOCHREALTIME - $start:.3f}')"
}
ratio() { python3 -c "print(f'{$1 / ($2 + $3):.2f}')"; }

source Scripts/store-setup.sh
if [ "$postgres" = 1 ]; then store_bench_start_postgres; fi

for n in ${sizes[@]}; do
    names="$work/names-$n.txt"
    store_bench_tables "$n"   # $db, and $url when the cluster runs
    build=(store build --table contacts --id id --name name --locale de)
    echo "## $n rows (load average $(cut -d' ' -f1-3 /proc/loadavg))"
    section=$(seconds "$sectionize" "$names" --locale de)
    echo "sectionize NAMES --locale de (in memory): $section s"
    select=$(seconds sqlite3 "$db" 'SELECT id, name FROM contacts')
    built=$(seconds "$sectionize" "${build[@]:0:2}" "$db" "${build[@]:2}")
    echo "SQLite: sqlite3 SELECT id, name: $select s; sectionize store build: $built s = $(ratio "$built" "$section" "$select")× (sectioning + SELECT)"
    if [ "$build_only" != 1 ]; then "$bench" "$db" --locale de --open; fi
    if [ "$postgres" = 1 ]; then
        psql -X -q "$url" -c "CREATE INDEX contacts_name_de ON contacts (name COLLATE \"de-x-icu\")" -c "ANALYZE contacts"
        select=$(seconds psql -X -q "$url" -c "\\copy (SELECT id, name FROM contacts) TO STDOUT")
        built=$(seconds "$sectionize" "${build[@]:0:2}" "$url" "${build[@]:2}")
        echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') (load average $(cut -d' ' -f1-3 /proc/loadavg)): psql \\copy (SELECT id, name) TO STDOUT: $select s; sectionize store build: $built s = $(ratio "$built" "$section" "$select")× (sectioning + SELECT)"
        psql -X -q "$url" -c "ANALYZE" >/dev/null
        if [ "$build_only" != 1 ]; then "$bench" "$url" --locale de --open; fi
    fi
done
