import Testing

/// An ill-formed UTF-8 subsequence, and its maximal subparts.
struct InputInvalidUTF8Case: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    /// Offsets, within `bytes`, where each maximal subpart (each U+FFFD) starts.
    let subparts: [Int]

    var testDescription: String { name }
}
