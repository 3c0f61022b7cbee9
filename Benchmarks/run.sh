#!/usr/bin/env bash
# Builds the root package and this Benchmarks package in release mode, then runs the harness.
#
#   bash Benchmarks/run.sh --sizes 100000,1000000 [--check] [--skip icu-alphabeticindex] ...
#
# Every argument goes to sectionize-bench (see `bash Benchmarks/run.sh --help`). The report
# is Markdown on stdout; progress goes to stderr.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"

echo "run.sh: building $root (release)" >&2
swift build -c release --package-path "$root" >&2
echo "run.sh: building $here (release)" >&2
swift build -c release --package-path "$here" >&2

bin="$(swift build -c release --package-path "$here" --show-bin-path)"
exec "$bin/sectionize-bench" --package-root "$root" "$@"
