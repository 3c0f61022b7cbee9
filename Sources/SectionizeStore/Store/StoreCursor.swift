import Foundation
public import SectionizeKit

/// Where a page of a section ended: the token to ask for the rows after it
/// (``SectionStore/rows(after:limit:)``, `sectionize store rows --after CURSOR`).
///
/// A cursor names a place in the list, not a position: the last row's collation section,
/// sort key and sequence. Rows inserted or deleted before it do not move it, so paging a
/// section by cursor while the table changes returns every row that stays exactly once, in
/// order, and a page deep in a section costs what the first page costs (one index range scan
/// that starts at the cursor, where `OFFSET` skips rows one by one).
///
/// A cursor belongs to one store (its id and table; of a store of many lists, one scope) and
/// one generation of its keys: a cursor of another store, table or scope is refused
/// (`invalidOption`), and one made before the
/// store was rebuilt is refused with `storeChanged` (the keys and sequences it names are no
/// longer the store's): ask for the section's first page again.
///
/// Its string form (``description``, ``init(_:)``) is opaque, URL-safe ASCII. It is checked
/// when parsed (a checksum over its content), so a mistyped or truncated cursor is an
/// `invalidOption` error. It is not a secret and grants nothing: every value in it is bound
/// to a query, never spliced into SQL, and a forged one only names another place in a
/// section of the store that reads it.
public struct StoreCursor: Sendable, Hashable, CustomStringConvertible {
    /// A hash of the store's id and table: which store the cursor is of.
    let storeTag: UInt32
    /// The generation of keys it was made from.
    let generation: UInt32
    /// The collation section of the row it follows.
    public let collationSection: CollationSection
    /// The row's sort key.
    let key: [UInt8]
    /// The row's sequence among equal keys.
    let sequence: Int64

    /// The version of the string form.
    static let version: UInt8 = 1
    /// The string form's prefix.
    static let prefix = "sc1_"
    /// The longest key a cursor carries (ICU's sort keys of names are far shorter).
    static let maximumKeyLength = 4096

    init(storeTag: UInt32, generation: UInt32, collationSection: CollationSection, key: [UInt8], sequence: Int64) {
        self.storeTag = storeTag
        self.generation = generation
        self.collationSection = collationSection
        self.key = key
        self.sequence = sequence
    }

    /// A cursor from its string form, checked.
    ///
    /// - Parameter string: A cursor's ``description`` (the `"next"` of `store rows --format json`).
    /// - Throws: `SectionizeError` with code `invalidOption` when the string is not a cursor
    ///   (another form, truncated, altered or of another version).
    public init(_ string: String) throws(SectionizeError) {
        func invalid(_ why: String) -> SectionizeError {
            SectionizeError(.invalidOption, "cursor \"\(string.prefix(24))\(string.count > 24 ? "…" : "")\": \(why)")
        }
        guard string.hasPrefix(Self.prefix) else { throw invalid("not a cursor of store rows (it starts with \(Self.prefix))") }
        guard string.utf8.count <= 64 + Self.maximumKeyLength * 4 / 3 else { throw invalid("too long to be a cursor") }
        let body = string.dropFirst(Self.prefix.count)
        guard body.utf8.allSatisfy({ Self.isBase64URL($0) }), var bytes = Self.base64URLDecoded(String(body)) else {
            throw invalid("not a cursor (it is not in the cursor's alphabet)")
        }
        guard bytes.count >= 1 + 4 + 4 + 4 + 8 + 4 else { throw invalid("too short to be a cursor (truncated?)") }
        let check = bytes.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        bytes.removeLast(4)
        guard Self.checksum(bytes) == check else { throw invalid("its checksum does not match (altered or truncated)") }
        guard bytes[0] == Self.version else { throw invalid("made by another version of sectionize (cursor version \(bytes[0]))") }
        func integer(_ at: Int, _ count: Int) -> UInt64 { bytes[at..<(at + count)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) } }
        storeTag = UInt32(integer(1, 4))
        generation = UInt32(integer(5, 4))
        collationSection = CollationSection(rawValue: Int(integer(9, 4)))
        sequence = Int64(bitPattern: integer(13, 8))
        key = Array(bytes[21...])
        guard key.count <= Self.maximumKeyLength else { throw invalid("too long to be a cursor") }
    }

    /// The cursor's string form: opaque, URL-safe ASCII (`sc1_…`).
    public var description: String {
        var bytes: [UInt8] = [Self.version]
        func append(_ value: UInt64, _ count: Int) {
            for k in stride(from: count - 1, through: 0, by: -1) { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(k)))) }
        }
        append(UInt64(storeTag), 4)
        append(UInt64(generation), 4)
        append(UInt64(collationSection.rawValue), 4)
        append(UInt64(bitPattern: sequence), 8)
        bytes += key
        append(UInt64(Self.checksum(bytes)), 4)
        return Self.prefix + Self.base64URLEncoded(bytes)
    }

    /// FNV-1a, 32 bits: catches mistyped and truncated cursors (not forged ones, which are
    /// harmless: see the type's discussion).
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.reduce(UInt32(0x811C_9DC5)) { ($0 ^ UInt32($1)) &* 0x0100_0193 }
    }

    /// The tag of a store: its id, its side tables' schema, its table and, for a store of
    /// many lists, the scope (a cursor of one list is refused by another; the scope is also
    /// bound to the cursor's query, so a forged tag still reads only the handle's list).
    static func tag(storeID: String, schema: String, table: String, scope: String? = nil) -> UInt32 {
        checksum(Array("\(storeID)\u{0}\(schema)\u{0}\(table)\(scope.map { "\u{0}scope\u{0}" + $0 } ?? "")".utf8))
    }

    static func isBase64URL(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x5F
    }

    static func base64URLEncoded(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static func base64URLDecoded(_ text: String) -> [UInt8]? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.utf8.count % 4) % 4)
        return Data(base64Encoded: base64).map { [UInt8]($0) }
    }
}
