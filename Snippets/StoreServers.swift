// snippet.hide
// The Swift example of docs/store.md's "Servers: the pooled, async PostgreSQL store",
// compiled with the package when the PostgreSQL trait is on (`swift test
// --enable-all-traits`; a documentation test checks that the page shows exactly the code
// outside the hidden lines). Top-level code: the snippet is an executable's main file.
#if PostgreSQL
import SectionizeStore

let url = CommandLine.arguments.dropFirst().first ?? "postgres://app@localhost/contacts"
// snippet.show
let store = try await PooledSectionStore.open(url, table: "contacts", connections: 16)
let index = try await store.index()
let page = try await store.rows(inSection: 3, limit: 50)
let next = try await store.rows(after: page.next!, limit: 50)
let changes = try await store.apply([.update(id: "42")])
await store.close()
// snippet.hide
#endif
