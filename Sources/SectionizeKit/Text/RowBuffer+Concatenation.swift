extension RowBuffer {
    /// One buffer holding the rows of several buffers, in order (for several input files).
    ///
    /// Line numbers stay those of each row's own source.
    ///
    /// - Parameter buffers: The buffers to join.
    /// - Complexity: O(*n*) in the total size of `buffers`.
    public init(concatenating buffers: [RowBuffer]) {
        if buffers.count == 1 {
            self = buffers[0]
            return
        }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(buffers.reduce(0) { $0 + $1.utf8.count })
        var offsets: [Int] = [0]
        offsets.reserveCapacity(buffers.reduce(1) { $0 + $1.count })
        var lineNumbers: [Int] = []
        lineNumbers.reserveCapacity(buffers.reduce(0) { $0 + $1.count })
        for buffer in buffers {
            let base = utf8.count
            utf8.append(contentsOf: buffer.utf8)
            for offset in buffer.offsets.dropFirst() { offsets.append(base + offset) }
            lineNumbers.append(contentsOf: buffer.lineNumbers)
        }
        self.init(utf8: utf8, offsets: offsets, lineNumbers: lineNumbers)
    }
}
