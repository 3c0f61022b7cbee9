internal import SectionizeICU
import Dispatch

/// Sections rows with one sort key per row: no pairwise collator comparison of rows.
///
/// Each row gets one full sort key from the locale's collator, written into a contiguous
/// arena. The primary part of that key (the bytes before the first 0x01 level separator)
/// decides the bucket by binary search over the buckets' boundary keys; the whole key orders
/// the rows inside their bucket, ties broken by input position. Keys are computed and
/// buckets sorted on all cores.
///
/// When the collator has the case level on, the primary part of a full key would also
/// compare case, so a separate primary-strength key decides the bucket instead.
struct Sectioner: Sendable {
    /// The index the rows are sectioned by.
    let engine: IndexEngine

    /// For each visible bucket of `engine`, the section it belongs to; `nil` when sections
    /// are the buckets themselves (ICU style).
    var sectionOfBucket: [Int32]? = nil

    /// The number of sections.
    var sectionCount: Int

    /// Whether leading white space and format characters are skipped (uikit style).
    var trimsLeadingBlanks: Bool = false

    /// How many pieces the work is cut into; more pieces than cores keeps cores busy.
    var parallelism: Int = Sectioner.defaultParallelism

    /// The number of active processors, at least 1.
    static let defaultParallelism: Int = max(1, sysconfCPUCount())

    /// Sections `count` rows whose UTF-16 text `text(i, &buffer)` writes into `buffer`
    /// (which arrives empty, with capacity kept from earlier rows).
    func section(count: Int, text: @Sendable (Int, inout [UInt16]) -> Void) -> SectionedOrder {
        section(count: count, readings: nil, text: text).order
    }

    /// Sections `count` rows as ``section(count:text:)`` does; with a reading plan, each row's
    /// section and order come first from its reading (see ``ReadingPlan``), and the readings
    /// used are returned too.
    func section(
        count: Int, readings plan: ReadingPlan?,
        text: @Sendable (Int, inout [UInt16]) -> Void
    ) -> (order: SectionedOrder, readings: RowReadings?) {
        let arena = keyedArena(count: count, readings: plan, text: text)
        return (arena.sectionedOrder(bucketCount: sectionCount, parallelism: parallelism), arena.readings)
    }
}

private func sysconfCPUCount() -> Int {
    #if canImport(Glibc)
    return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    #else
    return 1
    #endif
}

#if canImport(Glibc)
import Glibc
#endif
