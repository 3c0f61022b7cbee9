// cicu_unicodeset.c: UnicodeSet patterns (see cicu_unicodeset.h).

#include "cicu_unicodeset.h"

#include <stdlib.h>

#include <unicode/uset.h>
#include <unicode/utf16.h>

uint16_t *cicu_unicode_set_items(const uint16_t *pattern, int32_t patternLength,
                                 int32_t *length, int32_t *errorOffset, int32_t *status) {
    *length = 0;
    *errorOffset = -1;
    UErrorCode *code = (UErrorCode *)status;
    // uset_openPatternOptions does not report the error position; uset_applyPattern does.
    USet *set = uset_openEmpty();
    int32_t consumed = uset_applyPattern(set, (const UChar *)pattern, patternLength, 0, code);
    if (U_FAILURE(*code)) { *errorOffset = consumed; uset_close(set); return NULL; }
    if (consumed != patternLength) {
        *errorOffset = consumed;
        *code = U_ILLEGAL_ARGUMENT_ERROR;
        uset_close(set);
        return NULL;
    }
    size_t capacity = 64, used = 0;
    uint16_t *out = malloc(capacity * sizeof(uint16_t));
    int32_t count = uset_getItemCount(set);
    UChar buffer[256];
    for (int32_t i = 0; out != NULL && i < count; i++) {
        UChar32 start, end;
        int32_t n = uset_getItem(set, i, &start, &end, buffer, 256, code);
        if (U_FAILURE(*code)) break;
        for (UChar32 c = start; n == 0 && c <= end; c++) {
            if (used + 3 > capacity) {
                capacity *= 2;
                uint16_t *grown = realloc(out, capacity * sizeof(uint16_t));
                if (grown == NULL) { free(out); out = NULL; break; }
                out = grown;
            }
            int32_t width = U16_LENGTH(c);
            out[used++] = (uint16_t)width;
            if (width == 1) { out[used++] = (uint16_t)c; }
            else { out[used++] = U16_LEAD(c); out[used++] = U16_TRAIL(c); }
        }
        if (n > 0 && out != NULL) {
            if (used + (size_t)n + 1 > capacity) {
                capacity = (used + (size_t)n + 1) * 2;
                uint16_t *grown = realloc(out, capacity * sizeof(uint16_t));
                if (grown == NULL) { free(out); out = NULL; break; }
                out = grown;
            }
            out[used++] = (uint16_t)n;
            for (int32_t k = 0; k < n; k++) out[used++] = buffer[k];
        }
    }
    uset_close(set);
    if (out == NULL) { *code = U_MEMORY_ALLOCATION_ERROR; return NULL; }
    if (U_FAILURE(*code)) { free(out); return NULL; }
    *length = (int32_t)used;
    return out;
}
