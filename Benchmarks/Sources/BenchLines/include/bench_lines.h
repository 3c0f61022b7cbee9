// bench_lines.h: what the C++ peers share: reading a file as lines, a buffered writer, and
// phase timings on stderr. Names no ICU type.
//
// Lines follow the rule every peer uses (so outputs are comparable byte for byte): split on
// '\n', drop one trailing '\r' per line, and drop the empty piece after a final '\n'. Empty
// lines inside the file are kept as rows.

#ifndef BENCH_LINES_H
#define BENCH_LINES_H

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace bench {

/// One line of the input: a byte range of `Lines::bytes`, without its line end.
struct Line {
    uint32_t offset;
    uint32_t length;
};

/// A whole input file and its lines.
struct Lines {
    std::string bytes;
    std::vector<Line> lines;

    const char *data(size_t i) const { return bytes.data() + lines[i].offset; }
    int32_t length(size_t i) const { return static_cast<int32_t>(lines[i].length); }
};

/// Reads `path` and splits it into lines. Returns false and prints to stderr on error.
bool readLines(const char *path, Lines &out);

/// Writes bytes to a file through a 1 MiB buffer.
class Writer {
public:
    /// Opens `path` for writing; `ok()` tells whether it worked.
    explicit Writer(const char *path);
    ~Writer();
    Writer(const Writer &) = delete;
    Writer &operator=(const Writer &) = delete;

    bool ok() const { return file_ != nullptr && !failed_; }
    void write(const char *bytes, size_t count) {
        if (buffer_.size() + count > kCapacity) flush();
        if (count > kCapacity) { writeThrough(bytes, count); return; }
        buffer_.append(bytes, count);
    }
    void write(const std::string &s) { write(s.data(), s.size()); }
    void put(char c) {
        if (buffer_.size() + 1 > kCapacity) flush();
        buffer_.push_back(c);
    }
    /// Flushes and closes; returns false if any write failed.
    bool close();

private:
    static constexpr size_t kCapacity = 1 << 20;
    void flush();
    void writeThrough(const char *bytes, size_t count);
    FILE *file_;
    std::string buffer_;
    bool failed_ = false;
};

/// Seconds on the monotonic clock.
double now();

/// Collects named phase durations and prints them to stderr as one line
/// `phases: name=0.123 name=0.456` (seconds), which the harness shows under its table.
class Phases {
public:
    Phases() : last_(now()) {}
    /// Ends the current phase and names it.
    void mark(const char *name);
    void print() const;

private:
    double last_;
    std::string text_;
};

}  // namespace bench

#endif
