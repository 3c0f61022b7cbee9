import SectionizeTestSupport
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// `Data/readings/ja-names.tsv`: Japanese family names, given names and full names with their
/// standard kana readings (provenance in `Data/README.md`).
struct JapaneseNameCorpus {
    struct Entry {
        var kind: String
        var name: String
        /// Every accepted reading (alternatives such as やまざき|やまさき).
        var readings: [String]
    }

    let entries: [Entry]

    init() throws {
        entries = try Corpus.lines("readings/ja-names.tsv").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Entry(kind: fields[0], name: fields[1], readings: fields[2].split(separator: "|").map(String.init))
        }
    }

    func entries(_ kind: String) -> [Entry] { entries.filter { $0.kind == kind } }
}

/// Accuracy of one reading provider on the corpus.
struct JapaneseReadingScore: CustomStringConvertible {
    var familyRow = 0, familyExact = 0, familyCount = 0
    var fullRow = 0, fullExact = 0, fullCount = 0
    var givenExact = 0, givenCount = 0
    var misses: [String] = []

    /// Scores `provider`: a family name's *row* is right when its reading falls into the same
    /// section of the Japanese index as its expected reading (the kana rows あ か さ …);
    /// *exact* compares the readings with spaces removed.
    init(provider: any ReadingProvider, corpus: JapaneseNameCorpus, index: IndexedCollation) {
        func score(_ entry: JapaneseNameCorpus.Entry) -> (row: Bool, exact: Bool) {
            let got = provider.reading(of: entry.name) ?? entry.name
            let squeezed = got.filter { $0 != " " }
            let exact = entry.readings.contains { $0.filter { $0 != " " } == squeezed }
            let row = index.section(for: got) == index.section(for: entry.readings[0])
            return (row, exact)
        }
        for entry in corpus.entries("family") {
            let (row, exact) = score(entry)
            familyCount += 1
            if row { familyRow += 1 }
            if exact { familyExact += 1 } else { misses.append("\(entry.name)→\(provider.reading(of: entry.name) ?? "nil")") }
        }
        // A given name read on its own as the given-name part of a name (what follows a separator).
        var reader = provider.makeReader()
        for entry in corpus.entries("given") {
            let got = reader.reading(ofPart: entry.name, role: .given) ?? entry.name
            givenCount += 1
            if entry.readings.contains(got) { givenExact += 1 } else { misses.append("\(entry.name)→\(got)") }
        }
        for entry in corpus.entries("full") {
            let (row, exact) = score(entry)
            fullCount += 1
            if row { fullRow += 1 }
            if exact { fullExact += 1 } else { misses.append("\(entry.name)→\(provider.reading(of: entry.name) ?? "nil")") }
        }
    }

    static func percent(_ n: Int, _ d: Int) -> String {
        let tenths = (n * 1000 + d / 2) / max(1, d)
        return "\(tenths / 10).\(tenths % 10)% (\(n)/\(d))"
    }

    var description: String {
        "family row \(Self.percent(familyRow, familyCount)), family exact \(Self.percent(familyExact, familyCount)), full row \(Self.percent(fullRow, fullCount)), full exact \(Self.percent(fullExact, fullCount)), given exact \(Self.percent(givenExact, givenCount))"
    }
}
