import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// The one place where a command's sectioning flags become the library's
/// ``SectioningConfiguration`` and, from it, the collation and readings a run uses.
///
/// Every command that sections (the main command, `diff`, `titles`, `--format golden` and
/// `--format html`) goes through ``SectioningSetup/make(index:bar:readings:)``, so that a flag
/// means the same thing everywhere.
struct SectioningSetup {
    /// The configuration the flags describe (a golden's header is this value written out).
    var configuration: SectioningConfiguration
    /// Where the locale came from: `--locale`, `LC_ALL`, `LC_COLLATE`, `LANG` or `default`.
    var localeSource: String
    /// The index built from ``configuration``.
    var collation: IndexedCollation
    /// The readings in effect (the provider, and the mode actually used).
    var readings: ResolvedReadings

    /// Builds the configuration from the flags, then the index and the readings.
    ///
    /// A locale from the environment is named with its variable in errors (`LANG=UTF-8: …`).
    /// When ICU's cap dropped letters (icu style), or readings on by default are unavailable,
    /// a warning on standard error says so; readings asked for with `--readings auto` that
    /// cannot be computed are an error (exit 69).
    ///
    /// - Parameters:
    ///   - index: The locale, style and index flags.
    ///   - bar: The index-bar flags, if the command has them.
    ///   - readings: The readings flags, if the command has them (`nil`: readings off).
    static func make(
        index: IndexOptionGroup, bar: IndexBarOptionGroup? = nil,
        readings: ReadingsOptionGroup? = nil
    ) throws(CLIError) -> SectioningSetup {
        var (ids, source, value) = index.resolvedLocales()
        if let raw = value {
            do {
                _ = try LocaleIdentifier(rawValue: ids[0]).resolved()
            } catch {
                if error.code == .malformedLocale {
                    // LANG=UTF-8 names a charset and no language. The environment cannot be
                    // fixed from here, so run with CLDR's root collation and say so (was exit 64).
                    StandardError.write(
                        "sectionize: warning: \(source)=\(raw) names no language; using the root locale (choose one with --locale ID; 'sectionize locales' lists them)\n"
                    )
                    (ids, source, value) = (["root"], "default", nil)
                }
            }
        }
        var configuration = SectioningConfiguration(
            locales: ids.map(LocaleIdentifier.init(rawValue:)),
            style: index.style,
            collationPreferences: CollationPreferences(numericOrdering: index.numeric),
            indexBarOptions: bar?.options ?? IndexBarOptions(),
            readingMode: readings == nil ? .off : readings?.readings)
        let collation: IndexedCollation
        do {
            configuration.indexOptions = try index.indexOptions()
            collation = try configuration.makeCollation()
        } catch {
            var error = error
            if let value, error.code == .unknownLocale || error.code == .malformedLocale {
                error.message = "\(source)=\(value): \(error.message)"
            }
            // --locale german: ICU IDs are codes; say which one the English name means.
            if error.code == .unknownLocale {
                for id in ids {
                    if let code = Self.localeID(ofEnglishName: id) { error.message += "; \(id) is --locale \(code)" }
                }
            }
            throw .library(error)
        }
        if collation.droppedTitleCount > 0 {
            let cap = collation.options.maxTitleCount
            StandardError.write(
                "sectionize: warning: ICU's title cap (--max-titles \(cap)) dropped \(collation.droppedTitleCount) letters; --max-titles \(cap + collation.droppedTitleCount) keeps them all (--style uikit never drops a letter)\n"
            )
        }
        let resolved: ResolvedReadings
        do { resolved = try configuration.resolvedReadings(for: collation) } catch { throw .library(error) }
        if let warning = resolved.warning {
            StandardError.write("sectionize: warning: no readings: \(warning.message) (--readings off silences this)\n")
        }
        return SectioningSetup(configuration: configuration, localeSource: source, collation: collation, readings: resolved)
    }

    /// The language whose English name (ICU's display name in `en`) is `name`, ignoring case:
    /// `german` → `de`, `Chinese` → `zh`; `nil` when no language is called so.
    static func localeID(ofEnglishName name: String) -> String? {
        let wanted = name.lowercased()
        return IndexedCollation.availableLocales.first { id in
            !id.contains("_") && IndexedCollation.displayName(ofLocale: id).lowercased() == wanted
        }
    }

    /// The configuration as it was actually run: readings that were on by default but
    /// unavailable are recorded as off (what a golden file records).
    var effectiveConfiguration: SectioningConfiguration {
        var configuration = configuration
        configuration.readingMode = readings.mode
        return configuration
    }

    /// Why readings on by default are missing (`unavailable`), or `nil`.
    var readingNote: String? { readings.warning == nil ? nil : "unavailable" }
}
