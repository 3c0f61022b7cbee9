import Testing

/// The store's suites run only in a build with both database drivers. In any other build this
/// suite shows, as a skipped test with its reason, that they did not run, so that a plain
/// `swift test` never passes the store's tests over in silence.
@Suite("Store drivers built in")
struct DriversTraitTests {
    #if SQLite && PostgreSQL
    @Test("Both drivers are built in, so the store's suites run (SQLite and PostgreSQL traits)")
    func bothDriversBuiltIn() {
        #expect(Bool(true))
    }
    #else
    @Test(
        "The store's suites need the SQLite and PostgreSQL traits",
        .disabled("built without the SQLite and PostgreSQL traits: `swift test --enable-all-traits` runs the store's tests"))
    func storeSuitesNeedTheDrivers() {}
    #endif
}
