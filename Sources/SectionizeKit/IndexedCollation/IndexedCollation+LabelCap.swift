internal import SectionizeICU
extension IndexedCollation {
    /// How many letter titles ICU's cap (``IndexOptions/maxTitleCount``) dropped from this
    /// index; 0 when none were. Always 0 in uikit style, which never drops a letter.
    ///
    /// In ICU style the index keeps ICU's exact thinning (every *n*-th title of the merged
    /// alphabets goes, Latin included); a caller can warn and raise the cap.
    public var droppedTitleCount: Int { engine.buckets.droppedLabelCount }
}
