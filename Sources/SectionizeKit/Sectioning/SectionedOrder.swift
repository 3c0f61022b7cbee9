internal import SectionizeICU
/// The result of sectioning rows: which visible bucket each row is in and the order of the
/// rows inside the buckets.
///
/// Rows are identified by their input position. `order` lists every row exactly once,
/// grouped by bucket (in bucket order) and, inside a bucket, in collation order of the
/// locale's full collator, ties kept in input order (ICU's stable record sort).
package struct SectionedOrder: Sendable {
    /// The visible bucket of each input row.
    package var bucketOfRow: [Int32]
    /// Every input row, grouped by bucket and sorted inside it.
    package var order: [Int32]
    /// For bucket `b`, its rows are `order[bucketStarts[b] ..< bucketStarts[b + 1]]`.
    package var bucketStarts: [Int]

    /// The rows of bucket `b`, in order.
    package func rows(inBucket b: Int) -> ArraySlice<Int32> {
        order[bucketStarts[b]..<bucketStarts[b + 1]]
    }
}
