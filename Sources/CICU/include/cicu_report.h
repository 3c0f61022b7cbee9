// cicu_report.h: the collation variants ICU offers for a locale (for `sectionize report`).
//
// Like cicu.h, this header names no ICU type and includes no <unicode/...> header.

#ifndef CICU_REPORT_H
#define CICU_REPORT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The values of the "collation" keyword ICU offers for `locale`
/// (`ucol_getKeywordValuesForLocale("collation", locale, commonlyUsed, …)`), each written
/// as `ICUVALUE\tBCP47TYPE` (for example `phonebook\tphonebk`, from
/// `uloc_toUnicodeLocaleType("co", value)`; the ICU value again when there is no BCP 47
/// type), one per line, in ICU's order, into a malloc'ed NUL-terminated UTF-8 string
/// (free with cicu_free). `commonlyUsed` != 0 asks for the values relevant to the locale
/// only. Returns NULL with `status` set on error.
char *cicu_report_collation_variants(const char *locale, int32_t commonlyUsed, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
