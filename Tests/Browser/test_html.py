#!/usr/bin/env python3
"""Browser tests of `sectionize --format html` (issue 13), in headless Chromium via Selenium.

Each test generates a page with the built binary, loads it from a file:// URL, and drives it
with real clicks, drags and key presses (WebDriver input actions, which Chromium receives as
trusted pointer and keyboard events). Expected values come from the tool's own JSON output of
the same input (`--format json`, `--index-slots N`), from the hand-checked search cases in
search-cases.json (which the Swift tests also check against the library and ICU's
StringSearch), or from the input itself.

Run: python3 Tests/Browser/test_html.py   (or .ci/browser, which installs what is missing)
Environment: SECTIONIZE (binary, default .build/debug/sectionize), CHROMIUM, CHROMEDRIVER,
BROWSER_ARTIFACTS (screenshots and measurements, default browser-artifacts/, not committed).
"""

import json
import os
import subprocess
import sys
import tempfile
import time
import unittest
from pathlib import Path

from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

os.environ.setdefault("SE_OFFLINE", "true")  # never let Selenium Manager download anything
ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("SECTIONIZE", ROOT / ".build" / "debug" / "sectionize"))
ARTIFACTS = Path(os.environ.get("BROWSER_ARTIFACTS", ROOT / "browser-artifacts"))
WORK = Path(tempfile.mkdtemp(prefix="sectionize-browser-"))
SAMPLE = ROOT / "Data" / "samples" / "contacts-de.txt"
SEARCH_H = 52  # --search-h in the page's CSS: section headers stick below the search bar
SLOT_H = 16    # --slot-h: one index-bar entry
# Five sections of 12 rows each (A, D, M, Z, #): tall enough that every section but the last
# two can scroll to the top of a 600 px window, so a jump to the wrong section shows.
SPARSE_ROWS = [f"{name} {n:02}" for name in ("Anna", "Dora", "Max", "Zoë", "112 Notruf") for n in range(1, 13)]
INJECTION_ROWS = [
    "<img src=x onerror=alert(1)>",
    "</script><script>alert(2)</script>",
    "&amp; &lt; & \"double\" 'single'",
    "line\u2028separator\u2029paragraph",
    "<!-- comment --> ]]> <b>bold</b>",
    "\\u003c/script\\u003e",
]

driver = None
measurements = {}


def sectionize(args, rows=None, stdin_file=None):
    """Runs the binary; rows (a list) go to standard input."""
    data = None if rows is None else ("\n".join(rows) + "\n").encode("utf-8")
    env = dict(os.environ, LC_ALL="C")
    result = subprocess.run([str(BINARY), *map(str, args)], input=data, capture_output=True, env=env, check=False)
    if result.returncode != 0:
        raise AssertionError(f"sectionize {args} failed ({result.returncode}): {result.stderr.decode()}")
    return result.stdout


def make_page(name, args, rows=None):
    """Writes `sectionize ARGS --format html` to WORK/name.html; returns its file:// URL."""
    path = WORK / f"{name}.html"
    path.write_bytes(sectionize([*args, "--format", "html"], rows))
    return path.as_uri()


def tool_json(args, rows=None):
    return json.loads(sectionize([*args, "--format", "json"], rows))


def tool_search(args, rows, queries):
    """`sectionize search - QUERY... --format json` on the same rows: each query's matching
    rows' display texts, in list order (the tool's answer the page must equal)."""
    out = sectionize(["search", "-", *queries, *args, "--format", "json"], rows).decode("utf-8")
    answers = [json.loads(line) for line in out.splitlines() if line.strip()]
    assert [a["query"] for a in answers] == list(queries), answers
    return {a["query"]: [m["display"] for m in a["matches"]] for a in answers}


def open_page(url, width=420, height=900):
    """Loads a page in a viewport of exactly width × height CSS pixels."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    driver.get(url)
    ready = driver.execute_script("return document.documentElement.dataset.ready")
    assert ready == "true", "the page's script did not finish"


def bar_titles():
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#index button')).map(b => b.dataset.title)")


def expected_bar_titles(args, rows=None):
    """The tool's bar for the page's slot count: the full bar, or `--index-slots N`'s."""
    full = tool_json(args, rows)["index"]["titles"]
    slots = int(driver.find_element(By.ID, "index").get_attribute("data-slots"))
    if slots >= len(full):
        return full
    return tool_json([*args, "--index-slots", slots], rows)["index"]["condensed"]["titles"]


def bar_buttons():
    return driver.find_elements(By.CSS_SELECTOR, "#index button")


def section_top(index):
    return driver.execute_script(
        "const s = document.getElementById('section-' + arguments[0]); return s ? s.getBoundingClientRect().top : null",
        index)


def assert_section_at_top(test, index, what):
    """Section `index` sits right below the search bar, or the page is scrolled to its end
    with the section in view (a short last section cannot reach the top)."""
    top = section_top(index)
    test.assertIsNotNone(top, f"{what}: no section {index}")
    at_end = driver.execute_script(
        "return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1")
    inner = driver.execute_script("return window.innerHeight")
    if abs(top - SEARCH_H) > 1.5:
        test.assertTrue(at_end and SEARCH_H <= top < inner, f"{what}: section {index} top at {top}px")
    # No other section is the one at the top.
    others = driver.execute_script("""
        return Array.from(document.querySelectorAll('section.sec'))
          .filter(s => Math.abs(s.getBoundingClientRect().top - arguments[0]) <= 1.5)
          .map(s => Number(s.dataset.section))""", SEARCH_H)
    test.assertTrue(others in ([], [index]), f"{what}: sections at the top {others}, expected {index}")


def shown_rows():
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#list .row > span')).map(s => s.textContent)")


def screenshot(name):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(ARTIFACTS / f"{name}.png"))


class IndexBarTests(unittest.TestCase):
    def test_bar_titles_equal_the_json_titles(self):
        args = [SAMPLE, "--locale", "de", "--search"]
        open_page(make_page("de-search", args), height=1000)
        expected = tool_json(args)["index"]["titles"]
        self.assertEqual(bar_titles(), expected)
        nav = driver.find_element(By.CSS_SELECTOR, "nav#index")
        self.assertEqual(nav.get_attribute("aria-label"), "Section index")
        self.assertTrue(nav.is_displayed())
        buttons = bar_buttons()
        self.assertEqual(buttons[0].get_attribute("aria-label"), "Suchen", "the German page's word (iOS de: Suchen)")
        self.assertEqual(len(buttons[0].find_elements(By.TAG_NAME, "svg")), 1, "{search} is drawn as a glass")
        self.assertEqual([b.text for b in buttons[1:]], expected[1:])

    def test_clicking_a_title_scrolls_to_the_json_section(self):
        for jump in ("before", "after"):
            args = ["--locale", "de", "--search", "--jump", jump]
            open_page(make_page(f"sparse-{jump}", args, SPARSE_ROWS), height=600)
            index = tool_json(args, SPARSE_ROWS)["index"]
            self.assertEqual(bar_titles(), index["titles"])
            for k in range(1, len(index["titles"])):
                driver.execute_script("window.scrollTo(0, 0)")
                bar_buttons()[k].click()
                assert_section_at_top(self, index["sectionForTitle"][k], f"--jump {jump}, title {index['titles'][k]}")
        # Sticky: 200 px into section A, its header still sits below the search bar, which sits at the top.
        bar_buttons()[1].click()
        driver.execute_script("window.scrollBy(0, 200)")
        tops = driver.execute_script("""return {section: document.getElementById('section-0').getBoundingClientRect().top,
            header: document.getElementById('title-0').getBoundingClientRect().top,
            search: document.querySelector('.searchbar').getBoundingClientRect().top}""")
        self.assertLess(tops["section"], SEARCH_H - 100)
        self.assertEqual((round(tops["header"]), round(tops["search"])), (SEARCH_H, 0))

    def test_dragging_along_the_bar_jumps_to_the_title_under_the_pointer(self):
        args = ["--locale", "de", "--search", "--jump", "after"]
        open_page(make_page("sparse-after", args, SPARSE_ROWS), height=600)
        index = tool_json(args, SPARSE_ROWS)["index"]
        buttons = bar_buttons()
        for target in (5, 14, 26):  # E → M, N → Z, Z
            ActionChains(driver).click_and_hold(buttons[1]).move_to_element(buttons[target]).release().perform()
            assert_section_at_top(self, index["sectionForTitle"][target], f"drag to {index['titles'][target]}")

    def test_keyboard_moves_along_the_bar(self):
        args = [SAMPLE, "--locale", "de", "--search"]
        open_page(make_page("de-search", args), height=900)
        index = tool_json(args)["index"]
        driver.find_element(By.ID, "search").click()
        ActionChains(driver).send_keys(Keys.TAB).perform()
        focused = driver.switch_to.active_element
        self.assertEqual(focused.get_attribute("data-title"), "{search}")
        ActionChains(driver).send_keys(Keys.ARROW_DOWN, Keys.ARROW_DOWN, Keys.ARROW_DOWN).perform()
        focused = driver.switch_to.active_element
        self.assertEqual(focused.get_attribute("data-title"), "C")
        self.assertEqual(focused.get_attribute("tabindex"), "0")
        assert_section_at_top(self, index["sectionForTitle"][3], "ArrowDown to C")
        ActionChains(driver).send_keys(Keys.END).perform()
        self.assertEqual(driver.switch_to.active_element.get_attribute("data-title"), "#")
        ActionChains(driver).send_keys(Keys.HOME, Keys.ARROW_DOWN, Keys.ARROW_UP, Keys.ENTER).perform()
        self.assertEqual(driver.switch_to.active_element.get_attribute("id"), "search", "Enter on {search}")

    def test_small_window_shows_the_librarys_condensed_bar(self):
        args = [SAMPLE, "--locale", "de", "--search"]
        url = make_page("de-search", args)
        full = tool_json(args)["index"]["titles"]
        # Consecutive slot counts (16, 17) and a larger one: the rule gives the same bar for an
        # even run share and the odd one below it, so both parities are needed to tell n from n - 1.
        for height in (316, 332, 420):
            open_page(url, height=height)
            nav = driver.find_element(By.ID, "index")
            slots = int(nav.get_attribute("data-slots"))
            inner = driver.execute_script("return window.innerHeight")
            self.assertEqual(slots, (inner - SEARCH_H - 8) // SLOT_H, "slots that fit the window")
            self.assertLess(slots, len(full))
            condensed = tool_json([*args, "--index-slots", slots])["index"]["condensed"]
            self.assertEqual(bar_titles(), condensed["titles"], f"height {height}, {slots} slots")
            self.assertIn("\u2022", bar_titles())
            for b in bar_buttons():
                rect = b.rect
                self.assertGreaterEqual(rect["y"], SEARCH_H - 1)
                self.assertLessEqual(rect["y"] + rect["height"], inner + 0.5, "every entry is inside the window")
            bullet = bar_titles().index("\u2022")
            self.assertRegex(bar_buttons()[bullet].get_attribute("aria-label"), r"^\S+–\S+$", "first–last title covered")
            bar_buttons()[bullet].click()
            assert_section_at_top(self, condensed["sectionForTitle"][bullet], f"bullet at {bullet}")
            screenshot(f"de-condensed-420x{height}")

    def test_min_rows_above_the_row_count_hides_the_bar(self):
        rows = tool_json([SAMPLE, "--locale", "de"])["rowCount"]
        open_page(make_page("de-min-hidden", [SAMPLE, "--locale", "de", "--min-rows", rows + 1]))
        self.assertFalse(driver.find_element(By.ID, "index").is_displayed())
        self.assertEqual(bar_buttons(), [])
        self.assertIn("hidden", driver.find_element(By.CSS_SELECTOR, "dd[data-key=index]").text)
        open_page(make_page("de-min-shown", [SAMPLE, "--locale", "de", "--min-rows", rows]))
        self.assertTrue(driver.find_element(By.ID, "index").is_displayed())

    def test_right_to_left_puts_the_bar_on_the_left(self):
        ar = ROOT / "Data" / "corpus" / "ar.txt"
        open_page(make_page("ar", [ar, "--locale", "ar", "--search"]), width=600, height=900)
        self.assertEqual(driver.execute_script("return document.documentElement.dir"), "rtl")
        nav = driver.find_element(By.ID, "index").rect
        self.assertLess(nav["x"], 10, "bar on the left edge")
        self.assertEqual(driver.execute_script("return getComputedStyle(document.getElementById('list')).direction"), "rtl")
        header = driver.find_element(By.CSS_SELECTOR, ".hdr").rect
        self.assertGreater(header["x"] + header["width"], 600 - 30, "the list fills from the right")
        self.assertEqual(bar_titles(), expected_bar_titles([ar, "--locale", "ar", "--search"]))
        open_page(make_page("de-search", [SAMPLE, "--locale", "de", "--search"]), width=600)
        self.assertEqual(driver.execute_script("return document.documentElement.dir"), "ltr")
        nav = driver.find_element(By.ID, "index").rect
        self.assertGreater(nav["x"], 600 - 60, "bar on the right edge for a left-to-right locale")


class SearchTests(unittest.TestCase):
    def test_glass_focuses_the_search_field(self):
        open_page(make_page("de-search", [SAMPLE, "--locale", "de", "--search"]), height=600)
        driver.execute_script("window.scrollTo(0, 1500)")
        bar_buttons()[0].click()
        self.assertEqual(driver.switch_to.active_element.get_attribute("id"), "search")
        self.assertEqual(driver.execute_script("return window.scrollY"), 0)

    def type_query(self, text):
        field = driver.find_element(By.ID, "search")
        field.clear()
        field.send_keys(text)
        return shown_rows()

    def test_filtering_keeps_exactly_the_rows_the_tool_matches(self):
        # The shared cases' rows and queries; the expected rows are `sectionize search`'s
        # (the page follows its word-prefix rules, docs/search.md).
        cases = json.loads((Path(__file__).parent / "search-cases.json").read_text(encoding="utf-8"))["cases"]
        self.assertGreaterEqual(len(cases), 8)
        for n, case in enumerate(cases):
            args = ["--locale", case["locale"], "--search"]
            open_page(make_page(f"search-{n}", args, case["rows"]))
            self.assertEqual(sorted(shown_rows()), sorted(case["rows"]))
            bar_buttons()[0].click()
            ActionChains(driver).send_keys(case["query"]).perform()
            order = [r["display"] for s in tool_json(args, case["rows"])["sections"] for r in s["rows"]]
            expected = tool_search(args, case["rows"], [case["query"]])[case["query"]]
            self.assertEqual(shown_rows(), expected, f"{case['locale']} '{case['query']}'")
            self.assertFalse(driver.find_element(By.ID, "index").is_displayed(), "bar hidden while searching")
            ActionChains(driver).send_keys(Keys.ESCAPE).perform()
            self.assertEqual(shown_rows(), order, "Escape clears the search")

    # Issue 29 item 5: the page finds what `sectionize search` finds, in de, sv, pl, tr, ja,
    # zh and ko, from the keys the tool wrote. Rows and queries pick each rule of
    # docs/search.md: German accents, Swedish/Polish/Turkish letters of their own, Japanese
    # readings (kana, katakana, half width, romaji), Chinese pinyin and initials, Korean
    # chosung and given names. The last element of each entry: queries that must find rows
    # (hand-checked in docs/search.md), so that "both find nothing" cannot pass them.
    # This is the page's leg of the search composition: CompositionTests.swift runs under
    # `swift test`, where no browser is driven.
    DIFFERENTIAL = {
        "de": (["Jürgen Müller", "Anna Müller", "Mueller, Hans", "Österreich Bank", "Straße 5", "Zoë Ärger",
                "Hermann Ottmar", "Otto Weiß"],
               ["mul", "ju mü", "mü ju", "mü mü", "o", "erm", "STRASSE", "weiss", "zo ar", "Ｍｕｌ", "mu\u0308l"],
               ["mul", "ju mü", "o", "weiss"]),
        "sv": (["Östen Berg", "Olle Ek", "Åsa Lind", "Anders Ångström", "Ängel Ö"], ["o", "ö", "a", "å", "ang", "OE", "ä ö"],
               ["o", "ö", "å"]),
        "pl": (["Łukasz Nowak", "Lucyna Lis", "Ćwik Ewa", "Cezary Żak", "Świętosław Sęk"],
               ["l", "ł", "lu", "c", "ć", "ż", "z", "s", "ś"], ["l", "ł", "ż"]),
        "tr": (["İlker Yılmaz", "Ilgaz Işık", "ismail Çelik", "ılık Cem"], ["i", "ı", "I", "İ", "il", "c", "ç", "yi"],
               ["i", "ı", "ç"]),
        "ja": (["山田太郎", "山本 花子", "やまもと", "ヤマダ", "鈴木一郎", "田中 太郎", "Smith"],
               ["yama", "やま", "ヤマ", "ﾔﾏ", "たろう", "taro", "山田", "yamada tarou", "suzu", "YAMA", "smi"],
               ["yama", "やま", "ヤマ", "ﾔﾏ", "taro"]),
        "zh": (["曾国藩", "张伟", "欧阳修", "刘凤英", "王芳", "张伟明", "欧文"],
               ["zgf", "zhangwei", "ouyang", "cgf", "fy", "凤英", "zeng", "zw", "ly", "liufe", "ZGF"],
               ["zgf", "zhangwei", "ouyang", "凤英"]),
        "ko": (["김민수", "김미정", "이민준", "남궁민수", "박지성", "김 민재", "조민지"],
               ["ㄱㅁㅈ", "ㄱㅁㅅ", "김미", "ㄱㅅ", "민수", "ㅁㅅ", "궁민", "ㅁㅈ", "김 ㅁ"], ["ㄱㅁㅈ", "ㄱㅁㅅ", "김미", "민수"]),
    }

    def test_the_page_finds_what_sectionize_search_finds(self):
        for locale, (rows, queries, finding) in self.DIFFERENTIAL.items():
            args = ["--locale", locale, "--search"]
            open_page(make_page(f"differential-{locale}", args, rows))
            expected = tool_search(args, rows, queries)
            for query in queries:
                self.assertEqual(self.type_query(query), expected[query], f"{locale} '{query}'")
                if query in finding:
                    self.assertTrue(expected[query], f"{locale} '{query}' finds rows (docs/search.md)")

    def test_a_reading_finds_the_row_it_placed(self):
        # iOS Contacts finds 山田 by its reading; the page searches the reading that placed
        # each row (the JSON's {"display", "reading"} rows) as well as the row's text.
        rows = ["山田太郎", "鈴木一郎", "やまもと", "Smith"]
        args = ["--locale", "ja", "--search"]
        open_page(make_page("ja-readings", args, rows))
        readings = {r["display"]: r["reading"] for s in tool_json(args, rows)["sections"] for r in s["rows"] if r.get("reading")}
        self.assertEqual(readings["山田太郎"][:3], "やまだ", "MeCab's reading of 山田 (hand-checked)")
        driver.find_element(By.ID, "search").send_keys("やまだ")
        self.assertEqual(shown_rows(), ["山田太郎"])
        driver.find_element(By.ID, "search").clear()
        driver.find_element(By.ID, "search").send_keys("やま")
        self.assertEqual(sorted(shown_rows()), sorted(["山田太郎", "やまもと"]))
        driver.find_element(By.ID, "search").clear()
        driver.find_element(By.ID, "search").send_keys("山田")
        self.assertEqual(shown_rows(), ["山田太郎"], "the row's own text still matches")
        driver.find_element(By.ID, "search").clear()
        driver.find_element(By.ID, "search").send_keys("yamada")
        self.assertEqual(shown_rows(), ["山田太郎"], "romaji of the reading (Hepburn: yamada)")
        # Chinese: the surname reading's pinyin without tones (曾 as a surname is Zēng).
        zh_rows = ["曾国藩", "张伟", "王芳"]
        open_page(make_page("zh-readings", ["--locale", "zh", "--search"], zh_rows))
        driver.find_element(By.ID, "search").send_keys("zeng")
        self.assertEqual(shown_rows(), ["曾国藩"])

    def test_a_query_with_no_match_says_so(self):
        open_page(make_page("de-search", [SAMPLE, "--locale", "de", "--search"]))
        driver.find_element(By.ID, "search").send_keys("qqqxyz")
        self.assertEqual(shown_rows(), [])
        self.assertEqual(driver.find_element(By.ID, "status").text, "Keine Ergebnisse", "German (iOS de: Keine Ergebnisse)")


class SafetyTests(unittest.TestCase):
    def test_injection_rows_stay_inert_and_verbatim(self):
        named = WORK / "x<b>y&z.txt"
        named.write_text("\n".join(INJECTION_ROWS) + "\n", encoding="utf-8")
        open_page(make_page("injection", [named, "--locale", "en", "--search"]))
        try:
            alert = driver.switch_to.alert.text
            self.fail(f"an alert ran: {alert}")
        except NoAlertPresentException:
            pass
        counts = driver.execute_script("""return {img: document.querySelectorAll('img').length,
            script: document.scripts.length, b: document.querySelectorAll('b').length,
            comments: document.createNodeIterator(document, NodeFilter.SHOW_COMMENT).nextNode() === null}""")
        self.assertEqual(counts, {"img": 0, "script": 2, "b": 0, "comments": True})
        self.assertEqual(sorted(shown_rows()), sorted(INJECTION_ROWS))
        self.assertEqual(driver.find_element(By.TAG_NAME, "h1").text, "x<b>y&z.txt")
        self.assertTrue(driver.title.startswith("x<b>y&z.txt"))
        driver.find_element(By.ID, "search").send_keys("<img")
        self.assertEqual(shown_rows(), ["<img src=x onerror=alert(1)>"])
        self.assertEqual(driver.execute_script("return document.querySelectorAll('img').length"), 0)

    def test_an_adversarys_title_stays_text(self):
        # Issue 32 item 7: --title names the page; a title is input like a row.
        evil = "</title><script>alert(3)</script><img src=x onerror=alert(4)> & 'q' \"d\""
        open_page(make_page("evil-title", ["--locale", "de", "--search", "--title", evil], ["Anna", "Bernd"]))
        try:
            alert = driver.switch_to.alert.text
            self.fail(f"an alert ran: {alert}")
        except NoAlertPresentException:
            pass
        self.assertEqual(driver.find_element(By.TAG_NAME, "h1").text, evil)
        self.assertEqual(driver.title, evil + " — sectionize")
        self.assertEqual(driver.execute_script("return [document.scripts.length, document.querySelectorAll('img').length]"), [2, 0])
        self.assertEqual(sorted(shown_rows()), ["Anna", "Bernd"])

    def test_the_page_loads_nothing_from_anywhere(self):
        open_page(make_page("de-search", [SAMPLE, "--locale", "de", "--search"]))
        self.assertEqual(driver.execute_script("return performance.getEntriesByType('resource').length"), 0)
        self.assertEqual(driver.execute_script(
            "return document.querySelectorAll('[src], link[href], [srcset], object, iframe, embed').length"), 0)
        csp = driver.find_element(By.CSS_SELECTOR, "meta[http-equiv='Content-Security-Policy']").get_attribute("content")
        self.assertIn("default-src 'none'", csp)

    def test_dark_mode_follows_the_system(self):
        url = make_page("de-search", [SAMPLE, "--locale", "de", "--search"])
        background = "return getComputedStyle(document.documentElement).backgroundColor"
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        try:
            open_page(url, width=390, height=700)
            self.assertEqual(driver.execute_script(background), "rgb(0, 0, 0)")
            screenshot("de-dark-390x700")
        finally:
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
        open_page(url)
        self.assertEqual(driver.execute_script(background), "rgb(255, 255, 255)")


class ScaleTests(unittest.TestCase):
    def test_100k_rows_stay_responsive(self):
        names = WORK / "names-100k.txt"
        subprocess.run([sys.executable, str(ROOT / "Data" / "generate_names.py"), "--rows", "100000",
                        "--output", str(names)], check=True)
        args = [names, "--locale", "de", "--search"]
        started = time.perf_counter()
        url = make_page("names-100k", args)
        measurements["100k: sectionize --format html (s)"] = round(time.perf_counter() - started, 3)
        measurements["100k: page size (MiB)"] = round((WORK / "names-100k.html").stat().st_size / 2**20, 2)
        index = tool_json(args)["index"]
        started = time.perf_counter()
        open_page(url, height=900)
        measurements["100k: driver.get until ready (s)"] = round(time.perf_counter() - started, 3)
        timing = driver.execute_script("""
            const nav = performance.getEntriesByType('navigation')[0];
            const paint = performance.getEntriesByName('first-contentful-paint')[0];
            const ready = performance.getEntriesByName('sectionize-ready')[0];
            return {ready: ready.startTime, fcp: paint ? paint.startTime : null,
                    rows: document.querySelectorAll('.row').length, nodes: document.getElementsByTagName('*').length}""")
        measurements["100k: script ready after navigation start (ms)"] = round(timing["ready"])
        measurements["100k: first contentful paint (ms)"] = timing["fcp"] and round(timing["fcp"])
        measurements["100k: row elements after load"] = timing["rows"]
        measurements["100k: elements after load"] = timing["nodes"]
        self.assertLess(timing["rows"], 3000, "rows are rendered lazily")
        # Jump to the last title (#) with a real click and wait for its rows to be filled in.
        k = len(index["titles"]) - 1
        first = tool_json(args)["sections"][index["sectionForTitle"][k]]["rows"][0]["display"]
        started = time.perf_counter()
        bar_buttons()[k].click()
        assert_section_at_top(self, index["sectionForTitle"][k], "100k: #")
        filled = driver.execute_script("""
            return new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => {
              const s = document.getElementById('section-' + arguments[0]);
              done(s.querySelector('.row > span') ? s.querySelector('.row > span').textContent : null); })))""",
            index["sectionForTitle"][k])
        measurements["100k: click # until rows painted (s, incl. WebDriver)"] = round(time.perf_counter() - started, 3)
        self.assertEqual(filled, first, "the jumped-to section's rows are rendered")
        self.assertLess(driver.execute_script("return document.querySelectorAll('.row').length"), 5000)
        started = time.perf_counter()
        driver.find_element(By.ID, "search").send_keys("mül")
        status = driver.find_element(By.ID, "status").text
        measurements["100k: type 'mül' until filtered (s, incl. WebDriver)"] = round(time.perf_counter() - started, 3)
        self.assertRegex(status, r"^Treffer: \d{1,3}(\.\d{3})*$", "German label, digits grouped with '.'")


class PageSizeTests(unittest.TestCase):
    def test_twenty_row_pages_carry_only_what_their_rows_need(self):
        # Issue 32 item 7: a 20-row Korean page was 272 KB against German's 28 KB (the folding
        # table held every Korean exemplar, 11,172 syllables).
        sizes = {}
        for locale, corpus in (("de", SAMPLE), ("ko", ROOT / "Data" / "corpus" / "ko.txt"),
                               ("ja", ROOT / "Data" / "corpus" / "ja.txt"), ("zh", ROOT / "Data" / "corpus" / "zh.txt")):
            rows = corpus.read_text(encoding="utf-8").splitlines()[:20]
            url = make_page(f"twenty-{locale}", ["--locale", locale, "--search"], rows)
            sizes[locale] = (WORK / f"twenty-{locale}.html").stat().st_size
            measurements[f"20 rows, {locale}: page size (bytes)"] = sizes[locale]
            open_page(url)
            self.assertEqual(len(shown_rows()), 20)
        self.assertLess(sizes["ko"], 40_000)
        self.assertLess(sizes["ko"], sizes["de"] * 1.5)


class ChromeTests(unittest.TestCase):
    """Issue 22: the words around the list follow the list's language (they were English on
    every page), counts are grouped by the language's rules, and the list keeps a readable
    width on a desktop. Expected words are iOS's (ja 検索, 結果なし; ar بحث, لا توجد نتائج; de
    Suchen, Keine Ergebnisse); grouping is CLDR's (en and ja ',' , de '.')."""

    def chrome_words(self):
        return driver.execute_script("""
            return {lang: document.documentElement.lang, dir: document.documentElement.dir,
                    placeholder: document.getElementById('search').placeholder,
                    rowsLabel: document.querySelector('#config dd[data-key="rows"]').previousElementSibling.textContent,
                    rows: document.querySelector('#config dd[data-key="rows"]').textContent}""")

    def search(self, text):
        field = driver.find_element(By.ID, "search")
        field.clear()
        field.send_keys(text)
        return driver.find_element(By.ID, "status").text

    def test_a_japanese_list_has_japanese_chrome(self):
        open_page(make_page("ja-chrome", [ROOT / "Data" / "corpus" / "ja.txt", "--locale", "ja", "--search"]))
        words = self.chrome_words()
        self.assertEqual((words["lang"], words["dir"], words["placeholder"], words["rowsLabel"]), ("ja", "ltr", "検索", "行数"))
        self.assertEqual(bar_buttons()[0].get_attribute("aria-label"), "検索")
        self.assertEqual(self.search("qqqxyz"), "結果なし")
        screenshot("ja-chrome-no-results")
        self.assertRegex(self.search("山"), r"^\d+件$")
        screenshot("ja-chrome-matches")

    def test_an_arabic_list_has_arabic_chrome_right_to_left(self):
        open_page(make_page("ar-chrome", [ROOT / "Data" / "corpus" / "ar.txt", "--locale", "ar", "--search"]))
        words = self.chrome_words()
        self.assertEqual((words["lang"], words["dir"], words["placeholder"], words["rowsLabel"]), ("ar", "rtl", "بحث", "الصفوف"))
        self.assertEqual(self.search("qqqxyz"), "لا توجد نتائج")
        self.assertTrue(self.search("م").startswith("النتائج: "))
        # Right to left: the bar is on the left of the list.
        nav = driver.find_element(By.ID, "index")
        self.search("")
        self.assertLess(nav.rect["x"], driver.find_element(By.ID, "list").rect["width"] / 2)

    def test_the_arabic_header_is_arabic_and_keeps_each_fact_on_one_line(self):
        # Issue 32 item 7: the Arabic page's chrome fully in Arabic and not wrapping. Words are
        # the visible header text, the field's placeholder and the bar's name; identifiers
        # (locale ID, flag, style, ICU, CLDR: translate="no") and the title (the input's name)
        # are not words.
        ar = ROOT / "Data" / "corpus" / "ar.txt"
        open_page(make_page("ar-header", [ar, "--locale", "ar", "--search", "--title", "جهات الاتصال"]), width=390, height=844)
        words = driver.execute_script("""
            const header = document.querySelector('header').cloneNode(true);
            for (const e of header.querySelectorAll('[translate="no"], h1')) e.remove();
            return [header.innerText, document.getElementById('search').placeholder,
                    document.getElementById('index').getAttribute('aria-label'),
                    document.querySelector('#index button').getAttribute('aria-label')]""")
        for text in words:
            self.assertNotRegex(text, "[A-Za-z]", f"Latin in the Arabic chrome: {words}")
        self.assertIn("النمط", words[0])
        self.assertEqual(words[2], "فهرس الأقسام")
        self.assertEqual(driver.find_element(By.TAG_NAME, "h1").text, "جهات الاتصال")
        lines = driver.execute_script("""
            return Array.from(document.querySelectorAll('#config > div')).map(d => {
              const lh = parseFloat(getComputedStyle(d).lineHeight) || 17;
              return [d.innerText, d.getBoundingClientRect().height / lh]; })""")
        for text, height in lines:
            self.assertLess(height, 1.6, f"'{text}' wraps ({height:.2f} lines)")
        screenshot("ar-header-390x844")

    def test_counts_are_grouped_by_the_language(self):
        rows = [f"Anna {i:05}" for i in range(12345)]
        for locale, total, matches in (("en", "12,345", "12,345 matches"), ("de", "12.345", "Treffer: 12.345"),
                                       ("ja", "12,345", "12,345件")):
            open_page(make_page(f"{locale}-grouping", ["--locale", locale], rows))
            self.assertEqual(self.chrome_words()["rows"], total, locale)
            self.assertEqual(self.search("anna"), matches, locale)
            self.assertEqual(self.search("anna 00001"), "1 match" if locale == "en" else
                             {"de": "Treffer: 1", "ja": "1件"}[locale], locale)

    def test_the_list_keeps_a_readable_width_on_a_desktop(self):
        open_page(make_page("de-wide", [SAMPLE, "--locale", "de", "--search"]), width=1280, height=900)
        root_px = driver.execute_script("return parseFloat(getComputedStyle(document.documentElement).fontSize)")
        body = driver.find_element(By.TAG_NAME, "body").rect
        self.assertLessEqual(body["width"], 40 * root_px + 0.5, "at most 40rem")
        self.assertAlmostEqual(body["x"], (1280 - body["width"]) / 2, delta=1, msg="centred")
        nav = driver.find_element(By.ID, "index").rect
        self.assertAlmostEqual(nav["x"] + nav["width"], body["x"] + body["width"], delta=1,
                               msg="the bar sits at the list's trailing edge, not the window's")
        screenshot("de-1280x900")


class ScreenshotTests(unittest.TestCase):
    def test_screenshots_of_de_ja_ar_at_two_sizes(self):
        pages = {
            "de": make_page("de-search", [SAMPLE, "--locale", "de", "--search"]),
            "ja": make_page("ja", [ROOT / "Data" / "corpus" / "ja.txt", "--locale", "ja", "--search"]),
            "ar": make_page("ar", [ROOT / "Data" / "corpus" / "ar.txt", "--locale", "ar", "--search"]),
        }
        for name, url in pages.items():
            for width, height in ((390, 844), (1024, 480)):
                open_page(url, width=width, height=height)
                screenshot(f"{name}-{width}x{height}")
                self.assertTrue((ARTIFACTS / f"{name}-{width}x{height}.png").stat().st_size > 1000)


def start_browser():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--force-device-scale-factor=1", "--hide-scrollbars", "--lang=en-US",
                 "--no-first-run", "--disable-extensions", "--disable-background-networking",
                 "--proxy-server=127.0.0.1:9", "--host-resolver-rules=MAP * ~NOTFOUND"):
        options.add_argument(flag)
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    browser = webdriver.Chrome(options=options, service=service)
    browser.set_window_rect(width=1280, height=1400)
    return browser


def main():
    global driver
    if not BINARY.exists():
        print(f"browser: {BINARY} is missing; run swift build first", file=sys.stderr)
        return 2
    driver = start_browser()
    started = time.perf_counter()
    try:
        suite = unittest.defaultTestLoader.loadTestsFromModule(sys.modules[__name__])
        if len(sys.argv) > 1:
            suite = unittest.defaultTestLoader.loadTestsFromNames(sys.argv[1:], sys.modules[__name__])
        result = unittest.TextTestRunner(verbosity=2, stream=sys.stdout).run(suite)
    finally:
        driver.quit()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "measurements.json").write_text(json.dumps(measurements, indent=2, ensure_ascii=False) + "\n")
    for key, value in measurements.items():
        print(f"browser: {key}: {value}")
    print(f"browser: artefacts in {ARTIFACTS}, {time.perf_counter() - started:.1f} s")
    failed = len(result.failures) + len(result.errors)
    print(f"browser: {result.testsRun - failed} passed, {failed} failed")
    return 0 if result.wasSuccessful() and result.testsRun > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
