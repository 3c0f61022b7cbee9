// sortkey-loop-bench: the practical floor for one core.
//
//   sortkey-loop-bench INPUT [--write OUTPUT] [--locale de]
//
// Computes one ICU sort key per line (collator for the locale, UTF-8 → UTF-16 with
// u_strFromUTF8WithSub, keys appended to one arena), sorts line indices with std::sort by
// memcmp of the keys (ties by input position, so the result is deterministic), single-
// threaded. Writes nothing unless --write is given, and then only the sorted lines. No
// buckets: this is the cost of ordering alone, which any sectioning has to pay.

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

#include <unicode/ucol.h>
#include <unicode/ustring.h>

#include "bench_lines.h"

int main(int argc, char **argv) {
    const char *input = nullptr;
    const char *output = nullptr;
    const char *locale = "de";
    bool usage = false;
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--write") == 0 && i + 1 < argc) {
            output = argv[++i];
        } else if (std::strcmp(argv[i], "--locale") == 0 && i + 1 < argc) {
            locale = argv[++i];
        } else if (input == nullptr && argv[i][0] != '-') {
            input = argv[i];
        } else {
            usage = true;
        }
    }
    if (input == nullptr || usage) {
        std::fprintf(stderr, "usage: sortkey-loop-bench INPUT [--write OUTPUT] [--locale ID]\n");
        return 64;
    }

    bench::Phases phases;
    bench::Lines lines;
    if (!bench::readLines(input, lines)) return 66;
    phases.mark("read");

    UErrorCode status = U_ZERO_ERROR;
    UCollator *collator = ucol_open(locale, &status);
    if (U_FAILURE(status)) {
        std::fprintf(stderr, "ucol_open(%s): %s\n", locale, u_errorName(status));
        return 70;
    }
    phases.mark("collator");

    const size_t count = lines.lines.size();
    std::vector<UChar> text(256);
    std::vector<uint8_t> arena;
    arena.resize(std::max<size_t>(4096, lines.bytes.size() * 2));
    std::vector<uint32_t> keyStart(count + 1);
    size_t used = 0;
    for (size_t i = 0; i < count; i++) {
        int32_t units = 0;
        status = U_ZERO_ERROR;
        u_strFromUTF8WithSub(text.data(), static_cast<int32_t>(text.size()), &units, lines.data(i),
                             lines.length(i), 0xFFFD, nullptr, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR) {
            text.resize(static_cast<size_t>(units) + 1);
            status = U_ZERO_ERROR;
            u_strFromUTF8WithSub(text.data(), static_cast<int32_t>(text.size()), &units,
                                 lines.data(i), lines.length(i), 0xFFFD, nullptr, &status);
        }
        if (U_FAILURE(status)) {
            std::fprintf(stderr, "line %zu: u_strFromUTF8WithSub: %s\n", i + 1, u_errorName(status));
            return 65;
        }
        int32_t capacity = static_cast<int32_t>(std::min<size_t>(arena.size() - used, INT32_MAX));
        int32_t needed = ucol_getSortKey(collator, text.data(), units, arena.data() + used, capacity);
        if (needed > capacity) {
            arena.resize(std::max(arena.size() * 2, used + static_cast<size_t>(needed)));
            needed = ucol_getSortKey(collator, text.data(), units, arena.data() + used, needed);
        }
        keyStart[i] = static_cast<uint32_t>(used);
        used += static_cast<size_t>(needed);
    }
    keyStart[count] = static_cast<uint32_t>(used);
    phases.mark("keys");

    std::vector<uint32_t> order(count);
    for (size_t i = 0; i < count; i++) order[i] = static_cast<uint32_t>(i);
    const uint8_t *keys = arena.data();
    const uint32_t *starts = keyStart.data();
    std::sort(order.begin(), order.end(), [keys, starts](uint32_t a, uint32_t b) {
        uint32_t la = starts[a + 1] - starts[a];
        uint32_t lb = starts[b + 1] - starts[b];
        int c = std::memcmp(keys + starts[a], keys + starts[b], std::min(la, lb));
        if (c != 0) return c < 0;
        if (la != lb) return la < lb;
        return a < b;
    });
    phases.mark("sort");

    if (output != nullptr) {
        bench::Writer writer(output);
        if (!writer.ok()) return 73;
        for (uint32_t i : order) {
            writer.write(lines.data(i), static_cast<size_t>(lines.length(i)));
            writer.put('\n');
        }
        if (!writer.close()) {
            std::fprintf(stderr, "%s: write failed\n", output);
            return 74;
        }
        phases.mark("write");
    }
    ucol_close(collator);
    // Printing a result also keeps the optimiser from dropping the work when nothing is written.
    std::fprintf(stderr, "rows=%zu key-bytes=%zu first-row=%u\n", count, used,
                 count > 0 ? order[0] + 1 : 0);
    phases.print();
    return 0;
}
