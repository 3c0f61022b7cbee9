internal import SectionizeICU
/// What a section of an index stands for: a letter, or one of the catch-all sections of
/// ICU's `AlphabeticIndex` (underflow, inflow, overflow).
///
/// The cases mirror ICU's `UAlphabeticIndexLabelType`, with the same raw values. In the
/// uikit style the trailing `#` section is ``overflow``.
public enum SectionKind: Int, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// A section for a letter (or Chinese pinyin letter, stroke count, radical …).
    case normal = 0
    /// The section before the first letter: symbols, digits, punctuation, ignorables.
    case underflow = 1
    /// A section between two scripts for the scripts the index has no titles for.
    case inflow = 2
    /// The section after the last letter: later scripts and unassigned code points (and in
    /// the uikit style everything that has no letter, `#`).
    case overflow = 3

    /// The kind's name as used in JSON output: `normal`, `underflow`, `inflow`, `overflow`.
    public var description: String {
        switch self {
        case .normal: "normal"
        case .underflow: "underflow"
        case .inflow: "inflow"
        case .overflow: "overflow"
        }
    }
}
