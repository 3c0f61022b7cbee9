// snippet.hide
// The Swift example number 2 of Sources/SectionizeKit/SectionizeKit.docc/SectioningAList.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
// snippet.hide
import SectionizeKit
import SectionizeInput

let configuration = SectioningConfiguration(locales: ["de"])
// snippet.show
let bytes = try InputReader.read(path: "names.txt")
let decoded = try InputDecoder.decode(bytes, source: "names.txt")
let sectioned = try configuration.sections(ofRows: decoded.rows)
for s in sectioned.nonEmptySections {
    let rows = sectioned.rowIndexes(in: s).map { sectioned.rows[$0] }
    print(sectioned.title(of: s), rows)
}
