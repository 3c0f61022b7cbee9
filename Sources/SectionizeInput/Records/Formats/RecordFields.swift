internal import SectionizeKit
/// Which columns (CSV, TSV) or keys (JSON Lines) hold which parts of a contact.
///
/// A field left `nil` is recognised from the header by name, without case: the layouts of
/// Google Contacts' CSV export (current: "First Name", "Middle Name", "Last Name",
/// "Phonetic First Name", "Phonetic Middle Name", "Phonetic Last Name", "Name Prefix", "Name
/// Suffix", "Nickname", "Organization Name", "Phone 1 - Value", "E-mail 1 - Value"; legacy:
/// "Name", "Given Name", "Additional Name", "Family Name", "Yomi Name", "Given Name Yomi",
/// "Additional Name Yomi", "Family Name Yomi", "Organization 1 - Name", "Organization 1 -
/// Yomi Name"), of Outlook's ("Title" as the prefix when "Job Title" is also there,
/// "First Name", "Middle Name", "Last Name", "Suffix", "Given Name Yomi", "Family Name Yomi",
/// "Company", "Mobile Phone", "E-mail Address"), and plain names (`name`, `given`, `family`,
/// `reading`, …). Fields named explicitly must exist in the header.
public struct RecordFields: Sendable, Hashable, Codable {
    /// The formatted full name.
    public var name: String?
    /// The given name.
    public var given: String?
    /// The family name.
    public var family: String?
    /// The middle name.
    public var middle: String?
    /// The name prefix.
    public var prefix: String?
    /// The name suffix.
    public var suffix: String?
    /// The organisation.
    public var organization: String?
    /// The reading of the whole name.
    public var reading: String?
    /// The reading of the given name.
    public var givenReading: String?
    /// The reading of the family name.
    public var familyReading: String?
    /// The record's identity (a column, a JSON key, or a vCard property such as `UID`), never
    /// recognised by name: only a field named here identifies records (``ContactRecord/id``).
    public var id: String?

    /// Creates a field map; `nil` fields are recognised from the header.
    public init(
        name: String? = nil, given: String? = nil, family: String? = nil, middle: String? = nil,
        prefix: String? = nil, suffix: String? = nil, organization: String? = nil,
        reading: String? = nil, givenReading: String? = nil, familyReading: String? = nil,
        id: String? = nil
    ) {
        self.id = id
        self.name = name
        self.given = given
        self.family = family
        self.middle = middle
        self.prefix = prefix
        self.suffix = suffix
        self.organization = organization
        self.reading = reading
        self.givenReading = givenReading
        self.familyReading = familyReading
    }

}

extension RecordFields {
    /// Each field with its command-line option (for messages) and the column named, if any.
    var table: [(field: RecordField, option: String, column: String?)] {
        [
            (.name, "--name", name), (.given, "--given", given), (.family, "--family", family),
            (.middle, "--middle", middle), (.prefix, "--prefix", prefix), (.suffix, "--suffix", suffix),
            (.organization, "--org", organization), (.reading, "--reading", reading),
            (.givenReading, "--given-reading", givenReading), (.familyReading, "--family-reading", familyReading),
            (.id, "--id", id),
        ]
    }

    /// The fields named, with their options.
    var named: [(option: String, key: String)] {
        table.compactMap { entry in entry.column.map { (entry.option, $0) } }
    }
}

/// The parts of a contact a column can hold.
enum RecordField: Int, CaseIterable, Hashable {
    case name, given, family, middle, prefix, suffix, organization, nickname
    case reading, givenReading, familyReading, middleReading, organizationReading
    case phone, email
    case id

    /// Header names recognised for the field, lowercased (see ``RecordFields``).
    var recognisedNames: [String] {
        switch self {
        case .name: ["name", "full name", "display name", "fn", "formatted name", "fullname", "displayname"]
        case .given: ["first name", "given name", "given", "first", "firstname", "givenname", "given_name", "first_name"]
        case .family: ["last name", "family name", "surname", "family", "last", "lastname", "familyname", "family_name", "last_name"]
        case .middle: ["middle name", "additional name", "middle", "middle_name"]
        case .prefix: ["name prefix", "prefix", "honorific prefix"]
        case .suffix: ["name suffix", "suffix", "honorific suffix"]
        case .organization: ["organization name", "organization 1 - name", "company", "organization", "organisation", "org"]
        case .nickname: ["nickname"]
        case .reading: ["yomi name", "reading", "phonetic name", "yomi", "sort-string", "sort string"]
        case .givenReading: ["phonetic first name", "given name yomi", "given reading", "given_reading", "first name yomi"]
        case .familyReading: ["phonetic last name", "family name yomi", "family reading", "family_reading", "last name yomi", "surname yomi"]
        case .middleReading: ["phonetic middle name", "additional name yomi", "middle name yomi"]
        case .organizationReading: ["organization 1 - yomi name", "phonetic organization name", "company yomi"]
        case .phone:
            [
                "phone 1 - value", "mobile phone", "primary phone", "business phone", "home phone", "phone", "telephone", "mobile",
                "mobile number", "work phone", "cell phone", "cellular phone", "other phone", "phone number",
                "phone 2 - value", "business phone 2", "home phone 2", "primary phone number", "mobile phone number", "tel",
            ]
        case .email:
            [
                "e-mail 1 - value", "e-mail address", "email", "e-mail", "email address", "primary email", "email 1",
                "e-mail 2 address", "secondary email", "work email", "home email", "personal email", "email address 1",
                "e-mail 2 - value", "e-mail 3 address", "email 2", "email address 2", "primary e-mail", "mail",
            ]
        case .id: []  // only when named (--id)
        }
    }
}

/// The columns of a header resolved to contact fields.
struct FieldColumns: Sendable {
    /// The column of each field found, by field.
    var columns: [RecordField: Int] {
        get {
            var result: [RecordField: Int] = [:]
            for field in RecordField.allCases where columnOfField[field.rawValue] >= 0 { result[field] = columnOfField[field.rawValue] }
            return result
        }
        set {
            columnOfField = [Int](repeating: -1, count: RecordField.allCases.count)
            for (field, column) in newValue { columnOfField[field.rawValue] = column }
        }
    }
    /// The column of each field (indexed by raw value), -1 where none.
    private var columnOfField = [Int](repeating: -1, count: RecordField.allCases.count)
    /// A note for standard error when no name column was found and the first is used.
    var note: String?
    /// Every column recognised as a phone or an e-mail address, in header order: a contact
    /// shown by its number or address takes the first one that is not empty (Thunderbird
    /// and Outlook spread them over several columns).
    private var contactColumns: [RecordField: [Int]] = [:]

    /// Resolves `fields` against `header`.
    ///
    /// - Throws: `SectionizeError` (`SectionizeError/Code/invalidOption`) when a field
    ///   named explicitly is not in the header.
    /// - Parameter missingNamedFieldsAreEmpty: Whether a named field missing from the header
    ///   reads as empty (a JSON object without that key) rather than being an error.
    init(
        header: [String], fields: RecordFields, source: String,
        missingNamedFieldsAreEmpty: Bool = false
    ) throws(SectionizeError) {
        var lookup: [String: Int] = [:]
        for (i, column) in header.enumerated() {
            let key = column.trimmingBlanks.lowercased()
            if lookup[key] == nil { lookup[key] = i }
        }
        var columns: [RecordField: Int] = [:]
        let explicit = fields.table
        for (field, option, column) in explicit {
            guard let column else { continue }
            guard let index = header.firstIndex(of: column) ?? lookup[column.lowercased()] else {
                if missingNamedFieldsAreEmpty { continue }
                let shown = header.prefix(12).map { "\"\($0)\"" }.joined(separator: ", ")
                throw SectionizeError(
                    .invalidOption, "\(option) \(column): no such column in \(source) (columns: \(shown)\(header.count > 12 ? ", …" : ""))")
            }
            columns[field] = index
        }
        // Named fields replace recognition of names; phone and e-mail are still found.
        let anyExplicit = explicit.contains { $0.column != nil && $0.field != .id }
        let recognised: [RecordField] = anyExplicit ? [.phone, .email] : RecordField.allCases
        for field in recognised where columns[field] == nil {
            if let index = field.recognisedNames.lazy.compactMap({ lookup[$0] }).first { columns[field] = index }
        }
        // Outlook's "Title" is the name prefix ("Job Title" is the job).
        if !anyExplicit, columns[.prefix] == nil, lookup["job title"] != nil, let title = lookup["title"] {
            columns[.prefix] = title
        }
        let names: [RecordField] = [.name, .given, .family, .middle, .organization, .nickname, .phone, .email]
        if !names.contains(where: { columns[$0] != nil }) && !header.isEmpty {
            columns[.name] = 0
            note = "\(source): no name column recognised; using the first column \"\(header[0])\" (choose one with --name)"
        }
        self.columns = columns
        for field in [RecordField.phone, .email] where columns[field] != nil {
            let names = Set(field.recognisedNames)
            contactColumns[field] = header.indices.filter { names.contains(header[$0].trimmingBlanks.lowercased()) }
        }
    }

    /// Builds a record from one row's fields (`value(i)` is column *i*, empty when missing).
    func record(_ value: (Int) -> String) -> ContactRecord {
        func get(_ field: RecordField) -> String {
            if let all = contactColumns[field], all.count > 1 {
                for index in all {
                    let text = value(index).trimmingBlanks
                    if !text.isEmpty { return text }
                }
                return ""
            }
            let index = columnOfField[field.rawValue]
            return index < 0 ? "" : value(index).trimmingBlanks
        }
        let name = PersonName(
            prefix: get(.prefix), given: get(.given), middle: get(.middle), family: get(.family),
            suffix: get(.suffix), organization: get(.organization),
            givenReading: get(.givenReading), middleReading: get(.middleReading),
            familyReading: get(.familyReading), fullReading: get(.reading),
            organizationReading: get(.organizationReading))
        var record = ContactRecord(
            name: name, formattedName: get(.name), nickname: get(.nickname),
            phone: get(.phone), email: get(.email))
        if columnOfField[RecordField.id.rawValue] >= 0 { record.id = get(.id) }
        return record
    }
}
