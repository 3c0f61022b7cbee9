/// The executable's entry point: hands the command line to libFuzzer's driver.
///
/// libFuzzer normally supplies `main` itself, but SwiftPM links every Swift executable with
/// `main` renamed to `<module>_main` (`--defsym main=SectionizeFuzz_main`, so that tests can
/// link executables), which a target without a `main` cannot satisfy. So this target has an
/// ordinary `@main` that calls `LLVMFuzzerRunDriver`, libFuzzer's public C entry point for
/// programs that own `main` (LLVM libFuzzer documentation, "Using libFuzzer as a library").
@main
enum SectionizeFuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        // A closure literal, not the `@_cdecl` function itself: referring to that from another
        // file makes the compiler emit its C symbol twice.
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in sectionizeFuzzOneInput(data, size) })
    }
}

/// `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));`
/// from compiler-rt's `FuzzerInterface.h`, linked in by `-sanitize=fuzzer`.
@_extern(c, "LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

#if canImport(Glibc)
import Glibc
#endif
