internal import CICU
import Synchronization

extension ICU {
    /// Owns one ICU transliterator (`UTransliterator`), such as `Han-Latin/Names`.
    ///
    /// `Sendable` notes: ICU's `utrans_transUChars` is not safe on one transliterator from
    /// two threads at once (it takes a non-const handle), so every call goes through a lock;
    /// code that transliterates on many threads makes one ``clone()`` per thread instead, so
    /// the lock is never contended.
    package final class Transliterator: @unchecked Sendable {
        private let handle: OpaquePointer
        private let lock = Mutex(())

        /// Opens a transliterator by ICU ID, forward direction.
        package init(id: String) throws(ICUError) {
            var status: Int32 = 0
            let units = Array(id.utf16)
            guard let handle = cicu_transliterator_open(units, Int32(units.count), &status) else {
                throw ICUError.failedOpen(status)
            }
            try ICUError.check(status)
            self.handle = handle
        }

        private init(handle: OpaquePointer) {
            self.handle = handle
        }

        deinit { cicu_transliterator_close(handle) }

        /// An independent copy, for another thread.
        package func clone() throws(ICUError) -> Transliterator {
            var status: Int32 = 0
            let copy = lock.withLock { _ in cicu_transliterator_clone(handle, &status) }
            guard let copy else { throw ICUError.failedOpen(status) }
            return Transliterator(handle: copy)
        }

        /// Transliterates UTF-16 text.
        package func transform(_ text: [UInt16]) throws(ICUError) -> [UInt16] {
            var capacity = max(16, text.count * 4)
            while true {
                var buffer = text
                buffer.append(contentsOf: repeatElement(0, count: capacity - text.count))
                var status: Int32 = 0
                let length = lock.withLock { _ in
                    buffer.withUnsafeMutableBufferPointer {
                        cicu_transliterator_transform(handle, $0.baseAddress, Int32(text.count), Int32(capacity), &status)
                    }
                }
                if status == ICUError.bufferOverflow.code || Int(length) > capacity {
                    capacity = Int(length) + 16
                    continue
                }
                try ICUError.check(status)
                buffer.removeLast(capacity - Int(length))
                return buffer
            }
        }
    }
}
