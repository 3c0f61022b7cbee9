internal import CICU

extension ICU {
    /// Owns one ICU collator used only to read primary weights for search matching
    /// (``SearchMatcher``).
    ///
    /// `Sendable` notes: opened in `init` and never configured afterwards; ``primaries(_:)``
    /// walks a private collation-element iterator per call, which ICU allows on a shared
    /// const collator.
    package final class PrimaryWeights: @unchecked Sendable {
        private let handle: OpaquePointer

        /// Opens the collator of an ICU locale ID.
        package init(locale: String) throws(ICUError) {
            var status: Int32 = 0
            guard let handle = cicu_search_collator_open(locale, &status) else {
                throw ICUError.failedOpen(status)
            }
            self.handle = handle
        }

        deinit { cicu_search_collator_close(handle) }

        /// The non-zero primary weights of `text`'s collation elements, in order (variable
        /// ones left out when alternate handling is shifted). Case and accents live in the
        /// secondary and tertiary weights, so they are not part of the result.
        package func primaries(_ text: [UInt16]) throws(ICUError) -> [UInt32] {
            var out = [UInt32](repeating: 0, count: max(4, text.count * 2))
            var status: Int32 = 0
            var count = text.withUnsafeBufferPointer { t in
                out.withUnsafeMutableBufferPointer {
                    cicu_search_primaries(handle, t.baseAddress, Int32(t.count), $0.baseAddress, Int32($0.count), &status)
                }
            }
            try ICUError.check(status)
            if Int(count) > out.count {
                out = [UInt32](repeating: 0, count: Int(count))
                status = 0
                count = text.withUnsafeBufferPointer { t in
                    out.withUnsafeMutableBufferPointer {
                        cicu_search_primaries(handle, t.baseAddress, Int32(t.count), $0.baseAddress, Int32($0.count), &status)
                    }
                }
                try ICUError.check(status)
            }
            return Array(out.prefix(Int(count)))
        }
    }

    /// The items of every exemplar set of a locale a user may type from: standard, auxiliary,
    /// index and punctuation (`ULocaleDataExemplarSetType` 0…3); sets the locale lacks are
    /// left out.
    package static func typingExemplars(locale: String) -> [[UInt16]] {
        (Int32(0)...3).flatMap { kind -> [[UInt16]] in
            var status: Int32 = 0
            var length: Int32 = 0
            let list = cicu_exemplar_set(locale, kind, &length, &status)
            guard status <= 0 else { return [] }
            return decodeList(list, length: length)
        }
    }

    /// Whether a locale's script is written right to left (`uloc_isRightToLeft`).
    package static func isRightToLeft(locale: String) -> Bool {
        cicu_locale_is_right_to_left(locale) != 0
    }
}
