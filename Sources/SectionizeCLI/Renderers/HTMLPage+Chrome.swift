import SectionizeKit

/// The words around the list on a `--format html` page, in the list's language: the search
/// field, the row count's label, the empty and no-match states, the number of matches, and
/// the spoken name of a condensed index-bar entry.
///
/// # Where the words come from
/// Short common words as iOS and macOS show them in search fields and empty lists
/// ("Search", "No Results"), written for this table by hand and cross-checked against the
/// translations GTK 3 ships (Debian's `gtk30.mo`: msgids "Search", "No Results Found",
/// "Rows"), with CLDR's punctuation for a label and its number (French puts a no-break space
/// before the colon, Armenian uses `՝`, Khmer `៖`). Counts are never inflected: a label and a
/// number ("Treffer: 8") or a counter word ("8件") reads right for every number, so no plural
/// rules are needed; the page formats the number with `Intl.NumberFormat` for the language
/// (1,000,000; 1.000.000; ١٬٠٠٠٬٠٠٠). The table covers every language of `Data/golden`.
struct HTMLChrome: Sendable, Equatable {
    /// The BCP 47 tag the words are in (`<html lang>`, `Intl.NumberFormat`).
    var tag: String
    /// The search field's placeholder and the search entry of the bar.
    var search: String
    /// Shown when no row matches a search.
    var noResults: String
    /// Shown when the list has no rows.
    var noRows: String
    /// The label of the number of rows in the header.
    var rows: String
    /// The number of matching rows, `{n}` standing for the formatted number.
    var matches: String
    /// The number for exactly one match, where the language inflects (English only).
    var oneMatch: String? = nil
    /// A condensed bar entry's spoken name, `{a}` and `{b}` its first and last titles.
    var range: String = "{a}–{b}"
    /// The heading of a page made from standard input (without `--title`).
    var standardInput: String = "Standard input"
    /// The index bar's accessible name.
    var sectionIndex: String = "Section index"
    /// Shown when the browser runs no script.
    var needsScript: String = "This list needs JavaScript."
    /// The labels of the header's facts; `nil`: the tool's English terms, marked `lang="en"`.
    var facts: Facts? = nil

    /// The labels of the header's facts about how the list was made. Identifiers (locale IDs,
    /// option and style names, ICU and CLDR, version numbers) are not words: the page marks
    /// them `translate="no"` and shows them as they are.
    struct Facts: Sendable, Equatable {
        var locale: String
        var lettersFrom: String
        var style: String
        var index: String
        /// The number of titles of a shown bar, `{n}` the number.
        var titles: String
        /// A hidden bar: `{n}` the row count (English: "12 rows"), `{m}` the row count from
        /// which it is shown.
        var hidden: String
        /// The version labels, `{name}` standing for `ICU` or `CLDR`.
        var version: String
        /// Between the items of a list (CLDR `listPatterns`: ", " in English, "، " in Arabic).
        var listSeparator: String = ", "

        /// The tool's own terms.
        static let english = Facts(
            locale: "Locale", lettersFrom: "Letters from", style: "Style", index: "Index", titles: "{n} titles",
            hidden: "hidden ({n}, shown from {m})", version: "{name}")
    }

    /// The words for an ICU locale ID (`ja`, `zh_Hant_TW`, `sr_Latn`, `de@collation=phonebook`):
    /// the language's entry, with the script for Chinese and Serbian; English when the table
    /// has no entry.
    static func forLocale(_ id: String) -> HTMLChrome {
        let parts = id.prefix { $0 != "@" }.split(separator: "_").map(String.init)
        guard let language = parts.first?.lowercased() else { return english }
        if language == "zh" {
            let traditional = parts.contains("Hant") || (!parts.contains("Hans") && parts.contains { ["TW", "HK", "MO"].contains($0) })
            return table[traditional ? "zh_Hant" : "zh"]!
        }
        if language == "sr" && parts.contains("Latn") { return table["sr_Latn"]! }
        return table[language] ?? english
    }

    /// English, the fallback.
    static let english = HTMLChrome(
        tag: "en", search: "Search", noResults: "No Results", noRows: "No Rows", rows: "Rows",
        matches: "{n} matches", oneMatch: "1 match", range: "{a} to {b}")

    /// One entry per language (and script, for zh and sr).
    static let table: [String: HTMLChrome] = {
        // (key, search, no results, no rows, rows, matches)
        let rows: [(String, String, String, String, String, String)] = [
            ("am", "ፈልግ", "ምንም ውጤቶች የሉም", "ምንም ረድፎች የሉም", "ረድፎች", "ውጤቶች፦ {n}"),
            ("ar", "بحث", "لا توجد نتائج", "لا توجد صفوف", "الصفوف", "النتائج: {n}"),
            ("bg", "Търсене", "Няма резултати", "Няма редове", "Редове", "Резултати: {n}"),
            ("bn", "অনুসন্ধান", "কোনো ফলাফল নেই", "কোনো সারি নেই", "সারি", "ফলাফল: {n}"),
            ("cs", "Hledat", "Žádné výsledky", "Žádné řádky", "Řádky", "Výsledky: {n}"),
            ("da", "Søg", "Ingen resultater", "Ingen rækker", "Rækker", "Resultater: {n}"),
            ("de", "Suchen", "Keine Ergebnisse", "Keine Zeilen", "Zeilen", "Treffer: {n}"),
            ("el", "Αναζήτηση", "Κανένα αποτέλεσμα", "Καμία γραμμή", "Γραμμές", "Αποτελέσματα: {n}"),
            ("es", "Buscar", "Sin resultados", "Sin filas", "Filas", "Resultados: {n}"),
            ("et", "Otsi", "Tulemusi pole", "Ridu pole", "Read", "Tulemused: {n}"),
            ("fa", "جستجو", "نتیجه\u{200C}ای نیست", "ردیفی نیست", "ردیف\u{200C}ها", "نتایج: {n}"),
            ("fi", "Hae", "Ei tuloksia", "Ei rivejä", "Rivit", "Tuloksia: {n}"),
            ("fr", "Rechercher", "Aucun résultat", "Aucune ligne", "Lignes", "Résultats\u{00A0}: {n}"),
            ("he", "חיפוש", "אין תוצאות", "אין שורות", "שורות", "תוצאות: {n}"),
            ("hi", "खोजें", "कोई परिणाम नहीं", "कोई पंक्ति नहीं", "पंक्तियाँ", "परिणाम: {n}"),
            ("hr", "Traži", "Nema rezultata", "Nema redaka", "Retci", "Rezultati: {n}"),
            ("hu", "Keresés", "Nincs találat", "Nincsenek sorok", "Sorok", "Találatok: {n}"),
            ("hy", "Որոնել", "Արդյունքներ չկան", "Տողեր չկան", "Տողեր", "Արդյունքներ՝ {n}"),
            ("is", "Leita", "Engar niðurstöður", "Engar raðir", "Raðir", "Niðurstöður: {n}"),
            ("it", "Cerca", "Nessun risultato", "Nessuna riga", "Righe", "Risultati: {n}"),
            ("ja", "検索", "結果なし", "行なし", "行数", "{n}件"),
            ("ka", "ძიება", "შედეგები არ არის", "სტრიქონები არ არის", "სტრიქონები", "შედეგები: {n}"),
            ("km", "ស្វែងរក", "គ្មានលទ្ធផល", "គ្មានជួរដេក", "ជួរដេក", "លទ្ធផល៖ {n}"),
            ("ko", "검색", "결과 없음", "행 없음", "행", "결과 {n}개"),
            ("lt", "Ieškoti", "Rezultatų nėra", "Eilučių nėra", "Eilutės", "Rezultatai: {n}"),
            ("lv", "Meklēt", "Nav rezultātu", "Nav rindu", "Rindas", "Rezultāti: {n}"),
            ("mn", "Хайх", "Илэрц алга", "Мөр алга", "Мөрүүд", "Илэрц: {n}"),
            ("my", "ရှာဖွေရန်", "ရလဒ် မရှိပါ", "အတန်း မရှိပါ", "အတန်းများ", "ရလဒ် {n} ခု"),
            ("nb", "Søk", "Ingen resultater", "Ingen rader", "Rader", "Treff: {n}"),
            ("nl", "Zoek", "Geen resultaten", "Geen rijen", "Rijen", "Resultaten: {n}"),
            ("pl", "Szukaj", "Brak wyników", "Brak wierszy", "Wiersze", "Wyniki: {n}"),
            ("pt", "Buscar", "Nenhum resultado", "Nenhuma linha", "Linhas", "Resultados: {n}"),
            ("ro", "Căutați", "Niciun rezultat", "Niciun rând", "Rânduri", "Rezultate: {n}"),
            ("ru", "Поиск", "Нет результатов", "Нет строк", "Строки", "Результаты: {n}"),
            ("si", "සොයන්න", "ප්\u{200D}රතිඵල නැත", "පේළි නැත", "පේළි", "ප්\u{200D}රතිඵල: {n}"),
            ("sk", "Hľadať", "Žiadne výsledky", "Žiadne riadky", "Riadky", "Výsledky: {n}"),
            ("sr", "Претрага", "Нема резултата", "Нема редова", "Редови", "Резултати: {n}"),
            ("sr_Latn", "Pretraga", "Nema rezultata", "Nema redova", "Redovi", "Rezultati: {n}"),
            ("sv", "Sök", "Inga resultat", "Inga rader", "Rader", "Träffar: {n}"),
            ("ta", "தேடு", "முடிவுகள் இல்லை", "வரிசைகள் இல்லை", "வரிசைகள்", "முடிவுகள்: {n}"),
            ("th", "ค้นหา", "ไม่มีผลลัพธ์", "ไม่มีแถว", "แถว", "{n} รายการ"),
            ("tr", "Ara", "Sonuç yok", "Satır yok", "Satırlar", "Sonuçlar: {n}"),
            ("uk", "Пошук", "Немає результатів", "Немає рядків", "Рядки", "Результати: {n}"),
            ("vi", "Tìm kiếm", "Không có kết quả", "Không có hàng", "Hàng", "Kết quả: {n}"),
            ("zh", "搜索", "无结果", "无行", "行数", "{n} 个结果"),
            ("zh_Hant", "搜尋", "沒有結果", "沒有列", "列數", "{n} 個結果"),
        ]
        var table: [String: HTMLChrome] = [:]
        for (key, search, noResults, noRows, rowsLabel, matches) in rows {
            table[key] = HTMLChrome(
                tag: String(key.map { $0 == "_" ? "-" : $0 }), search: search, noResults: noResults, noRows: noRows,
                rows: rowsLabel, matches: matches)
        }
        table["en"] = english
        // Arabic: the whole header in Arabic (issue 32), words as Arabic software labels
        // them (اللغة language, النمط style, الفهرس index, الإصدار version), counts as a label
        // and a number so that no plural rule is needed.
        table["ar"]!.standardInput = "الإدخال القياسي"
        table["ar"]!.sectionIndex = "فهرس الأقسام"
        table["ar"]!.needsScript = "تحتاج هذه القائمة إلى تفعيل جافا سكريبت."
        table["ar"]!.facts = Facts(
            locale: "اللغة", lettersFrom: "الحروف من", style: "النمط", index: "الفهرس", titles: "العناوين: {n}",
            hidden: "مخفي (الصفوف: {n}، يظهر من {m})", version: "إصدار {name}", listSeparator: "، ")
        return table
    }()

    /// The words as the page's JSON (`data.chrome`), keys sorted.
    var json: String {
        var fields: [(String, String)] = [
            ("lang", tag), ("matches", matches), ("noResults", noResults), ("noRows", noRows), ("range", range),
            ("rows", rows), ("search", search),
        ]
        if let oneMatch { fields.insert(("oneMatch", oneMatch), at: 4) }
        return "{" + fields.map { "\"\($0.0)\":\(HTMLEscaping.scriptJSON($0.1))" }.joined(separator: ",") + "}"
    }
}
