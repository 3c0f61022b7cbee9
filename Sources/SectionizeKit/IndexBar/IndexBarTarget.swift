/// What touching an index-bar entry should do.
///
/// `Codable` notes: a target is encoded as one integer, as in the `sectionForTitle` arrays of
/// the JSON: `-1` for ``search`` and the displayed-section index (≥ 0) for ``section(_:)``.
public enum IndexBarTarget: Sendable, Hashable, Codable {
    /// Scroll to the search field: the entry is ``IndexBar/searchTitle`` (`{search}`,
    /// UIKit's `UITableView.indexSearch`, drawn as a magnifying glass).
    case search
    /// Scroll to a section of the table: the associated value is an index into
    /// ``IndexBar/displayedCollationSections``, that is a section index as the table view counts them.
    case section(Int)

    /// The integer form used in JSON: `-1` for ``search``, the displayed-section index for
    /// ``section(_:)``.
    var sectionValue: Int {
        switch self {
        case .search: -1
        case .section(let section): section
        }
    }

    /// Decodes a target from its integer form (`-1` or a displayed-section index).
    ///
    /// - Parameters:
    ///   - decoder: The decoder to read one integer from.
    /// - Throws: `DecodingError.dataCorrupted` for an integer below `-1`, or any error the
    ///   decoder throws.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(Int.self)
        switch value {
        case -1: self = .search
        case 0...: self = .section(value)
        default:
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "index-bar target \(value) is neither -1 (search) nor a section")
        }
    }

    /// Encodes the target as one integer: `-1` for ``search``, else the section index.
    ///
    /// - Parameters:
    ///   - encoder: The encoder to write to.
    /// - Throws: Any error the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(sectionValue)
    }
}
