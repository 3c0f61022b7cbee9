// The `sectionize` executable: all parsing and rendering lives in SectionizeCLI, so that
// tests and the fuzz target can call the renderers directly.
#if canImport(Glibc)
import Glibc
#endif
import SectionizeCLI

// ArgumentParser prints --help, --version and usage errors itself through stdio; make a
// failed write of that text (closed pipe, full disk) an EX_IOERR exit like every other output.
signal(SIGPIPE, SIG_IGN)
atexit {
    if fflush(nil) != 0 {
        let message = "sectionize: write error: \(String(cString: strerror(errno)))\n"
        _ = message.withCString { write(2, $0, strlen($0)) }
        _exit(74)
    }
}

Sectionize.main()
