// JobResults: the results of the jobs of one `DispatchQueue.concurrentPerform`, one slot per
// job (the lists' keys, the search index's parts, the store's build pieces).

/// The results of jobs run at once, one slot per job.
///
/// `Sendable` notes: slot `i` is written only by job `i`, and read (taken) only after
/// `concurrentPerform` has returned.
package final class JobResults<Value>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Value?>
    private let count: Int

    /// Slots for `count` jobs, all empty.
    package init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// Job `i`'s result (set by job `i` only).
    package subscript(i: Int) -> Value? {
        get { slots[i] }
        set { slots[i] = newValue }
    }

    /// Job `i`'s result, moved out.
    package func take(_ i: Int) -> Value? {
        let value = slots[i]
        slots[i] = nil
        return value
    }
}
