import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// `--format golden`: the result as a golden file for `sectionize verify`; its header is the
/// run's configuration (readings that were unavailable recorded as off).
struct GoldenRenderer {
    let document: SectionizeDocument
    let configuration: SectioningConfiguration
    /// For structured input: the input a golden of records names, and its flags.
    var input: GoldenInput? = nil

    func render(to out: OutputWriter) {
        if let records = document.records, let input {
            out.write(Golden(recording: records, input: input, configuration: configuration).text)
        } else {
            out.write(Golden(recording: document.sectioned, configuration: configuration).text)
        }
    }
}
