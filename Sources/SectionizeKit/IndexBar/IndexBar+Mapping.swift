extension IndexBar {
    /// What touching the entry at `index` should do: the answer to UIKit's
    /// `tableView(_:sectionForSectionIndexTitle:at:)`, as a ``IndexBarTarget`` rather than a
    /// bare section number.
    ///
    /// - `{search}` gives ``IndexBarTarget/search``.
    /// - With ``IndexBarOptions/keepsEmptySections`` every title has its own section: title `i`
    ///   gives section `i`.
    /// - Otherwise a non-empty title gives its own displayed section, and an empty one a
    ///   neighbour: with ``IndexBarJumpPolicy/before`` the nearest displayed section at or
    ///   before it (or the first displayed section if there is none before), with
    ///   ``IndexBarJumpPolicy/after`` the nearest at or after it (or the last).
    ///
    /// The result is `nil` only when the table displays no section at all (no rows and empty
    /// sections dropped): any section number would then be out of range, so the caller must
    /// decide (a UIKit data source can return `NSNotFound`, for example). An optional makes that case
    /// impossible to overlook, where a sentinel such as `.section(0)` would crash a table view
    /// with zero sections.
    ///
    /// - Parameters:
    ///   - index: The position of the touched entry in ``titles``.
    /// - Returns: Where to go, or `nil` if there is no section to go to.
    /// - Precondition: `titles.indices.contains(index)`.
    /// - Complexity: O(1).
    public func target(forTitleAt index: Int) -> IndexBarTarget? {
        precondition(titles.indices.contains(index), "IndexBar: no title at \(index) (\(titles.count) titles)")
        return targets[index]
    }

    /// The table's section that shows a section of the index, or `nil` when the table does
    /// not show it (it is empty and ``IndexBarOptions/keepsEmptySections`` is off).
    ///
    /// - Parameter section: A section of the index.
    /// - Returns: The displayed section (a position in ``displayedCollationSections``).
    /// - Complexity: O(log *d*) for *d* displayed sections.
    public func displayedSection(of section: CollationSection) -> Int? {
        var low = 0, high = displayedCollationSections.count
        while low < high {
            let mid = (low + high) / 2
            if displayedCollationSections[mid] < section { low = mid + 1 } else { high = mid }
        }
        return low < displayedCollationSections.count && displayedCollationSections[low] == section ? low : nil
    }

    /// The title of a section of the index.
    ///
    /// - Parameter section: A section of the index.
    /// - Returns: Its entry of ``sectionTitles``.
    /// - Precondition: `sectionTitles.indices.contains(section.rawValue)`.
    public func title(of section: CollationSection) -> String { sectionTitles[section.rawValue] }

    /// The displayed section each of the style's titles jumps to (see
    /// ``target(forTitleAt:)``), without the search entry.
    ///
    /// - Parameters:
    ///   - counts: Rows per title.
    ///   - displayedCollationSections: The displayed sections, as indices into the titles.
    ///   - options: The bar's options (empty sections and jump policy).
    /// - Returns: One index into `displayedCollationSections` per title, or all `nil` if it is empty.
    /// - Complexity: O(*n*).
    static func jumpTargets(counts: [Int], displayedCollationSections: [Int], options: IndexBarOptions) -> [Int?] {
        guard !displayedCollationSections.isEmpty else { return Array(repeating: nil, count: counts.count) }
        if options.keepsEmptySections { return Array(counts.indices) }
        var targets = [Int?](repeating: nil, count: counts.count)
        var displayed = 0  // number of non-empty sections seen so far (scanning forward)
        switch options.jumpPolicy {
        case .before:
            for title in counts.indices {
                if counts[title] > 0 { displayed += 1 }
                targets[title] = max(displayed - 1, 0)
            }
        case .after:
            for title in counts.indices {
                targets[title] = min(displayed, displayedCollationSections.count - 1)
                if counts[title] > 0 { displayed += 1 }
            }
        }
        return targets
    }
}
