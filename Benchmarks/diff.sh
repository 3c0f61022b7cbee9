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
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build -c release --product sectionize --package-path "$root" >&2
bin="$(swift build -c release --package-path "$root" --show-bin-path)/sectionize"
python3 "$root/Data/generate_names.py" --rows "$rows" --seed 7 --output "$work/old.txt"
python3 - "$work/old.txt" "$work/new.txt" <<'PY'
import random, sys
random.seed(3)
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")[:-1]
for k, i in enumerate(random.sample(range(len(lines)), len(lines) // 100)):
    lines[i] = lines[i] + "x" if k % 3 == 0 else "Neu " + lines[i] if k % 3 == 1 else ""
open(sys.argv[2], "w", encoding="utf-8").write("\n".join(l for l in lines if l) + "\n")
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

read -r st sm < <(measure "$bin" "$work/old.txt" --locale de)
read -r dt dm < <(measure "$bin" diff "$work/old.txt" "$work/new.txt" --locale de)
read -r jt jm < <(measure "$bin" "$work/old.txt" --locale ja)
read -r kt km < <(measure "$bin" diff "$work/old.txt" "$work/new.txt" --locale ja)
echo "| $rows rows, median of $repeat | time | peak RSS | diff / sectioning |"
echo "|---|---|---|---|"
echo "| sectionize OLD --locale de | ${st} s | $((sm / 1024)) MiB | |"
echo "| sectionize diff OLD NEW --locale de | ${dt} s | $((dm / 1024)) MiB | $(python3 -c "print(f'{$dt/$st:.2f}× time, {$dm/$sm:.2f}× memory')") |"
echo "| sectionize OLD --locale ja (readings) | ${jt} s | $((jm / 1024)) MiB | |"
echo "| sectionize diff OLD NEW --locale ja | ${kt} s | $((km / 1024)) MiB | $(python3 -c "print(f'{$kt/$jt:.2f}× time, {$km/$jm:.2f}× memory')") |"
