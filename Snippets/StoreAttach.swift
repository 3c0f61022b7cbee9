// snippet.hide
// The Swift example number 1 of docs/store.md, compiled with the package (a
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
// Later, in another process: the configuration comes from the stamp.
let opened = try SectionStore.open(.sqlite(path: "contacts.sqlite"), table: "contacts")
