// bench_lines.cpp: file reading, line splitting, buffered writing and phase timings.

#include "bench_lines.h"

#include <cerrno>
#include <cstring>
#include <ctime>

namespace bench {

bool readLines(const char *path, Lines &out) {
    FILE *file = std::fopen(path, "rb");
    if (file == nullptr) {
        std::fprintf(stderr, "cannot open %s: %s\n", path, std::strerror(errno));
        return false;
    }
    std::fseek(file, 0, SEEK_END);
    long size = std::ftell(file);
    std::fseek(file, 0, SEEK_SET);
    if (size < 0 || size > 0xFFFFFFFFL) {
        std::fprintf(stderr, "%s: unsupported size\n", path);
        std::fclose(file);
        return false;
    }
    out.bytes.resize(static_cast<size_t>(size));
    size_t got = size > 0 ? std::fread(&out.bytes[0], 1, out.bytes.size(), file) : 0;
    std::fclose(file);
    if (got != out.bytes.size()) {
        std::fprintf(stderr, "%s: short read\n", path);
        return false;
    }
    const char *base = out.bytes.data();
    size_t n = out.bytes.size();
    size_t start = 0;
    out.lines.clear();
    while (start < n) {
        const void *hit = std::memchr(base + start, '\n', n - start);
        size_t end = hit ? static_cast<size_t>(static_cast<const char *>(hit) - base) : n;
        size_t length = end - start;
        if (length > 0 && base[start + length - 1] == '\r') length--;
        out.lines.push_back(Line{static_cast<uint32_t>(start), static_cast<uint32_t>(length)});
        start = end + 1;
    }
    return true;
}

Writer::Writer(const char *path) : file_(std::fopen(path, "wb")) {
    if (file_ == nullptr) {
        std::fprintf(stderr, "cannot create %s: %s\n", path, std::strerror(errno));
    }
    buffer_.reserve(kCapacity);
}

Writer::~Writer() { close(); }

void Writer::flush() {
    if (!buffer_.empty()) writeThrough(buffer_.data(), buffer_.size());
    buffer_.clear();
}

void Writer::writeThrough(const char *bytes, size_t count) {
    if (file_ == nullptr) { failed_ = true; return; }
    if (std::fwrite(bytes, 1, count, file_) != count) failed_ = true;
}

bool Writer::close() {
    if (file_ == nullptr) return false;
    flush();
    if (std::fclose(file_) != 0) failed_ = true;
    file_ = nullptr;
    return !failed_;
}

double now() {
    timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

void Phases::mark(const char *name) {
    double t = now();
    char item[96];
    std::snprintf(item, sizeof item, "%s%s=%.3f", text_.empty() ? "" : " ", name, t - last_);
    text_ += item;
    last_ = t;
}

void Phases::print() const { std::fprintf(stderr, "phases: %s\n", text_.c_str()); }

}  // namespace bench
