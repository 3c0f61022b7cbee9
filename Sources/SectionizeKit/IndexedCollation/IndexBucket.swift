/// One visible section of an alphabetic index: its label and what kind of bucket it is.
public struct IndexBucket: Sendable, Hashable, Codable {
    /// The text shown for the section, such as `A`, `CH`, `あ`, `5劃` or `…`.
    public var label: String
    /// Whether the bucket is a letter, or the underflow, inflow or overflow bucket.
    public var kind: IndexLabelKind

    /// Creates a bucket description.
    ///
    /// - Parameters:
    ///   - label: The section's label.
    ///   - kind: The bucket's kind.
    public init(label: String, kind: IndexLabelKind) {
        self.label = label
        self.kind = kind
    }
}
