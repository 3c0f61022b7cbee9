import SectionizeTestSupport
import Testing

@testable import SectionizeKit

/// The fast path against the simple one: `SearchableSections` answers from its two bucket
/// indexes in list order (the entries of the query's most selective word, walked beside the
/// next most selective), `SectionedList.search` checks every element's keys one by one. Both
/// must give the same count, index paths and titles for every query and limit.
@Suite("Search index: the bucket indexes find exactly what checking every element finds")
struct SearchIndexDifferentialTests {
    /// Queries people type, cut from the names: a word's first 1–4 characters, two words'
    /// beginnings (in either order), a whole word, three words, and words no name has.
    static func queries(from names: [String], count: Int, seed: UInt64) -> [String] {
        var random = SplitMix(state: seed)
        func words(_ name: String) -> [String] {
            name.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "-" || $0 == "." }).map(String.init)
        }
        var out = ["", "qxz", "a", "ma mü", "m m"]
        while out.count < count {
            let ws = words(names[Int(random.next() % UInt64(names.count))])
            guard let w = ws.first else { continue }
            switch random.next() % 6 {
            case 0, 1: out.append(String(w.prefix(1 + Int(random.next() % 4))))
            case 2:
                guard ws.count >= 2 else { continue }
                out.append("\(ws[1].prefix(1 + Int(random.next() % 3))) \(w.prefix(1 + Int(random.next() % 3)))")
            case 3: out.append(ws[Int(random.next() % UInt64(ws.count))])
            case 4:
                guard ws.count >= 3 else { continue }
                out.append(ws.map { String($0.prefix(2)) }.joined(separator: " "))
            default: out.append(String(w.prefix(1 + Int(random.next() % 2))) + " " + String(w.prefix(1)))
            }
        }
        return out
    }

    @Test(
        "Corpus names, repeated past the parallel threshold (8,192 rows): the same results from both paths",
        arguments: ["de", "sv", "ja", "zh", "ko"])
    func corpus(_ locale: String) throws {
        let base = try Corpus.allRows()
        // Past 8,192 rows the keys are built by several workers and scattered into list order.
        let names = (0..<12_000).map { i in
            i < base.count ? base[i] : "\(base[i % base.count]) \(["Ann", "Öberg", "Mü", "李", "김"][i % 5])"
        }
        let configuration = SectioningConfiguration(locales: [LocaleIdentifier(locale)])
        let indices = Array(names.indices)
        let searchable = try configuration.searchableSections(of: indices, by: { names[$0] })
        let list = try SectionedList(indices, id: { $0 }, text: { names[$0] }, configuration: configuration)
        var found = 0
        for query in Self.queries(from: names, count: 150, seed: 29) {
            for limit in [nil, 0, 3] as [Int?] {
                let fast = searchable.search(query, limit: limit)
                let simple = list.search(query, limit: limit)
                #expect(fast == simple, "'\(query)' limit \(String(describing: limit)): \(fast.count) vs \(simple.count)")
                found += fast.count
            }
        }
        #expect(found > 1_000, "the queries find names (\(found))")
    }

    /// Two-word queries whose words' buckets differ a thousandfold (one word in every name,
    /// the other in one name of 997), the same word twice, and words past four letters: the
    /// index answers these from its entries' group masks, galloping through the long bucket.
    /// The counts are also checked against the rule worked out on the names' words
    /// (docs/search.md: every query word begins a different word of the name; the names are
    /// ASCII, so primary strength is case-blind comparison).
    @Test("Two words, one in a thousandth of the names: the same results as checking every element, and the rule's counts")
    func twoWordsOfVeryDifferentBuckets() throws {
        let common = ["Anna", "Andreas", "Anton", "Berta"]
        let names = (0..<24_000).map { i in
            "\(common[i % 4]) \(common[(i / 4) % 4])" + (i % 997 == 0 ? " Zoltan" : "") + (i % 5_000 == 1 ? " Zoltanus" : "")
        }
        let configuration = SectioningConfiguration(locales: ["de"])
        let indices = Array(names.indices)
        let searchable = try configuration.searchableSections(of: indices, by: { names[$0] })
        let list = try SectionedList(indices, id: { $0 }, text: { names[$0] }, configuration: configuration)
        func ruleCount(_ query: String) -> Int {
            let q = query.lowercased().split(separator: " ").map(String.init)
            return names.filter { name in
                let w = name.lowercased().split(separator: " ").map(String.init)
                return w.indices.contains { i in
                    w[i].hasPrefix(q[0]) && w.indices.contains { j in j != i && w[j].hasPrefix(q[1]) }
                }
            }.count
        }
        let queries = [
            "a zo", "zo a", "zolt anton", "zoltan anton", "zoltanu a", "an an", "anna anna", "b zoltan", "ber ber", "a b",
            "andrea zoltanus", "zo zo", "zoltan zoltanus", "antonx a",
        ]
        var found = 0
        for query in queries {
            for limit in [nil, 0, 3] as [Int?] {
                let fast = searchable.search(query, limit: limit)
                let simple = list.search(query, limit: limit)
                #expect(fast == simple, "'\(query)' limit \(String(describing: limit)): \(fast.count) vs \(simple.count)")
                #expect(fast.count == ruleCount(query), "'\(query)': \(fast.count), the rule says \(ruleCount(query))")
                found += fast.count
            }
        }
        // Worked out by hand: 25 names have Zoltan (i = 0, 997, ..., 23,928), all but two with
        // an A-word (i = 2,991 and 18,943 are "Berta Berta Zoltan": i % 16 == 15); 5 have
        // Zoltanus (i = 1, 5,001, ..., 20,001), each with an A-word. No name has both.
        #expect(ruleCount("a zo") == 28 && ruleCount("zo zo") == 0 && ruleCount("zoltan zoltanus") == 0)
        #expect(ruleCount("anna anna") == 1_500, "i % 16 == 0: Anna Anna")
        #expect(found > 10_000, "the queries find names (\(found))")
    }
}
