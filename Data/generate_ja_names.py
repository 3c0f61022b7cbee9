#!/usr/bin/env python3
"""Deterministic generator of Japanese contact names (readings benchmark).

Usage:
    python3 Data/generate_ja_names.py --rows N [--seed S] [--output FILE]

Writes N names, one per line (UTF-8, LF), to FILE or standard output. The same
--rows/--seed gives byte-identical output (random.Random(seed).random() only,
picks as pool[int(random() * len(pool))]); --rows N is a prefix of any larger N.

Pools: the family and given names of Data/readings/ja-names.tsv (265 common
family names, 50 given names, all kanji except one), so family names repeat
as in real address books. Shapes (share of rows):
    70 %  family, space, given           山田 太郎
    10 %  family, ideographic space, given  山田　太郎
    10 %  family and given, no separator  山田太郎
     5 %  family alone                    山田
     5 %  kana or Latin names (no reading needed): さくら, ヤマダ タロウ, Taro Yamada
Family names are drawn with a skew (the square of a uniform number picks the
index), so the most common names (佐藤, 鈴木, 高橋 …) come up most often.
"""

import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def pools():
    family, given = [], []
    with open(os.path.join(HERE, "readings", "ja-names.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            kind, name, readings = line.rstrip("\n").split("\t")
            if kind == "family":
                family.append((name, readings.split("|")[0]))
            elif kind == "given":
                given.append((name, readings.split("|")[0]))
    return family, given


def katakana(hiragana):
    return "".join(chr(ord(c) + 0x60) if 0x3041 <= ord(c) <= 0x3096 else c for c in hiragana)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, required=True)
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--output")
    args = parser.parse_args()
    import random
    rng = random.Random(args.seed)
    family, given = pools()
    latin = ["Taro Yamada", "Hanako Sato", "Ken Suzuki", "Yuki Tanaka", "Emi Ito"]
    out = open(args.output, "w", encoding="utf-8", newline="\n") if args.output else sys.stdout
    chunk = []
    for _ in range(args.rows):
        shape = rng.random()
        f = family[int(rng.random() ** 2 * len(family))]
        g = given[int(rng.random() * len(given))]
        if shape < 0.70:
            name = f"{f[0]} {g[0]}"
        elif shape < 0.80:
            name = f"{f[0]}\u3000{g[0]}"
        elif shape < 0.90:
            name = f"{f[0]}{g[0]}"
        elif shape < 0.95:
            name = f[0]
        else:
            k = rng.random()
            if k < 0.4:
                name = g[1]
            elif k < 0.8:
                name = f"{katakana(f[1])} {katakana(g[1])}"
            else:
                name = latin[int(rng.random() * len(latin))]
        chunk.append(name)
        if len(chunk) == 100000:
            out.write("\n".join(chunk) + "\n")
            chunk = []
    if chunk:
        out.write("\n".join(chunk) + "\n")
    if args.output:
        out.close()


if __name__ == "__main__":
    main()
