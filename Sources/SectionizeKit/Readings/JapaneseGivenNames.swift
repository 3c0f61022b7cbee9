/// Japanese given names with their usual readings, for names the IPA dictionary lacks or reads
/// otherwise: 七菜 なな (MeCab: ななさい), 陽翔 はると (ひしょう), 陽葵 ひまり (ひあおい), 博己
/// ひろき (the dictionary's ひろみ). Most are the names of children born since the dictionary
/// was made (2007); a few are public figures' names as their owners read them.
///
/// The rows are those of `Data/readings/ja-given-names.tsv` (sources and licence in
/// `Data/README.md`), in the same order; a test checks that they are equal. Regenerate with
/// the command in `Data/README.md` after editing the file.
enum JapaneseGivenNames {
    /// `(name, reading)`: the reading in hiragana.
    static let rows: [(name: String, reading: String)] = [
        ("紫耀", "しょう"),
        ("七菜", "なな"),
        ("博己", "ひろき"),
        ("陽翔", "はると"),
        ("大翔", "ひろと"),
        ("悠真", "ゆうま"),
        ("陽斗", "はると"),
        ("結翔", "ゆいと"),
        ("悠人", "ゆうと"),
        ("蒼大", "そうた"),
        ("蒼真", "そうま"),
        ("颯太", "そうた"),
        ("颯真", "そうま"),
        ("奏太", "そうた"),
        ("湊太", "そうた"),
        ("湊斗", "みなと"),
        ("蒼空", "そら"),
        ("碧斗", "あおと"),
        ("蒼介", "そうすけ"),
        ("暖人", "はると"),
        ("瑛太", "えいた"),
        ("律", "りつ"),
        ("新", "あらた"),
        ("陽葵", "ひまり"),
        ("結菜", "ゆいな"),
        ("陽菜", "ひな"),
        ("結愛", "ゆあ"),
        ("葵", "あおい"),
        ("一華", "いちか"),
        ("詩", "うた"),
        ("結月", "ゆづき"),
        ("心春", "こはる"),
        ("心陽", "こはる"),
        ("咲良", "さくら"),
        ("陽向", "ひなた"),
        ("美羽", "みう"),
        ("心結", "みゆ"),
        ("美桜", "みお"),
        ("琴葉", "ことは"),
        ("紗奈", "さな"),
        ("花音", "かのん"),
        ("愛莉", "あいり"),
        ("莉緒", "りお"),
        ("依茉", "えま"),
        ("彩葉", "いろは"),
        ("和奏", "わかな"),
        ("蒼依", "あおい"),
    ]

    /// The readings by name.
    static let readings: [String: String] = {
        var table: [String: String] = [:]
        for row in rows { table[row.name] = row.reading }
        return table
    }()
}
