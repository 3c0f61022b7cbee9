import Foundation
import SectionizeKit
import SectionizeInput
import SectionizeVerification
import SectionizeTestSupport
import Testing

extension Slow {
    /// The JSON index and the condensed bar over the whole corpus in several locales
    /// (``FormatTests`` checks the formats on small inputs).
    @Suite("Output formats over the whole corpus")
    struct FormatCorpusTests {
        @Test(
            "JSON: counts add up to rowCount; sectionForTitle is -1 for {search}, else a valid index into sections",
            arguments: LocaleTables.endToEndCorpus, [["--search"], ["--jump", "after"], ["--style", "icu", "--search"]] as [[String]])
        func jsonIndexConsistency(locale: String, extra: [String]) throws {
            let result = try run(["--locale", locale, "--format", "json"] + extra + Corpus.paths)
            #expect(result.status == 0)
            let document = try JSONDocument(result.stdout)
            #expect(document.counts.reduce(0, +) == document.rowCount)
            #expect(document.counts.count == document.titles.count)
            #expect(document.sectionForTitle.count == document.titles.count)
            if extra.contains("--search") {
                #expect(document.titles.first == IndexBar.searchTitle)
                #expect(document.counts.first == 0)
            } else {
                #expect(!document.titles.contains(IndexBar.searchTitle))
            }
            for (i, title) in document.titles.enumerated() {
                let target = document.sectionForTitle[i]
                if title == IndexBar.searchTitle {
                    #expect(target == -1)
                } else {
                    #expect(document.sections.indices.contains(target), "\(title) → \(target)")
                    if document.counts[i] > 0 {
                        #expect(document.sectionTitles[target] == title, "a non-empty title goes to its own section")
                    }
                }
            }
            // Without --all-sections only the non-empty sections are printed, in title order.
            #expect(document.sectionTitles == document.titles.indices.filter { document.counts[$0] > 0 }.map { document.titles[$0] })
            // (A row is a string, or an object where a reading placed it: README › JSON schema.)
            #expect(document.sections.allSatisfy { !($0["rows"] as? [Any] ?? []).isEmpty })
        }

        @Test(
            "--index-slots 9 condenses the bar to at most 9 entries, {search} first and # last (as iOS does)",
            arguments: LocaleTables.endToEndCorpus)
        func condensedBar(locale: String) throws {
            let result = try run(["--locale", locale, "--format", "json", "--search", "--index-slots", "9"] + Corpus.paths)
            let document = try JSONDocument(result.stdout)
            let condensed = try #require(document.condensed)
            let titles = try #require(condensed["titles"] as? [String])
            let targets = try #require(condensed["sectionForTitle"] as? [Int])
            #expect(document.titles.count > 9)
            #expect(titles.count <= 9 && titles.count >= 3)
            #expect(titles.first == IndexBar.searchTitle)
            #expect(titles.last == "#")
            #expect(targets.count == titles.count)
            #expect(targets.first == -1)
            #expect(targets.dropFirst().allSatisfy { document.sections.indices.contains($0) })
            // Every kept title is a title of the full bar; the others are bullets.
            #expect(titles.allSatisfy { $0 == IndexBar.bullet || document.titles.contains($0) })
            let text = try run(["--locale", locale, "--search", "--index-slots", "9"] + Corpus.paths).stdout.text
            #expect(text.contains("\nIndex (\(titles.count) of \(document.titles.count) entries): \(titles.joined(separator: " "))\n"))
        }
    }
}
