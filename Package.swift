// swift-tools-version: 6.1
//
// sectionize: locale-aware sorting, alphabetical sections and index bars on top of ICU.
//
// Modules along the real seams, each calling only downward (ARCHITECTURE.md):
//   sectionize → SectionizeCLI → SectionizeVerification → SectionizeInput → SectionizeKit (the core)
//   → SectionizeICU (package-only wrappers) → CICU / CMeCab (the only code that sees ICU or MeCab).
// An app that sections lists in memory depends on the SectionizeKit product alone.
// ICUOracle wraps ICU's C++ AlphabeticIndex and is used by tests only.

import PackageDescription

/// System ICU (Debian's libicu-dev). The libraries are named here rather than through a
/// `systemLibrary` target so that no Swift module ever sees `<unicode/*.h>`.
let icuLinkerSettings: [LinkerSetting] = [
    .linkedLibrary("icui18n"),
    .linkedLibrary("icuuc"),
    .linkedLibrary("icudata"),
]

/// Every Swift target: a bare `import` is internal (a public declaration that needs another
/// module's type says `public import`), and a member of another module's extension is found
/// only where that module is imported (swift-collections and swift-foundation do the same).
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "sectionize",
    // Linux only: built and tested on Debian 12 with Swift 6.3 (the sources import Glibc; no other
    // platform is built, so none is claimed).
    products: [
        .library(name: "SectionizeKit", targets: ["SectionizeKit"]),
        .library(name: "SectionizeInput", targets: ["SectionizeInput"]),
        .library(name: "SectionizeVerification", targets: ["SectionizeVerification"]),
        // Lists in a database. Its drivers are package traits: with neither trait enabled the
        // product builds without GRDB or postgres-nio and every open says which trait to enable.
        .library(name: "SectionizeStore", targets: ["SectionizeStore"]),
        .executable(name: "sectionize", targets: ["sectionize"]),
    ],
    // The store's database drivers (SE-0450 package traits). Neither is on by default: a build of
    // the tool or of SectionizeKit compiles no GRDB, SwiftNIO or BoringSSL (fresh-clone times in
    // the README). `swift build --traits SQLite` (or `PostgreSQL`, or `--enable-all-traits`)
    // builds them in; CI enables every trait.
    traits: [
        .trait(name: "SQLite", description: "SectionizeStore on SQLite files, through GRDB and the system libsqlite3."),
        .trait(name: "PostgreSQL", description: "SectionizeStore on PostgreSQL servers, through postgres-nio (SwiftNIO, TLS)."),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // SQLite for SectionizeStore (trait SQLite), through Debian's libsqlite3-dev.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // PostgreSQL for SectionizeStore (trait PostgreSQL): a postgres:// URL.
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        .target(
            name: "CICU",
            linkerSettings: icuLinkerSettings
        ),
        // MeCab, opened with dlopen at run time (Japanese readings only): no MeCab header or
        // library is needed to build, only libdl (part of glibc).
        .target(
            name: "CMeCab",
            linkerSettings: [.linkedLibrary("dl")]
        ),
        // The ICU and MeCab wrappers: the only Swift that calls CICU and CMeCab. Internal to the
        // package: its API is `package`, so no client of the products sees ICU.
        .target(
            name: "SectionizeICU",
            dependencies: ["CICU", "CMeCab"],
            swiftSettings: swiftSettings
        ),
        // The core: locales, the AlphabeticIndex engine, styles, readings, sectioning,
        // IndexedCollation, IndexBar, SectionedList, search and the one configuration value.
        .target(
            name: "SectionizeKit",
            dependencies: ["SectionizeICU"],
            swiftSettings: swiftSettings
        ),
        // Reading input: bytes to text with located errors, and structured records (CSV, TSV,
        // JSON Lines, vCard) with names in parts.
        .target(
            name: "SectionizeInput",
            dependencies: ["SectionizeKit", "SectionizeICU"],
            swiftSettings: swiftSettings
        ),
        // Localization testing: golden files and their verification, the locale report.
        .target(
            name: "SectionizeVerification",
            dependencies: ["SectionizeKit", "SectionizeInput", "SectionizeICU"],
            // The report's sample rows, as data (one pair per line) compiled into the module.
            resources: [.embedInCode("Resources/report-samples.tsv"), .embedInCode("Resources/placement-samples.tsv")],
            swiftSettings: swiftSettings
        ),
        // Lists that live in a database: sort keys, sections and display texts of a user's
        // table kept in a side table, read by indexed queries, written with change sets.
        .target(
            name: "SectionizeStore",
            dependencies: [
                "SectionizeKit", "SectionizeInput",
                .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["SQLite"])),
                // SQLite's own calls for a build's bulk reads and writes (GRDB's module of the system libsqlite3).
                .product(name: "GRDBSQLite", package: "GRDB.swift", condition: .when(traits: ["SQLite"])),
                .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["PostgreSQL"])),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "SectionizeCLI",
            dependencies: [
                "SectionizeKit",
                "SectionizeInput",
                "SectionizeVerification",
                "SectionizeStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The HTML page's script (`node --check` in .ci/run) and style sheet, plain files
            // compiled into the binary: no resource bundle, no Foundation.
            resources: [.embedInCode("Resources/page.js"), .embedInCode("Resources/page.css")],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "sectionize",
            dependencies: ["SectionizeCLI"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "ICUOracle",
            path: "Tests/ICUOracle",
            linkerSettings: icuLinkerSettings
        ),
        // What the tests and the fuzz target share: corpus loaders, locale tables, the fuzz
        // selector, invariant checks, the locator of the built binary (Tests/SectionizeTestSupport).
        .target(
            name: "SectionizeTestSupport",
            dependencies: ["SectionizeKit", "SectionizeInput", "SectionizeVerification", "SectionizeICU", "TableUpdateReference"],
            path: "Tests/SectionizeTestSupport",
            swiftSettings: swiftSettings
        ),
        // A reference UITableView for batch updates (Tests/TableUpdateReference); depends on
        // nothing, so it shares no code with the SectionedList it checks.
        .target(
            name: "TableUpdateReference",
            path: "Tests/TableUpdateReference",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SectionizeKitTests",
            dependencies: [
                "SectionizeKit", "SectionizeInput", "SectionizeVerification", "SectionizeICU", "ICUOracle",
                "SectionizeTestSupport", "TableUpdateReference",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SectionizeStoreTests",
            dependencies: [
                "SectionizeStore", "SectionizeKit", "SectionizeInput", "SectionizeTestSupport",
                "TableUpdateReference", .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["SQLite"])),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "sectionizeTests",
            dependencies: [
                "sectionize", "SectionizeCLI", "SectionizeKit", "SectionizeInput", "SectionizeVerification",
                "SectionizeTestSupport", "TableUpdateReference",
                // The composition test writes the user's table of a store with it.
                .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["SQLite"])),
            ],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)

// MARK: - Documentation (added only when asked)
//
// The DocC plugin is resolved only when SECTIONIZE_DOCS is set (`.ci/docs` sets it), as GRDB
// does, so that no client of the libraries resolves it.
if Context.environment["SECTIONIZE_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}

// MARK: - Fuzzing (added only when asked)
//
// `SectionizeFuzz` is a libFuzzer target: its `main` calls libFuzzer's driver, so it links only
// with `-sanitize=fuzzer`, and it is part of the package only when the environment variable
// SECTIONIZE_FUZZ is set. Build and run it with `.ci/fuzz` (see Fuzz/README.md).
if Context.environment["SECTIONIZE_FUZZ"] != nil {
    package.targets.append(
        .executableTarget(
            name: "SectionizeFuzz",
            dependencies: ["SectionizeCLI", "SectionizeKit", "SectionizeInput", "SectionizeTestSupport"],
            swiftSettings: swiftSettings + [.enableExperimentalFeature("Extern")]  // @_extern(c) for LLVMFuzzerRunDriver
        ))
}
