import Foundation
import SectionizeTestSupport
import Testing

/// Facts the documentation lists, read side by side with their source of truth, so that they
/// cannot drift again: the library products (Package.swift), the targets (Package.swift and
/// ARCHITECTURE.md) and the exit statuses (`CLIError.Status` and docs/command-line.md).
@Suite("Documentation: listed facts equal their source")
struct DocumentedFactsTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: RepositoryFiles.url(path), encoding: .utf8)
    }

    /// `.library(name: "X"` entries of Package.swift.
    static func libraryProducts() throws -> [String] {
        try text("Package.swift").matches(of: /\.library\(name: "([A-Za-z]+)"/).map { String($0.output.1) }
    }

    /// The names of Package.swift's targets (`.target`, `.testTarget`, `.executableTarget`),
    /// the fuzz target (added only when asked) and test targets left out.
    static func targets() throws -> [String] {
        try text("Package.swift").matches(of: /\.(target|executableTarget)\(\s*name: "([A-Za-z]+)"/)
            .map { String($0.output.2) }.filter { $0 != "SectionizeFuzz" }
    }

    @Test("README, docs/library.md and ARCHITECTURE.md name every library product and say how many there are")
    func products() throws {
        let products = try Self.libraryProducts()
        #expect(products == ["SectionizeKit", "SectionizeInput", "SectionizeVerification", "SectionizeStore"])
        let count = ["one", "two", "three", "four", "five", "six"][products.count - 1]
        for page in ["README.md", "docs/library.md", "ARCHITECTURE.md"] {
            let text = try Self.text(page)
            #expect(text.contains("\(count) librar"), "\(page) says how many libraries there are (\(count))")
            for product in products {
                #expect(text.contains("`\(product)`"), "\(page) names \(product)")
            }
        }
    }

    @Test("ARCHITECTURE.md's target table lists exactly Package.swift's targets")
    func modules() throws {
        let listed = try Self.text("ARCHITECTURE.md").matches(of: /\n\| `([A-Za-z]+)`( \(tests\))? \|/).map { String($0.output.1) }
        #expect(Set(listed) == Set(try Self.targets()), "ARCHITECTURE.md › Targets")
        #expect(listed.count == Set(listed).count, "each target once")
    }

    @Test("docs/command-line.md's exit table lists exactly the statuses of CLIError.Status, plus 0 and 1")
    func exitStatuses() throws {
        let source = try Self.text("Sources/SectionizeCLI/CLIError.swift")
        let statuses = Set(source.matches(of: /static let [a-zA-Z]+: Int32 = ([0-9]+)/).map { Int($0.output.1)! })
        #expect(statuses.isSuperset(of: [64, 65, 66, 69, 70, 73, 74]))
        let page = try Self.text("docs/command-line.md")
        let table = Set(page.matches(of: /\n\| ([0-9]+) \|/).map { Int($0.output.1)! })
        #expect(table == statuses.union([0, 1]), "docs/command-line.md › exit table")
        // No other file of the CLI spells a status as a number (exit statuses live in CLIError.Status).
        for name in RepositoryFiles.names(in: "Sources/SectionizeCLI/Commands", where: { $0.hasSuffix(".swift") }) {
            let code = try Self.text("Sources/SectionizeCLI/Commands/\(name)")
            #expect(code.firstMatch(of: /ExitCode\((6|7)[0-9]\)|return (6|7)[0-9]\b/) == nil, "\(name) spells an exit status as a number")
        }
    }
}
