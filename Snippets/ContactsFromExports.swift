// snippet.hide
// The Swift example number 2 of Sources/SectionizeInput/SectionizeInput.docc/SectioningContacts.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
// snippet.hide
import SectionizeKit
import SectionizeInput

let style = NameStyle(locale: "ja")
let configuration = SectioningConfiguration(locales: ["ja"])
let bytes = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nN:山田;太郎;;;\r\nEND:VCARD\r\n".utf8)
// snippet.show
let input = try RecordReader.read(bytes, source: "contacts.vcf", format: .vcard)
let sectioned = try configuration.sections(ofRecords: input.records, nameStyle: style)
for s in sectioned.sectioned.nonEmptySections {
    print(sectioned.sectioned.title(of: s))
    for row in sectioned.sectioned.rowIndexes(in: s) {
        print("  " + input.records[row].displayName(style))
    }
}
