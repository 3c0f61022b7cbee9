import ArgumentParser

/// The bash completion script, with the default command completed.
///
/// swift-argument-parser 1.8.2 writes the root function of a bash script as if the root had
/// no default subcommand: after `sectionize ` it offers only the subcommand names, and after
/// `sectionize --format ` or `sectionize --loc` nothing useful, although every README example
/// leaves out `section` (`BashCompletionsGenerator.swift`: the root's `case "${subcommand}"`
/// falls through to `compgen -W 'section titles …'`). This inserts, at the top of the root
/// function, the rule ArgumentParser's parser itself follows: unless the first word names a
/// subcommand, every word belongs to the default command (`section`), whose generated
/// function then completes its options, their values (`--locale` from `sectionize locales
/// --plain`) and files; the first word also completes to the subcommand names.
enum BashCompletion {
    /// The line of the root function after which the default-command rule goes.
    static let anchor = #"    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")"# + "\n"

    /// The script for `sectionize --generate-completion-script bash`.
    static var script: String {
        patched(Sectionize.completionScript(for: .bash))
    }

    /// `script` with the default-command rule in its root function (`_sectionize`), or
    /// unchanged when the function does not have the expected shape.
    ///
    /// - Parameter script: ArgumentParser's bash script.
    /// - Returns: The script that completes `sectionize [section] …`.
    static func patched(_ script: String) -> String {
        guard let root = script.firstRange(of: "\n_sectionize() {\n"),
            let anchor = script[root.upperBound...].firstRange(of: anchor)
        else { return script }
        let names = Sectionize.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        let rule = """
                # sectionize [section] …: unless the first word names a subcommand, every word is the
                # default command's (section); the first word also completes to the subcommands.
                if [[ "${COMP_CWORD}" -eq 1 || ! "${COMP_WORDS[1]}" =~ ^(\(names.joined(separator: "|")))$ ]]; then
                    local -a repeating_flags=() non_repeating_flags=() repeating_options=() non_repeating_options=()
                    if [[ "${COMP_CWORD}" -eq 1 && "${cur}" != -* ]]; then
                        COMPREPLY+=($(compgen -W '\(names.joined(separator: " "))' -- "${cur}"))
                    fi
                    _sectionize_\(SectionCommand.configuration.commandName ?? "section")
                    return
                fi

            """
        return String(script[..<anchor.upperBound]) + rule + String(script[anchor.upperBound...])
    }
}
