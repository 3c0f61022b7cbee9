// cicu_keywords.h: locale keywords and aliases (see cicu.h for the conventions:
// no ICU type crosses this header, `status` is ICU's UErrorCode as an int32_t).

#ifndef CICU_KEYWORDS_H
#define CICU_KEYWORDS_H

#include <stdint.h>

#include "cicu.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The collation types ICU offers for `locale` (ucol_getKeywordValuesForLocale("collation",
/// locale, all)), as legacy ICU names ("phonebook", "pinyin", "standard"…) separated by '\n'.
/// Free with cicu_free. NULL with `status` set on error.
char *cicu_collation_values_for_locale(const char *locale, int32_t *status);

/// The BCP 47 type of an ICU keyword value (uloc_toUnicodeLocaleType: "phonebook" →
/// "phonebk"), or NULL when ICU does not know it as valid.
const char *cicu_unicode_locale_type(const char *key, const char *value);

/// ICU's replacement for a deprecated language code, from its `metadata` resource
/// (alias/language/<code>/replacement: "iw" → "he", "sh" → "sr_Latn", "mo" → "ro").
/// Returns the length written to `out` (NUL-terminated), or 0 when there is none.
int32_t cicu_language_alias(const char *language, char *out, int32_t capacity);

/// Adds likely subtags (uloc_addLikelySubtags: "und_CN" → "zh_Hans_CN"). Returns the length.
int32_t cicu_add_likely_subtags(const char *locale, char *out, int32_t capacity, int32_t *status);

/// The BCP 47 tag of an ICU locale ID (uloc_toLanguageTag, not strict). Returns the length.
int32_t cicu_to_language_tag(const char *locale, char *out, int32_t capacity, int32_t *status);

/// Whether `code` names a script ICU knows (an ISO 15924 code or a long name such as
/// "Latin"): u_getPropertyValueEnum(UCHAR_SCRIPT, code) is not UCHAR_INVALID_CODE.
int32_t cicu_script_code_is_known(const char *code);

/// Turns the case level of a collator on or off (ucol_setAttribute UCOL_CASE_LEVEL). Call
/// it only on a collator no other thread uses yet (a fresh clone).
void cicu_collator_set_case_level(cicu_collator *collator, int32_t on, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
