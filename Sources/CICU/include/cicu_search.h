// cicu_search.h: ICU calls for primary-strength search matching and page layout (issue 13).
//
// Same conventions as cicu.h: plain C types, opaque handles, `status` is ICU's UErrorCode.

#ifndef CICU_SEARCH_H
#define CICU_SEARCH_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A collator opened for reading primary weights (a UCollator). Opaque.
typedef struct cicu_search_collator cicu_search_collator;

/// Opens the collator of an ICU locale ID for reading primary weights. Returns NULL on error.
cicu_search_collator *cicu_search_collator_open(const char *locale, int32_t *status);
/// Closes it.
void cicu_search_collator_close(cicu_search_collator *collator);
/// Writes the non-zero primary weights of `text`'s collation elements (32-bit, reassembled
/// from ICU's continuation elements) into `out`, skipping those at or below `variableTop`
/// when alternate handling is shifted. Returns the number of weights; when it exceeds
/// `capacity`, only `capacity` were written: call again with a larger buffer.
/// Thread-safe on a shared collator (each call walks a private iterator).
int32_t cicu_search_primaries(const cicu_search_collator *collator, const uint16_t *text,
                              int32_t length, uint32_t *out, int32_t capacity, int32_t *status);

/// Whether the locale's script is written right to left (uloc_isRightToLeft): 1 or 0.
int32_t cicu_locale_is_right_to_left(const char *locale);

#ifdef __cplusplus
}
#endif

#endif
