// snippet.hide
// The Swift example number 4 of docs/library.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
// snippet.hide
import SectionizeKit
import SectionizeInput

let decoded = try InputDecoder.decode(Array("山田 太郎\n".utf8), source: "names.txt")
// snippet.show
struct Person { var name: String; var yomi: String? }   // yomi: the phone's phonetic name
// snippet.hide
let persons = [Person(name: "山田 太郎", yomi: nil), Person(name: "佐藤 花子", yomi: "さとう はなこ")]
// snippet.show

let ja = SectioningConfiguration(locales: ["ja"], readingMode: .auto)
// Given readings win; the others are computed with readingMode: .auto (uikit's default; an
// explicit .auto fails when MeCab is missing); with .off only the carried readings count.
let people = try ja.sections(of: persons, by: \.name, reading: \.yomi)
// Fast path: rows as bytes, readings computed on all cores.
let read = try ja.sections(ofRows: decoded.rows)
read.reading(ofRow: 0)                       // "やまだ たろう" for 山田 太郎
read.readingSource                           // "MeCab 0.996, dictionary ipadic-utf8 (…)"
// Providers on their own (any thread):
try JapaneseReadings().reading(of: "佐藤 花子")   // "さとう はなこ"
try ChineseReadings().reading(of: "曾国藩")       // "zēng guó fān"
