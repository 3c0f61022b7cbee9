import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// `--format golden`: the result as a golden file for `sectionize verify`; its header is the
/// run's configuration (readings that were unavailable recorded as off).
struct GoldenRenderer {
    let document: SectionizeDocument
    let configuration: SectioningConfiguration

    func render(to out: OutputWriter) {
        out.write(Golden(recording: document.sectioned, configuration: configuration).text)
    }
}
