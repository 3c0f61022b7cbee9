// icu_oracle_collation_elements.cpp: counting a label's primary weights by walking its
// collation elements, as ICU's AlphabeticIndex does (hasMultiplePrimaryWeights in
// alphaindex.cpp). The library counts them from the case level of one sort key instead
// (IndexCollators.hasMultiplePrimaryWeights); PrimaryCountTests compares the two for every
// label of every locale. Tests only.

#include "icu_oracle.h"

#include <memory>

#include <unicode/coleitr.h>
#include <unicode/locid.h>
#include <unicode/tblcoll.h>
#include <unicode/unistr.h>

using icu::CollationElementIterator;
using icu::Collator;
using icu::Locale;
using icu::RuleBasedCollator;
using icu::UnicodeString;

extern "C" int32_t icu_oracle_primary_counts(const char *locale, const uint16_t *const *labels,
                                             const int32_t *lengths, int32_t count,
                                             int32_t *outCounts) {
    UErrorCode errorCode = U_ZERO_ERROR;
    std::unique_ptr<Collator> collator(Collator::createInstance(Locale(locale), errorCode));
    if (U_FAILURE(errorCode)) return errorCode;
    auto *rules = dynamic_cast<RuleBasedCollator *>(collator.get());
    if (rules == nullptr) return U_UNSUPPORTED_ERROR;
    rules->setStrength(Collator::PRIMARY);
    // Primaries at or below the variable top are ignorable when alternate handling is shifted.
    uint32_t variableTop = 0;
    if (rules->getAttribute(UCOL_ALTERNATE_HANDLING, errorCode) == UCOL_SHIFTED) {
        variableTop = rules->getVariableTop(errorCode);
    }
    if (U_FAILURE(errorCode)) return errorCode;
    for (int32_t i = 0; i < count; i++) {
        UnicodeString text(reinterpret_cast<const UChar *>(labels[i]), lengths[i]);
        std::unique_ptr<CollationElementIterator> elements(rules->createCollationElementIterator(text));
        if (elements == nullptr) return U_MEMORY_ALLOCATION_ERROR;
        int32_t primaries = 0;
        int32_t element = elements->next(errorCode);
        while (U_SUCCESS(errorCode) && element != CollationElementIterator::NULLORDER) {
            // The iterator gives each 64-bit collation element as a 32-bit element with the
            // upper half of the primary, followed, when needed, by a continuation element
            // (low bits 0xC0) whose upper 16 bits are the lower half of the primary.
            uint32_t primary = static_cast<uint32_t>(element) & 0xFFFF0000u;
            int32_t next = elements->next(errorCode);
            if (U_SUCCESS(errorCode) && next != CollationElementIterator::NULLORDER &&
                (static_cast<uint32_t>(next) & 0xC0u) == 0xC0u) {
                primary |= static_cast<uint32_t>(next) >> 16;
                next = elements->next(errorCode);
            }
            if (primary > variableTop) primaries++;
            element = next;
        }
        if (U_FAILURE(errorCode)) return errorCode;
        outCounts[i] = primaries;
    }
    return 0;
}
