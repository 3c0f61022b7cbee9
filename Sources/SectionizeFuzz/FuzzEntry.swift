// SectionizeFuzz: a libFuzzer target for the whole pipeline — bytes → InputDecoder →
// IndexedCollation.sections(ofRows:) → every renderer of SectionizeCLI — checking cheap
// invariants after each step. Build and run with `.ci/fuzz`; see Fuzz/README.md.
//
// Input layout: byte 0 selects the locale, style, invalid-input policy and index-bar options
// (``FuzzSelector`` in SectionizeTestSupport); the remaining bytes are the input file.
import SectionizeKit
import SectionizeInput
import SectionizeVerification
import SectionizeTestSupport

/// libFuzzer's entry point: runs one input. Returns 0 (the input is kept in the corpus if it
/// found new coverage); a broken invariant traps, which libFuzzer reports as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func sectionizeFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size >= 1 else { return 0 }
    let selector = FuzzSelector(data[0])
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    FuzzPipeline.run(bytes, selector)
    return 0
}

/// The pipeline one input goes through.
enum FuzzPipeline {
    static func run(_ bytes: [UInt8], _ selector: FuzzSelector) {
        FuzzRecords.run(bytes, selector)
        let decoded: DecodedInput
        do {
            decoded = try InputDecoder.decode(bytes, source: "fuzz", policy: selector.policy)
        } catch {
            FuzzChecks.decodingError(error, bytes: bytes, policy: selector.policy)
            return
        }
        FuzzChecks.decoded(decoded, policy: selector.policy)
        // Exact accounting for lines (issue 21): every non-empty line of UTF-8 input is a row
        // or a reported skip (counted by InputCounts, not by the decoder).
        if !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]) {
            let skipped = decoded.skippedCount
            invariant(decoded.rows.count + skipped == InputCounts.nonEmptyLines(bytes), "lines: out + skipped = in")
        }

        let entry = FuzzIndexes.entry(selector.localeIndex, selector.style)
        let index = entry.index
        let sectioned = index.sections(ofRows: decoded.rows)
        FuzzChecks.sectioned(sectioned, invariants: entry.invariants)
        FuzzRendering.renderAll(index: index, sectioned: sectioned, selector: selector, inputSize: bytes.count)
        FuzzLiveList.run(decoded.rows, bytes: bytes, index: index)
    }
}

/// Stops the process with a message: libFuzzer saves the input as a crash.
func invariant(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() { fatalError("SectionizeFuzz invariant broken: \(message())", file: file, line: line) }
}
