// snippet.hide
// The Swift example number 1 of Sources/SectionizeKit/SectionizeKit.docc/Extensions/SectioningConfiguration.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
// snippet.hide
import SectionizeKit
// snippet.show
var configuration = SectioningConfiguration(locales: ["ja"])     // uikit style, readings on
let collation = try configuration.makeCollation()
let readings = try configuration.resolvedReadings(for: collation)        // MeCab, or a warning
configuration.readingMode = .off                                     // exactly ICU's buckets' order
