#!/usr/bin/env bash
# Readings benchmark (issue 10): the same 1M Japanese names sectioned with --readings auto
# (MeCab readings, cached per name part, all cores) and --readings off, in the same run,
# runs alternating; prints the median wall time of each and their ratio.
#
#   bash Benchmarks/readings.sh [--rows 1000000] [--repeat 3]
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
rows=1000000
repeat=3
while [ $# -gt 0 ]; do
    case "$1" in
        --rows) rows="$2"; shift 2 ;;
        --repeat) repeat="$2"; shift 2 ;;
        *) echo "usage: $0 [--rows N] [--repeat N]" >&2; exit 64 ;;
    esac
done

echo "readings.sh: building $root (release)" >&2
swift build -c release --package-path "$root" >&2
bin="$(swift build -c release --package-path "$root" --show-bin-path)/sectionize"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 "$root/Data/generate_ja_names.py" --rows "$rows" --output "$work/names.txt"

run() {  # mode -> seconds
    local start end
    start=$(date +%s.%N)
    "$bin" "$work/names.txt" --locale ja --style uikit --format tsv --readings "$1" > "$work/out-$1.tsv"
    end=$(date +%s.%N)
    awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f\n", e - s }'
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

: > "$work/auto"; : > "$work/off"
for _ in $(seq "$repeat"); do
    run off >> "$work/off"
    run auto >> "$work/auto"
done
off=$(median < "$work/off")
auto=$(median < "$work/auto")
inkana=$(cut -f1 "$work/out-auto.tsv" | grep -c -v -E '^([A-Z]|#)$' || true)
inhash_off=$(cut -f1 "$work/out-off.tsv" | grep -c '^#$' || true)
inhash_auto=$(cut -f1 "$work/out-auto.tsv" | grep -c '^#$' || true)
printf '| rows | --readings off | --readings auto | ratio | rows under # (off → auto) | rows in kana rows (auto) |\n'
printf '|---|---|---|---|---|---|\n'
printf '| %s | %.3f s | %.3f s | %.2f× | %s → %s | %s |\n' "$rows" "$off" "$auto" "$(awk -v a="$auto" -v o="$off" 'BEGIN { print a / o }')" "$inhash_off" "$inhash_auto" "$inkana"
