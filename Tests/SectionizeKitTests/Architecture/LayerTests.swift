import Foundation
import SectionizeTestSupport
import Testing

/// The library's folders are layers that only call downward (issue 9; README › How it works):
/// a file never mentions a type declared in a higher folder, and only `ICU/` talks to the C
/// shim. The check reads the sources themselves (`Sources/SectionizeKit/**`), with comments
/// and string literals removed, so it needs no build tooling; a self-test on an in-memory
/// tree shows that it finds each kind of violation.
@Suite("Architecture: layers only call downward")
struct LayerTests {
    @Test("No file of Sources/SectionizeKit mentions a type of a higher layer, or CICU outside ICU/")
    func libraryLayers() throws {
        let files = try LayerRules.read(RepositoryFiles.url("Sources/SectionizeKit"))
        #expect(files.count > 40, "read \(files.count) Swift files")
        let violations = LayerRules.standard.violations(in: files)
        #expect(violations.isEmpty, "\(violations.count) layer violations:\n\(violations.joined(separator: "\n"))")
    }

    @Test("The CLI and the executable never call the shim (CICU) themselves")
    func cliUsesNoShim() throws {
        var files: [LayerRules.SourceFile] = []
        for target in ["SectionizeCLI", "sectionize"] {
            files += try LayerRules.read(RepositoryFiles.url("Sources/\(target)"))
                .map { LayerRules.SourceFile(path: "\(target)/\($0.path)", text: $0.text) }
        }
        #expect(!files.isEmpty)
        let violations = files.flatMap { LayerRules.shimViolations(in: $0) }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    @Test("Each module imports only the modules below it (the package's dependency graph), and only the ICU wrapper imports the C shims")
    func moduleImports() throws {
        // Allowed imports per module, from Package.swift's graph; system modules are listed
        // explicitly so that a new one (Foundation in the core, say) is a decision, not an accident.
        let system: Set<String> = ["Glibc", "Darwin", "Dispatch", "Synchronization"]
        let allowed: [String: Set<String>] = [
            "SectionizeICU": system.union(["CICU", "CMeCab"]),
            "SectionizeKit": system.union(["SectionizeICU"]),
            "SectionizeInput": system.union(["SectionizeKit", "SectionizeICU"]),
            "SectionizeVerification": system.union(["SectionizeKit", "SectionizeInput", "SectionizeICU"]),
            // The store's database drivers (GRDB over Debian's libsqlite3, postgres-nio) bring Foundation and NIO.
            "SectionizeStore": system.union([
                "SectionizeKit", "SectionizeInput", "GRDB", "GRDBSQLite", "Foundation", "PostgresNIO", "NIOCore", "NIOPosix", "Logging",
            ]),
            "SectionizeCLI": system.union([
                "SectionizeKit", "SectionizeInput", "SectionizeVerification", "SectionizeStore", "ArgumentParser", "FoundationEssentials",
            ]),
        ]
        var violations: [String] = []
        for (module, modules) in allowed.sorted(by: { $0.key < $1.key }) {
            let files = try LayerRules.read(RepositoryFiles.url("Sources/\(module)"))
            #expect(!files.isEmpty, "no Swift files in Sources/\(module)")
            for file in files {
                for (n, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    guard let imported = LayerRules.importedModule(String(line)) else { continue }
                    if !modules.contains(imported) {
                        violations.append("\(module)/\(file.path):\(n + 1): imports \(imported)")
                    }
                    if imported == "CICU" && !file.path.hasPrefix("ICU/") || imported == "CMeCab" && !file.path.hasPrefix("MeCab/") {
                        violations.append("\(module)/\(file.path):\(n + 1): only ICU/ imports CICU and only MeCab/ imports CMeCab")
                    }
                }
            }
        }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    @Test("The import check reads access-levelled and @testable imports and ignores other lines")
    func importParsing() {
        #expect(LayerRules.importedModule("internal import CICU") == "CICU")
        #expect(LayerRules.importedModule("package import SectionizeICU") == "SectionizeICU")
        #expect(LayerRules.importedModule("@testable import SectionizeKit") == "SectionizeKit")
        #expect(LayerRules.importedModule("import struct Foundation.Data") == "Foundation")
        #expect(LayerRules.importedModule("import Foundation") == "Foundation")
        #expect(LayerRules.importedModule("// import Foundation") == nil)
        #expect(LayerRules.importedModule("let important = 1") == nil)
    }

    // MARK: - The check can fail

    /// An in-memory library with one of each violation, and code that looks like one but is not.
    static let syntheticTree: [LayerRules.SourceFile] = [
        .init(
            path: "ICU/ICU.swift",
            text: """
                internal import CICU
                enum ICU { static func open() -> Int32 { cicu_open() } }
                struct ICUError: Error { var code: Int32; static let bufferOverflow: Int32 = 15 }
                """),
        .init(
            path: "Text/Row.swift",
            text: """
                /// A row; unlike `Bar` (a comment) it lives low.
                struct Row {
                    var title = "Bar"                    // a string literal, not code
                    var raw = #"Bar \\(Bar)"#            // a raw string
                    var block = \"\"\"
                        Bar
                        \"\"\"
                    var bar: Bar? = nil                  // VIOLATION: Bar is declared in IndexBar/
                    var kind: Kind? = nil                // Kind is declared here too, so not upward
                }
                enum Kind { case a }
                """),
        .init(
            path: "Text/Label.swift",
            text: """
                func label(_ n: Int) -> String { "title \\(Chart.name(n))" }  // VIOLATION in an interpolation
                """),
        .init(
            path: "Locale/Shim.swift",
            text: """
                import CICU                                  // VIOLATION: only ICU/ imports the shim
                func f() -> Int32 { cicu_something() }      // VIOLATION: a shim symbol
                func g(status: Int32) -> Bool { status == 2 }  // VIOLATION: a raw ICU error number
                func h() -> ICUError { ICUError(code: 15) }     // VIOLATION: a raw ICU error number
                func i(e: ICUError) -> Bool { e.code == ICUError.bufferOverflow }  // a named code: fine
                """),
        .init(
            path: "IndexBar/Bar.swift",
            text: """
                struct Bar { var rows: [Row]; var kind: Kind }
                enum Kind { case b }
                struct Chart { static func name(_ n: Int) -> String { "" } }
                extension Row { var bars: Int { 0 } }
                """),
        .init(path: "Extras/Extra.swift", text: "struct Extra {}"),  // VIOLATION: a folder not in the list
        .init(path: "Widgets/Widget.swift", text: "struct Widget { var bar: Bar; var extra: Extra }"),
    ]

    @Test("The self-test tree gives exactly its violations")
    func syntheticViolations() {
        let rules = LayerRules(
            layers: ["ICU", "Errors", "Text", "Locale", "AlphabeticIndex", "IndexBar"],
            topLayers: [("Widgets", "a capability above the others (self-test)")])
        let found = rules.violations(in: Self.syntheticTree)
        #expect(found.contains { $0.hasPrefix("Text/Row.swift:8:") && $0.contains("Bar") && $0.contains("IndexBar") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("Text/Label.swift:1:") && $0.contains("Chart") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("Locale/Shim.swift:1:") && $0.contains("imports CICU") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("Locale/Shim.swift:2:") && $0.contains("cicu_something") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("Locale/Shim.swift:3:") && $0.contains("raw ICU error") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("Locale/Shim.swift:4:") && $0.contains("raw ICU error") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("Extras/Extra.swift:") && $0.contains("add it to LayerRules") }, "\(found)")
        // Exactly those seven: comments, strings, a type also declared lower, named codes, a
        // higher layer using lower ones and a listed top layer are all fine.
        #expect(found.count == 7, "\(found.joined(separator: "\n"))")
    }

    @Test("Comments and string literals are blanked, code in interpolations is kept, line numbers stay")
    func stripping() {
        let code = LayerRules.codeOnly(
            """
            a /* b /* nested */ c */ d // e
            "f \\(g("h")) i" j #"k \\(l)"# m
            \"\"\"
            n
            \"\"\" o
            """)
        let words = code.split(whereSeparator: { !$0.isLetter }).map(String.init)
        #expect(words == ["a", "d", "g", "j", "m", "o"])
        #expect(code.filter { $0 == "\n" }.count == 4)
    }
}

/// The layer rule: an ordered list of folders, bottom first, and the checks.
struct LayerRules {
    /// One Swift file: its path below the checked folder and its text.
    struct SourceFile {
        var path: String
        var text: String
    }

    /// `Sources/SectionizeKit`'s folders, bottom → top (README › How it works).
    static let libraryLayers = [
        "Errors", "Text", "Locale", "AlphabeticIndex", "Styles", "Readings", "Sectioning",
        "IndexBar", "IndexedCollation", "Configuration",
    ]

    /// Folders that may sit on top of ``libraryLayers`` (new capabilities), in order, each with
    /// why it is there. To add a folder, put it here, or into ``libraryLayers`` where it
    /// belongs.
    static let libraryTopLayers: [(folder: String, reason: String)] = [
        ("Search", "search-as-you-type matching over sectioned rows: uses Text/ and IndexedCollation/ (issue 13)"),
        (
            "SectionedList",
            "live lists (issue 11): keeps sort keys from Sectioning, sections of IndexedCollation and the IndexBar up to date as elements change"
        ),
    ]

    static let standard = LayerRules(layers: libraryLayers, topLayers: libraryTopLayers)

    /// All folders, bottom first.
    let order: [String]

    init(layers: [String], topLayers: [(folder: String, reason: String)]) {
        order = layers + topLayers.map(\.folder)
    }

    /// The module an `import` line names (`internal import CICU`, `@testable import X`,
    /// `import struct Foundation.Data` → `Foundation`), or `nil` for any other line.
    static func importedModule(_ line: String) -> String? {
        var words = line.split(separator: " ").map(String.init)
        while let first = words.first, first.hasPrefix("@") || ["public", "package", "internal", "fileprivate", "private"].contains(first) {
            words.removeFirst()
        }
        guard words.first == "import", words.count >= 2 else { return nil }
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
        return String(path.split(separator: ".").first ?? Substring(path))
    }

    /// Every `.swift` file under `folder`, with paths relative to it.
    static func read(_ folder: URL) throws -> [SourceFile] {
        let base = folder.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var files: [SourceFile] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: URL(fileURLWithPath: base + relative), encoding: .utf8)
            files.append(SourceFile(path: relative, text: text))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Every violation, as `PATH:LINE: message`.
    func violations(in files: [SourceFile]) -> [String] {
        var found: [String] = []
        let code = files.map { (file: $0, code: Self.codeOnly($0.text)) }

        // Each type name → the lowest layer declaring it.
        var lowest: [String: Int] = [:]
        for (file, text) in code {
            guard let layer = layer(of: file.path) else { continue }
            for name in Self.declaredTypes(in: text) { lowest[name] = min(lowest[name] ?? .max, layer) }
        }

        for (file, text) in code {
            guard let layer = layer(of: file.path) else {
                let folder = file.path.split(separator: "/").dropLast().first.map(String.init) ?? "(no folder)"
                found.append(
                    "\(file.path):1: folder \(folder) is not a known layer: add it to LayerRules.libraryLayers where it belongs (bottom → top: \(order.joined(separator: " → "))) or to LayerRules.libraryTopLayers with the reason"
                )
                continue
            }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for word in Self.identifiers(in: line) {
                    if let owner = lowest[word], owner > layer {
                        found.append("\(file.path):\(number + 1): \(order[layer])/ mentions \(word), a type of the higher layer \(order[owner])/")
                    }
                }
            }
            if order[layer] != "ICU" { found += Self.shimViolations(in: file, code: text) }
        }
        return found
    }

    /// Uses of the C shim, or of ICU error numbers, outside `ICU/`.
    static func shimViolations(in file: SourceFile, code: String? = nil) -> [String] {
        var found: [String] = []
        let lines = (code ?? codeOnly(file.text)).split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            let at = "\(file.path):\(number + 1):"
            let words = identifiers(in: line)
            if words.contains("CICU"), line.contains(/\bimport\s+CICU\b/) { found.append("\(at) imports CICU; only ICU/ may") }
            for word in words where word.hasPrefix("cicu_") {
                found.append("\(at) calls the shim (\(word)); only ICU/ may")
            }
            // (Swift's Regex is slow: a cheap test first.)
            let suspicious = words.contains { $0 == "code" || $0 == "status" || $0 == "errorCode" || $0 == "ICUError" || $0.hasPrefix("U_") }
            if suspicious,
                line.contains(/\b(code|status|errorCode)\s*(==|!=|<=|>=|<|>)\s*-?[0-9]+/)
                    || line.contains(/\bICUError\s*\(\s*code\s*:\s*-?[0-9]+/)
                    || line.contains(/\bU_[A-Z_]+\b/)
            {
                found.append("\(at) uses a raw ICU error code; name it in ICU/ (ICUError)")
            }
        }
        return found
    }

    /// The position of a file's folder in ``order``, or nil for an unknown folder.
    func layer(of path: String) -> Int? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2 else { return nil }
        return order.firstIndex(of: String(parts[0]))
    }

    /// Names declared as types: `struct`, `enum`, `class`, `protocol`, `actor`, `typealias`.
    static func declaredTypes(in code: String) -> Set<String> {
        let keywords: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        let notNames: Set<String> = ["func", "var", "let", "subscript", "override", "final", "static", "init"]
        var names = Set<String>()
        let words = identifiers(in: Substring(code))
        for (word, next) in zip(words, words.dropFirst()) where keywords.contains(word) && !notNames.contains(next) {
            names.insert(next)
        }
        return names
    }

    /// The identifiers of a line of code.
    static func identifiers(in line: Substring) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        func isStart(_ c: Unicode.Scalar) -> Bool { c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        for c in line.unicodeScalars {
            if isStart(c) || (!current.isEmpty && ("0"..."9").contains(c)) {
                current.append(c)
            } else {
                if !current.isEmpty { words.append(String(current)); current = String.UnicodeScalarView() }
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// The text with comments and string literals replaced by spaces (line ends kept, so line
    /// numbers stay), and the code inside string interpolations kept.
    ///
    /// Handles `//` and nested `/* */` comments, `"…"` and `"""…"""` strings with escapes and
    /// `\(…)` interpolations, and raw strings `#"…"#` (their `\#(…)` interpolations are
    /// blanked too, a simplification that errs on the side of finding nothing).
    static func codeOnly(_ text: String) -> String {
        let chars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        // A stack of open string literals inside interpolations: the delimiter of each
        // literal and the parenthesis depth of the interpolation's code.
        enum Mode { case code, string(delimiter: [Unicode.Scalar], raw: Int) }
        var stack: [(mode: Mode, depth: Int)] = [(.code, 0)]
        func at(_ s: String, _ k: Int) -> Bool {
            var k = k
            for u in s.unicodeScalars {
                guard k < chars.count, chars[k] == u else { return false }
                k += 1
            }
            return true
        }
        func blank(_ c: Unicode.Scalar) { out.append(c == "\n" ? "\n" : " ") }
        while i < chars.count {
            let c = chars[i]
            switch stack[stack.count - 1].mode {
            case .code:
                if at("//", i) {
                    while i < chars.count && chars[i] != "\n" { blank(chars[i]); i += 1 }
                } else if at("/*", i) {
                    var nesting = 0
                    repeat {
                        if at("/*", i) {
                            nesting += 1; blank(chars[i]); blank(chars[i + 1]); i += 2
                        } else if at("*/", i) {
                            nesting -= 1; blank(chars[i]); blank(chars[i + 1]); i += 2
                        } else {
                            blank(chars[i]); i += 1
                        }
                    } while nesting > 0 && i < chars.count
                } else if c == "#" || c == "\"" {
                    var hashes = 0
                    while i + hashes < chars.count && chars[i + hashes] == "#" { hashes += 1 }
                    let k = i + hashes
                    if k < chars.count && chars[k] == "\"" {
                        let triple = at("\"\"\"", k)
                        let quote: [Unicode.Scalar] = triple ? ["\"", "\"", "\""] : ["\""]
                        for _ in 0..<(hashes + quote.count) { blank(chars[i]); i += 1 }
                        stack.append((.string(delimiter: quote + Array(repeating: "#", count: hashes), raw: hashes), 0))
                    } else {
                        out.append(c); i += 1
                    }
                } else if c == "(" {
                    stack[stack.count - 1].depth += 1; out.append(c); i += 1
                } else if c == ")" {
                    if stack.count > 1 && stack[stack.count - 1].depth == 0 {
                        stack.removeLast()  // the end of an interpolation: back in the string
                        blank(c)
                    } else {
                        stack[stack.count - 1].depth -= 1; out.append(c)
                    }
                    i += 1
                } else {
                    out.append(c); i += 1
                }
            case .string(let delimiter, let raw):
                let escape = "\\" + String(repeating: "#", count: raw)
                if at(escape + "(", i) && raw == 0 {
                    for _ in 0..<2 { blank(chars[i]); i += 1 }
                    stack.append((.code, 0))
                } else if at(escape, i) {
                    for _ in 0..<min(escape.unicodeScalars.count + 1, chars.count - i) { blank(chars[i]); i += 1 }
                } else if chars[i] == delimiter[0], chars[i..<min(chars.count, i + delimiter.count)].elementsEqual(delimiter) {
                    for _ in 0..<delimiter.count { blank(chars[i]); i += 1 }
                    stack.removeLast()
                } else {
                    blank(c); i += 1
                }
            }
        }
        return String(out)
    }
}
