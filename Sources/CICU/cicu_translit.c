// cicu_translit.c: ICU transliterator calls (see cicu_translit.h).

#include "cicu_translit.h"

#include <unicode/utrans.h>

cicu_transliterator *cicu_transliterator_open(const uint16_t *id, int32_t idLength, int32_t *status) {
    return (cicu_transliterator *)utrans_openU((const UChar *)id, idLength, UTRANS_FORWARD,
                                               NULL, 0, NULL, (UErrorCode *)status);
}

cicu_transliterator *cicu_transliterator_clone(const cicu_transliterator *transliterator, int32_t *status) {
    return (cicu_transliterator *)utrans_clone((const UTransliterator *)transliterator, (UErrorCode *)status);
}

void cicu_transliterator_close(cicu_transliterator *transliterator) {
    utrans_close((UTransliterator *)transliterator);
}

int32_t cicu_transliterator_transform(cicu_transliterator *transliterator, uint16_t *text,
                                      int32_t length, int32_t capacity, int32_t *status) {
    int32_t limit = length;
    utrans_transUChars((UTransliterator *)transliterator, (UChar *)text, &length, capacity, 0,
                       &limit, (UErrorCode *)status);
    return length;
}
