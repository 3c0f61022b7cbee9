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
source "$(dirname "${BASH_SOURCE[0]}")/Scripts/common.sh"
names "$rows" 1 "$work/names.txt"
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

read -r st sm < <(measure "$bin" "$work/names.txt" --locale "$locale" --format tsv)
read -r qt qm < <(measure "$bin" search "$work/names.txt" --queries "$work/queries.txt" --limit 20 --locale "$locale" --format tsv)
echo "| $rows rows, 1,000 queries, --locale $locale, median of $repeat | time | peak RSS | search / sectioning |"
echo "|---|---|---|---|"
echo "| sectionize NAMES | ${st} s | $((sm / 1024)) MiB | |"
echo "| sectionize search NAMES --queries Q --limit 20 | ${qt} s | $((qm / 1024)) MiB | $(ratio "$qt" "$st" "$qm" "$sm") |"
