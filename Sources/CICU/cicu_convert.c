// cicu_convert.c: ICU charset converters (see cicu_convert.h).

#include "cicu_convert.h"

#include <unicode/ucnv.h>
#include <unicode/ucnv_err.h>

cicu_converter *cicu_converter_open(const char *name, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UConverter *converter = ucnv_open(name, &error);
    if (U_FAILURE(error)) {
        *status = (int32_t)error;
        return NULL;
    }
    // Report every invalid sequence instead of substituting it.
    ucnv_setToUCallBack(converter, UCNV_TO_U_CALLBACK_STOP, NULL, NULL, NULL, &error);
    if (U_FAILURE(error)) {
        ucnv_close(converter);
        *status = (int32_t)error;
        return NULL;
    }
    *status = (int32_t)error;
    return (cicu_converter *)converter;
}

void cicu_converter_close(cicu_converter *converter) {
    if (converter) ucnv_close((UConverter *)converter);
}

const char *cicu_converter_name(const cicu_converter *converter, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    const char *name = ucnv_getName((const UConverter *)converter, &error);
    *status = (int32_t)error;
    return name;
}

int32_t cicu_converter_to_utf16(cicu_converter *converter,
                                const uint8_t *source, int32_t source_length, int32_t *consumed,
                                uint16_t *target, int32_t target_capacity, int32_t *written,
                                int32_t *invalid_length, int32_t *status) {
    UConverter *cnv = (UConverter *)converter;
    const char *in = (const char *)source;
    const char *in_limit = in + source_length;
    UChar *out = (UChar *)target;
    UChar *out_limit = out + target_capacity;
    UErrorCode error = U_ZERO_ERROR;
    ucnv_toUnicode(cnv, &out, out_limit, &in, in_limit, NULL, 1, &error);
    *consumed = (int32_t)(in - (const char *)source);
    *written = (int32_t)(out - (UChar *)target);
    *invalid_length = 0;
    *status = (int32_t)error;
    if (error == U_BUFFER_OVERFLOW_ERROR) return CICU_CONVERT_OUTPUT_FULL;
    if (error == U_ILLEGAL_CHAR_FOUND || error == U_INVALID_CHAR_FOUND || error == U_TRUNCATED_CHAR_FOUND) {
        char bytes[32];
        int8_t length = (int8_t)sizeof bytes;
        UErrorCode ignored = U_ZERO_ERROR;
        ucnv_getInvalidChars(cnv, bytes, &length, &ignored);
        *invalid_length = U_SUCCESS(ignored) && length > 0 ? length : 1;
        ucnv_resetToUnicode(cnv);
        return CICU_CONVERT_INVALID;
    }
    if (U_FAILURE(error)) return CICU_CONVERT_ERROR;
    return CICU_CONVERT_DONE;
}
