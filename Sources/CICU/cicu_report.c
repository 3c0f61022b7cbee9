// cicu_report.c: the collation variants of a locale (see cicu_report.h).

#include "cicu_report.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/ucol.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>

char *cicu_report_collation_variants(const char *locale, int32_t commonlyUsed, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UEnumeration *values = ucol_getKeywordValuesForLocale("collation", locale, commonlyUsed != 0, &error);
    if (U_FAILURE(error)) {
        *status = (int32_t)error;
        return NULL;
    }
    size_t capacity = 256, used = 0;
    char *out = malloc(capacity);
    if (out == NULL) {
        uenum_close(values);
        *status = (int32_t)U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    out[0] = 0;
    int32_t length = 0;
    const char *value;
    while ((value = uenum_next(values, &length, &error)) != NULL && U_SUCCESS(error)) {
        const char *type = uloc_toUnicodeLocaleType("co", value);
        if (type == NULL) type = value;
        size_t need = (size_t)length + strlen(type) + 3;
        if (used + need >= capacity) {
            while (used + need >= capacity) capacity *= 2;
            char *grown = realloc(out, capacity);
            if (grown == NULL) {
                free(out);
                uenum_close(values);
                *status = (int32_t)U_MEMORY_ALLOCATION_ERROR;
                return NULL;
            }
            out = grown;
        }
        memcpy(out + used, value, (size_t)length);
        used += (size_t)length;
        out[used++] = '\t';
        memcpy(out + used, type, strlen(type));
        used += strlen(type);
        out[used++] = '\n';
        out[used] = 0;
    }
    uenum_close(values);
    if (U_FAILURE(error)) {
        free(out);
        *status = (int32_t)error;
        return NULL;
    }
    *status = 0;
    return out;
}
