# Shared set-up of the store benchmarks (store.sh, store-search.sh), sourced by them:
#   store_bench_start_postgres        a throwaway PostgreSQL cluster on a free port ($port, $bin),
#                                     stopped and removed when the script exits
#   store_bench_tables N              generated names in contacts(id, name): $db (a SQLite
#                                     file) and $url (a database of the cluster)
# Needs $work (a folder for the files) and the current folder Benchmarks/.

store_bench_start_postgres() {
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
}

store_bench_tables() {
    local n=$1
    local names="$work/names-$n.txt"
    [ -f "$names" ] || python3 ../Data/generate_names.py --rows "$n" --seed 1 --output "$names"
    db="$work/contacts-$n.sqlite"
    rm -f "$db" "$db-wal" "$db-shm"
    python3 - "$names" "$db" <<'PY'
import sqlite3, sys
names = [l.rstrip("\n") for l in open(sys.argv[1], encoding="utf-8") if l.strip()]
c = sqlite3.connect(sys.argv[2])
c.execute("CREATE TABLE contacts (id INTEGER PRIMARY KEY, name TEXT)")
c.executemany("INSERT INTO contacts VALUES (?, ?)", enumerate(names, 1))
c.commit()
PY
    if [ -n "${port:-}" ]; then
        url="postgres://bench@127.0.0.1:$port/bench$n"
        psql -X -q -h 127.0.0.1 -p "$port" -U bench -d postgres -c "DROP DATABASE IF EXISTS bench$n" -c "CREATE DATABASE bench$n"
        python3 -c 'import sys; [print(f"{i}\t{l.rstrip()}") for i, l in enumerate((l for l in open(sys.argv[1], encoding="utf-8") if l.strip()), 1)]' "$names" \
            | psql -X -q "$url" -c "CREATE TABLE contacts (id integer PRIMARY KEY, name text)" -c "\\copy contacts FROM STDIN"
    fi
}
