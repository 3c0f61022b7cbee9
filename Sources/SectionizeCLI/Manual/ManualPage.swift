import ArgumentParser
internal import FoundationEssentials

/// `sectionize --generate-manual`: the manual page, `sectionize(1)`, in man(7) macros.
///
/// swift-argument-parser's `generate-manual` plugin drops every non-ASCII character ("A–Z
/// first" becomes "AZ first": `escapedTextLine()` keeps only `character.isASCII`), repeats a
/// flag's text for its `--no-` inversion, and writes blank lines that `man -l` warns about.
/// This page is written from the same description of the commands
/// (`Sectionize._dumpHelp()`, the JSON of `--experimental-dump-help`) with the text kept as
/// UTF-8 (declared on the first line for `preconv`, which `man` runs), a flag and its
/// inversion as one item, one `.PP` per paragraph and no blank lines.
enum ManualPage {
    /// The page, ending with a line end.
    static var text: String {
        guard let tool = try? JSONDecoder().decode(Tool.self, from: Data(Sectionize._dumpHelp().utf8)) else {
            return ".\\\" ArgumentParser's description of the commands could not be read\n"
        }
        return render(tool.command)
    }

    /// The parts of ArgumentParser's `ToolInfoV0` the page uses.
    struct Tool: Decodable {
        var command: Command
    }

    /// One command (`CommandInfoV0`).
    struct Command: Decodable {
        var commandName: String
        var abstract: String?
        var discussion: String?
        var arguments: [Argument]?
        var subcommands: [Command]?
        var shouldDisplay: Bool?
    }

    /// One argument (`ArgumentInfoV0`).
    struct Argument: Decodable {
        /// A name with its kind: `long`, `short` or `longWithSingleDash`.
        struct Name: Decodable, Equatable {
            var kind: String
            var name: String
        }
        var kind: String
        var names: [Name]?
        var valueName: String?
        var abstract: String?
        var discussion: String?
        var defaultValue: String?
        var allValues: [String]?
        var isRepeating: Bool?
        var shouldDisplay: Bool?
    }

    /// The page for the root command: NAME, SYNOPSIS, DESCRIPTION, the default command's
    /// OPTIONS, COMMANDS (each subcommand with its options), SEE ALSO.
    static func render(_ root: Command) -> String {
        let name = root.commandName
        let subcommands = (root.subcommands ?? []).filter { $0.shouldDisplay != false && $0.commandName != "help" }
        let defaultCommand = subcommands.first { $0.commandName == SectionCommand.configuration.commandName }
        var lines: [String] = [
            #".\" -*- coding: UTF-8 -*-"#,
            #".\" Written by `\#(name) --generate-manual`."#,
            ".TH \(name.uppercased()) 1 \"\" \"\(escaped(Sectionize.versionText))\" \"User Commands\"",
            ".SH NAME",
            "\(escaped(name)) \\- \(escaped(root.abstract ?? ""))",
            ".SH SYNOPSIS",
            ".B \(escaped(name))",
            "[\\fIoptions\\fR] [\\fIfile\\fR ...]",
            ".br",
            ".B \(escaped(name))",
            "\\fIcommand\\fR [\\fIoptions\\fR] ...",
            ".SH DESCRIPTION",
        ]
        lines += paragraphs(root.discussion ?? root.abstract ?? "", first: true)
        if let defaultCommand {
            lines.append(".SH OPTIONS")
            lines += paragraphs(defaultCommand.abstract ?? "", first: true)
            lines += options(defaultCommand, skipping: [])
        }
        lines.append(".SH COMMANDS")
        // Every command, and each command's own subcommands after it (store build, store
        // rows …), so that the page lists every option the tool takes.
        func section(_ command: Command, path: String) {
            let usage = "\(path) \(command.commandName)"
            lines.append(".SS \"\(escaped(usage))\"")
            lines += paragraphs(command.abstract ?? "", first: true)
            if command.commandName == defaultCommand?.commandName && path == name {
                lines += paragraphs("The default command: its options are those under OPTIONS.", first: false)
                return
            }
            if let discussion = command.discussion { lines += paragraphs(discussion, first: false) }
            lines += options(command, skipping: ["help", "version"])
            for sub in (command.subcommands ?? []) where sub.shouldDisplay != false && sub.commandName != "help" {
                section(sub, path: usage)
            }
        }
        for command in subcommands { section(command, path: name) }
        lines.append(".SH SEE ALSO")
        lines += paragraphs(
            "The README and docs/command-line.md of the sectionize source; "
                + "\(name) --help and \(name) COMMAND --help; "
                + "\(name) --generate-completion-script bash.", first: true)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `.TP` items of a command's arguments; a flag directly followed by its `--no-`
    /// inversion (the same text) is one item naming both.
    static func options(_ command: Command, skipping: Set<String>) -> [String] {
        var lines: [String] = []
        let arguments = (command.arguments ?? []).filter { $0.shouldDisplay != false }
        var k = 0
        while k < arguments.count {
            let argument = arguments[k]
            k += 1
            let names = argument.names ?? []
            if names.contains(where: { skipping.contains($0.name) }) { continue }
            var heading: String
            if argument.kind == "positional" {
                heading = "\\fI\(escaped(argument.valueName ?? "value"))\\fR"
                if argument.isRepeating == true { heading += " ..." }
            } else {
                var spelled = names.map(spelling)
                if argument.kind == "flag", k < arguments.count, let long = names.first(where: { $0.kind == "long" }),
                    arguments[k].names == [Argument.Name(kind: "long", name: "no-" + long.name)]
                {
                    spelled.append(spelling(arguments[k].names![0]))
                    k += 1
                }
                heading = spelled.joined(separator: ", ")
                if argument.kind == "option" { heading += " \\fI\(escaped(argument.valueName ?? "value"))\\fR" }
            }
            lines.append(".TP")
            lines.append(heading)
            var text = argument.abstract ?? ""
            var facts: [String] = []
            if let values = argument.allValues, !values.isEmpty { facts.append("values: " + values.joined(separator: ", ")) }
            if let value = argument.defaultValue, !value.isEmpty { facts.append("default: " + value) }
            if !facts.isEmpty { text += " (" + facts.joined(separator: "; ") + ")" }
            lines.append(textLine(text))
            if let discussion = argument.discussion, !discussion.isEmpty {
                lines.append(".br")
                lines.append(textLine(discussion))
            }
        }
        return lines
    }

    /// `\fB--name\fR` for a name, with its dashes.
    static func spelling(_ name: Argument.Name) -> String {
        let dashes = name.kind == "long" ? "--" : "-"
        return "\\fB" + escaped(dashes + name.name) + "\\fR"
    }

    /// Text split at blank lines into paragraphs (`.PP` before each but the first of a
    /// section), its single line breaks kept with `.br`; never an empty line.
    static func paragraphs(_ text: String, first: Bool) -> [String] {
        var lines: [String] = []
        var isFirst = first
        for paragraph in text.split(separator: "\n\n", omittingEmptySubsequences: true) {
            let parts = paragraph.split(separator: "\n", omittingEmptySubsequences: true)
            guard !parts.isEmpty else { continue }
            if !isFirst { lines.append(".PP") }
            isFirst = false
            for (j, part) in parts.enumerated() {
                if j > 0 { lines.append(".br") }
                lines.append(textLine(String(part)))
            }
        }
        return lines
    }

    /// One text line: escaped, and protected with `\&` when it would start like a request
    /// (`.` or `'`).
    static func textLine(_ text: String) -> String {
        let line = escaped(text.replacing("\n", with: " "))
        return line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
    }

    /// `text` with roff's special characters escaped: `\` as `\e`, `-` as `\-` (so option
    /// names copy as hyphen-minus), `'` and `` ` `` as `\(aq` and `\(ga` (not typographic
    /// quotes). Every other character, non-ASCII included, is kept.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case "'": out += "\\(aq"
            case "`": out += "\\(ga"
            default: out.append(character)
            }
        }
        return out
    }
}
