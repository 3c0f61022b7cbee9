import SectionizeKit

/// `--format golden`: the result as a golden file for `sectionize verify`.
struct GoldenRenderer {
    let document: SectionizeDocument
    let configuration: GoldenConfiguration

    func render(to out: OutputWriter) {
        var configuration = configuration
        // Readings that were asked for but could not be computed were not used.
        configuration.readings = document.readingNote == "unavailable" ? .off : document.readingMode
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
