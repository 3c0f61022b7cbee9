#!/bin/sh
# Records the project's goldens with the tool itself (Data/README.md, "Goldens").
# Usage: sh Data/golden/record.sh [SECTIONIZE]   (default: swift run sectionize)
# Every golden is then reviewed by `swift test` (GoldenReviewTests): icu-style goldens
# against ICU's own AlphabeticIndex, uikit-style goldens against CLDR's index characters
# and the conventions listed in Data/README.md. Re-recording is for a new ICU/CLDR only.
set -eu
cd "$(dirname "$0")/../.."
SECTIONIZE=${1:-"swift run -c release sectionize"}
OUT=Data/golden
record() {  # record NAME CORPUS ARGS...
    name=$1; corpus=$2; shift 2
    $SECTIONIZE "Data/corpus/$corpus.txt" "$@" --readings off --format golden > "$OUT/$name.golden"
}
for corpus in am ar bg bn cs da de el es et fa fi fr he hi hr hu hy is it ja ka km ko lt lv mn my nb nl pl pt ro ru si sk sr sv ta th tr uk vi zh zh_Hant; do
    record "$corpus.uikit" "$corpus" --locale "$corpus" --style uikit
    record "$corpus.icu" "$corpus" --locale "$corpus" --style icu
done
# Collation variants users ask for (ICU 72 / CLDR 42 offer these; see `sectionize report`).
for style in uikit icu; do
    record "de-u-co-phonebk.$style" de --locale de-u-co-phonebk --style $style
    record "es-u-co-trad.$style" es --locale es-u-co-trad --style $style
    record "sv-u-co-trad.$style" sv --locale sv-u-co-trad --style $style
    record "fi-u-co-trad.$style" fi --locale fi-u-co-trad --style $style
    record "zh-u-co-stroke.$style" zh --locale zh-u-co-stroke --style $style
    record "zh-u-co-zhuyin.$style" zh --locale zh-u-co-zhuyin --style $style
    record "zh-Hant-u-co-pinyin.$style" zh_Hant --locale zh-Hant-u-co-pinyin --style $style
    record "ko-u-co-searchjl.$style" ko --locale ko-u-co-searchjl --style $style
    record "ja-u-co-unihan.$style" ja --locale ja-u-co-unihan --style $style
done
# Several locales at once, the index-bar options, and the edge cases.
record "en+ru.uikit" ru --locale en --locale ru --style uikit
record "en+ru.icu" ru --locale en --locale ru --style icu
record "sv.search-minrows-slots.uikit" sv --locale sv --search --min-rows 20 --index-slots 12 --jump after
record "cs.all-sections.uikit" cs --locale cs --all-sections
record "edge-cases.en.uikit" edge-cases --locale en --style uikit
record "edge-cases.en.icu" edge-cases --locale en --style icu
