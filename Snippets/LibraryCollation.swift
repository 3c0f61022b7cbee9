// snippet.hide
// The Swift example number 2 of docs/library.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
import SectionizeKit
import SectionizeInput   // rows from files (InputReader, InputDecoder)

struct Contact { var name: String }
// snippet.hide
let contacts = [Contact(name: "Åsa"), Contact(name: "Ängström")]
// snippet.show

let collation = try IndexedCollation(locale: "sv")   // style: .uikit, as the CLI
collation.sectionTitles                      // ["A", …, "Z", "Å", "Ä", "Ö", "#"]
collation.section(for: "Ängström")           // CollationSection of "Ä" (collation.title(of:))
let sorted = collation.sorted(contacts, by: \.name)

// A table view's sections and index bar, in one value, from one configuration:
let configuration = SectioningConfiguration(
    locales: ["sv"], indexBarOptions: IndexBarOptions(includesSearch: true, minimumDisplayRowCount: 20))
let table = try configuration.sections(of: contacts, by: \.name)
table.displayedSections                      // the non-empty sections, what the table shows
table.collationSections                      // [IndexedSection<Contact>], one per title
let bar = table.indexBar                     // the bar beside them; it jumps to displayed sections

// ICU-exact sections, several locales, ICU's options:
let icu = try IndexedCollation(locales: ["en", "ru"], style: .icu,
                               options: IndexOptions(maxTitleCount: 99, additionalTitles: ["Sch*"]))
icu.sectionTitles.first                      // "…" (icu.sectionKinds.first == .underflow)
icu.droppedTitleCount                        // letters ICU's 99-title cap thinned out (uikit: always 0)

// ICU's addLabels(UnicodeSet), the uikit style with the native letters first, numeric order:
let extra = try IndexOptions.titles(fromUnicodeSetPattern: "[Æ{Sch*}{St*}]")
let ru = try IndexedCollation(locale: "ru", style: .uikit, options: IndexOptions(nativeScriptFirst: true))
let numbered = try SectioningConfiguration(locales: ["de"], collationPreferences: CollationPreferences(numericOrdering: true)).makeCollation()
LocaleIdentifier.collationTypes(for: "de")   // ["standard", "phonebk", "search", "emoji", "eor"]

// Big inputs: rows as bytes, no String per row, all cores.
let decoded = try InputDecoder.decode(try InputReader.read(path: "names.txt"), source: "names.txt")
let sectioned = try configuration.sections(ofRows: decoded.rows)
