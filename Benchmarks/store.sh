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
set -euo pipefail
cd "$(dirname "$0")"
sizes=("${@:-100000 1000000}")
work=/tmp/sectionize-store-bench
mkdir -p "$work"
swift build -c release --product store-bench >/dev/null
swift build -c release --product sectionize >/dev/null
bin_path=$(swift build -c release --show-bin-path)
bench=$bin_path/store-bench
sectionize=$bin_path/sectionize
postgres=${STORE_BENCH_POSTGRES:-1}

# Seconds a command takes (wall clock), its output discarded.
seconds() {
    local start=$EPOCHREALTIME
    "$@" >/dev/null
    python3 -c "print(f'{$EPOCHREALTIME - $start:.3f}')"
}
ratio() { python3 -c "print(f'{$1 / ($2 + $3):.2f}')"; }

if [ "$postgres" = 1 ]; then
    bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
    pg=$(mktemp -d "$work/pg.XXXX")
    as_pg=()
    if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$pg"; as_pg=(runuser -u postgres --); fi
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    "${as_pg[@]}" "$bin/initdb" -D "$pg/data" -U bench --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    "${as_pg[@]}" "$bin/postgres" -D "$pg/data" -h 127.0.0.1 -p "$port" -k "$pg" -c fsync=off -c shared_buffers=256MB >"$pg/log" 2>&1 &
    server=$!
    # pg_ctl signals the server itself (runuser, its parent when root, passes no signal on).
    trap '"${as_pg[@]}" "$bin/pg_ctl" stop -D "$pg/data" -m fast -w >/dev/null 2>&1; wait $server 2>/dev/null; rm -rf "$pg"' EXIT
    until "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; do sleep 0.2; done
fi

for n in ${sizes[@]}; do
    names="$work/names-$n.txt"
    [ -f "$names" ] || python3 ../Data/generate_names.py --rows "$n" --seed 1 --output "$names"
    db="$work/contacts-$n.sqlite"
    rm -f "$db" "$db-wal" "$db-shm"
    python3 - "$names" "$db" <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[2])
c.execute("CREATE TABLE contacts (id INTEGER PRIMARY KEY, name TEXT)")
with open(sys.argv[1], encoding="utf-8") as f:
    c.executemany("INSERT INTO contacts VALUES (?, ?)", enumerate((l.rstrip("\n") for l in f if l.strip()), 1))
c.commit()
PY
    build=(store build --table contacts --id id --name name --locale de)
    echo "## $n rows"
    section=$(seconds "$sectionize" "$names" --locale de)
    echo "sectionize NAMES --locale de (in memory): $section s"
    select=$(seconds sqlite3 "$db" 'SELECT id, name FROM contacts')
    built=$(seconds "$sectionize" "${build[@]:0:2}" "$db" "${build[@]:2}")
    echo "SQLite: sqlite3 SELECT id, name: $select s; sectionize store build: $built s = $(ratio "$built" "$section" "$select")× (sectioning + SELECT)"
    "$bench" "$db" --locale de --open
    if [ "$postgres" = 1 ]; then
        url="postgres://bench@127.0.0.1:$port/bench$n"
        psql -X -q -h 127.0.0.1 -p "$port" -U bench -d postgres -c "DROP DATABASE IF EXISTS bench$n" -c "CREATE DATABASE bench$n"
        python3 -c 'import sys; [print(f"{i}\t{l.rstrip()}") for i, l in enumerate((l for l in open(sys.argv[1], encoding="utf-8") if l.strip()), 1)]' "$names" \
            | psql -X -q "$url" -c "CREATE TABLE contacts (id integer PRIMARY KEY, name text)" -c "\\copy contacts FROM STDIN"
        psql -X -q "$url" -c "CREATE INDEX contacts_name_de ON contacts (name COLLATE \"de-x-icu\")" -c "ANALYZE contacts"
        select=$(seconds psql -X -q "$url" -c "\\copy (SELECT id, name FROM contacts) TO STDOUT")
        built=$(seconds "$sectionize" "${build[@]:0:2}" "$url" "${build[@]:2}")
        echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}'): psql \\copy (SELECT id, name) TO STDOUT: $select s; sectionize store build: $built s = $(ratio "$built" "$section" "$select")× (sectioning + SELECT)"
        psql -X -q "$url" -c "ANALYZE" >/dev/null
        "$bench" "$url" --locale de --open
    fi
done
