// snippet.hide
// The many-lists example of docs/store.md, compiled with the package (a documentation test
// checks that the page shows exactly the code outside the hidden lines).
import SectionizeStore

// snippet.show
let store = try SectionStore.open(.sqlite(path: "contacts.sqlite"), table: "contacts", scope: "42")
let other = store.scoped(to: "43")           // the same connection, another list
let changes = try store.apply([.update(id: "7")]).changes
