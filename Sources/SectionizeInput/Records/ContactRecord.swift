internal import SectionizeKit
/// One contact of a structured input (a vCard, a CSV or TSV row, a JSON object): its name in
/// parts, what else can name it, and where it came from.
///
/// What a record is filed by follows Android's contacts provider
/// (`ContactsProvider2Test.testDisplayNameFromData`): a structured name, else a formatted
/// full name, else a nickname, else the organisation; a record with none of those is sorted
/// by the empty text, so it files under `#`, last (uikit style). What it is shown as follows
/// Android's vCard importer (``displayName(_:)``): the formatted name first.
public struct ContactRecord: Sendable, Hashable, Codable {
    /// The name in parts (and the organisation), as the input gave them.
    public var name: PersonName
    /// A formatted full name (vCard `FN`, a "Name" column, `--name`), shown as written when
    /// the record has no name parts, and split into parts for sorting.
    public var formattedName: String
    /// A nickname (vCard `NICKNAME`).
    public var nickname: String
    /// A phone number, shown when nothing else names the record.
    public var phone: String
    /// An e-mail address, shown when nothing else names the record.
    public var email: String
    /// The record's 1-based position among all records read (the `RECORD#` of TSV output).
    public var number: Int
    /// The input's name (a path or `<stdin>`).
    public var source: String
    /// The 1-based line the record starts on.
    public var line: Int
    /// Whether the contact is shown and filed by its organisation although it has a personal
    /// name (the iPhone's "Show as company", vCard `X-ABShowAs:COMPANY`).
    public var showsOrganization: Bool = false
    /// The record's identity from the field named by ``RecordFields/id`` (a column, a JSON
    /// key, a vCard property such as `UID`); `nil` when no such field was named, empty when
    /// the record lacks it.
    public var id: String?

    /// Creates a record.
    public init(
        name: PersonName = PersonName(), formattedName: String = "", nickname: String = "",
        phone: String = "", email: String = "", number: Int = 0, source: String = "", line: Int = 0
    ) {
        self.name = name
        self.formattedName = formattedName
        self.nickname = nickname
        self.phone = phone
        self.email = email
        self.number = number
        self.source = source
        self.line = line
    }

    /// The name the record is sorted by: its own parts, or its formatted name split into
    /// parts (``PersonName/init(splitting:writtenOrder:)``) unless it is the organisation's
    /// name, or its nickname, with its organisation and readings kept.
    public func effectiveName(_ style: NameStyle) -> PersonName {
        if showsOrganization && !name.organization.isEmpty {
            return PersonName(organization: name.organization, organizationReading: name.organizationReading)
        }
        if name.hasPersonalName { return name }
        // An organisation's card names it in FN too (vCard 4.0 KIND:org): file it by the organisation.
        if formattedName == name.organization { return name }
        var split: PersonName
        if !formattedName.isEmpty {
            split = PersonName(splitting: formattedName, writtenOrder: style.writtenOrder)
        } else if !nickname.isEmpty {
            split = PersonName(given: nickname)
        } else {
            return name
        }
        split.organization = name.organization
        split.organizationReading = name.organizationReading
        split.givenReading = name.givenReading
        split.middleReading = name.middleReading
        split.familyReading = name.familyReading
        split.fullReading = name.fullReading
        if split.prefix.isEmpty { split.prefix = name.prefix }
        if split.suffix.isEmpty { split.suffix = name.suffix }
        return split
    }

    /// The name shown, as contacts apps show it: the organisation for a contact shown as a
    /// company (``showsOrganization``, the iPhone's "Show as company"), else the formatted
    /// name as written (vCard `FN`, a "Display Name" or "Name" column), else the name built
    /// from its parts (``PersonName/displayName(_:)``), else the nickname, the organisation,
    /// the phone number or the e-mail address; empty when the record has nothing at all.
    ///
    /// The formatted name comes first because Android's vCard importer prefers it
    /// (`VCardEntry.constructDisplayName`: "FullName (created via "FN" or "NAME" field) is
    /// prefered") and RFC 6350 §6.2.1 defines `FN` as the name to display. The section and
    /// order still come from the sort name (``sortText(_:)``, ``reading(_:)``): RFC 6350's
    /// `FN:Rene van der Harten` with `N;SORT-AS="Harten,Rene":…` is shown "Rene van der
    /// Harten" and filed under H.
    public func displayName(_ style: NameStyle) -> String {
        if showsOrganization && !name.organization.isEmpty { return name.organization }
        if !formattedName.isEmpty { return formattedName }
        if name.hasPersonalName { return name.displayName(style) }
        for candidate in [nickname, name.organization, phone, email] where !candidate.isEmpty {
            return candidate
        }
        return name.displayName(style)
    }

    /// The text the record sorts by (without readings): see ``PersonName/sortText(_:)``.
    public func sortText(_ style: NameStyle) -> String {
        effectiveName(style).sortText(style)
    }

    /// The reading the record sorts by, or `nil`: see ``PersonName/reading(_:)``.
    public func reading(_ style: NameStyle) -> String? {
        effectiveName(style).reading(style)
    }

    /// What the record is sectioned and ordered by: its reading, else its sort text.
    public func sectionKey(_ style: NameStyle) -> String {
        effectiveName(style).sectionKey(style)
    }
}
