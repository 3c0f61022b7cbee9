// cicu_keywords.c: locale keywords and aliases (see cicu_keywords.h).

#include "cicu_keywords.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/uchar.h>
#include <unicode/ucol.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>

char *cicu_collation_values_for_locale(const char *locale, int32_t *status) {
    UEnumeration *values = ucol_getKeywordValuesForLocale("collation", locale, 0, (UErrorCode *)status);
    if (U_FAILURE(*status)) return NULL;
    size_t capacity = 256, used = 0;
    char *out = malloc(capacity);
    if (out == NULL) { uenum_close(values); *status = U_MEMORY_ALLOCATION_ERROR; return NULL; }
    out[0] = 0;
    const char *value;
    int32_t length;
    while ((value = uenum_next(values, &length, (UErrorCode *)status)) != NULL && U_SUCCESS(*status)) {
        if (used + (size_t)length + 2 > capacity) {
            capacity = (used + (size_t)length + 2) * 2;
            char *grown = realloc(out, capacity);
            if (grown == NULL) { free(out); uenum_close(values); *status = U_MEMORY_ALLOCATION_ERROR; return NULL; }
            out = grown;
        }
        if (used > 0) out[used++] = '\n';
        memcpy(out + used, value, (size_t)length);
        used += (size_t)length;
        out[used] = 0;
    }
    uenum_close(values);
    if (U_FAILURE(*status)) { free(out); return NULL; }
    return out;
}

const char *cicu_unicode_locale_type(const char *key, const char *value) {
    return uloc_toUnicodeLocaleType(key, value);
}

int32_t cicu_language_alias(const char *language, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *metadata = ures_openDirect(NULL, "metadata", &status);
    UResourceBundle *alias = ures_getByKey(metadata, "alias", NULL, &status);
    UResourceBundle *languages = ures_getByKey(alias, "language", NULL, &status);
    UResourceBundle *entry = ures_getByKey(languages, language, NULL, &status);
    int32_t length = 0;
    const UChar *replacement = ures_getStringByKey(entry, "replacement", &length, &status);
    int32_t written = 0;
    if (U_SUCCESS(status) && replacement != NULL && length > 0 && length < capacity) {
        u_UCharsToChars(replacement, out, length);
        out[length] = 0;
        written = length;
    }
    ures_close(entry);
    ures_close(languages);
    ures_close(alias);
    ures_close(metadata);
    return written;
}

int32_t cicu_add_likely_subtags(const char *locale, char *out, int32_t capacity, int32_t *status) {
    return uloc_addLikelySubtags(locale, out, capacity, (UErrorCode *)status);
}

int32_t cicu_to_language_tag(const char *locale, char *out, int32_t capacity, int32_t *status) {
    return uloc_toLanguageTag(locale, out, capacity, 0, (UErrorCode *)status);
}

int32_t cicu_script_code_is_known(const char *code) {
    return u_getPropertyValueEnum(UCHAR_SCRIPT, code) != UCHAR_INVALID_CODE;
}

void cicu_collator_set_case_level(cicu_collator *collator, int32_t on, int32_t *status) {
    ucol_setAttribute((UCollator *)collator, UCOL_CASE_LEVEL, on ? UCOL_ON : UCOL_OFF, (UErrorCode *)status);
}
