internal import SectionizeICU
/// Sort keys written back to back into memory that a ``KeyArena/Chunk`` will own.
struct KeyWriter {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Bytes written so far.
    private(set) var used = 0

    /// Starts with room for `capacity` bytes.
    init(capacity: Int) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    /// Makes room for `count` more bytes.
    private mutating func reserve(_ count: Int) {
        guard used + count > capacity else { return }
        grow(toHold: count)
    }

    /// Grows the buffer to at least twice its size and at least `count` free bytes.
    private mutating func grow(toHold count: Int) {
        let grown = max(capacity * 2, used + count)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        bigger.initialize(from: storage, count: used)
        storage.deallocate()
        storage = bigger
        capacity = grown
    }

    /// Appends the sort key of `text` without ICU's terminating NUL; returns its length.
    @inline(__always)
    mutating func appendKey(of text: [UInt16], collator: ICU.Collator) -> Int {
        while true {
            let written = text.withUnsafeBufferPointer { source in
                collator.writeSortKey(source, into: UnsafeMutableBufferPointer(start: storage + used, count: capacity - used))
            }
            if let written {
                used += written
                return written
            }
            // Too small. Always grow (at least doubling): a key longer than this guess (one
            // character can expand to many collation elements) must not retry forever.
            grow(toHold: text.count * 16 + 64)
        }
    }

    /// Appends one byte.
    mutating func append(_ byte: UInt8) {
        reserve(1)
        storage[used] = byte
        used += 1
    }

    /// Appends a copy of `count` bytes written earlier, from offset `start`.
    mutating func appendCopy(from start: Int, count: Int) {
        reserve(count)
        (storage + used).update(from: storage + start, count: count)
        used += count
    }

    /// The bytes at `start ..< start + count` (valid until the next append).
    func buffer(_ start: Int, _ count: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: storage + start, count: count)
    }

    /// Hands the memory over (to a ``KeyArena/Chunk``, which frees it).
    func take() -> UnsafeMutablePointer<UInt8> { storage }
}
