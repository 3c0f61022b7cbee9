#!/usr/bin/env bash
# What users run for a live list: the whole `sectionize diff OLD NEW` against sectioning one
# of the lists with `sectionize OLD`, in the same run, as ratios (issue 18: at most 3× the
# time and 2× the peak memory).
#
#   bash Benchmarks/diff.sh [ROWS] [REPEAT]        # defaults: 1000000 rows, 3 runs each
#
# NEW is OLD with 1 % of its rows changed: a third renamed (a letter appended), a third
# replaced by a new name, a third removed. Times are medians of REPEAT runs; memory is the
# largest peak RSS (GNU time's %M).
set -euo pipefail
rows="${1:-1000000}"
repeat="${2:-3}"
source "$(dirname "${BASH_SOURCE[0]}")/Scripts/common.sh"
names "$rows" 7 "$work/old.txt"
python3 - "$work/old.txt" "$work/new.txt" <<'PY'
import random, sys
random.seed(3)
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")[:-1]
for k, i in enumerate(random.sample(range(len(lines)), len(lines) // 100)):
    lines[i] = lines[i] + "x" if k % 3 == 0 else "Neu " + lines[i] if k % 3 == 1 else ""
open(sys.argv[2], "w", encoding="utf-8").write("\n".join(l for l in lines if l) + "\n")
PY

read -r st sm < <(measure "$bin" "$work/old.txt" --locale de)
read -r dt dm < <(measure "$bin" diff "$work/old.txt" "$work/new.txt" --locale de)
read -r jt jm < <(measure "$bin" "$work/old.txt" --locale ja)
read -r kt km < <(measure "$bin" diff "$work/old.txt" "$work/new.txt" --locale ja)
echo "| $rows rows, median of $repeat | time | peak RSS | diff / sectioning |"
echo "|---|---|---|---|"
echo "| sectionize OLD --locale de | ${st} s | $((sm / 1024)) MiB | |"
echo "| sectionize diff OLD NEW --locale de | ${dt} s | $((dm / 1024)) MiB | $(ratio "$dt" "$st" "$dm" "$sm") |"
echo "| sectionize OLD --locale ja (readings) | ${jt} s | $((jm / 1024)) MiB | |"
echo "| sectionize diff OLD NEW --locale ja | ${kt} s | $((km / 1024)) MiB | $(ratio "$kt" "$jt" "$km" "$jm") |"
