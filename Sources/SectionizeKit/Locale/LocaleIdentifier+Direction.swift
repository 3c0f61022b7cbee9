internal import SectionizeICU
extension LocaleIdentifier {
    /// Whether text in the locale is written right to left (ICU's `uloc_isRightToLeft`, from
    /// the likely script: `ar`, `he`, `fa`, `ur`, `yi`… but not `az`, and `pa_Arab` is).
    /// A list in such a locale is laid out right to left, its index bar on the left edge.
    ///
    /// - Parameters:
    ///   - id: An ICU locale ID (as ``resolve(_:)`` returns).
    /// - Returns: `true` for a right-to-left script.
    /// - Complexity: O(1) after ICU's likely-subtags data is loaded.
    public static func isRightToLeft(_ id: String) -> Bool {
        ICU.isRightToLeft(locale: id)
    }
}
