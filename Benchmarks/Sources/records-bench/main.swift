// records-bench: records per second of the structured-input readers (issue 10).
//
//   records-bench [ROWS] [REPEAT]
//
// Generates ROWS contacts (default 1,000,000) in Google Contacts' CSV layout (21 columns;
// every 10th row has a quoted note with a comma, doubled quotes and a line end), then times,
// in this process and on the same bytes, each reader turning them into ContactRecords:
//   ours        SectionizeKit's RecordReader (UTF-8 check, RFC 4180 scan, records)
//   CSV.swift   yaslab/CSV.swift 2.5.2 CSVReader(string:hasHeaderRow:), then the same records
//   SwiftCSV    swiftcsv/SwiftCSV 0.10.0 EnumeratedCSV(string:loadColumns: false).rows, then the same records
// and our vCard 3.0 and JSON Lines readers on the same contacts. Each reader runs REPEAT
// times (default 3); the median is reported, with the record count and whether the records
// equal ours (a reader that splits or drops rows shows up there).

import CSV
import Foundation
import SectionizeKit
import SectionizeInput
import SwiftCSV

let arguments = CommandLine.arguments
let rows = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
let repeats = arguments.count > 2 ? Int(arguments[2]) ?? 3 : 3
/// Optional: run only the readers whose labels are listed (comma-separated), for profiling.
let only: Set<String>? = arguments.count > 3 ? Set(arguments[3].split(separator: ",").map(String.init)) : nil
func runs(_ label: String) -> Bool { only?.contains(label) ?? true }

let header = [
    "First Name", "Middle Name", "Last Name", "Phonetic First Name", "Phonetic Middle Name", "Phonetic Last Name",
    "Name Prefix", "Name Suffix", "Nickname", "File As", "Organization Name", "Organization Title",
    "Organization Department", "Birthday", "Notes", "Photo", "Labels", "E-mail 1 - Label", "E-mail 1 - Value",
    "Phone 1 - Label", "Phone 1 - Value",
]
let givens = ["Jürgen", "Anna", "Hans", "Elke", "Björn", "Zoë", "Ömer", "Clara", "Sophie", "Lukas", "山田", "Łukasz"]
let families = ["Müller", "Österreicher", "Schmidt", "Ärmel", "Weiß", "Ziegler", "Yılmaz", "Becker", "Bauer", "Adler", "太郎", "Nowak"]

func quoted(_ field: String) -> String {
    field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
}

struct Contact { var given, family, prefix, org, phone, note: String }
var contacts: [Contact] = []
contacts.reserveCapacity(rows)
for i in 0..<rows {
    contacts.append(
        Contact(
            given: givens[i % givens.count], family: families[(i / 7) % families.count] + String(i % 1000),
            prefix: i % 13 == 0 ? "Dr." : "", org: i % 17 == 0 ? "Firma \(i)" : "",
            phone: "+49 30 \(1_000_000 + i)", note: i % 10 == 0 ? "Team \"Nord\", Raum \(i)\nzweite Zeile" : ""))
}
var csvText = header.joined(separator: ",") + "\r\n"
var vcardText = ""
var jsonText = ""
for c in contacts {
    var fields = [String](repeating: "", count: header.count)
    fields[0] = c.given; fields[2] = c.family; fields[6] = c.prefix; fields[10] = c.org; fields[14] = c.note
    fields[16] = "* myContacts"; fields[19] = "Mobile"; fields[20] = c.phone
    csvText += fields.map(quoted).joined(separator: ",") + "\r\n"
    vcardText +=
        "BEGIN:VCARD\r\nVERSION:3.0\r\nN:\(c.family);\(c.given);;\(c.prefix);\r\nFN:\(c.given) \(c.family)\r\nORG:\(c.org)\r\nTEL;type=CELL:\(c.phone)\r\nEND:VCARD\r\n"
    let note = c.note.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
    jsonText +=
        "{\"given\": \"\(c.given)\", \"family\": \"\(c.family)\", \"prefix\": \"\(c.prefix)\", \"org\": \"\(c.org)\", \"phone\": \"\(c.phone)\", \"notes\": \"\(note)\"}\n"
}
let csvBytes = Array(csvText.utf8)

/// The record a row of named fields gives, built the same way for every peer.
func record(_ value: (String) -> String) -> ContactRecord {
    ContactRecord(
        name: PersonName(
            prefix: value("Name Prefix"), given: value("First Name"), middle: value("Middle Name"),
            family: value("Last Name"), suffix: value("Name Suffix"), organization: value("Organization Name"),
            givenReading: value("Phonetic First Name"), familyReading: value("Phonetic Last Name")),
        nickname: value("Nickname"), phone: value("Phone 1 - Value"), email: value("E-mail 1 - Value"))
}
let index = Dictionary(uniqueKeysWithValues: header.enumerated().map { ($1, $0) })

func time(_ body: () throws -> [ContactRecord]) rethrows -> (seconds: Double, records: [ContactRecord]) {
    var times: [Double] = []
    var last: [ContactRecord] = []
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        last = try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return (times.sorted()[times.count / 2], last)
}

func names(_ records: [ContactRecord]) -> [PersonName] { records.map(\.name) }

print("rows: \(rows), CSV \(csvBytes.count >> 20) MiB, median of \(repeats)")
let ours = try time { try RecordReader.read(csvBytes, source: "bench.csv", format: .csv).records }
func report(_ label: String, _ result: (seconds: Double, records: [ContactRecord])) {
    let same = names(result.records) == names(ours.records)
    print(
        String(
            format: "%-10@ %8.3f s  %10.0f records/s  %8d records  %@  (%.2f× ours)", label as NSString, result.seconds,
            Double(result.records.count) / result.seconds, result.records.count,
            (same ? "same records as ours" : "DIFFERENT records") as NSString, result.seconds / ours.seconds))
}
report("ours", ours)
if runs("CSV.swift") {
    let yaslab = try time {
        let reader = try CSVReader(string: csvText, hasHeaderRow: true)
        var out: [ContactRecord] = []
        while let row = reader.next() {
            out.append(record { name in index[name].map { $0 < row.count ? row[$0] : "" } ?? "" })
        }
        return out
    }
    report("CSV.swift", yaslab)
}
if runs("SwiftCSV") {
    let swiftcsv = try time {
        let csv = try EnumeratedCSV(string: csvText, loadColumns: false)
        var out: [ContactRecord] = []
        for row in csv.rows {
            out.append(record { name in index[name].map { $0 < row.count ? row[$0] : "" } ?? "" })
        }
        return out
    }
    report("SwiftCSV", swiftcsv)
}
let vcardBytes = Array(vcardText.utf8)
if runs("vCard") { report("vCard", time { (try? RecordReader.read(vcardBytes, source: "bench.vcf", format: .vcard).records) ?? [] }) }
let jsonBytes = Array(jsonText.utf8)
if runs("JSONL") { report("JSONL", time { (try? RecordReader.read(jsonBytes, source: "bench.jsonl", format: .jsonl).records) ?? [] }) }
