// snippet.hide
// The Swift example number 3 of docs/library.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
// snippet.hide
import SectionizeKit
import SectionizeInput

let configuration = SectioningConfiguration(locales: ["ja"])
let bytes = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:山田 太郎\r\nN:山田;太郎;;;\r\nEND:VCARD\r\n".utf8)
// snippet.show
struct Person { var name: PersonName }
let people = [Person(name: PersonName(given: "太郎", family: "山田", familyReading: "やまだ")),
              Person(name: PersonName(prefix: "Dr.", given: "Hans", family: "Schmidt"))]
let style = NameStyle(locale: "ja")                      // sort family first; display family first (ja)
let byName = try configuration.sections(of: people, by: { $0.name.sortText(style) }, reading: { $0.name.reading(style) })
people[1].name.displayName(NameStyle(locale: "de"))     // "Dr. Hans Schmidt"
people[1].name.sortText(NameStyle(locale: "de"))        // "Schmidt, Hans" (never the prefix)

// Records from exports: vCard, CSV (Google, Outlook), TSV, JSON Lines, in any encoding.
let input = try RecordReader.read(bytes, source: "contacts.vcf", format: .vcard)
let sectionedRecords = try configuration.sections(ofRecords: input.records, nameStyle: style)
