import ICUOracle
@testable import SectionizeKit
@testable import SectionizeInput
@testable import SectionizeVerification
@testable import SectionizeICU

/// Swift access to ICU's own `AlphabeticIndex` (the `ICUOracle` C++ target): the reference
/// every differential test compares with.
enum Oracle {
    /// ICU's visible buckets for `locales` (ICU IDs; the first is primary).
    static func buckets(_ locales: [String], maxTitleCount: Int = 0, extraLabels: [String] = []) throws -> [IndexBucket] {
        var status: Int32 = 0
        let text = withCStrings(locales) { locs in
            withExtra(extraLabels) { extra in icu_oracle_labels(locs, Int32(locales.count), Int32(maxTitleCount), extra, &status) }
        }
        guard let text else { throw OracleError(code: status) }
        defer { icu_oracle_free(text) }
        return String(cString: text).split(separator: "\n", omittingEmptySubsequences: true).map { line in
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            return IndexBucket(label: String(parts[1]), kind: SectionKind(rawValue: Int(parts[0])!)!)
        }
    }

    /// ICU's bucket index (`ImmutableIndex::getBucketIndex`) for each name.
    static func bucketIndexes(_ locales: [String], names: [String], maxTitleCount: Int = 0, extraLabels: [String] = []) throws -> [Int] {
        var out = [Int32](repeating: -1, count: names.count)
        let status = withCStrings(locales) { locs in
            withUTF8Array(names) { pointers, lengths in
                withExtra(extraLabels) { extra in
                    icu_oracle_bucket_indexes(
                        locs, Int32(locales.count), Int32(maxTitleCount), extra, pointers, lengths,
                        Int32(names.count), &out)
                }
            }
        }
        if status != 0 { throw OracleError(code: status) }
        return out.map(Int.init)
    }

    /// ICU's records walk: (bucket, input index) in the order ICU returns records.
    static func records(_ locales: [String], names: [String], maxTitleCount: Int = 0, extraLabels: [String] = []) throws -> [(bucket: Int, row: Int)]
    {
        var buckets = [Int32](repeating: -1, count: names.count)
        var rows = [Int32](repeating: -1, count: names.count)
        let status = withCStrings(locales) { locs in
            withUTF8Array(names) { pointers, lengths in
                withExtra(extraLabels) { extra in
                    icu_oracle_records(
                        locs, Int32(locales.count), Int32(maxTitleCount), extra, pointers, lengths,
                        Int32(names.count), &buckets, &rows)
                }
            }
        }
        if status != 0 { throw OracleError(code: status) }
        return zip(buckets, rows).map { (Int($0), Int($1)) }
    }

    /// For each label, the number of its collation elements with a primary weight above the
    /// variable top, from a walk of ICU's `CollationElementIterator` at primary strength (as
    /// `AlphabeticIndex::hasMultiplePrimaryWeights` walks them).
    static func primaryCounts(locale: String, labels: [[UInt16]]) throws -> [Int] {
        var out = [Int32](repeating: -1, count: labels.count)
        let buffers = labels.map { label in
            let p = UnsafeMutablePointer<UInt16>.allocate(capacity: max(1, label.count))
            p.initialize(from: label, count: label.count)
            return p
        }
        defer { buffers.forEach { $0.deallocate() } }
        let pointers = buffers.map { UnsafePointer<UInt16>?($0) }
        let lengths = labels.map { Int32($0.count) }
        let status = pointers.withUnsafeBufferPointer { p in
            lengths.withUnsafeBufferPointer { l in
                icu_oracle_primary_counts(locale, p.baseAddress, l.baseAddress, Int32(labels.count), &out)
            }
        }
        if status != 0 { throw OracleError(code: status) }
        return out.map(Int.init)
    }

    struct OracleError: Error { var code: Int32 }
}

private func withExtra<R>(_ labels: [String], _ body: (UnsafePointer<CChar>?) -> R) -> R {
    if labels.isEmpty { return body(nil) }
    return labels.joined(separator: "\n").withCString { body($0) }
}

private func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let duplicated = strings.map { strdupSwift($0) }
    defer { duplicated.forEach { $0.deallocate() } }
    let pointers = duplicated.map { UnsafePointer<CChar>?($0) }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}

private func withUTF8Array<R>(
    _ strings: [String],
    _ body: (UnsafePointer<UnsafePointer<CChar>?>, UnsafePointer<Int32>) -> R
) -> R {
    let duplicated = strings.map { strdupSwift($0) }
    defer { duplicated.forEach { $0.deallocate() } }
    let pointers = duplicated.map { UnsafePointer<CChar>?($0) }
    let lengths = strings.map { Int32($0.utf8.count) }
    return pointers.withUnsafeBufferPointer { p in lengths.withUnsafeBufferPointer { body(p.baseAddress!, $0.baseAddress!) } }
}

/// A NUL-terminated copy of a string's UTF-8 bytes (embedded NULs are kept; the length is
/// passed separately where that matters).
private func strdupSwift(_ s: String) -> UnsafeMutablePointer<CChar> {
    let bytes = Array(s.utf8)
    let p = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
    for (i, b) in bytes.enumerated() { p[i] = CChar(bitPattern: b) }
    p[bytes.count] = 0
    return p
}
