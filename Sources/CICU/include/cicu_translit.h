// cicu_translit.h: ICU transliterators (utrans), for readings of Han names.
//
// Plain C types only, like cicu.h. A transliterator is not safe to use from two threads at
// once (utrans_transUChars takes a non-const handle and keeps state in it): clone one per
// thread with cicu_transliterator_clone.

#ifndef CICU_TRANSLIT_H
#define CICU_TRANSLIT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU transliterator (UTransliterator). Opaque.
typedef struct cicu_transliterator cicu_transliterator;

/// Opens a transliterator by ICU ID (UTF-16, such as "Han-Latin/Names"), forward direction.
/// Returns NULL on error (status U_INVALID_ID for an unknown ID).
cicu_transliterator *cicu_transliterator_open(const uint16_t *id, int32_t idLength, int32_t *status);
/// Clones a transliterator (utrans_clone), for use on another thread. NULL on error.
cicu_transliterator *cicu_transliterator_clone(const cicu_transliterator *transliterator, int32_t *status);
/// Closes a transliterator.
void cicu_transliterator_close(cicu_transliterator *transliterator);
/// Transliterates `text` (`length` code units) in place, in a buffer of `capacity` code units
/// (utrans_transUChars). Returns the new length; when it exceeds `capacity`, `status` is
/// U_BUFFER_OVERFLOW_ERROR and the caller retries with a larger buffer and the original text.
int32_t cicu_transliterator_transform(cicu_transliterator *transliterator, uint16_t *text,
                                      int32_t length, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
