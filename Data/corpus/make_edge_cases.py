#!/usr/bin/env python3
"""Write Data/corpus/edge-cases.txt deterministically.

The edge-case corpus contains invisible and non-printing characters
(zero-width spaces, BOMs, bidi marks, decomposed sequences, ...). Those are
hard to review in the text file itself, so this script is the reviewable
source of truth: every entry is written with explicit \\u escapes where it
matters. Do not edit edge-cases.txt by hand; edit GROUPS below and re-run:

    python3 Data/corpus/make_edge_cases.py            # writes edge-cases.txt
    python3 Data/corpus/make_edge_cases.py --ranges   # prints line ranges per group

Output: UTF-8, LF line ends, one entry per line, no blank lines, no BOM at the
start of the file. Entries never contain line separators (LF, CR, VT, FF, NEL,
U+2028, U+2029). Entries are written verbatim (no normalization).
Python 3 standard library only.
"""

import os
import sys

# (group id, short description, entries). Order is the file order.
GROUPS = [
    ("nfc-nfd", "Canonically equivalent pairs: precomposed (NFC) then decomposed (NFD) or other equivalent spellings", [
        "\u00c4rger",                      # Ärger, precomposed U+00C4
        "A\u0308rger",                     # Ärger, A + COMBINING DIAERESIS
        "\u00d1u\u00f1ez",                 # Ñuñez precomposed
        "N\u0303un\u0303ez",               # Ñuñez decomposed
        "\u00d1\u00fa\u00f1ez",            # Ñúñez precomposed
        "N\u0303u\u0301n\u0303ez",         # Ñúñez decomposed
        "\u00c5sa",                        # Åsa precomposed U+00C5
        "A\u030asa",                       # Åsa, A + COMBINING RING ABOVE
        "\u212bsa",                        # Åsa with U+212B ANGSTROM SIGN (NFC -> U+00C5)
        "\ud55c\uc9c0\ubbfc",              # 한지민, Hangul syllables
        "\u1112\u1161\u11ab\u110c\u1175\u1106\u1175\u11ab",  # 한지민 as conjoining jamo
        "\ud55c",                          # 한 syllable U+D55C
        "\u1112\u1161\u11ab",              # 한 conjoining jamo L V T
        "Nguy\u1ec5n",                     # Nguyễn precomposed
        "Nguye\u0302\u0303n",              # Nguyễn decomposed (e + circumflex + tilde)
        "\u1ec7",                          # ệ precomposed
        "e\u0323\u0302",                   # ệ NFD order (dot below, circumflex)
        "e\u0302\u0323",                   # ệ non-canonical mark order (canonically equivalent)
        "M\u00fcller",                     # Müller precomposed
        "Mu\u0308ller",                    # Müller decomposed
        "\u0130stanbul",                   # İstanbul precomposed U+0130
        "I\u0307stanbul",                  # İstanbul I + COMBINING DOT ABOVE
        "\u00c5ngstr\u00f6m",              # Ångström precomposed
        "A\u030angstro\u0308m",            # Ångström decomposed
    ]),
    ("digits", "Entries starting with digits of several kinds", [
        "2Pac",
        "007 Agent",
        "112 Notruf",
        "1",
        "2",
        "10",
        "10 Downing Street",
        "9 Lives",
        "0815 Meier",
        "\u0663 Arabic-Indic digit",       # ٣
        "\u0661\u0662 \u0634\u0627\u0631\u0639",  # ١٢ شارع
        "\u06f4 Extended Arabic-Indic digit",  # ۴
        "\u096a \u091a\u093e\u0930",       # ४ चार (Devanagari digit)
        "\uff11\uff12\uff13",              # １２３ full-width
        "\uff11\uff12\uff13 Fullwidth",
        "\u00b2 Superscript two",          # ²
        "\u216b Roman twelve",             # Ⅻ
        "\u2460 Circled one",              # ①
        "3\u00bd Half",                    # 3½
    ]),
    ("symbols", "Entries starting with punctuation and symbols", [
        "@home",
        "#hashtag",
        "-dash",
        "(Paren)",
        "'quote",
        "\"Dq\"",
        "_underscore",
        "&Co",
        "*star",
        "!bang",
        "+49 Anna",
        "\u2026ellipsis",                  # …
        "\u00abGuillemet\u00bb",           # «Guillemet»
        "\u201cCurly\u201d",               # “Curly”
        "\u2019Apostrophe",                # ’
        "$Dollar",
        "\u20acuro",                       # €uro
        "/slash",
        "[Bracket]",
        "~tilde",
        ".dot",
    ]),
    ("emoji", "Emoji alone, emoji plus name, ZWJ sequence, flag, modifiers", [
        "\U0001f600",                      # 😀
        "\U0001f600 Smiley Sam",
        "Anna \U0001f382",                 # Anna 🎂
        "\U0001f468\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466 Family",  # 👨‍👩‍👧‍👦
        "\U0001f468\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466",
        "\U0001f1e9\U0001f1ea Deutschland",  # 🇩🇪
        "\U0001f1ef\U0001f1f5",            # 🇯🇵
        "\u2764\ufe0f Love",               # ❤️ with VS16
        "\u2764 Love",                     # ❤ without VS16
        "\U0001f44d\U0001f3fd Thumbs",     # 👍🏽 skin tone modifier
        "\U0001f3e0 Home",                 # 🏠
        "\u260e\ufe0f Phone",              # ☎️
    ]),
    ("mixed-script", "Strings mixing scripts (incl. RTL with LTR)", [
        "\u041c\u043e\u0441\u043a\u0432\u0430 Moscow",  # Москва Moscow
        "Moscow \u041c\u043e\u0441\u043a\u0432\u0430",
        "\u6771\u4eac Tokyo",              # 東京 Tokyo
        "\u03a9mega",                      # Ωmega
        "Alpha \u03a9mega",
        "J\u00fcrgen \u042e\u0440\u0433\u0435\u043d",  # Jürgen Юрген
        "Paris \u041f\u0430\u0440\u0438\u0436",  # Paris Париж
        "\ud55c\uad6d Korea",              # 한국 Korea
        "Anna \u05d0\u05e0\u05d4",         # Anna אנה
        "\u05d0\u05e0\u05d4 Anna",         # אנה Anna
        "\u0645\u062d\u0645\u062f Mohammed",  # محمد Mohammed
        "Co\u0441a",                       # "Coca" with Cyrillic с (U+0441), a homoglyph
        "\u0391lpha",                      # "Alpha" with Greek Α (U+0391)
    ]),
    ("cjk", "Han: unified, compatibility ideographs, Extension B, Kangxi radical", [
        "\u738b",                          # 王
        "\u674e\u5c0f\u9f8d",              # 李小龍
        "\uf900",                          # 豈 CJK COMPATIBILITY IDEOGRAPH-F900 (NFC -> U+8C48)
        "\u8c48",                          # 豈 unified U+8C48
        "\uf91d\u5b50",                    # 欄子 with compatibility U+F91D (NFC -> U+6B04)
        "\U0002000b",                      # 𠀋 CJK Extension B
        "\U00020bb7\u91ce\u5bb6",          # 𠮷野家 (Extension B)
        "\u5409\u91ce\u5bb6",              # 吉野家
        "\u2f00",                          # ⼀ KANGXI RADICAL ONE (NFKC -> 一)
        "\u3007",                          # 〇 ideographic number zero
        "\u4f50\u3005\u6728",              # 佐々木 with iteration mark 々
    ]),
    ("hangul", "Hangul: syllables, conjoining jamo, compatibility jamo, halfwidth jamo, old Hangul", [
        "\uac00",                          # 가 syllable
        "\u1100\u1161",                    # 가 conjoining jamo
        "\u3131",                          # ㄱ compatibility jamo
        "\u3132",                          # ㄲ compatibility jamo
        "\uffa1",                          # ﾡ halfwidth kiyeok
        "\u3131\u3134\u3137",              # ㄱㄴㄷ
        "\u314e\u314e",                    # ㅎㅎ
        "\u1100\u119e",                    # old Hangul ᄀᆞ (arae-a), no precomposed syllable
        "\uae40\ubbfc\uc900",              # 김민준
        "\uae4c\uce58",                    # 까치 (tense initial)
        "\ud7a3",                          # 힣 last syllable
    ]),
    ("kana", "Kana: hiragana, katakana, halfwidth, small kana, long vowel, voiced vs unvoiced", [
        "\u3072\u3089\u304c\u306a",        # ひらがな
        "\u30ab\u30bf\u30ab\u30ca",        # カタカナ
        "\uff76\uff80\uff76\uff85",        # ｶﾀｶﾅ halfwidth
        "\u3041",                          # ぁ small a
        "\u3042",                          # あ
        "\u30a1",                          # ァ small katakana a
        "\u30a2",                          # ア
        "\u30fc",                          # ー long vowel mark
        "\u30e9\u30fc\u30e1\u30f3",        # ラーメン
        "\u304c",                          # が
        "\u304b",                          # か
        "\u30ac",                          # ガ
        "\u30ab",                          # カ
        "\u304b\u3099",                    # か + combining dakuten (NFC -> が)
        "\uff76\uff9e",                    # ｶﾞ halfwidth ka + halfwidth dakuten
        "\u3094",                          # ゔ
        "\u30f4",                          # ヴ
        "\u30f6",                          # ヶ small ke
        "\u3055\u3068\u3046",              # さとう
        "\u30b5\u30c8\u30a6",              # サトウ
    ]),
    ("leading-whitespace", "Leading (and one trailing) whitespace before/after a name", [
        " Anna",
        "  Anna",
        "\tAnna",
        "\t Anna",
        "\u00a0Anna",                      # NO-BREAK SPACE
        "\u3000Anna",                      # IDEOGRAPHIC SPACE
        "\u2003Anna",                      # EM SPACE
        "Anna ",                           # trailing space (explicit edge case)
    ]),
    ("format-chars", "Leading/inner invisible format characters", [
        "\u200bAnna",                      # ZERO WIDTH SPACE
        "\u200eAnna",                      # LEFT-TO-RIGHT MARK
        "\u200fAnna",                      # RIGHT-TO-LEFT MARK
        "\ufeffAnna",                      # BOM / ZWNBSP inside the file (not at file start)
        "\u00adAnna",                      # SOFT HYPHEN
        "\u2060Anna",                      # WORD JOINER
        "\u200dAnna",                      # ZERO WIDTH JOINER
        "\u200cAnna",                      # ZERO WIDTH NON-JOINER
        "\u202bAnna\u202c",                # RLE ... PDF
        "\u2066Anna\u2069",                # LRI ... PDI
        "An\u00adna",                      # soft hyphen inside
        "Zo\u200be",                       # zero width space inside
        "\u200b",                          # nothing but a ZWSP (empty after ignoring)
    ]),
    ("ligatures-special", "Ligatures and special letters", [
        "\u00c6sir",                       # Æsir
        "\u00e6ble",                       # æble
        "\u0152uvre",                      # Œuvre
        "Stra\u00dfe",                     # Straße
        "GRO\u1e9e",                       # GROẞ capital sharp s
        "\u0133sselmeer",                  # ĳsselmeer U+0133
        "\u0132muiden",                    # Ĳmuiden U+0132
        "IJmuiden",                        # IJ as two letters
        "\u01c6emal",                      # ǆemal U+01C6
        "\u01c5emal",                      # ǅemal U+01C5 titlecase digraph
        "\u01c4EMAL",                      # ǄEMAL U+01C4
        "D\u017eemal",                     # Džemal as two letters
        "\ufb01nn",                        # ﬁnn U+FB01
        "\ufb02orian",                     # ﬂorian U+FB02
        "\u00de\u00f3r",                   # Þór
        "\u00f0",                          # ð
        "\u014bo",                         # ŋo
        "\u0138",                          # ĸ kra
        "\u017fchön",                      # ſchön long s
        "\u00f8rsted",                     # ørsted
        "\u01c9ubica",                     # ǉubica U+01C9
    ]),
    ("contractions", "Language contractions/digraphs (Ch, Cs, Ll, Dzs, Ly, Ny, Lj, Nj, Dz)", [
        "Chris",
        "Christa",
        "Cecil",
        "Csilla",
        "Cecilia",
        "Llorenç",
        "Lluís",
        "Luis",
        "Dzsenifer",
        "Dzidek",
        "Daniel",
        "Lyuba",
        "Nyiri",
        "Ljiljana",
        "Njegoš",
        "Chalupa",
        "Hynek",
        "Cyril",
        "Gyula",
        "Zsófia",
    ]),
    ("combining-only", "Combining marks with no base (or a mark before a name)", [
        "\u0301",                          # COMBINING ACUTE alone
        "\u0308\u0301",                    # two combining marks
        "\u0301Anna",                      # mark before a name
        "\u20dd",                          # COMBINING ENCLOSING CIRCLE
        "\u0e31",                          # Thai MAI HAN-AKAT alone
        "\u093f",                          # Devanagari VOWEL SIGN I alone
        "\u3099",                          # COMBINING KATAKANA-HIRAGANA VOICED SOUND MARK
    ]),
    ("private-use", "Private-use characters", [
        "\ue000 Private",
        "\uf8ff Logo",
        "Anna\ue000",
        "\U000f0000 Plane 15",
    ]),
    ("unassigned", "Unassigned code points (as of Unicode 15)", [
        "An\u0378na",                      # U+0378 unassigned
        "\u0378",
        "Zo\u0379e",                       # U+0379 unassigned
    ]),
    ("many-diacritics", "Latin with many diacritics", [
        "\u01fa\u01fb",                    # Ǻǻ
        "\u01d5\u01d6",                    # Ǖǖ
        "\u1e68\u1e69",                    # Ṩṩ
        "\u1e08\u00e9cile",                # Ḉécile
        "\u1eaanh",                        # Ẫnh
        "Z\u0324\u0344a\u0327l\u0342g\u0308o",  # Zalgo-style stacked marks
        "\u0141\u00f3d\u017a",             # Łódź
        "\u0160\u0165astn\u00fd \u017elu\u0165ou\u010dk\u00fd k\u016f\u0148",  # Šťastný žluťoučký kůň
        "Dvo\u0159\u00e1k",                # Dvořák
        "\u014ctsuka \u016auta",           # Ōtsuka Ūta
        "A\u011fa\u00e7",                  # Ağaç
        "C\u0103t\u0103lin\u0103",         # Cătălină
        "\u0218tefan \u021a\u0103ran",     # Ștefan Țăran (comma below)
        "\u015etefan \u0162\u0103ran",     # Şţ with cedilla (legacy Romanian)
    ]),
    ("case-variants", "Case variants of one name", [
        "anna",
        "Anna",
        "ANNA",
        "aNNA",
        "\u00e4rger",                      # ärger
        "\u00c4RGER",                      # ÄRGER
        "stra\u00dfe",                     # straße
        "STRASSE",
        "istanbul",
        "\u0130stanbul",                   # İstanbul
        "ISTANBUL",
        "\u0131stanbul",                   # ıstanbul
        "\u03c3\u03bf\u03c6\u03af\u03b1",  # σοφία
        "\u03a3\u039f\u03a6\u0399\u0391",  # ΣΟΦΙΑ
    ]),
    ("duplicates", "Exact duplicates (same code points twice)", [
        "M\u00fcller",
        "M\u00fcller",
        "Anna Schmidt",
        "Anna Schmidt",
        "\u738b\u4f1f",                    # 王伟
        "\u738b\u4f1f",
    ]),
    ("very-long", "Very long names (300 code points)", [
        ("Maximilian " + "Wolfeschlegelsteinhausenbergerdorff" * 9)[:300],
        ("\u00c4" + "\u00e4\u00f6\u00fc\u00df" * 75)[:300],
        ("\u738b" * 300),
    ]),
    ("single-letters", "Single letters", [
        "A", "Z", "\u00c5", "\u00d6", "\u00d1", "a", "z", "\u00c4", "\u00dc", "\u00d8", "\u00c6",
        "\u00df", "\u0141", "\u015e", "\u0401", "\u042f", "\u03a9", "\u05d0", "\u0627",
        "\u3042", "\u30a2", "\uac00",
    ]),
    ("han-strokes", "Han with few/many strokes (stroke-order collations)", [
        "\u4e00",                          # 一 (1 stroke)
        "\u4e01",                          # 丁 (2)
        "\u4e59",                          # 乙 (1)
        "\u4eba",                          # 人 (2)
        "\u4e8c",                          # 二 (2)
        "\u9f8d",                          # 龍 (16)
        "\u9f98",                          # 龘 (48)
        "\u9f49",                          # 齉 (36)
        "\u4e28",                          # 丨 (1)
    ]),
]

FORBIDDEN = set("\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")


def entries():
    """Yield (group_id, description, entry) in file order."""
    for gid, desc, items in GROUPS:
        for e in items:
            yield gid, desc, e


def check(all_entries):
    for gid, _, e in all_entries:
        if not e:
            raise SystemExit(f"empty entry in group {gid}")
        if FORBIDDEN & set(e):
            raise SystemExit(f"line separator inside entry in group {gid}: {e!r}")
        if not e.strip(" \t\u00a0\u3000\u2003\u200b"):
            # whitespace-only is allowed only for the lone ZWSP entry
            if e != "\u200b":
                raise SystemExit(f"blank-looking entry in group {gid}: {e!r}")


def ranges():
    out, line = [], 1
    for gid, desc, items in GROUPS:
        out.append((gid, line, line + len(items) - 1, desc))
        line += len(items)
    return out


def main(argv):
    all_entries = list(entries())
    check(all_entries)
    if "--ranges" in argv:
        for gid, a, b, desc in ranges():
            print(f"| {a}–{b} | `{gid}` | {desc} |")
        return
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "edge-cases.txt")
    data = "\n".join(e for _, _, e in all_entries) + "\n"
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    print(f"wrote {path}: {len(all_entries)} lines", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
