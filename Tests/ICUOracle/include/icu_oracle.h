// icu_oracle.h: ICU's own C++ AlphabeticIndex behind a plain C interface, for tests only.
//
// This target is the reference ("oracle") for the differential tests: it runs the very class
// sectionize reimplements, from the same system libicu. Like cicu.h, this header names no ICU
// type, so Swift test code can import it next to Foundation.

#ifndef ICU_ORACLE_H
#define ICU_ORACLE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Every function builds an AlphabeticIndex for `locales[0]`, calls `addLabels(locales[i])`
/// for the others, `addLabels(UnicodeSet)` with `extraLabels` (UTF-8 strings separated by
/// '\n'; NULL for none), and sets the maximum label count when `maxLabelCount` > 0.
///
/// icu_oracle_labels returns its visible buckets as UTF-8 lines
/// `KIND\tLABEL\n` (KIND: 0 normal, 1 underflow, 2 inflow, 3 overflow). Free with
/// icu_oracle_free. Returns NULL on error with `status` set to ICU's error code.
char *icu_oracle_labels(const char *const *locales, int32_t localeCount, int32_t maxLabelCount,
                        const char *extraLabels, int32_t *status);

/// For each of `count` UTF-8 names, the visible bucket index that
/// `AlphabeticIndex::ImmutableIndex::getBucketIndex` gives. Returns 0 or ICU's error code.
int32_t icu_oracle_bucket_indexes(const char *const *locales, int32_t localeCount,
                                  int32_t maxLabelCount, const char *extraLabels,
                                  const char *const *names,
                                  const int32_t *lengths, int32_t count, int32_t *outBuckets);

/// Adds every name as a record (in input order), then walks buckets and records the way an
/// application would. For the k-th record visited, writes its bucket index to outBuckets[k]
/// and its input index to outRecords[k]. Returns 0 or ICU's error code.
int32_t icu_oracle_records(const char *const *locales, int32_t localeCount,
                           int32_t maxLabelCount, const char *extraLabels,
                           const char *const *names,
                           const int32_t *lengths, int32_t count, int32_t *outBuckets,
                           int32_t *outRecords);

/// For each of `count` UTF-16 labels, the number of its collation elements whose primary
/// weight is above the variable top (0 unless alternate handling is shifted), walking a
/// CollationElementIterator of the locale's collator at primary strength, as ICU's
/// AlphabeticIndex::hasMultiplePrimaryWeights does. Returns 0 or ICU's error code.
int32_t icu_oracle_primary_counts(const char *locale, const uint16_t *const *labels,
                                  const int32_t *lengths, int32_t count, int32_t *outCounts);

/// Frees a buffer returned by this target.
void icu_oracle_free(void *pointer);

#ifdef __cplusplus
}
#endif

#endif
