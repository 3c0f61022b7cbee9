/// Applying inserts, removals and updates, and the batch update they amount to.
extension SectionedList {
    /// Applies a batch of edits in order and returns how the table changes.
    ///
    /// Only each ID's net effect counts: an element inserted and removed in one batch is
    /// not in the change set, and several updates of one element are one. A renamed element
    /// whose new text sorts elsewhere moves (to another section too); one that stays in place
    /// is reloaded. If any edit is invalid, nothing is applied.
    ///
    /// - Parameter edits: The edits, applied in order.
    /// - Returns: The change set, in `UITableView` batch-update coordinates.
    /// - Throws: ``SectionizeError`` with code ``SectionizeError/Code/duplicateID`` for an
    ///   insert of an ID that is in the list (or inserted earlier in the batch), or
    ///   ``SectionizeError/Code/unknownID`` for a removal or update of an ID that is not.
    /// - Complexity: One sort key per inserted or updated element; O(*k* log *n*) for *k*
    ///   edits, plus shifting the rows of the sections they touch (at most O(*n*)).
    @discardableResult
    public mutating func apply(_ edits: some Sequence<ListEdit<Element, ID>>) throws(SectionizeError) -> SectionedListChanges {
        // 1. The net effect on each ID, in the order IDs are first touched.
        var net: [ID: NetEdit] = [:]
        var touched: [ID] = []
        func isPresent(_ id: ID) -> Bool {
            switch net[id] {
            case .present?: true
            case .absent?: false
            case nil: locations[id] != nil
            }
        }
        func record(_ id: ID, _ value: NetEdit) {
            if net.updateValue(value, forKey: id) == nil { touched.append(id) }
        }
        for edit in edits {
            switch edit {
            case .insert(let element):
                let id = idOf(element)
                guard !isPresent(id) else { throw SectionizeError(.duplicateID, "cannot insert \(id): an element with this ID is in the list") }
                record(id, .present(element))
            case .remove(let id):
                guard isPresent(id) else { throw SectionizeError(.unknownID, "cannot remove \(id): no element has this ID") }
                record(id, .absent)
            case .update(let element):
                let id = idOf(element)
                guard isPresent(id) else { throw SectionizeError(.unknownID, "cannot update \(id): no element has this ID") }
                record(id, .present(element))
            }
        }

        // 2. Old places of removed and updated rows; keys of inserted and updated ones.
        var planner = ListChangePlanner()
        var removals: [ListIndexPath] = []  // collation coordinates, old
        var additions: [Entry] = []
        var additionSections: [Int] = []
        var updatedOld: [ID: ListIndexPath] = [:]
        var oldKeys: [ID: ListSortKey] = [:]
        // The keys of inserted and updated elements go into one new key buffer.
        var pending: [(element: Element, id: ID, sequence: UInt64)] = []
        var pendingKeys: [[UInt8]] = []
        for id in touched {
            let old = locations[id]
            if let old { liveKeyBytes -= old.key.count }
            guard case .present(let element)? = net[id] else {
                if let old {
                    let path = ListIndexPath(section: old.section, row: row(of: old))
                    removals.append(path)
                    planner.deleted.append(path)
                }
                continue
            }
            let (bytes, section, reading) = keyAndSection(of: element)
            if usesReadings { readingByID[id] = reading }
            let sequence: UInt64
            if let old {
                let path = ListIndexPath(section: old.section, row: row(of: old))
                removals.append(path)
                updatedOld[id] = path
                oldKeys[id] = old.key
                sequence = old.sequence
            } else {
                sequence = nextSequence
                nextSequence += 1
            }
            pending.append((element, id, sequence))
            pendingKeys.append(bytes)
            additionSections.append(section)
        }
        for key in pendingKeys { liveKeyBytes += key.count }
        for (entry, key) in zip(pending, keyStorage.store(pendingKeys)) {
            additions.append(Entry(element: entry.element, id: entry.id, key: key, sequence: entry.sequence))
        }

        // 3. Change the touched sections.
        let oldBar = indexBar
        var removalsBySection: [Int: [Int]] = [:]
        for path in removals { removalsBySection[path.section, default: []].append(path.row) }
        var additionsBySection: [Int: [Entry]] = [:]
        for (k, entry) in additions.enumerated() { additionsBySection[additionSections[k], default: []].append(entry) }
        for s in Set(removalsBySection.keys).union(additionsBySection.keys) {
            replaceRows(inSection: s, removing: removalsBySection[s] ?? [], adding: additionsBySection[s] ?? [])
        }
        for id in touched {
            if case .absent? = net[id] {
                locations.remove(id)
                readingByID[id] = nil
            }
        }
        for (k, entry) in additions.enumerated() {
            locations.set(Location(section: additionSections[k], key: entry.key, sequence: entry.sequence), for: entry.id)
        }

        // 4. New places of inserted and updated rows.
        for (k, entry) in additions.enumerated() {
            let s = additionSections[k]
            let path = ListIndexPath(section: s, row: orders[s].insertionRow(key: entry.key, sequence: entry.sequence))
            if let old = updatedOld[entry.id] {
                if ListSortKey.compare(locations[entry.id]!.key, oldKeys[entry.id]!) == 0 && old.section == s {
                    // Same key and sequence: it keeps its place among the other rows.
                    planner.reloadedInPlace.append(old)
                } else {
                    planner.matched.append((old: old, new: path, contentChanged: true))
                }
            } else {
                planner.inserted.append(path)
            }
        }
        refreshIndexBar()
        compactKeysIfWasteful()
        updateSearchKeys(
            touched.map { id in
                if case .present(let element)? = net[id] { (id, element) } else { (id, nil) }
            })
        return planner.changes(from: oldBar, to: indexBar)
    }

    /// Copies the live keys into one buffer when the keys of removed and renamed elements
    /// take more room than they do (and more than 64 KiB), so that a long-lived list holds at
    /// most about twice the bytes of its keys.
    ///
    /// - Complexity: O(*n*) when it compacts, which takes O(*n*) edits since the last time.
    mutating func compactKeysIfWasteful(minimumWaste: Int = 65_536) {
        let waste = keyStorage.totalBytes - liveKeyBytes
        guard waste > minimumWaste && waste > liveKeyBytes else { return }
        var live: [ListSortKey] = []
        live.reserveCapacity(locations.count)
        for order in orders { live.append(contentsOf: order.keys) }
        var moved = keyStorage.compact(live)[...]
        for s in orders.indices {
            let n = orders[s].count
            orders[s].keys = Array(moved.prefix(n))
            moved = moved.dropFirst(n)
        }
        for s in orders.indices {
            for r in 0..<orders[s].count {
                let id = rowIDs[s][r]
                locations.set(ListLocation(section: s, key: orders[s].keys[r], sequence: orders[s].sequences[r]), for: id)
            }
        }
    }

    /// An ID's state after a batch of edits.
    enum NetEdit {
        case present(Element)
        case absent
    }

    /// Removes rows (by position) from one section and adds entries, keeping it sorted.
    private mutating func replaceRows(inSection s: Int, removing rows: [Int], adding entries: [Entry]) {
        let added = entries.sorted { ListOrder.precedes($0.key, $0.sequence, $1.key, $1.sequence) }
        if rows.count + entries.count <= 8 {
            // A few changes: shift rows in place.
            for r in rows.sorted(by: >) {
                orders[s].keys.remove(at: r)
                orders[s].sequences.remove(at: r)
                rowIDs[s].remove(at: r)
                rowElements[s].remove(at: r)
            }
            for entry in added {
                let r = orders[s].insertionRow(key: entry.key, sequence: entry.sequence)
                orders[s].keys.insert(entry.key, at: r)
                orders[s].sequences.insert(entry.sequence, at: r)
                rowIDs[s].insert(entry.id, at: r)
                rowElements[s].insert(entry.element, at: r)
            }
            return
        }
        // Many: one merge of the remaining rows with the new ones.
        let plan = orders[s].mergePlan(removing: rows.sorted(), adding: added.map(\.key), added.map(\.sequence))
        let old = orders[s], oldIDs = rowIDs[s], oldElements = rowElements[s]
        let total = old.count - rows.count + added.count
        var order = ListOrder()
        order.keys.reserveCapacity(total)
        order.sequences.reserveCapacity(total)
        var ids: [ID] = []
        ids.reserveCapacity(total)
        var elements: [Element] = []
        elements.reserveCapacity(total)
        for source in plan {
            switch source {
            case .old(let run):  // copied in bulk
                order.keys.append(contentsOf: old.keys[run])
                order.sequences.append(contentsOf: old.sequences[run])
                ids.append(contentsOf: oldIDs[run])
                elements.append(contentsOf: oldElements[run])
            case .new(let k):
                order.keys.append(added[k].key)
                order.sequences.append(added[k].sequence)
                ids.append(added[k].id)
                elements.append(added[k].element)
            }
        }
        orders[s] = order
        rowIDs[s] = ids
        rowElements[s] = elements
    }

    /// The list after a batch of edits, and the change set (see ``apply(_:)``).
    ///
    /// - Parameter edits: The edits, applied in order.
    /// - Returns: The new list and how the table changes.
    /// - Throws: ``SectionizeError`` as ``apply(_:)`` does.
    /// - Complexity: As ``apply(_:)``, plus copying the touched sections and the ID table.
    public func applying(
        _ edits: some Sequence<ListEdit<Element, ID>>
    ) throws(SectionizeError)
        -> (list: SectionedList, changes: SectionedListChanges)
    {
        var copy = self
        let changes = try copy.apply(edits)
        return (copy, changes)
    }

    /// Inserts one element (see ``apply(_:)``).
    ///
    /// - Parameter element: An element whose ID is not in the list.
    /// - Returns: The change set.
    /// - Throws: ``SectionizeError`` with code ``SectionizeError/Code/duplicateID``.
    /// - Complexity: One sort key, O(log *n*) comparisons and the shift of the section's
    ///   later rows.
    @discardableResult
    public mutating func insert(_ element: Element) throws(SectionizeError) -> SectionedListChanges {
        try apply([.insert(element)])
    }

    /// Removes the element with this ID (see ``apply(_:)``).
    ///
    /// - Parameter id: An ID in the list.
    /// - Returns: The change set.
    /// - Throws: ``SectionizeError`` with code ``SectionizeError/Code/unknownID``.
    @discardableResult
    public mutating func remove(id: ID) throws(SectionizeError) -> SectionedListChanges {
        try apply([.remove(id)])
    }

    /// Replaces the element with the same ID (see ``apply(_:)``).
    ///
    /// - Parameter element: The new version of an element in the list.
    /// - Returns: The change set.
    /// - Throws: ``SectionizeError`` with code ``SectionizeError/Code/unknownID``.
    @discardableResult
    public mutating func update(_ element: Element) throws(SectionizeError) -> SectionedListChanges {
        try apply([.update(element)])
    }
}
