#!/usr/bin/env bash
# Search in memory (issue 29, item 6): `sectionize search NAMES --queries Q --limit 20` (section
# the names, build their lookup keys, answer 1,000 queries) against sectioning the same names
# with `sectionize NAMES`, in the same run, as a ratio (target: at most 1.5×).
#
#   bash Benchmarks/search.sh [ROWS] [REPEAT] [LOCALE]   # defaults: 1000000 rows, 3 runs, de
#
# Names come from Data/generate_names.py (seed 1, mixed scripts); the 1,000 queries (seed 5)
# are what people type: a name word's first 1-4 characters (60 %), two words' beginnings
# (25 %), a whole word (10 %), and a word no name has (5 %). Both commands print TSV to
# /dev/null. Times are medians of REPEAT runs; memory is the largest peak RSS (GNU time's %M).
set -euo pipefail
rows="${1:-1000000}"
repeat="${2:-3}"
locale="${3:-de}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build -c release --product sectionize --package-path "$root" >&2
bin="$(swift build -c release --package-path "$root" --show-bin-path)/sectionize"
python3 "$root/Data/generate_names.py" --rows "$rows" --seed 1 --output "$work/names.txt"
python3 - "$work/names.txt" "$work/queries.txt" <<'PY'
import random, re, sys
random.seed(5)
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")[:-1]
queries = []
while len(queries) < 1000:
    words = [w for w in re.split(r"[\s,.\-'()]+", random.choice(lines)) if w]
    if not words:
        continue
    r = random.random()
    if r < 0.60:
        queries.append(random.choice(words)[: random.randint(1, 4)])
    elif r < 0.85 and len(words) >= 2:
        a, b = random.sample(words, 2)
        queries.append(a[: random.randint(1, 3)] + " " + b[: random.randint(1, 3)])
    elif r < 0.95:
        queries.append(random.choice(words))
    else:
        queries.append("qxz" + str(len(queries)))
open(sys.argv[2], "w", encoding="utf-8").write("\n".join(queries) + "\n")
PY

measure() {  # prints "SECONDS KB" of the median-time run and the largest RSS
    local times=() peak=0
    for _ in $(seq "$repeat"); do
        /usr/bin/time -f "%e %M" -o "$work/time" "$@" > /dev/null
        read -r t m < "$work/time"
        times+=("$t")
        (( m > peak )) && peak=$m
    done
    printf '%s %s\n' "$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (repeat + 1) / 2 ))p")" "$peak"
}

read -r st sm < <(measure "$bin" "$work/names.txt" --locale "$locale" --format tsv)
read -r qt qm < <(measure "$bin" search "$work/names.txt" --queries "$work/queries.txt" --limit 20 --locale "$locale" --format tsv)
echo "| $rows rows, 1,000 queries, --locale $locale, median of $repeat | time | peak RSS | search / sectioning |"
echo "|---|---|---|---|"
echo "| sectionize NAMES | ${st} s | $((sm / 1024)) MiB | |"
echo "| sectionize search NAMES --queries Q --limit 20 | ${qt} s | $((qm / 1024)) MiB | $(python3 -c "print(f'{$qt/$st:.2f}× time, {$qm/$sm:.2f}× memory')") |"
