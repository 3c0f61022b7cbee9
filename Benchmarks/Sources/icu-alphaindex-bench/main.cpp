// icu-alphaindex-bench: ICU's own C++ AlphabeticIndex, the class SectionizeKit reimplements.
//
//   icu-alphaindex-bench INPUT OUTPUT [--locale de]
//
// Adds every line of INPUT as a record (its data is the line number), then walks
// nextBucket/nextRecord and writes `LABEL\tLINE\n` to OUTPUT: buckets in order, records in
// ICU's order inside each bucket (the locale's collator, stable). The original line bytes are
// written, so the output round-trips the input exactly for valid UTF-8.

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>

#include <unicode/alphaindex.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>

#include "bench_lines.h"

int main(int argc, char **argv) {
    const char *input = nullptr;
    const char *output = nullptr;
    const char *locale = "de";
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--locale") == 0 && i + 1 < argc) {
            locale = argv[++i];
        } else if (input == nullptr) {
            input = argv[i];
        } else if (output == nullptr) {
            output = argv[i];
        } else {
            input = nullptr;
            break;
        }
    }
    if (input == nullptr || output == nullptr) {
        std::fprintf(stderr, "usage: icu-alphaindex-bench INPUT OUTPUT [--locale ID]\n");
        return 64;
    }

    bench::Phases phases;
    bench::Lines lines;
    if (!bench::readLines(input, lines)) return 66;
    phases.mark("read");

    UErrorCode status = U_ZERO_ERROR;
    icu::AlphabeticIndex index(icu::Locale(locale), status);
    if (U_FAILURE(status)) {
        std::fprintf(stderr, "AlphabeticIndex(%s): %s\n", locale, u_errorName(status));
        return 70;
    }
    phases.mark("index");

    for (size_t i = 0; i < lines.lines.size() && U_SUCCESS(status); i++) {
        icu::UnicodeString name = icu::UnicodeString::fromUTF8(icu::StringPiece(lines.data(i), lines.length(i)));
        index.addRecord(name, reinterpret_cast<const void *>(static_cast<uintptr_t>(i)), status);
    }
    if (U_FAILURE(status)) {
        std::fprintf(stderr, "addRecord: %s\n", u_errorName(status));
        return 70;
    }
    phases.mark("addRecord");

    bench::Writer writer(output);
    if (!writer.ok()) return 73;
    index.resetBucketIterator(status);
    std::string label;
    // The first nextBucket call builds the buckets and sorts the records.
    bool more = index.nextBucket(status);
    phases.mark("sort");
    for (; more && U_SUCCESS(status); more = index.nextBucket(status)) {
        label.clear();
        index.getBucketLabel().toUTF8String(label);
        while (index.nextRecord(status)) {
            size_t i = static_cast<size_t>(reinterpret_cast<uintptr_t>(index.getRecordData()));
            writer.write(label);
            writer.put('\t');
            writer.write(lines.data(i), static_cast<size_t>(lines.length(i)));
            writer.put('\n');
        }
    }
    if (U_FAILURE(status)) {
        std::fprintf(stderr, "walking buckets: %s\n", u_errorName(status));
        return 70;
    }
    if (!writer.close()) {
        std::fprintf(stderr, "%s: write failed\n", output);
        return 74;
    }
    phases.mark("walk+write");
    phases.print();
    return 0;
}
