internal import SectionizeICU
/// The two collators an index needs and the facts derived from them once.
///
/// `collator` is the locale's collator as it comes (it orders rows inside a section);
/// `primary` is a clone at primary strength (it decides buckets). `scriptFirsts` holds the
/// first character of each script in collation order (ICU's U+FDD1 contractions of the root
/// collation), which places the inflow and overflow buckets.
///
/// `Sendable` notes: immutable after `init`; the collators are used only through const calls.
final class IndexCollators: Sendable {
    /// The locale's collator (default strength, normally tertiary).
    let collator: ICU.Collator
    /// A primary-strength clone of `collator`.
    let primary: ICU.Collator
    /// The first string of each script, sorted by `primary`, with primary-ignorable ones removed.
    let scriptFirsts: [[UInt16]]
    /// The U+FDD0 contractions (Chinese index characters), empty for other locales.
    let chineseIndexCharacters: [[UInt16]]
    /// The variable top when alternate handling is shifted, else 0.
    let variableTop: UInt32
    /// A clone that counts primary collation elements from sort keys (see
    /// ``hasMultiplePrimaryWeights(_:)``).
    let caseCounter: ICU.Collator
    /// Whether the primary part of a full sort key (up to the first 0x01 byte) orders like
    /// the primary collator. False only when the case level is on, because then a primary
    /// comparison also compares case.
    let primaryPrefixIsExact: Bool

    /// Opens the collators of an ICU locale ID and derives the script boundaries.
    ///
    /// - Parameter caselessBuckets: Turn the case level off in `primary` (the uikit style):
    ///   with `-u-kc-true` ICU's primary comparison also compares case, so a lone `b` sorts
    ///   before the title `B` and ICU files it under A; without the case level it is under B.
    ///   Rows are still ordered by `collator`, case level included.
    /// - Throws: `ICUError` when ICU cannot open the collator or it has no script boundaries.
    init(locale: String, caselessBuckets: Bool = false) throws(ICUError) {
        collator = try ICU.Collator(locale: locale)
        primary = try collator.primaryClone(withoutCaseLevel: caselessBuckets)
        variableTop = primary.variableTopIfShifted
        caseCounter = try primary.caseCounterClone()
        primaryPrefixIsExact = !primary.caseLevel

        // Script boundaries: U+FDD1 contractions whose sample character (the second code
        // point) is a letter, or unassigned (the boundary of implicit weights).
        let all = try IndexCollators.contractions(of: primary, startingWith: ICU.SpecialCharacter.scriptBoundaryPrefix)
        let isScriptBoundary = { (s: [UInt16]) -> Bool in
            let cps = UTF16Text.codePoints(s)
            guard cps.count >= 2 else { return false }
            let category = ICU.generalCategory(cps[1])
            return ICU.letterCategories.contains(category) || category == ICU.unassignedCategory
        }
        let boundaries = all.filter(isScriptBoundary)
        let primary = self.primary
        let keyed = boundaries.enumerated().map { (key: primary.sortKey($0.element), index: $0.offset, text: $0.element) }
        var sorted = keyed.sorted { $0.key != $1.key ? $0.key.lexicographicallyPrecedes($1.key) : $0.index < $1.index }
        // Guard against primary-ignorable boundaries (ICU does the same).
        while let first = sorted.first, first.key.isEmpty { sorted.removeFirst() }
        guard let firstScript = sorted.first else { throw ICUError.illegalArgument }
        // The special groups' boundaries (digits, currency, space, punctuation, symbols: U+FDD1
        // contractions with a non-letter sample) normally all sort before the first script.
        // Reorder codes (`-u-kr-latn-digit`) can move a group among the scripts; it then
        // bounds the script before it like another script would, so that digits sorted after
        // Z are in the bucket after Z, not under Z. ICU 72 skips these groups and files such
        // digits in its underflow bucket, against its own sort order (ICU-23016); see the README.
        let moved = all.filter { !isScriptBoundary($0) }
            .map { (key: primary.sortKey($0), index: Int.max, text: $0) }
            .filter { !$0.key.isEmpty && firstScript.key.lexicographicallyPrecedes($0.key) }
        if !moved.isEmpty {
            sorted = (sorted + moved).sorted { $0.key != $1.key ? $0.key.lexicographicallyPrecedes($1.key) : $0.index < $1.index }
        }
        scriptFirsts = sorted.map(\.text)
        chineseIndexCharacters = try IndexCollators.contractions(of: primary, startingWith: ICU.SpecialCharacter.indexCharacterPrefix)
    }

    /// Whether a label has more than one primary weight (ICU's `hasMultiplePrimaryWeights`:
    /// collation elements with a primary above the variable top).
    ///
    /// ICU walks the label's collation elements; through the C API that walk
    /// (`ucol_openElements`) first makes ICU build a table of maximum expansions for the whole
    /// tailoring, several milliseconds per locale. The case level of a primary-strength sort
    /// key has one entry per such element, so it gives the same count for the cost of one
    /// sort key. (PrimaryCountTests compares both ways for every label of every locale, the
    /// walk done by the test-only `ICUOracle` target.)
    func hasMultiplePrimaryWeights(_ label: [UInt16]) -> Bool {
        caseCounter.primaryElementCount(label) > 1
    }

    /// The root collation's contractions starting with U+FDD0 and U+FDD1, found once: from
    /// ``RootContractions`` for the ICU it was read from, else by enumeration.
    private static let rootContractions: Result<[UInt16: [[UInt16]]], ICUError> = Result { () throws(ICUError) in
        if let known = RootContractions.table(forICU: ICU.version) { return known }
        return try enumeratedRootContractions()
    }

    /// The root collation's contractions starting with U+FDD0 and U+FDD1, by enumerating all
    /// of its contractions (about 7 ms).
    static func enumeratedRootContractions() throws(ICUError) -> [UInt16: [[UInt16]]] {
        let root = try ICU.Collator(locale: "root")
        let prefixes = [ICU.SpecialCharacter.indexCharacterPrefix, ICU.SpecialCharacter.scriptBoundaryPrefix]
        var result: [UInt16: [[UInt16]]] = [:]
        for prefix in prefixes { result[prefix] = try root.contractions(startingWith: prefix) }
        return result
    }

    /// The contractions of `collator` that start with `first` (ICU's
    /// `internalAddContractions`). Enumerating all of a collator's contractions takes
    /// milliseconds, so the root collation's are found once. A tailoring whose rules never
    /// mention `first` has exactly the root's. Otherwise the tailored set tells: with no
    /// tailored string starting with `first`, the root's again; when the root has none
    /// (U+FDD0, the Chinese index characters), the tailored strings themselves, since every
    /// string starting with `first` is then a tailored contraction; else a full enumeration.
    static func contractions(of collator: ICU.Collator, startingWith first: UInt16) throws(ICUError) -> [[UInt16]] {
        let root = try rootContractions.get()[first] ?? []
        if !ICU.Rules.mention(collator.rules, UInt32(first)) { return root }
        let tailored = try collator.tailoredStrings(startingWith: first)
        if tailored.isEmpty { return root }
        if root.isEmpty { return tailored }
        return try collator.contractions(startingWith: first)
    }
}
