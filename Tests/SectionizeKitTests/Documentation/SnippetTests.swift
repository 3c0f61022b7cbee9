import Foundation
import SectionizeTestSupport
import Testing

/// The documentation's Swift code is compiled: every ```swift block of the README, `docs/` and
/// the DocC catalogs is the visible part of a file in `Snippets/`, which SwiftPM compiles
/// with the package (`swift build`, and so `swift test`). A snippet hides its set-up (the
/// sample data, stand-ins for UIKit) between `// snippet.hide` and `// snippet.show`; what is
/// left must be the block, line for line. So an example that no longer compiles breaks the
/// build, and an example edited on its page without its snippet fails here.
@Suite("Documentation: every Swift example is compiled")
struct SnippetTests {
    /// The ```swift blocks of a Markdown text.
    static func swiftBlocks(_ markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if current == nil, trimmed.hasPrefix("```swift") {
                current = []
            } else if current != nil, trimmed.hasPrefix("```") {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// A snippet's visible code: its lines outside `// snippet.hide` … `// snippet.show`,
    /// without blank lines at either end.
    static func visibleCode(_ source: String) -> String {
        var visible: [Substring] = []
        var hidden = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            switch line.trimmingCharacters(in: .whitespaces) {
            case "// snippet.hide": hidden = true
            case "// snippet.show": hidden = false
            default: if !hidden { visible.append(line) }
            }
        }
        while visible.first?.allSatisfy(\.isWhitespace) == true { visible.removeFirst() }
        while visible.last?.allSatisfy(\.isWhitespace) == true { visible.removeLast() }
        return visible.joined(separator: "\n")
    }

    /// The pages with Swift examples: the README, `docs/*.md` and every DocC article.
    static func pages() throws -> [String] {
        var pages = ["README.md"] + RepositoryFiles.names(in: "docs") { $0.hasSuffix(".md") }.map { "docs/\($0)" }
        let sources = RepositoryFiles.url("Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "md", url.path.contains(".docc/") {
                pages.append(String(url.path.dropFirst(RepositoryFiles.root.path.count + 1)))
            }
        }
        return pages.sorted()
    }

    static func snippets() throws -> [String: String] {
        var snippets: [String: String] = [:]
        for name in RepositoryFiles.names(in: "Snippets", where: { $0.hasSuffix(".swift") }) {
            snippets[name] = visibleCode(try String(contentsOf: RepositoryFiles.url("Snippets/\(name)"), encoding: .utf8))
        }
        return snippets
    }

    @Test("Every Swift block of the README, docs/ and the DocC articles is a compiled snippet, and every snippet is shown")
    func everyBlockIsASnippet() throws {
        let snippets = try Self.snippets()
        #expect(snippets.count >= 18, "Snippets/ holds the documentation's examples")
        var shown: Set<String> = []
        var blockCount = 0
        for page in try Self.pages() {
            let text = try String(contentsOf: RepositoryFiles.url(page), encoding: .utf8)
            for (n, block) in Self.swiftBlocks(text).enumerated() {
                blockCount += 1
                let code = Self.visibleCode(block)
                let matches = snippets.filter { $0.value == code }.map(\.key)
                #expect(!matches.isEmpty, "\(page), Swift block \(n + 1), is no snippet's visible code:\n\(code)")
                shown.formUnion(matches)
            }
        }
        #expect(blockCount >= 19)
        #expect(Set(snippets.keys).subtracting(shown).isEmpty, "snippets no page shows: \(Set(snippets.keys).subtracting(shown).sorted())")
    }

    @Test("The snippet reader hides set-up lines and finds blocks (a hand-written page and snippet)")
    func readerSelfTest() {
        let page = "Text\n```swift\nlet a = 1\nprint(a)\n```\nmore\n   ```swift\nx\n   ```\n"
        #expect(Self.swiftBlocks(page) == ["let a = 1\nprint(a)", "x"])
        let snippet = "// snippet.hide\nimport M\n// snippet.show\n\nlet a = 1\n// snippet.hide\nlet hidden = 2\n// snippet.show\nprint(a)\n"
        #expect(Self.visibleCode(snippet) == "let a = 1\nprint(a)")
    }
}
