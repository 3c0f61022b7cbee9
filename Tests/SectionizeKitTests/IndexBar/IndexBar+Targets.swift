import SectionizeKit

extension IndexBar {
    /// The bar's targets as integers, for compact expectations in these tests: the displayed
    /// section, or -1 for `{search}` and for no target (the tool's JSON shows the same
    /// integers as `sectionForTitle`).
    var sectionForTitle: [Int] {
        targets.map { target in
            if case .section(let s)? = target { s } else { -1 }
        }
    }
}
