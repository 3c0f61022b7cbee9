extension LocaleReport {
    /// Candidate tricky rows: for each language of `Data/corpus`, up to six names from its
    /// corpus file whose uikit section in that language differs from the root collation's
    /// (or falls under a multi-letter title), one per section, in file order; for a language
    /// with fewer than three such names, names with a non-ASCII first letter are added.
    /// Chosen once with the CLI from `Data/corpus` (see `Data/README.md`, "Report samples"),
    /// and kept as data in `Resources/report-samples.tsv`, compiled into the module.
    static let corpusSamples: [(language: String, name: String)] =
        samplePairs(PackageResources.report_samples_tsv).map { (language: $0.0, name: $0.1) }

    /// The samples of ``placements``: one row per kind of text, kept as data in
    /// `Resources/placement-samples.tsv`.
    static let placementSamples: [(what: String, sample: String)] =
        samplePairs(PackageResources.placement_samples_tsv).map { (what: $0.0, sample: $0.1) }

    /// The pairs of a sample file: one `first<TAB>second` pair per line, `#` lines are comments;
    /// everything after the first tab is the second value (it may be empty or start with spaces).
    static func samplePairs(_ bytes: [UInt8]) -> [(String, String)] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
            guard !line.hasPrefix("#"), let tab = line.firstIndex(of: "\t") else { return nil }
            return (String(line[..<tab]), String(line[line.index(after: tab)...]))
        }
    }
}
