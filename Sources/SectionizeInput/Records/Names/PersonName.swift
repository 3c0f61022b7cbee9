internal import SectionizeKit
/// A person's name in parts, with the readings that decide where it sorts, and the
/// organisation that files a contact without a personal name.
///
/// The parts are those of vCard's `N` property (RFC 6350 §6.2.2: family; given; additional;
/// prefixes; suffixes) and of Android's `StructuredName`. Readings are what phones export as
/// phonetic names (vCard `X-PHONETIC-FIRST-NAME`, `SOUND;X-IRMC-N`, Google's "Phonetic First
/// Name", Outlook's "Given Name Yomi"); where present they decide the section and order:
/// 山田 with the reading やまだ files under や.
///
/// ```swift
/// let name = PersonName(prefix: "Mr", given: "John", middle: "K.", family: "Doe", suffix: "Jr.")
/// let style = NameStyle(locale: "en")
/// name.displayName(style)              // "Mr John K. Doe Jr."
/// name.sortText(style)                 // "Doe, John K., Jr."   (never the prefix)
/// let sections = collation.sections(of: people, byName: \.name, nameStyle: style)
/// ```
public struct PersonName: Sendable, Hashable, Codable {
    /// An honorific before the name ("Dr.", "Prof.", "Mr"); shown, never sorted by.
    public var prefix: String
    /// The given (first) name.
    public var given: String
    /// Middle names or initials.
    public var middle: String
    /// The family (last) name.
    public var family: String
    /// A suffix after the name ("Jr.", "III", "M.D.").
    public var suffix: String
    /// The organisation, which files a contact that has no personal name.
    public var organization: String

    /// The reading of the given name (its phonetic spelling, such as kana).
    public var givenReading: String
    /// The reading of the middle name.
    public var middleReading: String
    /// The reading of the family name.
    public var familyReading: String
    /// A reading of the whole name, used when the parts have none (vCard 3.0 `SORT-STRING`).
    public var fullReading: String
    /// The reading of the organisation.
    public var organizationReading: String

    /// Creates a name; every part is optional (empty).
    public init(
        prefix: String = "", given: String = "", middle: String = "", family: String = "",
        suffix: String = "", organization: String = "",
        givenReading: String = "", middleReading: String = "", familyReading: String = "",
        fullReading: String = "", organizationReading: String = ""
    ) {
        self.prefix = prefix
        self.given = given
        self.middle = middle
        self.family = family
        self.suffix = suffix
        self.organization = organization
        self.givenReading = givenReading
        self.middleReading = middleReading
        self.familyReading = familyReading
        self.fullReading = fullReading
        self.organizationReading = organizationReading
    }

    /// Whether the name has a given, middle or family name (a prefix or suffix alone is not
    /// a name: Android files "Ms MD" by nothing but those).
    public var hasPersonalName: Bool {
        !given.isEmpty || !middle.isEmpty || !family.isEmpty
    }

    /// Whether any reading is present.
    public var hasReading: Bool {
        !givenReading.isEmpty || !middleReading.isEmpty || !familyReading.isEmpty || !fullReading.isEmpty
    }
}
