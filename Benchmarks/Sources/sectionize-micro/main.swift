// sectionize-micro: the in-process costs the issue sets targets for.
//
//   sectionize-micro [NAMES_FILE]
//
// 1. Building an index: the first IndexedCollation of the process (ICU opens its data and
//    the root collation's script boundaries are found once), then one index per locale for
//    40 further locales, each built for the first time; target ≤ 1 ms per locale after the
//    first. A second build of an already-seen locale is reported too.
// 2. `section(for:)` on one thread: lookups per second over the names in NAMES_FILE (or a
//    built-in list), for the icu and uikit styles; target ≥ 5 M lookups per second per core.

#if canImport(Glibc)
import Glibc
#endif
import SectionizeKit
import SectionizeInput

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

func format(_ value: Double, _ digits: Int = 3) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return "\(rounded)"
}

let locales = [
    "de", "sv", "fr", "es", "cs", "pl", "hu", "tr", "da", "fi", "nb", "is", "lt", "lv", "et",
    "ro", "hr", "sk", "sl", "vi", "ru", "uk", "bg", "sr", "el", "he", "ar", "fa", "hi", "bn",
    "ta", "th", "ka", "hy", "am", "ja", "ko", "zh", "zh_Hant", "mn",
]

// 1. Index building.
var t0 = now()
_ = try IndexedCollation(locale: "en", style: .icu)
let first = now() - t0
var perLocale: [Double] = []
for locale in locales {
    t0 = now()
    _ = try IndexedCollation(locale: locale, style: .icu)
    perLocale.append(now() - t0)
}
t0 = now()
_ = try IndexedCollation(locale: "de", style: .icu)
let again = now() - t0
let sortedTimes = perLocale.sorted()
print(
    "index build: first (en) \(format(first * 1000)) ms; next \(locales.count) locales: median \(format(sortedTimes[sortedTimes.count / 2] * 1000)) ms, mean \(format(perLocale.reduce(0, +) / Double(perLocale.count) * 1000)) ms, max \(format(sortedTimes.last! * 1000)) ms; de again \(format(again * 1000)) ms"
)
let slowest = zip(locales, perLocale).sorted { $0.1 > $1.1 }.prefix(3).map { "\($0.0) \(format($0.1 * 1000)) ms" }
print("  slowest: \(slowest.joined(separator: ", "))")

// 2. Lookups.
var names: [String] = []
if CommandLine.arguments.count > 1, let file = fopen(CommandLine.arguments[1], "r") {
    var line: UnsafeMutablePointer<CChar>? = nil
    var capacity = 0
    while getline(&line, &capacity, file) > 0, names.count < 200_000 {
        var s = String(cString: line!)
        if s.hasSuffix("\n") { s.removeLast() }
        names.append(s)
    }
    fclose(file)
} else {
    names = ["Anna Müller", "Ärger", "Zoë", "Борис", "王伟", "さとう", "김민수", "Ωmega", "112 Notruf", "Łukasz"]
}
for style in [IndexStyle.icu, .uikit] {
    let index = try IndexedCollation(locale: "de", style: style)
    var checksum = 0
    let rounds = max(1, 1_000_000 / names.count)
    t0 = now()
    for _ in 0..<rounds {
        for name in names { checksum &+= index.section(for: name).rawValue }
    }
    let elapsed = now() - t0
    let rate = Double(rounds * names.count) / elapsed
    print("section(for:) \(style.rawValue), 1 thread: \(format(rate / 1e6, 2)) M lookups/s (\(rounds * names.count) lookups, checksum \(checksum))")
}
