import SectionizeTestSupport
import Testing
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Issue 14 item 8: three keyword settings where ICU 72 disagrees with itself, so no answer
/// can be "exactly ICU". Each test shows the disagreement with ICU's own AlphabeticIndex
/// (`Oracle`: `getBucketIndex` and the sorted records walk) and pins the answer sectionize
/// gives; the README ("Where ICU disagrees with itself") says why.
@Suite("ICU 72 disagrees with itself: the answers sectionize gives")
struct ICUSelfDisagreementTests {
    /// The label of ICU's `getBucketIndex` answer for `names[0]`, and of its records walk for
    /// `names[0]` when all of `names` are records.
    func oracleAnswers(_ locale: String, _ names: String...) throws -> (getBucketIndex: String, walk: String) {
        let buckets = try Oracle.buckets([locale])
        let direct = try Oracle.bucketIndexes([locale], names: [names[0]])[0]
        let walk = try #require(try Oracle.records([locale], names: names).first { $0.row == 0 }).bucket
        return (buckets[direct].label, buckets[walk].label)
    }

    @Test(
        "en-u-kc-true: 'ç' is in B by getBucketIndex (case level: ç < C), in C by the walk when 'C' is also a record; icu style says B, as getBucketIndex"
    )
    func caseLevel() throws {
        let id = try LocaleIdentifier.resolve("en-u-kc-true")
        let withC = try oracleAnswers(id, "ç", "C")
        #expect(withC.getBucketIndex == "B")
        #expect(withC.walk == "C")
        let alone = try oracleAnswers(id, "ç")
        #expect(alone.walk == "B", "the walk's answer depends on the other records")
        let index = try IndexedCollation(locale: "en-u-kc-true", style: .icu)
        #expect(index.title(of: index.section(for: "ç")) == "B")
        let sectioned = index.sectionedOrder(["ç", "C"])
        #expect(index.sectionTitles[Int(sectioned.bucketOfRow[0])] == "B", "the bulk path agrees with section(for:), whatever the other rows")
        // Names longer than the label are unaffected: both ICU answers are C.
        #expect(try oracleAnswers(id, "çedilla", "C") == ("C", "C"))
        #expect(index.title(of: index.section(for: "çedilla")) == "C")
    }

    @Test(
        "en-u-kc-true in uikit style: buckets ignore the case level (b under B, ç under C): every corpus row is in the section plain en gives it, by both paths"
    )
    func caseLevelUIKit() throws {
        let withCase = try IndexedCollation(locale: "en-u-kc-true", style: .uikit)
        let plain = try IndexedCollation(locale: "en", style: .uikit)
        #expect(withCase.sectionTitles == plain.sectionTitles)
        for (name, title) in [("b", "B"), ("ç", "C"), ("à", "A"), ("Bob", "B")] {
            #expect(withCase.title(of: withCase.section(for: name)) == title, "\(name)")
        }
        let rows = try Corpus.allRows() + ["b", "ç", "à", "a", "B", "z"]
        let ours = withCase.sectionedOrder(rows), reference = plain.sectionedOrder(rows)
        var mismatches: [String] = []
        for i in rows.indices {
            let bulk = Int(ours.bucketOfRow[i])
            if bulk != Int(reference.bucketOfRow[i]) || withCase.section(for: rows[i]).rawValue != bulk {
                mismatches.append(rows[i])
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        // Inside a section the case level still orders: lower case first (CLDR default).
        #expect(withCase.sorted(["Bob", "bob"]) == ["bob", "Bob"])
    }

    @Test(
        "en-u-ka-shifted-kv-space: U+00A0 is ignorable in ICU's sort keys but not in its strcoll (ICU-21992); sectionize follows the keys: NBSP+b under B"
    )
    func noBreakSpace() throws {
        let id = try LocaleIdentifier.resolve("en-u-ka-shifted-kv-space")
        let icu = try oracleAnswers(id, "\u{A0}b", "b")
        #expect(icu.getBucketIndex == "…", "ICU's AlphabeticIndex compares with strcoll, where NBSP is not ignorable")
        #expect(icu.walk == "…")
        let index = try IndexedCollation(locale: "en-u-ka-shifted-kv-space", style: .icu)
        #expect(index.title(of: index.section(for: "\u{A0}b")) == "B")
        // With a plain space both agree: ignorable, so under B.
        #expect(try oracleAnswers(id, " b") == ("B", "B"))
        #expect(index.title(of: index.section(for: " b")) == "B")
        // Sections and order come from the same sort key: NBSP+b sorts with b.
        #expect(index.sorted(["c", "\u{A0}b", "a"]) == ["a", "\u{A0}b", "c"])
    }

    @Test("en-u-kr-latn-digit: digits sort after Z; ICU files them in its underflow bucket (ICU-23016), sectionize in the bucket after Z")
    func reorderedDigits() throws {
        let id = try LocaleIdentifier.resolve("en-u-kr-latn-digit")
        let buckets = try Oracle.buckets([id])
        #expect(try Oracle.bucketIndexes([id], names: ["1"])[0] == 0, "ICU: the underflow bucket, before A")
        let index = try IndexedCollation(locale: "en-u-kr-latn-digit", style: .icu)
        #expect(index.icuBuckets == buckets, "the labels are ICU's")
        #expect(index.section(for: "1").rawValue == index.sectionTitles.count - 1, "sectionize: the overflow bucket after Z")
        #expect(index.kind(of: index.section(for: "1")) == .overflow)
        #expect(index.sorted(["1", "Zebra", "Apple"]) == ["Apple", "Zebra", "1"], "as the collation orders them")
        let uikit = try IndexedCollation(locale: "en-u-kr-latn-digit", style: .uikit)
        #expect(uikit.title(of: uikit.section(for: "2Pac")) == "#")
        // Without the reorder nothing changes: digits are in ICU's underflow bucket.
        #expect(try IndexedCollation(locale: "en", style: .icu).section(for: "1").rawValue == 0)
    }
}
