// icu_oracle.cpp: the reference implementation, ICU's AlphabeticIndex, for differential tests.

#include "icu_oracle.h"

#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

#include <unicode/alphaindex.h>
#include <unicode/locid.h>
#include <unicode/uniset.h>
#include <unicode/unistr.h>

using icu::AlphabeticIndex;
using icu::Locale;
using icu::UnicodeString;

namespace {

std::unique_ptr<AlphabeticIndex> makeIndex(const char *const *locales, int32_t localeCount,
                                           int32_t maxLabelCount, const char *extraLabels,
                                           UErrorCode &status) {
    if (localeCount < 1) {
        status = U_ILLEGAL_ARGUMENT_ERROR;
        return nullptr;
    }
    std::unique_ptr<AlphabeticIndex> index(new AlphabeticIndex(Locale(locales[0]), status));
    for (int32_t i = 1; i < localeCount && U_SUCCESS(status); i++) {
        index->addLabels(Locale(locales[i]), status);
    }
    if (extraLabels != nullptr && U_SUCCESS(status)) {
        icu::UnicodeSet set;
        std::string all(extraLabels);
        size_t start = 0;
        while (start <= all.size()) {
            size_t end = all.find('\n', start);
            if (end == std::string::npos) end = all.size();
            if (end > start) set.add(UnicodeString::fromUTF8(all.substr(start, end - start)));
            start = end + 1;
        }
        index->addLabels(set, status);
    }
    if (maxLabelCount > 0 && U_SUCCESS(status)) {
        index->setMaxLabelCount(maxLabelCount, status);
    }
    if (U_FAILURE(status)) return nullptr;
    return index;
}

UnicodeString fromUTF8(const char *name, int32_t length) {
    return UnicodeString::fromUTF8(icu::StringPiece(name, length));
}

}  // namespace

extern "C" char *icu_oracle_labels(const char *const *locales, int32_t localeCount,
                                   int32_t maxLabelCount, const char *extraLabels,
                                   int32_t *status) {
    UErrorCode errorCode = U_ZERO_ERROR;
    std::unique_ptr<AlphabeticIndex> index = makeIndex(locales, localeCount, maxLabelCount, extraLabels, errorCode);
    std::string out;
    while (U_SUCCESS(errorCode) && index->nextBucket(errorCode)) {
        out += std::to_string(static_cast<int>(index->getBucketLabelType()));
        out += '\t';
        index->getBucketLabel().toUTF8String(out);
        out += '\n';
    }
    *status = errorCode;
    if (U_FAILURE(errorCode)) return nullptr;
    char *result = static_cast<char *>(std::malloc(out.size() + 1));
    std::memcpy(result, out.c_str(), out.size() + 1);
    return result;
}

extern "C" int32_t icu_oracle_bucket_indexes(const char *const *locales, int32_t localeCount,
                                             int32_t maxLabelCount, const char *extraLabels,
                                             const char *const *names,
                                             const int32_t *lengths, int32_t count,
                                             int32_t *outBuckets) {
    UErrorCode errorCode = U_ZERO_ERROR;
    std::unique_ptr<AlphabeticIndex> index = makeIndex(locales, localeCount, maxLabelCount, extraLabels, errorCode);
    if (U_FAILURE(errorCode)) return errorCode;
    std::unique_ptr<AlphabeticIndex::ImmutableIndex> immutable(index->buildImmutableIndex(errorCode));
    for (int32_t i = 0; i < count && U_SUCCESS(errorCode); i++) {
        outBuckets[i] = immutable->getBucketIndex(fromUTF8(names[i], lengths[i]), errorCode);
    }
    return errorCode > 0 ? errorCode : 0;
}

extern "C" int32_t icu_oracle_records(const char *const *locales, int32_t localeCount,
                                      int32_t maxLabelCount, const char *extraLabels,
                                      const char *const *names,
                                      const int32_t *lengths, int32_t count,
                                      int32_t *outBuckets, int32_t *outRecords) {
    UErrorCode errorCode = U_ZERO_ERROR;
    std::unique_ptr<AlphabeticIndex> index = makeIndex(locales, localeCount, maxLabelCount, extraLabels, errorCode);
    if (U_FAILURE(errorCode)) return errorCode;
    for (int32_t i = 0; i < count && U_SUCCESS(errorCode); i++) {
        index->addRecord(fromUTF8(names[i], lengths[i]),
                         reinterpret_cast<const void *>(static_cast<intptr_t>(i)), errorCode);
    }
    int32_t k = 0;
    int32_t bucket = 0;
    while (U_SUCCESS(errorCode) && index->nextBucket(errorCode)) {
        while (index->nextRecord(errorCode)) {
            if (k < count) {
                outBuckets[k] = bucket;
                outRecords[k] = static_cast<int32_t>(reinterpret_cast<intptr_t>(index->getRecordData()));
            }
            k++;
        }
        bucket++;
    }
    if (U_FAILURE(errorCode)) return errorCode;
    return k == count ? 0 : U_INTERNAL_PROGRAM_ERROR;
}

extern "C" void icu_oracle_free(void *pointer) { std::free(pointer); }
