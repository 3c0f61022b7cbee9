// swift-tools-version: 6.1
//
// Benchmarks for sectionize: one harness (`sectionize-bench`) that runs every peer as a
// subprocess on the same generated input and prints a comparison table.
//
// Peers built here:
//   sectionize-lib-bench   SectionizeKit called directly (no CLI parsing or rendering)
//   icu-alphaindex-bench   ICU's own C++ AlphabeticIndex, the class SectionizeKit reimplements
//   sortkey-loop-bench     one ICU sort key per line + std::sort on one core: the practical floor
//   sectionize-micro       in-process index build time per locale and section(for:) throughput
//   live-list-bench        SectionedList: 1 insert, 1,000 edits, a 1M snapshot diff vs sectioning from scratch
//   store-bench            SectionizeStore on SQLite and PostgreSQL against load-and-section
//   store-search-bench     SectionStore.search against SQLite FTS5's prefix query
//   store-scope-bench      one list of a store of many lists against a store of one list
//   records-bench          structured input: our CSV reader against yaslab/CSV.swift and
//                          swiftcsv/SwiftCSV, and our vCard and JSON Lines readers (records/s)
// The CLI peer is the root package's release `sectionize` binary; node's Intl.Collator is an
// informational peer run from Scripts/ when `node` is on PATH. BenchLines is the C++ peers'
// shared input, output and timing code, BenchSupport the store benchmarks'. bench-launch starts each measured run (see its header
// for why the harness does not spawn peers itself).

import PackageDescription

/// System ICU (Debian's libicu-dev), linked by name as in the root package.
let icuLinkerSettings: [LinkerSetting] = [
    .linkedLibrary("icui18n"),
    .linkedLibrary("icuuc"),
    .linkedLibrary("icudata"),
]

let package = Package(
    name: "sectionize-benchmarks",
    dependencies: [
        // Every driver trait on: store-bench times both databases.
        .package(name: "sectionize", path: "..", traits: ["SQLite", "PostgreSQL"]),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // CSV peers for records-bench (issue 10): the two Swift CSV libraries of the local mirror.
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/swiftcsv/SwiftCSV", from: "0.10.0"),
        // FTS5, the reference of store-search-bench, in the same process (the root package's GRDB).
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // The app's own connection in store-load-bench (the root package's postgres-nio).
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        .executableTarget(
            name: "sectionize-bench",
            dependencies: [
                .product(name: "SectionizeKit", package: "sectionize"),
                .product(name: "SectionizeInput", package: "sectionize"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "sectionize-lib-bench",
            dependencies: [
                .product(name: "SectionizeKit", package: "sectionize"),
                .product(name: "SectionizeInput", package: "sectionize"),
            ]
        ),
        .executableTarget(
            name: "sectionize-micro",
            dependencies: [
                .product(name: "SectionizeKit", package: "sectionize"),
                .product(name: "SectionizeInput", package: "sectionize"),
            ]
        ),
        .executableTarget(
            name: "live-list-bench",
            dependencies: [
                .product(name: "SectionizeKit", package: "sectionize"),
                .product(name: "SectionizeInput", package: "sectionize"),
            ]
        ),
        .executableTarget(
            name: "records-bench",
            dependencies: [
                .product(name: "SectionizeKit", package: "sectionize"),
                .product(name: "SectionizeInput", package: "sectionize"),
                .product(name: "CSV", package: "CSV.swift"),
                .product(name: "SwiftCSV", package: "SwiftCSV"),
            ]
        ),
        // SectionizeStore (issue 20): build, index, page, insert and sync against the
        // in-memory baseline, on SQLite and PostgreSQL (Benchmarks/store.sh).
        .executableTarget(
            name: "store-bench",
            dependencies: [
                "BenchSupport",
                .product(name: "SectionizeKit", package: "sectionize"),
                .product(name: "SectionizeInput", package: "sectionize"),
                .product(name: "SectionizeStore", package: "sectionize"),
            ]
        ),
        // Search in the store (issue 29) against SQLite FTS5's prefix query (Benchmarks/store-search.sh).
        .executableTarget(
            name: "store-search-bench",
            dependencies: [
                "BenchSupport",
                .product(name: "SectionizeKit", package: "sectionize"),
                .product(name: "SectionizeInput", package: "sectionize"),
                .product(name: "SectionizeStore", package: "sectionize"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // PostgreSQL under load (issue 30, item 5): concurrent readers and writers on one store
        // against the same reads as ORDER BY name COLLATE "de-x-icu" (Benchmarks/store-load.sh).
        .executableTarget(
            name: "store-load-bench",
            dependencies: [
                "BenchSupport",
                .product(name: "SectionizeKit", package: "sectionize"),
                .product(name: "SectionizeInput", package: "sectionize"),
                .product(name: "SectionizeStore", package: "sectionize"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        // One list of a store of many lists (issue 30, item 3) against a store of one list
        // (Benchmarks/store-scope.sh).
        .executableTarget(
            name: "store-scope-bench",
            dependencies: [
                "BenchSupport",
                .product(name: "SectionizeStore", package: "sectionize"),
            ]
        ),
        // The store benchmarks' options, seeded generator, clock and percentiles.
        .target(name: "BenchSupport"),
        .executableTarget(name: "bench-launch"),
        .target(name: "BenchLines"),
        .executableTarget(
            name: "icu-alphaindex-bench",
            dependencies: ["BenchLines"],
            linkerSettings: icuLinkerSettings
        ),
        .executableTarget(
            name: "sortkey-loop-bench",
            dependencies: ["BenchLines"],
            linkerSettings: icuLinkerSettings
        ),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
