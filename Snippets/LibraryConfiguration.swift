// snippet.hide
// The Swift example number 1 of docs/library.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
// snippet.hide
import SectionizeKit

struct Contact: Sendable { var id: Int; var name: String; var yomi: String? }
let contacts = [Contact(id: 1, name: "鈴木 一郎", yomi: nil), Contact(id: 2, name: "山田 太郎", yomi: "やまだ たろう")]
let contact = contacts[0]
// snippet.show
let configuration = SectioningConfiguration(locales: ["ja"])          // uikit, readings on
var list = try SectionedList(contacts, id: { $0.id }, text: { $0.name }, reading: { $0.yomi },
                             configuration: configuration)             // 鈴木 under さ
list.reading(of: contact.id)                                           // "すずき…", or the yomi it carries
let table = try configuration.sections(of: contacts, by: \.name, reading: \.yomi)   // the same, static
let collation = try configuration.makeCollation()                      // for sorted(_:by:) and friends
