// cicu.h: the only door to ICU.
//
// This header deliberately names no ICU type and includes no <unicode/...> header:
// ICU renames each C function with a version suffix through macros Swift cannot follow,
// and a Swift module that sees the system ICU headers cannot also import Foundation
// (Foundation carries its own ICU whose declarations clash). Everything crossing this
// boundary is a plain C type or an opaque handle.
//
// Conventions:
// - `status` is ICU's UErrorCode as an int32_t: 0 is success, negative values are
//   warnings (also success), positive values are errors.
// - Text is UTF-16 (`const uint16_t *`, length in code units).
// - Functions returning a string list allocate it with malloc; release it with
//   `cicu_free`. A list is encoded as consecutive records `[length, units...]`.

#ifndef CICU_H
#define CICU_H

#include <stdint.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU collator (UCollator). Opaque.
typedef struct cicu_collator cicu_collator;

// MARK: - Memory

/// Frees a buffer returned by this library.
void cicu_free(void *pointer);

// MARK: - Errors

/// ICU's name for a UErrorCode (`u_errorName`), such as "U_ILLEGAL_ARGUMENT_ERROR"; a static
/// string that must not be freed.
const char *cicu_error_name(int32_t status);

// MARK: - Versions

/// Writes ICU's version ("72.1") into `out` (NUL-terminated, at most `capacity` bytes).
void cicu_icu_version(char *out, int32_t capacity);
/// Writes the CLDR version of ICU's locale data ("42.0") into `out`.
void cicu_cldr_version(char *out, int32_t capacity, int32_t *status);
/// Writes the Unicode version of ICU's character data into `out`.
void cicu_unicode_version(char *out, int32_t capacity);

// MARK: - Locales

/// Number of locales ICU reports as available (uloc_countAvailable).
int32_t cicu_locale_count_available(void);
/// The ICU identifier of the available locale at `index`, or NULL when out of range.
const char *cicu_locale_available(int32_t index);
/// Converts a BCP 47 language tag to an ICU locale ID. Returns the ID's length, or -1 when
/// the tag is not well formed in full (`parsed` receives how many bytes were accepted).
int32_t cicu_locale_for_language_tag(const char *tag, char *out, int32_t capacity,
                                     int32_t *parsed, int32_t *status);
/// Canonicalizes an ICU locale ID (uloc_canonicalize). Returns the length.
int32_t cicu_locale_canonicalize(const char *locale, char *out, int32_t capacity,
                                 int32_t *status);
/// The language, script or country subtag of an ICU locale ID.
/// `part`: 0 language, 1 script, 2 country, 3 variant. Returns the length.
int32_t cicu_locale_part(const char *locale, int32_t part, char *out, int32_t capacity,
                         int32_t *status);
/// The display name of `locale` in `displayLocale`, as UTF-16. Returns the length.
int32_t cicu_locale_display_name(const char *locale, const char *displayLocale,
                                 uint16_t *out, int32_t capacity, int32_t *status);

/// The locale's exemplar set as a string list (see the header comment).
/// `kind`: 0 standard, 1 auxiliary, 2 index, 3 punctuation (ULocaleDataExemplarSetType).
/// Returns the list (free with cicu_free) and its length in code units through `length`,
/// or NULL with `status` set (U_MISSING_RESOURCE_ERROR when the locale has no such set).
uint16_t *cicu_exemplar_set(const char *locale, int32_t kind, int32_t *length, int32_t *status);

// MARK: - Characters and strings

/// u_charType: the general category of a code point (UCharCategory value).
int32_t cicu_char_type(int32_t codePoint);
/// u_getIntPropertyValue(c, UCHAR_SCRIPT): the script code of a code point.
int32_t cicu_script(int32_t codePoint);
/// The ISO 15924 code of a UScriptCode ("Latn"), or NULL.
const char *cicu_script_short_name(int32_t script);
/// Whether the code point is White_Space, Default_Ignorable_Code_Point or of general
/// category Cf (format): the characters a "leading blank" is made of.
int32_t cicu_is_space_or_format(int32_t codePoint);
/// Locale-sensitive full upper-casing (u_strToUpper). Returns the result's length.
int32_t cicu_to_upper(const char *locale, const uint16_t *text, int32_t length,
                      uint16_t *out, int32_t capacity, int32_t *status);
/// NFKD normalization. Returns the result's length.
int32_t cicu_nfkd(const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity,
                  int32_t *status);

// MARK: - Collation

/// Opens the collator for an ICU locale ID. Returns NULL on error.
/// `status` may carry U_USING_DEFAULT_WARNING (root data used).
cicu_collator *cicu_collator_open(const char *locale, int32_t *status);
/// Clones a collator (ucol_safeClone). Returns NULL on error.
cicu_collator *cicu_collator_clone(const cicu_collator *collator, int32_t *status);
/// Closes a collator.
void cicu_collator_close(cicu_collator *collator);
/// Sets the strength: 0 primary, 1 secondary, 2 tertiary, 3 quaternary, 15 identical.
void cicu_collator_set_strength(cicu_collator *collator, int32_t strength, int32_t *status);
/// Whether the case level is on (then a primary-strength comparison also compares case).
int32_t cicu_collator_case_level(const cicu_collator *collator, int32_t *status);
/// Whether alternate handling is "shifted".
int32_t cicu_collator_is_shifted(const cicu_collator *collator, int32_t *status);
/// The variable top primary weight (ucol_getVariableTop).
uint32_t cicu_collator_variable_top(const cicu_collator *collator, int32_t *status);
/// Compares two strings: -1, 0 or 1 (ucol_strcoll). Thread-safe on a shared collator.
int32_t cicu_collator_compare(const cicu_collator *collator,
                              const uint16_t *a, int32_t aLength,
                              const uint16_t *b, int32_t bLength);
/// Writes the sort key (NUL-terminated) into `out`. Returns the key's full length including
/// the terminating NUL; when it exceeds `capacity`, call again with a larger buffer.
/// Thread-safe on a shared collator.
int32_t cicu_collator_sort_key(const cicu_collator *collator, const uint16_t *text,
                               int32_t length, uint8_t *out, int32_t capacity);
/// Clones a collator for counting primary collation elements through sort keys: primary
/// strength, case level on, upper case first. Its sort keys are the primary weights, 0x01,
/// then one case nibble per collation element with a non-zero primary (runs of uncased
/// elements compressed into one nibble), then 0x00. Returns NULL on error.
cicu_collator *cicu_collator_clone_case_counter(const cicu_collator *collator, int32_t *status);
/// Fills `bitmap` (8192 bytes, one bit per BMP code point, bit `c & 7` of byte `c >> 3`)
/// with ICU's unsafe set (ucol_getUnsafeSet): code points whose collation elements may change
/// with the text around them (non-starters, surrogates, characters followed by more inside a
/// contraction). Returns 0, or ICU's error code.
int32_t cicu_collator_unsafe_bmp(const cicu_collator *collator, uint8_t *bitmap);
/// The collator's contractions (ucol_getContractionsAndExpansions, without prefixes) that
/// begin with the code unit `first`, as a string list (free with cicu_free).
uint16_t *cicu_collator_contractions_starting_with(const cicu_collator *collator, uint16_t first,
                                                   int32_t *length, int32_t *status);
/// The strings (not single code points) of the collator's tailored set (ucol_getTailoredSet)
/// that begin with the code unit `first`, as a string list (free with cicu_free).
uint16_t *cicu_collator_tailored_strings_starting_with(const cicu_collator *collator, uint16_t first,
                                                       int32_t *length, int32_t *status);
/// The collator's tailoring rules (ucol_getRules): a pointer into the collator, valid while it
/// is open, and their length in code units; an empty string for root and untailored locales.
const uint16_t *cicu_collator_rules(const cicu_collator *collator, int32_t *length);

#ifdef __cplusplus
}
#endif

#endif
