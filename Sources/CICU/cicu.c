// cicu.c: every ICU call of the project lives here (see cicu.h for why).

#include "cicu.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/ucol.h>
#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

void cicu_free(void *pointer) { free(pointer); }

// MARK: - Errors

const char *cicu_error_name(int32_t status) {
    return u_errorName((UErrorCode)status);
}

// MARK: - Versions

void cicu_icu_version(char *out, int32_t capacity) {
    UVersionInfo info;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(info);
    u_versionToString(info, text);
    strncpy(out, text, (size_t)capacity);
    if (capacity > 0) out[capacity - 1] = 0;
}

void cicu_cldr_version(char *out, int32_t capacity, int32_t *status) {
    UVersionInfo info;
    char text[U_MAX_VERSION_STRING_LENGTH];
    ulocdata_getCLDRVersion(info, (UErrorCode *)status);
    u_versionToString(info, text);
    strncpy(out, text, (size_t)capacity);
    if (capacity > 0) out[capacity - 1] = 0;
}

void cicu_unicode_version(char *out, int32_t capacity) {
    UVersionInfo info;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getUnicodeVersion(info);
    u_versionToString(info, text);
    strncpy(out, text, (size_t)capacity);
    if (capacity > 0) out[capacity - 1] = 0;
}

// MARK: - String lists

typedef struct {
    uint16_t *units;
    int32_t length;
    int32_t capacity;
} list_builder;

static int list_reserve(list_builder *b, int32_t extra) {
    if (b->length + extra <= b->capacity) return 1;
    int32_t capacity = b->capacity ? b->capacity : 256;
    while (capacity < b->length + extra) capacity *= 2;
    uint16_t *units = realloc(b->units, (size_t)capacity * sizeof(uint16_t));
    if (!units) return 0;
    b->units = units;
    b->capacity = capacity;
    return 1;
}

static int list_append(list_builder *b, const UChar *s, int32_t length) {
    if (!list_reserve(b, length + 1)) return 0;
    b->units[b->length++] = (uint16_t)length;
    memcpy(b->units + b->length, s, (size_t)length * sizeof(uint16_t));
    b->length += length;
    return 1;
}

/// Appends every item of `set` (code points one by one, then strings) to `b`.
/// When `first` is not 0, only strings starting with that code unit are kept.
static int list_append_set(list_builder *b, const USet *set, UChar first, UErrorCode *status) {
    int32_t count = uset_getItemCount(set);
    UChar buffer[256];
    for (int32_t i = 0; i < count; i++) {
        UChar32 start, end;
        int32_t length = uset_getItem(set, i, &start, &end, buffer, 256, status);
        if (U_FAILURE(*status)) return 0;
        if (length == 0) {
            if (first) continue;
            for (UChar32 c = start; c <= end; c++) {
                UChar units[2];
                int32_t n = 0;
                U16_APPEND_UNSAFE(units, n, c);
                if (!list_append(b, units, n)) return 0;
            }
        } else {
            if (first && buffer[0] != first) continue;
            if (!list_append(b, buffer, length)) return 0;
        }
    }
    return 1;
}

// MARK: - Locales

int32_t cicu_locale_count_available(void) { return uloc_countAvailable(); }

const char *cicu_locale_available(int32_t index) {
    if (index < 0 || index >= uloc_countAvailable()) return NULL;
    return uloc_getAvailable(index);
}

int32_t cicu_locale_for_language_tag(const char *tag, char *out, int32_t capacity,
                                     int32_t *parsed, int32_t *status) {
    return uloc_forLanguageTag(tag, out, capacity, parsed, (UErrorCode *)status);
}

int32_t cicu_locale_canonicalize(const char *locale, char *out, int32_t capacity,
                                 int32_t *status) {
    return uloc_canonicalize(locale, out, capacity, (UErrorCode *)status);
}

int32_t cicu_locale_part(const char *locale, int32_t part, char *out, int32_t capacity,
                         int32_t *status) {
    UErrorCode *s = (UErrorCode *)status;
    switch (part) {
    case 0: return uloc_getLanguage(locale, out, capacity, s);
    case 1: return uloc_getScript(locale, out, capacity, s);
    case 2: return uloc_getCountry(locale, out, capacity, s);
    default: return uloc_getVariant(locale, out, capacity, s);
    }
}

int32_t cicu_locale_display_name(const char *locale, const char *displayLocale,
                                 uint16_t *out, int32_t capacity, int32_t *status) {
    return uloc_getDisplayName(locale, displayLocale, (UChar *)out, capacity, (UErrorCode *)status);
}

uint16_t *cicu_exemplar_set(const char *locale, int32_t kind, int32_t *length, int32_t *status) {
    UErrorCode *s = (UErrorCode *)status;
    *length = 0;
    ULocaleData *data = ulocdata_open(locale, s);
    if (U_FAILURE(*s)) return NULL;
    USet *set = uset_openEmpty();
    ulocdata_getExemplarSet(data, set, 0, (ULocaleDataExemplarSetType)kind, s);
    ulocdata_close(data);
    if (U_FAILURE(*s)) {
        uset_close(set);
        return NULL;
    }
    list_builder b = {0};
    UErrorCode itemStatus = U_ZERO_ERROR;
    if (!list_reserve(&b, 1) || !list_append_set(&b, set, 0, &itemStatus)) {
        free(b.units);
        uset_close(set);
        *s = U_FAILURE(itemStatus) ? itemStatus : U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    uset_close(set);
    *length = b.length;
    return b.units;
}

// MARK: - Characters and strings

int32_t cicu_char_type(int32_t codePoint) { return u_charType(codePoint); }

int32_t cicu_script(int32_t codePoint) {
    return u_getIntPropertyValue(codePoint, UCHAR_SCRIPT);
}

const char *cicu_script_short_name(int32_t script) {
    return uscript_getShortName((UScriptCode)script);
}

int32_t cicu_is_space_or_format(int32_t codePoint) {
    return u_hasBinaryProperty(codePoint, UCHAR_WHITE_SPACE) ||
           u_hasBinaryProperty(codePoint, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ||
           u_charType(codePoint) == U_FORMAT_CHAR;
}

int32_t cicu_to_upper(const char *locale, const uint16_t *text, int32_t length,
                      uint16_t *out, int32_t capacity, int32_t *status) {
    return u_strToUpper((UChar *)out, capacity, (const UChar *)text, length, locale,
                        (UErrorCode *)status);
}

int32_t cicu_nfkd(const uint16_t *text, int32_t length, uint16_t *out, int32_t capacity,
                  int32_t *status) {
    UErrorCode *s = (UErrorCode *)status;
    const UNormalizer2 *nfkd = unorm2_getNFKDInstance(s);
    if (U_FAILURE(*s)) return 0;
    return unorm2_normalize(nfkd, (const UChar *)text, length, (UChar *)out, capacity, s);
}

// MARK: - Collation

cicu_collator *cicu_collator_open(const char *locale, int32_t *status) {
    UCollator *collator = ucol_open(locale, (UErrorCode *)status);
    if (U_FAILURE(*(UErrorCode *)status)) {
        if (collator) ucol_close(collator);
        return NULL;
    }
    return (cicu_collator *)collator;
}

cicu_collator *cicu_collator_clone(const cicu_collator *collator, int32_t *status) {
    UCollator *clone = ucol_clone((const UCollator *)collator, (UErrorCode *)status);
    if (U_FAILURE(*(UErrorCode *)status)) {
        if (clone) ucol_close(clone);
        return NULL;
    }
    return (cicu_collator *)clone;
}

void cicu_collator_close(cicu_collator *collator) {
    if (collator) ucol_close((UCollator *)collator);
}

void cicu_collator_set_strength(cicu_collator *collator, int32_t strength, int32_t *status) {
    ucol_setAttribute((UCollator *)collator, UCOL_STRENGTH, (UColAttributeValue)strength,
                      (UErrorCode *)status);
}

int32_t cicu_collator_case_level(const cicu_collator *collator, int32_t *status) {
    return ucol_getAttribute((const UCollator *)collator, UCOL_CASE_LEVEL, (UErrorCode *)status) == UCOL_ON;
}

int32_t cicu_collator_is_shifted(const cicu_collator *collator, int32_t *status) {
    return ucol_getAttribute((const UCollator *)collator, UCOL_ALTERNATE_HANDLING,
                             (UErrorCode *)status) == UCOL_SHIFTED;
}

uint32_t cicu_collator_variable_top(const cicu_collator *collator, int32_t *status) {
    return ucol_getVariableTop((const UCollator *)collator, (UErrorCode *)status);
}

int32_t cicu_collator_compare(const cicu_collator *collator,
                              const uint16_t *a, int32_t aLength,
                              const uint16_t *b, int32_t bLength) {
    return (int32_t)ucol_strcoll((const UCollator *)collator, (const UChar *)a, aLength,
                                 (const UChar *)b, bLength);
}

int32_t cicu_collator_sort_key(const cicu_collator *collator, const uint16_t *text,
                               int32_t length, uint8_t *out, int32_t capacity) {
    return ucol_getSortKey((const UCollator *)collator, (const UChar *)text, length, out, capacity);
}

cicu_collator *cicu_collator_clone_case_counter(const cicu_collator *collator, int32_t *status) {
    UErrorCode *s = (UErrorCode *)status;
    UCollator *clone = ucol_clone((const UCollator *)collator, s);
    ucol_setAttribute(clone, UCOL_STRENGTH, UCOL_PRIMARY, s);
    ucol_setAttribute(clone, UCOL_CASE_LEVEL, UCOL_ON, s);
    ucol_setAttribute(clone, UCOL_CASE_FIRST, UCOL_UPPER_FIRST, s);
    if (U_FAILURE(*s)) {
        if (clone) ucol_close(clone);
        return NULL;
    }
    return (cicu_collator *)clone;
}

int32_t cicu_collator_unsafe_bmp(const cicu_collator *collator, uint8_t *bitmap) {
    UErrorCode status = U_ZERO_ERROR;
    USet *unsafe = uset_openEmpty();
    ucol_getUnsafeSet((const UCollator *)collator, unsafe, &status);
    memset(bitmap, 0, 8192);
    if (U_SUCCESS(status)) {
        int32_t count = uset_getRangeCount(unsafe);
        for (int32_t i = 0; i < count && U_SUCCESS(status); i++) {
            UChar32 start, end;
            uset_getItem(unsafe, i, &start, &end, NULL, 0, &status);
            for (UChar32 c = start; U_SUCCESS(status) && c <= end && c <= 0xFFFF; c++) {
                bitmap[c >> 3] |= (uint8_t)(1u << (c & 7));
            }
        }
    }
    uset_close(unsafe);
    return U_FAILURE(status) ? (int32_t)status : 0;
}

/// Turns the strings of `set` that start with `first` into a string list, closing `set`.
static uint16_t *strings_of_set(USet *set, uint16_t first, int32_t *length, UErrorCode *s) {
    *length = 0;
    if (U_FAILURE(*s)) {
        if (set) uset_close(set);
        return NULL;
    }
    list_builder b = {0};
    if (!list_reserve(&b, 1) || !list_append_set(&b, set, (UChar)first, s)) {
        free(b.units);
        uset_close(set);
        if (U_SUCCESS(*s)) *s = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    uset_close(set);
    *length = b.length;
    return b.units;
}

uint16_t *cicu_collator_contractions_starting_with(const cicu_collator *collator, uint16_t first,
                                                   int32_t *length, int32_t *status) {
    UErrorCode *s = (UErrorCode *)status;
    USet *contractions = uset_openEmpty();
    ucol_getContractionsAndExpansions((const UCollator *)collator, contractions, NULL, 0, s);
    return strings_of_set(contractions, first, length, s);
}

uint16_t *cicu_collator_tailored_strings_starting_with(const cicu_collator *collator, uint16_t first,
                                                       int32_t *length, int32_t *status) {
    UErrorCode *s = (UErrorCode *)status;
    USet *tailored = ucol_getTailoredSet((const UCollator *)collator, s);
    return strings_of_set(tailored, first, length, s);
}

const uint16_t *cicu_collator_rules(const cicu_collator *collator, int32_t *length) {
    *length = 0;
    const UChar *rules = ucol_getRules((const UCollator *)collator, length);
    return rules;
}
