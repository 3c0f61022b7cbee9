import SectionizeKit

/// `--format golden`: the result as a golden file for `sectionize verify`.
struct GoldenRenderer {
    let document: SectionizeDocument
    let configuration: GoldenConfiguration

    func render(to out: OutputWriter) {
        out.write(Golden(recording: document.sectioned, configuration: configuration).text)
    }
}

extension SectionCommand {
    /// The options of this run that decide the result, as a golden records them.
    var goldenConfiguration: GoldenConfiguration {
        GoldenConfiguration(locales: index.resolvedLocales().ids, style: index.style, numericOrdering: index.numeric,
                            indexOptions: (try? index.indexOptions()) ?? IndexOptions(), indexBar: bar.options,
                            indexSlots: bar.indexSlots)
    }
}
