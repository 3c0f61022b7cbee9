internal import SectionizeICU
/// One visible bucket of ICU's `AlphabeticIndex`: its label and kind. The public API calls
/// these sections and their labels titles; "bucket" is ICU's word, kept inside the engine.
struct IndexBucket: Sendable, Hashable {
    /// The text shown for the bucket, such as `A`, `CH`, `あ`, `5劃` or `…`.
    var label: String
    /// Whether the bucket is a letter, or the underflow, inflow or overflow bucket.
    var kind: SectionKind
}
