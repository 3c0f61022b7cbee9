// cicu_convert.h: ICU's charset converters (ucnv), for legacy-encoded inputs.
//
// Like cicu.h, this header names no ICU type and includes no <unicode/...> header.
// A converter is opened with the "stop" to-Unicode callback, so that every invalid or
// unmappable byte sequence is reported to the caller (which decides: fail, replace, skip)
// instead of being replaced silently.

#ifndef CICU_CONVERT_H
#define CICU_CONVERT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU converter (UConverter). Opaque. Not thread-safe: one owner at a time.
typedef struct cicu_converter cicu_converter;

/// Opens the converter for the charset `name` (an ICU converter name or alias, such as
/// "windows-1252", "Shift_JIS", "gb18030"). Returns NULL with `status` > 0 when ICU has no
/// such converter (U_FILE_ACCESS_ERROR) or another error occurs.
cicu_converter *cicu_converter_open(const char *name, int32_t *status);

/// Closes a converter; NULL is allowed.
void cicu_converter_close(cicu_converter *converter);

/// The converter's canonical ICU name ("ibm-5348_P100-1997" for windows-1252).
const char *cicu_converter_name(const cicu_converter *converter, int32_t *status);

/// What `cicu_converter_to_utf16` stopped at.
enum {
    /// Every byte of the input was converted (and the converter flushed).
    CICU_CONVERT_DONE = 0,
    /// The output buffer is full; call again with the rest of the input.
    CICU_CONVERT_OUTPUT_FULL = 1,
    /// An invalid, unmappable or truncated byte sequence ends just before `*consumed`;
    /// its length is in `*invalid_length`. The converter was reset; call again to go on.
    CICU_CONVERT_INVALID = 2,
    /// Another ICU error; `*status` says which.
    CICU_CONVERT_ERROR = 3,
};

/// Converts bytes to UTF-16 until the input ends, the output is full or an invalid sequence
/// is found (see the CICU_CONVERT_* results).
///
/// - `source`/`source_length`: the bytes still to convert (the whole rest of the input:
///   the converter is flushed at its end).
/// - `consumed`: receives how many of those bytes were used.
/// - `target`/`target_capacity`: where UTF-16 goes; `written` receives how many units.
/// - `invalid_length`: receives the length of the invalid sequence (CICU_CONVERT_INVALID).
int32_t cicu_converter_to_utf16(cicu_converter *converter,
                                const uint8_t *source, int32_t source_length, int32_t *consumed,
                                uint16_t *target, int32_t target_capacity, int32_t *written,
                                int32_t *invalid_length, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
