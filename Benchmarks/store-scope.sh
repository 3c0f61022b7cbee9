#!/usr/bin/env bash
# Many lists in one table (issue 30, item 3): one scope's index and first page in a store of
# N rows over S scopes (`contacts(id, owner, name)`, owners 1…S, built with `sectionize store
# build --scope owner`) against the same two calls in a store of one list of 100,000 rows
# (Scripts/store-setup.sh's table), timed alternating in one process (store-scope-bench).
#
#   bash Benchmarks/store-scope.sh [N] [S]          # default: 1000000 10000
#   POSTGRES=1 bash Benchmarks/store-scope.sh       # PostgreSQL too, in a throwaway cluster
set -euo pipefail
cd "$(dirname "$0")"
n=${1:-1000000}
scopes=${2:-10000}
work=${STORE_BENCH_WORK:-/tmp/sectionize-store-scope-bench}
mkdir -p "$work"
if [ -z "${SECTIONIZE:-}" ]; then (cd .. && swift build -c release --product sectionize --enable-all-traits >/dev/null); fi
sectionize=${SECTIONIZE:-$(cd .. && swift build -c release --show-bin-path)/sectionize}
swift build -c release --product store-scope-bench >/dev/null
bench=$(swift build -c release --show-bin-path)/store-scope-bench
postgres=${POSTGRES:-0}

source Scripts/store-setup.sh
if [ "$postgres" = 1 ]; then store_bench_start_postgres; fi
store_bench_tables 100000   # the store of one list: $db (and $url)
single=$db
single_url=${url:-}
# The scoped table: the generated names of N rows, row i owned by 1 + (i mod S).
names="$work/names-$n.txt"
[ -f "$names" ] || python3 ../Data/generate_names.py --rows "$n" --seed 1 --output "$names"
scoped="$work/scoped-$n-$scopes.sqlite"
rm -f "$scoped"
python3 - "$names" "$scoped" "$scopes" <<'PY'
import sqlite3, sys
names = [l.rstrip("\n") for l in open(sys.argv[1], encoding="utf-8") if l.strip()]
s = int(sys.argv[3])
c = sqlite3.connect(sys.argv[2])
c.execute("CREATE TABLE contacts (id INTEGER PRIMARY KEY, owner INTEGER NOT NULL, name TEXT)")
c.executemany("INSERT INTO contacts VALUES (?, ?, ?)", ((i, 1 + i % s, name) for i, name in enumerate(names, 1)))
c.commit()
PY
build=(--table contacts --id id --name name --locale de)
echo "## one scope of $scopes in $n rows against a store of one list of 100,000 rows (load $(cut -d' ' -f1-3 /proc/loadavg))"
echo "SQLite: build of the scoped store: $( { /usr/bin/time -f %e "$sectionize" store build "$scoped" "${build[@]}" --scope owner >/dev/null; } 2>&1 ) s"
"$sectionize" store build "$single" "${build[@]}" >/dev/null
"$bench" "$scoped" "$single" --scopes "$scopes"
if [ "$postgres" = 1 ]; then
    scoped_url="postgres://bench@127.0.0.1:$port/scoped$n"
    psql -X -q -h 127.0.0.1 -p "$port" -U bench -d postgres -c "DROP DATABASE IF EXISTS scoped$n" -c "CREATE DATABASE scoped$n"
    sqlite3 -separator $'\t' "$scoped" "SELECT id, owner, name FROM contacts" \
        | psql -X -q "$scoped_url" -c "CREATE TABLE contacts (id integer PRIMARY KEY, owner integer NOT NULL, name text)" -c "\\copy contacts FROM STDIN"
    echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}'): build of the scoped store: $( { /usr/bin/time -f %e "$sectionize" store build "$scoped_url" "${build[@]}" --scope owner >/dev/null; } 2>&1 ) s"
    "$sectionize" store build "$single_url" "${build[@]}" >/dev/null
    "$bench" "$scoped_url" "$single_url" --scopes "$scopes"
fi
