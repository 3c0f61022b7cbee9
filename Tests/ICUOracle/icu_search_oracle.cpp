// icu_search_oracle.cpp: see include/icu_search_oracle.h.

#include "icu_search_oracle.h"

#include <unicode/ucol.h>
#include <unicode/usearch.h>

int32_t icu_oracle_usearch_primary(const char *locale, const uint16_t *pattern, int32_t patternLength,
                                   const uint16_t *text, int32_t textLength, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UCollator *collator = ucol_open(locale, &error);
    if (U_FAILURE(error)) { *status = error; return -1; }
    ucol_setStrength(collator, UCOL_PRIMARY);
    UStringSearch *search = usearch_openFromCollator(reinterpret_cast<const UChar *>(pattern), patternLength,
                                                     reinterpret_cast<const UChar *>(text), textLength,
                                                     collator, nullptr, &error);
    int32_t found = -1;
    if (U_SUCCESS(error)) {
        found = usearch_first(search, &error) != USEARCH_DONE ? 1 : 0;
        usearch_close(search);
    }
    ucol_close(collator);
    if (U_FAILURE(error)) { *status = error; return -1; }
    return found;
}
