// snippet.hide
// The Swift example number 1 of Sources/SectionizeInput/SectionizeInput.docc/SectionizeInput.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
import SectionizeKit
import SectionizeInput

let bytes = try InputReader.read(path: "contacts.vcf")
let input = try RecordReader.read(bytes, source: "contacts.vcf", format: .vcard)
let sectioned = try SectioningConfiguration(locales: ["de"]).sections(ofRecords: input.records)
