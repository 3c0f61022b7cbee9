internal import SectionizeICU

extension SearchMatcher {
    /// The Latin spelling of texts in other scripts, for searching a reading by typing it on
    /// a Latin keyboard: the kana reading やまだたろう is `yamadatarou`, so typing `yamada`
    /// finds 山田太郎 (as iOS Contacts does). ICU's `Any-Latin; Latin-ASCII` transform
    /// (Hepburn-style romaji for kana, pinyin for Han); texts already in Latin script give
    /// `nil`.
    ///
    /// - Parameter texts: The texts (readings), `nil` for none.
    /// - Returns: One spelling per text, `nil` where there is none or it equals the text.
    /// - Complexity: One transform per text; the transform is opened once per call.
    public static func latinSpellings(of texts: [String?]) -> [String?] {
        guard texts.contains(where: { $0 != nil }), let transform = try? ICU.Transliterator(id: "Any-Latin; Latin-ASCII") else {
            return texts.map { _ in nil }
        }
        return texts.map { text in
            guard let text, text.unicodeScalars.contains(where: { $0.value > 0x24F }) else { return nil }
            guard let units = try? transform.transform(Array(text.utf16)) else { return nil }
            let spelled = String(decoding: units, as: UTF16.self)
            return spelled == text ? nil : spelled
        }
    }
}
