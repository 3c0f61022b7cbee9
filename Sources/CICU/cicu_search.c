// cicu_search.c: primary weights for search matching, and text direction (see cicu_search.h).

#include "cicu_search.h"

#include <unicode/ucol.h>
#include <unicode/ucoleitr.h>
#include <unicode/uloc.h>

cicu_search_collator *cicu_search_collator_open(const char *locale, int32_t *status) {
    UCollator *collator = ucol_open(locale, (UErrorCode *)status);
    if (U_FAILURE(*(UErrorCode *)status)) {
        if (collator) ucol_close(collator);
        return NULL;
    }
    return (cicu_search_collator *)collator;
}

void cicu_search_collator_close(cicu_search_collator *collator) {
    if (collator) ucol_close((UCollator *)collator);
}

int32_t cicu_search_primaries(const cicu_search_collator *collator, const uint16_t *text,
                              int32_t length, uint32_t *out, int32_t capacity, int32_t *status) {
    UErrorCode *s = (UErrorCode *)status;
    const UCollator *c = (const UCollator *)collator;
    uint32_t variableTop = 0;
    if (ucol_getAttribute(c, UCOL_ALTERNATE_HANDLING, s) == UCOL_SHIFTED) {
        variableTop = ucol_getVariableTop(c, s);
    }
    if (U_FAILURE(*s)) return 0;
    UCollationElements *elements = ucol_openElements(c, (const UChar *)text, length, s);
    if (U_FAILURE(*s)) return 0;
    int32_t count = 0;
    int32_t element = ucol_next(elements, s);
    while (U_SUCCESS(*s) && element != UCOL_NULLORDER) {
        // A 32-bit element holds the upper half of the primary; a following continuation
        // element (low bits 0xC0) holds the lower half in its upper 16 bits.
        uint32_t primary = (uint32_t)element & 0xFFFF0000u;
        int32_t next = ucol_next(elements, s);
        if (U_SUCCESS(*s) && next != UCOL_NULLORDER && ((uint32_t)next & 0xC0u) == 0xC0u) {
            primary |= (uint32_t)next >> 16;
            next = ucol_next(elements, s);
        }
        if (primary != 0 && primary > variableTop) {
            if (count < capacity) out[count] = primary;
            count++;
        }
        element = next;
    }
    ucol_closeElements(elements);
    return count;
}

int32_t cicu_locale_is_right_to_left(const char *locale) {
    return uloc_isRightToLeft(locale) ? 1 : 0;
}
