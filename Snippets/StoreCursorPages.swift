// snippet.hide
// The cursor-page example of docs/store.md, compiled with the package (a documentation test
// checks that the page shows exactly the code outside the hidden lines).
import SectionizeKit
import SectionizeStore

let store = try SectionStore.open(.sqlite(path: "contacts.sqlite"), table: "contacts")
let s = 0
// snippet.show
var page = try store.rows(inSection: s, limit: 50)        // the first page
while let next = page.next {
    page = try store.rows(after: next, limit: 50)          // each page after the one before
}
if let next = try store.rows(inSection: s, limit: 50).next {
    let token = next.description                           // a cursor's string form, for a URL
    page = try store.rows(after: try StoreCursor(token), limit: 50)   // parsed back, checked
}
