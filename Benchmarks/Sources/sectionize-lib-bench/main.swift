// sectionize-lib-bench: SectionizeKit called directly, without the CLI's parsing and rendering.
//
//   sectionize-lib-bench INPUT OUTPUT [--locale de]
//
// Reads INPUT, splits it into lines (the rule every peer uses: split on "\n", drop one
// trailing "\r", drop the empty piece after a final "\n"), builds
// `SectioningConfiguration(locales:style: .icu)`, calls `sections(of:by:)` and writes
// `TITLE\tROW\n` for every row, sections in order, through a 1 MiB buffer. Phase timings go
// to stderr as one `phases:` line.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SectionizeKit
import SectionizeInput

/// Seconds on the monotonic clock.
func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// Writes text to stderr (file descriptor 2; Swift 6 rejects the global `stderr`).
func printError(_ text: String) {
    var text = text
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// Prints a message to stderr and exits with a sysexits code.
func fail(_ message: String, code: Int32) -> Never {
    printError("sectionize-lib-bench: \(message)\n")
    exit(code)
}

/// The whole file as bytes.
func readFile(_ path: String) -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { fail("cannot open \(path): \(String(cString: strerror(errno)))", code: 66) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { fail("cannot stat \(path)", code: 66) }
    let size = Int(info.st_size)
    return [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        var done = 0
        while done < size {
            let n = read(fd, buffer.baseAddress! + done, size - done)
            if n <= 0 { break }
            done += n
        }
        count = done
    }
}

/// The lines of a file's bytes, decoded as UTF-8 (invalid sequences become U+FFFD).
func splitLines(_ bytes: [UInt8]) -> [String] {
    var rows: [String] = []
    bytes.withUnsafeBufferPointer { all in
        var start = 0
        let end = all.count
        while start < end {
            let hit = memchr(all.baseAddress! + start, 0x0A, end - start)
            let stop = hit.map { UnsafeRawPointer($0) - UnsafeRawPointer(all.baseAddress!) } ?? end
            var length = stop - start
            if length > 0 && all[start + length - 1] == 0x0D { length -= 1 }
            rows.append(String(decoding: UnsafeBufferPointer(rebasing: all[start..<(start + length)]), as: UTF8.self))
            start = stop + 1
        }
    }
    return rows
}

/// Writes bytes to a file descriptor through a fixed buffer.
struct BufferedWriter: ~Copyable {
    private let fd: Int32
    private let buffer: UnsafeMutableRawBufferPointer
    private var used = 0
    private(set) var failed = false

    init(fd: Int32, capacity: Int = 1 << 20) {
        self.fd = fd
        buffer = .allocate(byteCount: capacity, alignment: 16)
    }

    deinit { buffer.deallocate() }

    mutating func write(_ bytes: UnsafeRawBufferPointer) {
        if used + bytes.count > buffer.count { flush() }
        if bytes.count > buffer.count { writeThrough(bytes); return }
        (buffer.baseAddress! + used).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
        used += bytes.count
    }

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    mutating func write(byte: UInt8) {
        if used == buffer.count { flush() }
        buffer[used] = byte
        used += 1
    }

    mutating func flush() {
        writeThrough(UnsafeRawBufferPointer(rebasing: buffer[0..<used]))
        used = 0
    }

    private mutating func writeThrough(_ bytes: UnsafeRawBufferPointer) {
        var done = 0
        while done < bytes.count {
            let n = Glibc.write(fd, bytes.baseAddress! + done, bytes.count - done)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { failed = true; return }
            done += n
        }
    }
}

/// Runs the benchmark on the command line's arguments.
func run(_ commandLine: [String]) {
    var arguments = commandLine
    var locale = "de"
    if let flag = arguments.firstIndex(of: "--locale"), flag + 1 < arguments.count {
        locale = arguments[flag + 1]
        arguments.removeSubrange(flag...(flag + 1))
    }
    guard arguments.count == 2 else {
        fail("usage: sectionize-lib-bench INPUT OUTPUT [--locale ID]", code: 64)
    }

    var phases: [String] = []
    var last = now()
    func mark(_ name: String) {
        let t = now()
        phases.append("\(name)=\(String(format3: t - last))")
        last = t
    }

    let bytes = readFile(arguments[0])
    mark("read")
    let rows = splitLines(bytes)
    mark("split")
    let configuration = SectioningConfiguration(locales: [LocaleIdentifier(rawValue: locale)], style: .icu)
    let sections: IndexedSections<String>
    do {
        sections = try configuration.sections(of: rows, by: { $0 })
    } catch {
        fail("SectioningConfiguration(locales: [\(locale)]).sections(of:by:): \(error)", code: 70)
    }
    mark("index")
    mark("sections")

    let fd = open(arguments[1], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { fail("cannot create \(arguments[1]): \(String(cString: strerror(errno)))", code: 73) }
    var writer = BufferedWriter(fd: fd)
    for section in sections.collationSections {  // the empty ones write nothing
        for row in section.elements {
            writer.write(section.title)
            writer.write(byte: 0x09)
            writer.write(row)
            writer.write(byte: 0x0A)
        }
    }
    writer.flush()
    guard !writer.failed, close(fd) == 0 else { fail("\(arguments[1]): write failed", code: 74) }
    mark("write")
    printError("phases: " + phases.joined(separator: " ") + "\n")
}

run(Array(CommandLine.arguments.dropFirst()))

extension String {
    /// A number with three decimals, without Foundation.
    init(format3 value: Double) {
        let millis = Int((value * 1000).rounded())
        let fraction = String(millis % 1000)
        self = "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
