/// Chinese surnames with their surname readings, where the surname is read otherwise than its
/// characters' common reading (曾 zēng, 单 shàn, 区 ōu, 便 pián, 祭 zhài, 句 gōu, 宓 fú …) or is
/// a compound read as one unit (尉迟 yù chí, 万俟 mò qí, 长孙 zhǎng sūn, 澹台 tán tái), in
/// simplified and traditional characters.
///
/// The rows are those of `Data/readings/zh-surnames.tsv` (sources and licence in
/// `Data/README.md`), in the same order; a test checks that they are equal. Regenerate with
/// the command in `Data/README.md` after editing the file. The table is compiled in rather than
/// read at run time so that the library needs neither Foundation nor a resource bundle.
enum ChineseSurnames {
    /// `(surname, reading)`: lower-case pinyin with tone marks, syllables separated by one space.
    static let rows: [(surname: String, reading: String)] = [
        ("曾", "zēng"),
        ("单", "shàn"),
        ("單", "shàn"),
        ("解", "xiè"),
        ("查", "zhā"),
        ("区", "ōu"),
        ("區", "ōu"),
        ("仇", "qiú"),
        ("翟", "zhái"),
        ("便", "pián"),
        ("阚", "kàn"),
        ("闞", "kàn"),
        ("祭", "zhài"),
        ("句", "gōu"),
        ("宓", "fú"),
        ("朴", "piáo"),
        ("盖", "gě"),
        ("蓋", "gě"),
        ("缪", "miào"),
        ("繆", "miào"),
        ("乐", "yuè"),
        ("樂", "yuè"),
        ("覃", "qín"),
        ("召", "shào"),
        ("种", "chóng"),
        ("種", "chóng"),
        ("秘", "bì"),
        ("祕", "bì"),
        ("繁", "pó"),
        ("员", "yùn"),
        ("員", "yùn"),
        ("逄", "páng"),
        ("沈", "shěn"),
        ("折", "shé"),
        ("谌", "chén"),
        ("諶", "chén"),
        ("隗", "wěi"),
        ("郇", "xún"),
        ("蕃", "pí"),
        ("番", "pān"),
        ("莘", "shēn"),
        ("颉", "xié"),
        ("頡", "xié"),
        ("乜", "niè"),
        ("适", "kuò"),
        ("厘", "xī"),
        ("釐", "xī"),
        ("尉", "wèi"),
        ("长", "cháng"),
        ("長", "cháng"),
        ("重", "chóng"),
        ("褚", "chǔ"),
        ("贲", "bēn"),
        ("賁", "bēn"),
        ("宿", "sù"),
        ("眭", "suī"),
        ("能", "nài"),
        ("都", "dū"),
        ("要", "yāo"),
        ("华", "huà"),
        ("華", "huà"),
        ("任", "rén"),
        ("过", "guō"),
        ("過", "guō"),
        ("燕", "yān"),
        ("洗", "xiǎn"),
        ("哈", "hǎ"),
        ("瞿", "qú"),
        ("訾", "zī"),
        ("藉", "jí"),
        ("弗", "fèi"),
        ("应", "yīng"),
        ("應", "yīng"),
        ("曲", "qū"),
        ("万俟", "mò qí"),
        ("萬俟", "mò qí"),
        ("尉迟", "yù chí"),
        ("尉遲", "yù chí"),
        ("长孙", "zhǎng sūn"),
        ("長孫", "zhǎng sūn"),
        ("令狐", "líng hú"),
        ("澹台", "tán tái"),
        ("澹臺", "tán tái"),
        ("单于", "chán yú"),
        ("單于", "chán yú"),
        ("乐正", "yuè zhèng"),
        ("樂正", "yuè zhèng"),
        ("子车", "zǐ jū"),
        ("子車", "zǐ jū"),
        ("句龙", "gōu lóng"),
        ("句龍", "gōu lóng"),
        ("仉督", "zhǎng dū"),
        ("宰父", "zǎi fǔ"),
        ("夹谷", "jiá gǔ"),
        ("夾谷", "jiá gǔ"),
        ("司马", "sī mǎ"),
        ("司馬", "sī mǎ"),
        ("上官", "shàng guān"),
        ("欧阳", "ōu yáng"),
        ("歐陽", "ōu yáng"),
        ("夏侯", "xià hóu"),
        ("诸葛", "zhū gě"),
        ("諸葛", "zhū gě"),
        ("闻人", "wén rén"),
        ("聞人", "wén rén"),
        ("东方", "dōng fāng"),
        ("東方", "dōng fāng"),
        ("赫连", "hè lián"),
        ("赫連", "hè lián"),
        ("皇甫", "huáng fǔ"),
        ("公羊", "gōng yáng"),
        ("公冶", "gōng yě"),
        ("宗政", "zōng zhèng"),
        ("濮阳", "pú yáng"),
        ("濮陽", "pú yáng"),
        ("淳于", "chún yú"),
        ("太叔", "tài shū"),
        ("申屠", "shēn tú"),
        ("公孙", "gōng sūn"),
        ("公孫", "gōng sūn"),
        ("仲孙", "zhòng sūn"),
        ("仲孫", "zhòng sūn"),
        ("轩辕", "xuān yuán"),
        ("軒轅", "xuān yuán"),
        ("钟离", "zhōng lí"),
        ("鍾離", "zhōng lí"),
        ("鐘離", "zhōng lí"),
        ("宇文", "yǔ wén"),
        ("慕容", "mù róng"),
        ("鲜于", "xiān yú"),
        ("鮮于", "xiān yú"),
        ("闾丘", "lǘ qiū"),
        ("閭丘", "lǘ qiū"),
        ("司徒", "sī tú"),
        ("司空", "sī kōng"),
        ("亓官", "qí guān"),
        ("司寇", "sī kòu"),
        ("颛孙", "zhuān sūn"),
        ("顓孫", "zhuān sūn"),
        ("端木", "duān mù"),
        ("巫马", "wū mǎ"),
        ("巫馬", "wū mǎ"),
        ("公西", "gōng xī"),
        ("漆雕", "qī diāo"),
        ("壤驷", "rǎng sì"),
        ("壤駟", "rǎng sì"),
        ("公良", "gōng liáng"),
        ("拓跋", "tuò bá"),
        ("谷梁", "gǔ liáng"),
        ("穀梁", "gǔ liáng"),
        ("段干", "duàn gān"),
        ("百里", "bǎi lǐ"),
        ("东郭", "dōng guō"),
        ("東郭", "dōng guō"),
        ("南门", "nán mén"),
        ("南門", "nán mén"),
        ("呼延", "hū yán"),
        ("羊舌", "yáng shé"),
        ("微生", "wēi shēng"),
        ("梁丘", "liáng qiū"),
        ("左丘", "zuǒ qiū"),
        ("东门", "dōng mén"),
        ("東門", "dōng mén"),
        ("西门", "xī mén"),
        ("西門", "xī mén"),
        ("南宫", "nán gōng"),
        ("南宮", "nán gōng"),
        ("第五", "dì wǔ"),
    ]

    /// The readings by surname.
    static let readings: [String: String] = {
        var table: [String: String] = [:]
        for row in rows { table[row.surname] = row.reading }
        return table
    }()

    /// The most characters a surname of the table has.
    static let longestSurname = rows.map { $0.surname.unicodeScalars.count }.max() ?? 0

    /// The longest surname of the table that `name` begins with (a compound before its first
    /// character), as its length in Unicode scalars and its reading, or `nil`.
    ///
    /// - Parameter name: A name or a family-name part, such as `尉迟恭` or `曾`.
    /// - Complexity: At most ``longestSurname`` dictionary lookups.
    static func longestPrefix(of name: String) -> (length: Int, reading: String)? {
        let scalars = Array(name.unicodeScalars.prefix(longestSurname))
        var length = scalars.count
        while length > 0 {
            var prefix = String.UnicodeScalarView()
            prefix.append(contentsOf: scalars[..<length])
            if let reading = readings[String(prefix)] { return (length, reading) }
            length -= 1
        }
        return nil
    }
}
