// The `sectionize` executable: all parsing and rendering lives in SectionizeCLI, so that
// tests and the fuzz target can call the renderers directly. This file only sets up the
// process.
#if canImport(Glibc)
import Glibc
#endif
import SectionizeCLI

// Large inputs: ask glibc's malloc for transparent huge pages. Sectioning millions of rows
// touches about 100 bytes of fresh memory per row; with 4 KiB pages that is one page fault
// per 40 rows, and measured at 10M rows the faults and TLB misses cost about a quarter of
// the run. The tunable is read only at process start, so the process re-executes itself
// once with it set, and only when the named input files total at least 32 MiB.
// SECTIONIZE_NO_HUGEPAGES=1 turns this off. Never for `store` commands: their file is a
// database, not an input, and at 1M rows huge pages made them slower (a tracked sync
// 0.15 s against 0.11 s, its system time 0.08 s against 0.03 s, zeroing 2 MiB pages for a
// few allocations; a full-read sync 10.6 s against 7.7 s; a build 24.2 s against 23.1 s).
func reexecWithHugePagesIfLarge() {
    guard getenv("SECTIONIZE_NO_HUGEPAGES") == nil, getenv("GLIBC_TUNABLES") == nil else { return }
    guard CommandLine.arguments.dropFirst().first != "store" else { return }
    var total = 0
    for argument in CommandLine.arguments.dropFirst() where !argument.hasPrefix("-") {
        var info = stat()
        if stat(argument, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { total += Int(info.st_size) }
    }
    guard total >= 32 << 20 else { return }
    setenv("GLIBC_TUNABLES", "glibc.malloc.hugetlb=1", 1)
    execv("/proc/self/exe", CommandLine.unsafeArgv)
    unsetenv("GLIBC_TUNABLES")  // exec failed: carry on without
}
reexecWithHugePagesIfLarge()

// ArgumentParser prints --help, --version and usage errors itself through stdio; make a
// failed write of that text (full disk) an EX_IOERR exit like every other output, and a
// reader that went away (`sectionize --help | head -1`) a quiet end by SIGPIPE, as coreutils
// do (see OutputWriter).
signal(SIGPIPE, SIG_IGN)
atexit {
    if fflush(nil) != 0 {
        if errno == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
        }
        let message = "sectionize: write error: \(String(cString: strerror(errno)))\n"
        _ = message.withCString { write(2, $0, strlen($0)) }
        _exit(74)
    }
}

// File names that are not UTF-8 open by their bytes (see InputReader.rememberRawArguments).
Sectionize.rememberRawArguments()
Sectionize.main()
