public import SectionizeKit
public import SectionizeInput
import SectionizeVerification

/// What the first byte of a fuzz input selects; the fuzz target (`Sources/SectionizeFuzz`) and
/// the replay of its inputs in `swift test` (`FuzzInputReplayTests`) both decode it here.
///
/// - bits 0–3: one of ``LocaleTables/fuzz``;
/// - bit 4: style (0 icu, 1 uikit);
/// - bits 5–6: policy (0 fail, 1 replace, 2 skip, 3 replace);
/// - bit 7: index-bar options (0 the defaults; 1 search entry, empty sections kept, jumps
///   after, a row-count threshold and a condensed bar, the last two derived from the input's
///   length).
public struct FuzzSelector: Sendable {
    /// The position in ``LocaleTables/fuzz``.
    public let localeIndex: Int
    public let style: IndexStyle
    public let policy: InvalidInputPolicy
    /// Whether the index bar is built with the non-default options of ``barOptions(inputSize:)``.
    public let variantBar: Bool

    public init(_ byte: UInt8) {
        localeIndex = Int(byte & 0x0F)
        style = byte & 0x10 == 0 ? .icu : .uikit
        switch (byte >> 5) & 0x03 {
        case 0: policy = .fail
        case 2: policy = .skip
        default: policy = .replace
        }
        variantBar = byte & 0x80 != 0
    }

    /// The selected locale.
    public var locale: String { LocaleTables.fuzz[localeIndex] }

    /// The index-bar options and the condensed bar's slots, if any.
    public func barOptions(inputSize: Int) -> (IndexBarOptions, Int?) {
        guard variantBar else { return (IndexBarOptions(), nil) }
        return (
            IndexBarOptions(
                includesSearch: true, keepsEmptySections: true, jumpPolicy: .after,
                minimumDisplayRowCount: inputSize % 7),
            inputSize % 40 - 3
        )  // -3 ... 36 slots: none, one, two, three, and more
    }
}
