internal import CICU

/// The namespace for every Swift wrapper of the `CICU` shim.
///
/// Only files in this folder call `CICU`; everything above works with the wrappers' plain
/// Swift types (`[UInt16]` for UTF-16 text, `[UInt8]` for sort keys).
package enum ICU {
    /// ICU's version, such as "72.1".
    package static let version: String = {
        var buffer = [CChar](repeating: 0, count: 32)
        cicu_icu_version(&buffer, Int32(buffer.count))
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()

    /// The CLDR version of ICU's locale data, such as "42.0".
    package static let cldrVersion: String = {
        var buffer = [CChar](repeating: 0, count: 32)
        var status: Int32 = 0
        cicu_cldr_version(&buffer, Int32(buffer.count), &status)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()

    /// The Unicode version of ICU's character data, such as "15.0".
    package static let unicodeVersion: String = {
        var buffer = [CChar](repeating: 0, count: 32)
        cicu_unicode_version(&buffer, Int32(buffer.count))
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()

    /// Calls an ICU function that fills a buffer, growing the buffer once when ICU reports
    /// that it needs more room (U_BUFFER_OVERFLOW_ERROR).
    package static func fill<Unit: FixedWidthInteger>(
        _ unit: Unit.Type, capacity: Int = 64,
        _ body: (UnsafeMutablePointer<Unit>, Int32, inout Int32) -> Int32
    ) throws(ICUError) -> [Unit] {
        var capacity = capacity
        for _ in 0..<2 {
            var status: Int32 = 0
            var buffer = [Unit](repeating: 0, count: capacity)
            let length = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32(capacity), &status) }
            if status == ICUError.bufferOverflow.code || Int(length) > capacity {
                capacity = Int(length) + 1
                continue
            }
            try ICUError.check(status)
            return Array(buffer.prefix(Int(length)))
        }
        throw ICUError.bufferOverflow
    }

    /// Decodes a string list returned by the shim: records `[length, units...]`.
    package static func decodeList(_ pointer: UnsafeMutablePointer<UInt16>?, length: Int32) -> [[UInt16]] {
        guard let pointer else { return [] }
        defer { cicu_free(pointer) }
        var result: [[UInt16]] = []
        var i = 0
        let count = Int(length)
        while i < count {
            let n = Int(pointer[i])
            i += 1
            result.append(Array(UnsafeBufferPointer(start: pointer + i, count: n)))
            i += n
        }
        return result
    }
}
