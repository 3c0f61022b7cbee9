# Shared set-up of the command-line benchmarks (diff.sh, search.sh): source it after setting
# `repeat`, as
#
#   source "$(dirname "${BASH_SOURCE[0]}")/Scripts/common.sh"
#
# It sets `root` (the package), `work` (a temporary folder removed on exit) and `bin` (the
# release `sectionize`, built first), and defines `names`, `measure` and `ratio`.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build -c release --product sectionize --package-path "$root" >&2
bin="$(swift build -c release --package-path "$root" --show-bin-path)/sectionize"

names() {  # names ROWS SEED FILE: ROWS generated names (Data/generate_names.py) in FILE
    python3 "$root/Data/generate_names.py" --rows "$1" --seed "$2" --output "$3"
}

measure() {  # prints "SECONDS KB" of the median-time run of REPEAT and the largest RSS
    local times=() peak=0
    for _ in $(seq "$repeat"); do
        /usr/bin/time -f "%e %M" -o "$work/time" "$@" > /dev/null
        read -r t m < "$work/time"
        times+=("$t")
        (( m > peak )) && peak=$m
    done
    printf '%s %s\n' "$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (repeat + 1) / 2 ))p")" "$peak"
}

ratio() {  # ratio T1 T0 M1 M0: "T1/T0× time, M1/M0× memory", two decimals
    python3 -c "print(f'{$1/$2:.2f}× time, {$3/$4:.2f}× memory')"
}
