extension SectionizeError.Code {
    /// Two elements of a ``SectionedList`` have the same ID (an insert of an ID already in
    /// the list, or duplicates among the elements a list is built from).
    public static let duplicateID = SectionizeError.Code("duplicateID")
    /// An edit of a ``SectionedList`` names an ID that is not in the list.
    public static let unknownID = SectionizeError.Code("unknownID")
}
