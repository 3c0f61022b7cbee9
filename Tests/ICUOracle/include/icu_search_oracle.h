// icu_search_oracle.h: ICU's StringSearch (usearch) at primary strength, for tests only: the
// reference SearchMatcher is compared with.

#ifndef ICU_SEARCH_ORACLE_H
#define ICU_SEARCH_ORACLE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Whether ICU's usearch finds `pattern` in `text` (UTF-16) with the collator of `locale` at
/// primary strength: 1 found, 0 not found, -1 on error (`status` set).
int32_t icu_oracle_usearch_primary(const char *locale, const uint16_t *pattern, int32_t patternLength,
                                   const uint16_t *text, int32_t textLength, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
