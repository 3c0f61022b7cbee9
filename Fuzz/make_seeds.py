#!/usr/bin/env python3
"""Writes the libFuzzer seed corpus Fuzz/seeds/ (deterministic; the script is the reviewable source).

Each seed is one selector byte (see Sources/SectionizeFuzz/FuzzSelector.swift) followed by an
input file:
    bits 0-3 locale: 0 root, 1 en, 2 de, 3 sv, 4 cs, 5 es-u-co-trad, 6 ja, 7 zh, 8 zh_Hant,
             9 zh@collation=zhuyin, 10 ko, 11 ar, 12 ru, 13 th, 14 en-u-kc-true, 15 de-u-ka-shifted
    bit 4    style: 0 icu, 1 uikit
    bits 5-6 policy: 0 fail, 1 replace, 2 skip, 3 replace
    bit 7    index-bar variant (search entry, empty sections kept, condensed bar)

Run: python3 Fuzz/make_seeds.py   (rewrites Fuzz/seeds/*.bin)
"""
import os

LOCALES = ["root", "en", "de", "sv", "cs", "es-u-co-trad", "ja", "zh", "zh_Hant",
           "zh@collation=zhuyin", "ko", "ar", "ru", "th", "en-u-kc-true", "de-u-ka-shifted"]
UIKIT, FAIL, REPLACE, SKIP, BAR = 0x10, 0x00, 0x20, 0x40, 0x80


def sel(locale, *flags):
    byte = LOCALES.index(locale)
    for f in flags:
        byte |= f
    return bytes([byte])


def lines(*rows, end="\n"):
    return end.join(rows).encode("utf-8") + end.encode("utf-8")


def utf16(text, big_endian):
    return (b"\xfe\xff" + text.encode("utf-16-be")) if big_endian else (b"\xff\xfe" + text.encode("utf-16-le"))


FORMATS = ["csv", "tsv", "jsonl", "vcard"]


def record_input(data, fmt, shift_jis=False):
    """Pads `data` with line ends so that FuzzRecords reads it as `fmt` (by length mod 4) in
    UTF-8 or Shift_JIS (length divisible by 3)."""
    while len(data) % 4 != FORMATS.index(fmt) or (len(data) % 3 == 0) != shift_jis:
        data += b"\n"
    return data


SJ = lambda text: text.encode("shift_jis")

SEEDS = {
    "de-names": sel("de") + lines("Müller", "Özdemir", "Ärger", "Zoë", "Straße", "Anna", "anna", "112 Notruf"),
    "sv-names-crlf-uikit": sel("sv", UIKIT, REPLACE) + lines("Åsa", "Ängström", "Östen", "Zlatan", "Aalto", end="\r\n"),
    "cs-contraction-ch": sel("cs") + lines("Chrudim", "Cyril", "Čapek", "Hana", "Řehoř", "Šárka", "Žofie"),
    "es-traditional-ll": sel("es-u-co-trad", UIKIT) + lines("Llorente", "Luna", "Chávez", "Ñuñez", "Nora"),
    "ja-kana-kanji": sel("ja") + lines("さくら", "サクラ", "ｻｸﾗ", "山田太郎", "が", "か\u3099", "ー", "ゔ"),
    "zh-pinyin": sel("zh", BAR) + lines("王伟", "李娜", "张敏", "刘洋", "陈静", "杨", "Zhang"),
    "zh-hant-strokes": sel("zh_Hant", UIKIT) + lines("陳大文", "林", "黃", "一", "龘", "𠀋"),
    "zh-zhuyin": sel("zh@collation=zhuyin") + lines("王", "李", "ㄅ", "ㄆ", "注音"),
    "ko-hangul-jamo": sel("ko", UIKIT, BAR) + lines("김민준", "\u1100\u1161\u11a8", "ㄱ", "까치", "힣"),
    "ar-rtl": sel("ar", UIKIT) + lines("محمد", "أحمد", "\u200fعلي", "Ali", "٣"),
    "ru-cyrillic": sel("ru") + lines("Иванов", "ёлка", "Ёж", "Яна", "Coca (Cyrillic с)".replace("c", "\u0441", 1)),
    "th-thai": sel("th") + lines("สมชาย", "เกศินี", "ไก่", "กมล"),
    "bom-utf8": sel("en") + b"\xef\xbb\xbf" + lines("\ufeffAnna", "Bob", "Çelik"),
    "utf16le-bom": sel("de", REPLACE) + utf16("Müller\nÄrger\r\nZoë\r", big_endian=False),
    "utf16be-bom-uikit": sel("ja", UIKIT, REPLACE) + utf16("さくら\n山田\n😀\n", big_endian=True),
    "utf16-lone-surrogates-odd-byte": sel("root", REPLACE) + b"\xff\xfe" + b"A\x00\x00\xd8B\x00\n\x00\x00\xdc\n\x00\x3d\xd8\x00\xde\n\x00" + b"Z",
    "invalid-utf8-replace": sel("de", REPLACE) + b"A\xffB\nC\xc0\x80D\n\xed\xa0\x80E\n\xf4\x90\x80\x80\n\xe2\x82\nF\x80\xbf\n\xf5\n",
    "invalid-utf8-skip": sel("sv", SKIP) + b"ok\nbad\xfe\n\xf0\x9f\x98\nlast ok",
    "invalid-utf8-fail": sel("en", FAIL) + b"Anna\nBert\nC\xc3(\n",
    "nul-bytes": sel("cs", SKIP, BAR) + b"a\x00b\n\x00\nc\n\x00",
    "crlf-mixes": sel("en", UIKIT) + b"a\rb\r\nc\n\rd\n\n\r\r\r\ne\r\n\r\nf",
    "long-line": sel("de-u-ka-shifted", BAR) + ("Ähnlichkeit-" * 300 + "山田😀\u0301" * 50).encode("utf-8") + b"\nB\n",
    "emoji-zwj-marks-controls": sel("en-u-kc-true", BAR) + lines(
        "\U0001f468\u200d\U0001f469\u200d\U0001f467", "\U0001f1f8\U0001f1ea", "e\u0301\u0302\u0323", "\u0301",
        "\u0007bell", "\u0085nel", "\u2028ls", "\ue000pua", "\U0010fffd", "\ufdd1A", "\ufdd0\u4e00", "\u0378", "x\ty"),
    "uikit-leading-blanks": sel("de", UIKIT, BAR) + lines(" Anna", "\u200eBert", "\tCarl", "\u3000Dora", "\ufeffEmil", "  ", "#hash"),
    "selector-only": sel("zh_Hant", UIKIT, BAR),
    # Structured input (issue 19): declared charsets, a file mixing them, broken lines.
    "vcard-charsets": sel("ja", UIKIT, SKIP) + record_input(
        b"BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=SHIFT_JIS:" + SJ("山田") + b";" + SJ("太郎") + b";;;\r\n"
        + b"SOUND;X-IRMC-N;CHARSET=SHIFT_JIS:" + SJ("ﾔﾏﾀﾞ") + b";" + SJ("ﾀﾛｳ") + b";;;\r\nNOTE:caf\xc3\xa9\r\nEND:VCARD\r\n"
        + b"BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=windows-1252:Do\xeb;John;;;\r\nEND:VCARD\r\n"
        + b"BEGIN:VCARD\r\nVERSION:2.1\r\nN;ENCODING=QUOTED-PRINTABLE:Iksi=F1ski;Jan;;;\r\nEND:VCARD\r\n", "vcard"),
    "vcard-charsets-replace": sel("de", REPLACE) + record_input(
        b"BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:B=FFrg;=E3=81\nEND:VCARD\n"
        + b"BEGIN:VCARD\nN;ENCODING=8BIT;CHARSET=ISO-8859-1:M\xfcller;Hans\nEND:VCARD\n", "vcard"),
    "vcard-broken-lines": sel("de", UIKIT) + record_input(
        b"BEGIN:VCARD\nVERSION:3.0\n# comment\nN:Weber;Anna;;;\nFN\nADR;TYPE=home:;;Hauptstr. 1\nBerlin;;10115\n"
        + b"NOTE:first\rsecond\nEND:VCARD\nBEGIN:VCARD\nFN:Jos\xc3\n \xa9\nEND:VCARD\n"
        + b"BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Kowalski;Piotr=80\nEND:VCARD\n"
        + b"BEGIN:VCARD\nN;QUOTED-PRINTABLE:Nowak;Ewa=8\nBEGIN:VCARD\nFN:Inner\nEND:VCARD\nEND:VCARD\njunk\n", "vcard"),
    "vcard-shift-jis-file": sel("ja", SKIP) + record_input(
        b"BEGIN:VCARD\nN:" + SJ("佐藤") + b";" + SJ("花子") + b"\nN;CHARSET=UTF-8:\xe7\x94\xb0\nEND:VCARD\nBEGIN:VCARD\nFN:open", "vcard", shift_jis=True),
    # Issue 31: a quoted-printable soft line break right before a nested BEGIN:VCARD (and
    # before END:VCARD) must not swallow that line; every card is read or reported.
    "vcard-qp-soft-break-nested": sel("de", UIKIT) + record_input(
        b"BEGIN:VCARD\r\nVERSION:2.1\r\nN:Berg;Olga;;;\r\nNOTE;ENCODING=QUOTED-PRINTABLE:agent=\r\n"
        + b"BEGIN:VCARD\r\nVERSION:2.1\r\nN;QUOTED-PRINTABLE:Adler;Ivan=\r\nbegin:vcard\r\nFN:Deep\r\nEND:VCARD\r\n"
        + b"END:VCARD\r\nNOTE;QUOTED-PRINTABLE:tail=\r\nEND:VCARD\r\n", "vcard"),
    "vcard-qp-soft-break-nested-replace": sel("sv", REPLACE) + record_input(
        b"BEGIN:VCARD\nN;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:=C3=85berg;=\nBEGIN:VCARD\nN;QUOTED-PRINTABLE:=FF=\n"
        + b"  BEGIN:VCARD\nEND:VCARD\nFN;QUOTED-PRINTABLE:=E3=81=\nBEGIN:VCARD\nFN:x\nEND:VCARD\nEND:VCARD\n", "vcard"),
    "vcard-qp-soft-break-nested-skip": sel("en", SKIP, BAR) + record_input(
        b"BEGIN:VCARD\rNOTE;QUOTED-PRINTABLE:a=\rBEGIN:VCARD\rN;QUOTED-PRINTABLE:=80=\rBEGIN:VCARD\rFN:z\rEND:VCARD\r"
        + b"END:VCARD\rFN;QUOTED-PRINTABLE:open=\rBEGIN:VCARD\r", "vcard"),
    "csv-email-only-stray-quote": sel("en", UIKIT, SKIP) + record_input(
        b"Primary Email,Display Name\nanna@example.com,\n\"Bob\nCarl,x\n\"Dora\"x,y\nEve,z,\n", "csv"),
}


def main():
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "seeds")
    os.makedirs(out, exist_ok=True)
    for old in os.listdir(out):
        if old.endswith(".bin"):
            os.remove(os.path.join(out, old))
    for name, data in sorted(SEEDS.items()):
        with open(os.path.join(out, name + ".bin"), "wb") as f:
            f.write(data)
    print(f"wrote {len(SEEDS)} seeds to {out}")


if __name__ == "__main__":
    main()
