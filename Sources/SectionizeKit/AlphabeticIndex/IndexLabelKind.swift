/// What a bucket of an alphabetic index stands for.
///
/// The cases mirror ICU's `UAlphabeticIndexLabelType`, with the same raw values.
public enum IndexLabelKind: Int, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// A bucket for a letter (or Chinese pinyin letter, stroke count, radical …).
    case normal = 0
    /// The bucket before the first letter: symbols, digits, punctuation, ignorables.
    case underflow = 1
    /// A bucket between two scripts for the scripts the index has no labels for.
    case inflow = 2
    /// The bucket after the last letter: later scripts and unassigned code points.
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
