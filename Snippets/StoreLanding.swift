// snippet.hide
// The Swift example number 1 of Sources/SectionizeStore/SectionizeStore.docc/SectionizeStore.md, compiled with the package (a
// documentation test checks that the page shows exactly the code outside the hidden lines).
// snippet.show
import SectionizeInput
import SectionizeKit
import SectionizeStore

let store = try SectionStore.build(
    .sqlite(path: "contacts.sqlite"),
    table: StoreTable(name: "contacts", id: "id", fields: RecordFields(name: "name")),
    configuration: SectioningConfiguration(locales: ["de"])
).store

let index = try store.index()          // index.displayedTitles, index.rowCounts, index.indexBar
let page = try store.rows(inSection: 3, offset: 0, limit: 50)

// The app wrote row 42 to its table; the store re-keys it and says how the table view changes.
let changes = try store.apply([.update(id: "42")]).changes
