internal import CICU

extension ICU {
    /// Owns one ICU collator (`UCollator`).
    ///
    /// `Sendable` notes: the collator is configured only while it is being created (in `init`
    /// and ``primaryClone()``); afterwards only ICU's const functions are called on it
    /// (sort keys, comparisons, set and rule queries), which ICU
    /// documents as thread-safe on a shared collator.
    package final class Collator: @unchecked Sendable {
        private let handle: OpaquePointer

        /// Opens the collator of an ICU locale ID (for example `de`, `de@collation=phonebook`).
        package init(locale: String) throws(ICUError) {
            var status: Int32 = 0
            guard let handle = cicu_collator_open(locale, &status) else {
                throw ICUError.failedOpen(status)
            }
            self.handle = handle
        }

        private init(handle: OpaquePointer) {
            self.handle = handle
        }

        deinit { cicu_collator_close(handle) }

        /// A clone of this collator with strength set to primary.
        ///
        /// - Parameter withoutCaseLevel: Also turn the case level off, so that a comparison
        ///   compares primary weights only (`-u-kc-true` otherwise makes `b` sort before `B`
        ///   at primary strength).
        package func primaryClone(withoutCaseLevel: Bool = false) throws(ICUError) -> Collator {
            var status: Int32 = 0
            guard let clone = cicu_collator_clone(handle, &status) else {
                throw ICUError.failedOpen(status)
            }
            let collator = Collator(handle: clone)
            cicu_collator_set_strength(clone, 0, &status)
            if withoutCaseLevel { cicu_collator_set_case_level(clone, 0, &status) }
            try ICUError.check(status)
            return collator
        }

        /// A clone set up to count primary collation elements from sort keys (see
        /// ``primaryElementCount(_:)``).
        package func caseCounterClone() throws(ICUError) -> Collator {
            var status: Int32 = 0
            guard let clone = cicu_collator_clone_case_counter(handle, &status) else {
                throw ICUError.failedOpen(status)
            }
            return Collator(handle: clone)
        }

        /// The number of collation elements with a non-zero primary weight (outside the
        /// variable range when alternate handling is shifted) in `text`, read from the case
        /// level of a sort key. Only meaningful on a ``caseCounterClone()``.
        ///
        /// With primary strength and the case level on, ICU writes one case weight per such
        /// element; with upper case first, upper is nibble 1, mixed 2, and a run of *n*
        /// uncased elements is written as nibbles 3 (13 elements each) followed by 3 + the
        /// rest, where the rest is (n - 1) mod 13. ICU's `CollationKeys` packs two nibbles per
        /// byte after the 0x01 level separator.
        package func primaryElementCount(_ text: [UInt16]) -> Int {
            let key = sortKey(text)
            guard let separator = key.firstIndex(of: 1) else { return 0 }
            var nibbles: [UInt8] = []
            for byte in key[(separator + 1)...] {
                nibbles.append(byte >> 4)
                if byte & 0xF != 0 { nibbles.append(byte & 0xF) }
            }
            var count = 0
            var i = 0
            while i < nibbles.count {
                let v = nibbles[i]
                if v == 1 || v == 2 {
                    count += 1
                    i += 1
                    continue
                }
                // A run of uncased elements: 3 for each full 13, then 3 + (n - 1) mod 13.
                var run = 0
                while i < nibbles.count, nibbles[i] == 3, i + 1 < nibbles.count, nibbles[i + 1] >= 3 {
                    run += 13
                    i += 1
                }
                run += Int(nibbles[i]) - 3 + 1
                count += run
                i += 1
            }
            return count
        }

        /// Whether the case level is on (a primary comparison then also compares case).
        package var caseLevel: Bool {
            var status: Int32 = 0
            return cicu_collator_case_level(handle, &status) != 0
        }

        /// The variable top when alternate handling is "shifted", else 0: primaries at or
        /// below it are ignored at the primary level.
        package var variableTopIfShifted: UInt32 {
            var status: Int32 = 0
            guard cicu_collator_is_shifted(handle, &status) != 0 else { return 0 }
            return cicu_collator_variable_top(handle, &status)
        }

        /// Compares two UTF-16 strings: -1, 0 or 1.
        package func compare(_ a: [UInt16], _ b: [UInt16]) -> Int32 {
            a.withUnsafeBufferPointer { pa in
                b.withUnsafeBufferPointer { pb in
                    cicu_collator_compare(
                        handle, pa.baseAddress, Int32(pa.count),
                        pb.baseAddress, Int32(pb.count))
                }
            }
        }

        /// The sort key of a UTF-16 string, without its terminating NUL.
        package func sortKey(_ text: [UInt16]) -> [UInt8] {
            text.withUnsafeBufferPointer { sortKey($0) }
        }

        /// The sort key of a UTF-16 buffer, without its terminating NUL.
        package func sortKey(_ text: UnsafeBufferPointer<UInt16>) -> [UInt8] {
            var capacity = max(32, text.count * 4 + 16)
            while true {
                var key = [UInt8](repeating: 0, count: capacity)
                let length = Int(cicu_collator_sort_key(handle, text.baseAddress, Int32(text.count), &key, Int32(capacity)))
                if length <= capacity {
                    key.removeLast(capacity - max(0, length - 1))
                    return key
                }
                capacity = length
            }
        }

        /// Writes the sort key of `text` into `out`.
        ///
        /// ICU terminates every sort key with a NUL byte, which is not part of the key (the
        /// returned length leaves it out, so keys can be stored and compared back to back);
        /// it is written after the key, so `out` needs one byte more than the key.
        ///
        /// - Returns: The key's length without the NUL, or `nil` when `out` is too small
        ///   (then its contents are unspecified; call again with a larger buffer).
        package func writeSortKey(_ text: UnsafeBufferPointer<UInt16>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int? {
            let length = Int(cicu_collator_sort_key(handle, text.baseAddress, Int32(text.count), out.baseAddress, Int32(out.count)))
            guard length <= out.count else { return nil }
            return max(0, length - 1)
        }

        /// ICU's unsafe set as a bitmap over the BMP (8192 bytes, bit `c & 7` of byte
        /// `c >> 3`): characters whose collation elements may depend on their neighbours.
        package func unsafeBMPBitmap() throws(ICUError) -> [UInt8] {
            var bitmap = [UInt8](repeating: 0, count: 8192)
            let status = cicu_collator_unsafe_bmp(handle, &bitmap)
            try ICUError.check(status)
            return bitmap
        }

        /// The collator's tailoring rules (`ucol_getRules`); empty for root and untailored
        /// locales.
        package var rules: [UInt16] {
            var length: Int32 = 0
            guard let rules = cicu_collator_rules(handle, &length), length > 0 else { return [] }
            return Array(UnsafeBufferPointer(start: rules, count: Int(length)))
        }

        /// The strings of the collator's tailored set (what its locale changes relative to the
        /// root collation) that begin with the code unit `first`.
        package func tailoredStrings(startingWith first: UInt16) throws(ICUError) -> [[UInt16]] {
            try stringList(cicu_collator_tailored_strings_starting_with, first)
        }

        /// The collator's contractions that begin with the code unit `first`.
        package func contractions(startingWith first: UInt16) throws(ICUError) -> [[UInt16]] {
            try stringList(cicu_collator_contractions_starting_with, first)
        }

        /// Calls a shim function that returns a string list for this collator.
        private func stringList(
            _ call: (OpaquePointer?, UInt16, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> UnsafeMutablePointer<UInt16>?,
            _ first: UInt16
        ) throws(ICUError) -> [[UInt16]] {
            var status: Int32 = 0
            var length: Int32 = 0
            let list = call(handle, first, &length, &status)
            try ICUError.check(status)
            return ICU.decodeList(list, length: length)
        }
    }
}
