internal import CICU

extension ICU {
    /// An ICU charset converter (`UConverter`) that decodes bytes to UTF-16 and reports every
    /// invalid or unmappable byte sequence instead of substituting it.
    ///
    /// Not `Sendable`: a converter keeps conversion state, so each decoding opens its own
    /// (one per input, never one per line) and uses it from one thread.
    package final class Converter {
        private let handle: OpaquePointer
        /// ICU's canonical name of the converter ("ibm-5348_P100-1997" for windows-1252).
        package let canonicalName: String

        /// Opens the converter for a charset name or alias ("windows-1252", "Shift_JIS").
        ///
        /// - Throws: ``ICUError`` when ICU has no such converter (U_FILE_ACCESS_ERROR, 4).
        package init(name: String) throws(ICUError) {
            var status: Int32 = 0
            guard let handle = cicu_converter_open(name, &status) else { throw ICUError(code: max(status, 1)) }
            self.handle = handle
            var nameStatus: Int32 = 0
            canonicalName = cicu_converter_name(handle, &nameStatus).map { String(cString: $0) } ?? name
        }

        deinit { cicu_converter_close(handle) }

        /// Decodes `bytes` to UTF-16.
        ///
        /// - Parameters:
        ///   - bytes: The whole input.
        ///   - invalid: Called for each invalid sequence with its byte offset, its length and
        ///     the UTF-16 decoded so far (which the closure may append a replacement to).
        /// - Returns: The UTF-16 text.
        /// - Throws: ``ICUError`` for a failure other than an invalid sequence.
        package func decode(
            _ bytes: UnsafeBufferPointer<UInt8>,
            invalid: (_ offset: Int, _ length: Int, _ decoded: inout [UInt16]) -> Void
        ) throws(ICUError) -> [UInt16] {
            var result: [UInt16] = []
            result.reserveCapacity(bytes.count + 16)
            var chunk = [UInt16](repeating: 0, count: Swift.max(1024, Swift.min(bytes.count + 16, 1 << 20)))
            var position = 0
            while true {
                var consumed: Int32 = 0
                var written: Int32 = 0
                var invalidLength: Int32 = 0
                var status: Int32 = 0
                let remaining = bytes.count - position
                let outcome = chunk.withUnsafeMutableBufferPointer { out in
                    cicu_converter_to_utf16(
                        handle, bytes.baseAddress.map { $0 + position }, Int32(remaining), &consumed,
                        out.baseAddress, Int32(out.count), &written, &invalidLength, &status)
                }
                result.append(contentsOf: chunk.prefix(Int(written)))
                position += Int(consumed)
                switch outcome {
                case Int32(CICU_CONVERT_DONE): return result
                case Int32(CICU_CONVERT_OUTPUT_FULL): continue
                case Int32(CICU_CONVERT_INVALID):
                    invalid(position - Int(invalidLength), Int(invalidLength), &result)
                    if position >= bytes.count { return result }
                default: throw ICUError(code: status)
                }
            }
        }
    }
}
