// cicu_unicodeset.h: UnicodeSet patterns (see cicu.h for the conventions).

#ifndef CICU_UNICODESET_H
#define CICU_UNICODESET_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The items of a UnicodeSet pattern (uset_openPattern: "[Æ{Sch*}{St*}]"): each code point,
/// then each string, as a string list `[length, units...]` (free with cicu_free); its length
/// in code units goes to `length`. NULL with `status` set when the pattern is not valid;
/// `errorOffset` then receives where parsing stopped (or -1).
uint16_t *cicu_unicode_set_items(const uint16_t *pattern, int32_t patternLength,
                                 int32_t *length, int32_t *errorOffset, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
