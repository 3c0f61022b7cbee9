public import SectionizeKit
/// Turns the bytes of a list of names into rows, one per non-blank line, accounting for every line.
///
/// # Encodings
/// - UTF-8, with or without a byte order mark (EF BB BF at the very start, which is removed).
/// - UTF-16 with a byte order mark: FF FE (little-endian) or FE FF (big-endian) at the very start.
///   Rows are transcoded to UTF-8. Neither BOM can begin valid UTF-8 (FE and FF never occur in
///   UTF-8), so detection is unambiguous.
/// - UTF-16 *without* a BOM is not detected: it is read as UTF-8, where its 0x00 bytes are NULs
///   and fail (or are replaced or skipped) as such. UTF-32 is not supported.
///
/// # Lines
/// LF, CRLF and a lone CR each end a line; a last line without a line end is kept. Lines are
/// numbered from 1, counting every line, blank ones included. A blank line (nothing before its
/// line end) is not a row; a line of only spaces is. The bytes of a valid row are kept exactly:
/// no trimming, no normalization, no removal of control characters (tabs, U+0085, U+2028 and
/// the like are row content, not line ends).
///
/// # Invalid input
/// Ill-formed UTF-8 is found with the rules of Unicode's Table 3-7 (overlong forms, encoded
/// surrogates D800–DFFF, values above U+10FFFF, truncated sequences, lone continuation bytes,
/// C0, C1 and F5–FF are all invalid), and split into *maximal subparts* as the Unicode Standard
/// (ch. 3, "U+FFFD Substitution of Maximal Subparts") and the WHATWG decoder do. Unpaired
/// surrogates and a final odd byte are invalid UTF-16. NUL (U+0000) is invalid in either.
/// What happens then is the ``InvalidInputPolicy``.
///
/// # Limits
/// A line may hold at most ``maximumLineLength`` bytes of input (16 MiB, line end excluded):
/// a longer one fails under every policy (`SOURCE:LINE: line longer than 16 MiB …`), so that
/// an input without line ends (`/dev/zero` under `replace` or `skip`, a binary file) stops
/// with an error instead of growing one row without bound. Replacements and skipped lines
/// are all counted, and the first ``listedIssueLimit`` of them listed (``DecodedInput``).
///
/// Byte offsets in messages and issues count from the start of the input, BOM included,
/// starting at 0, so `xxd -s N FILE` shows the bad bytes.
///
/// # Performance
/// One pass over the bytes, eight at a time while they are ASCII. Valid UTF-8 is compacted
/// in place in the array passed in (only line ends, blank lines and the BOM are squeezed
/// out), so when the caller hands over its only reference
/// (`decode(try InputReader.read(path: p), source: p)`) no second copy of the input is made,
/// and the memory beyond the bytes is one offset and one line number per row.
public enum InputDecoder {
    /// The most bytes of input a line may hold, line end excluded: 16 MiB (16,777,216).
    ///
    /// Far above any name (the project's tests keep 10 MB lines), and small enough that the
    /// worst row (16 MiB of NULs under ``InvalidInputPolicy/replace``, 48 MiB of U+FFFD)
    /// stays a bounded cost.
    public static let maximumLineLength = 16 << 20

    /// How many issues ``DecodedInput/issues`` lists at most: 1,000. The rest are counted.
    public static let listedIssueLimit = 1000

    /// Decodes `bytes` into rows.
    ///
    /// - Parameters:
    ///   - bytes: The whole input. Pass the last reference to it to let the decoder reuse
    ///     its storage.
    ///   - source: The input's name, used in messages (a path, or `<stdin>`).
    ///   - policy: What to do with invalid input; ``InvalidInputPolicy/fail`` by default.
    /// - Returns: The rows, and every replacement or skipped line.
    /// - Throws: Under every policy, for a line longer than ``maximumLineLength``, an
    ///   `SectionizeError` with code `SectionizeError/Code/invalidData` whose message is
    ///   `SOURCE:LINE: line longer than 16 MiB (16777216 bytes) at file offset N; not a list
    ///   of names?`, where `N` is the offset of the line's first byte past the limit.
    ///   Under ``InvalidInputPolicy/fail``, an `SectionizeError` with code
    ///   `SectionizeError/Code/invalidData` for the first invalid byte, whose message is exactly
    ///   `SOURCE:LINE: invalid UTF-8 at file offset N`, `SOURCE:LINE: NUL byte at file offset N` or
    ///   `SOURCE:LINE: invalid UTF-16 at file offset N`, where `N` is the 0-based offset from the start
    ///   of the input of the first byte of the first ill-formed subsequence (the value
    ///   `xxd -s N` takes).
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    public static func decode(
        _ bytes: consuming [UInt8], source: String,
        policy: InvalidInputPolicy = .fail
    ) throws(SectionizeError) -> DecodedInput {
        let n = bytes.count
        if n >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE {
            return try decodeUTF16(bytes, from: 2, bigEndian: false, source: source, policy: policy)
        }
        if n >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF {
            return try decodeUTF16(bytes, from: 2, bigEndian: true, source: source, policy: policy)
        }
        let start = n >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        return try decodeUTF8(&bytes, from: start, source: source, policy: policy)
    }
}
