internal import SectionizeICU
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Kana readings of Japanese names written in kanji, from MeCab and a system dictionary.
///
/// `山田 太郎` reads `やまだ たろう`, so a Japanese index files it under や, as iOS does. A
/// name with a separator has its family part parsed on its own and read as a surname first
/// (MeCab's partial parsing with the part of speech `名詞,固有名詞,人名,姓`, which fixes
/// 平野 ひらの rather than the noun へいや), falling back to an ordinary parse; the other parts
/// are read as given names: from the project's table of given names the dictionary lacks or
/// reads otherwise (`Data/readings/ja-given-names.tsv`: 七菜 なな, 陽翔 はると, 博己 ひろき),
/// else parsed as one given name (`名詞,固有名詞,人名,名`), else parsed as they are. Names
/// without a separator are parsed whole. Tokens without a reading keep their text; readings
/// are given in hiragana.
///
/// MeCab is loaded at run time (`dlopen` of `libmecab.so.2`), so that nothing but Japanese
/// readings needs it. Debian: `apt-get install libmecab2 mecab-ipadic-utf8` (or
/// `mecab-naist-jdic`, `unidic-mecab`).
///
/// ```swift
/// let readings = try JapaneseReadings()
/// readings.reading(of: "山田 太郎")   // "やまだ たろう"
/// readings.source                     // "MeCab 0.996, dictionary ipadic-utf8 (/var/lib/mecab/dic/ipadic-utf8)"
/// ```
///
/// # Performance
/// The dictionary is opened once per process and folder and shared by all threads; each
/// thread parses with its own tagger (MeCab's parse call is not thread-safe). A parse costs
/// some microseconds; sectioning caches readings per distinct name part and thread.
public struct JapaneseReadings: ReadingProvider {
    /// The dictionary used.
    public let dictionary: MeCabDictionary
    let model: MeCab.Model
    /// Whether given-name parts are looked up in ``JapaneseGivenNames`` first (`false` only to
    /// measure MeCab alone).
    var usesGivenNameTable = true

    /// The part-of-speech pattern of a surname in IPA, NAIST and UniDic dictionaries.
    static let surnamePattern = "名詞,固有名詞,人名,姓"
    /// The part-of-speech pattern of a given name in the same dictionaries.
    static let givenNamePattern = "名詞,固有名詞,人名,名"

    /// Opens the first usable dictionary of ``MeCabDictionary/candidates(environment:)``.
    ///
    /// - Parameter environment: The environment to read ``MeCabDictionary/environmentVariable``
    ///   from; `nil` (the default) reads the process's.
    /// - Throws: ``SectionizeError`` with code ``SectionizeError/Code/readingsUnavailable``
    ///   when the MeCab library or every dictionary is missing or unusable; the message names
    ///   what was tried and the Debian packages to install.
    public init(environment: [String: String]? = nil) throws(SectionizeError) {
        let candidates = MeCabDictionary.candidates(environment: environment ?? Self.processEnvironment)
        var problems: [String] = []
        do throws(MeCab.Failure) {
            try MeCab.load()
        } catch {
            throw SectionizeError(
                .readingsUnavailable,
                "Japanese readings need MeCab: \(error.message); install it with: apt-get install \(MeCabDictionary.debianPackages)")
        }
        for candidate in candidates {
            do throws(SectionizeError) {
                try self.init(dictionary: candidate)
                return
            } catch {
                problems.append(error.message)
            }
        }
        let tried = problems.isEmpty ? "no MeCab dictionary found (looked in /var/lib/mecab/dic and /etc/mecabrc)" : problems.joined(separator: "; ")
        throw SectionizeError(
            .readingsUnavailable,
            "Japanese readings need a MeCab dictionary: \(tried); install one with: apt-get install \(MeCabDictionary.debianPackages) (or mecab-naist-jdic, unidic-mecab), or set \(MeCabDictionary.environmentVariable)"
        )
    }

    /// Opens one dictionary.
    ///
    /// - Parameter dictionary: The dictionary folder.
    /// - Throws: ``SectionizeError`` (``SectionizeError/Code/readingsUnavailable``) when MeCab
    ///   is missing, the folder holds no dictionary, or the dictionary is not UTF-8.
    public init(dictionary: MeCabDictionary) throws(SectionizeError) {
        self.dictionary = dictionary
        model = try JapaneseReadings.model(for: dictionary)
    }

    /// What computes the readings: MeCab's version and the dictionary.
    public var source: String { "MeCab \(MeCab.version), dictionary \(dictionary)" }

    /// A reader for the calling thread.
    public func makeReader() -> any NameReader { nameReader() }

    /// A reader for the calling thread, as its own type (for ``MixedReadings``).
    func nameReader() -> JapaneseNameReader {
        JapaneseNameReader(worker: MeCab.Worker(model: model), usesGivenNameTable: usesGivenNameTable)
    }

    /// The process environment.
    static var processEnvironment: [String: String] {
        var result: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let text = String(cString: entry)
            if let eq = text.firstIndex(of: "=") { result[String(text[..<eq])] = String(text[text.index(after: eq)...]) }
            p += 1
        }
        return result
    }

    /// Models already opened, by folder: a dictionary is loaded once per process.
    private static let models = Mutex<[String: MeCab.Model]>([:])

    private static func model(for dictionary: MeCabDictionary) throws(SectionizeError) -> MeCab.Model {
        if let hit = models.withLock({ $0[dictionary.path] }) { return hit }
        guard MeCabDictionary.isDictionary(dictionary.path) else {
            throw SectionizeError(.readingsUnavailable, "\(dictionary.path) (\(dictionary.foundBy)) holds no MeCab dictionary (sys.dic, dicrc)")
        }
        let model: MeCab.Model
        do throws(MeCab.Failure) {
            try MeCab.load()
            let rcfile = access("/etc/mecabrc", R_OK) == 0 ? "/etc/mecabrc" : "/dev/null"
            model = try MeCab.Model(dicdir: dictionary.path, rcfile: rcfile)
        } catch {
            throw SectionizeError(.readingsUnavailable, "MeCab cannot open \(dictionary.path): \(error.message)")
        }
        let charset = model.charset.lowercased().filter { $0 != "-" && $0 != "_" }
        guard charset == "utf8" else {
            throw SectionizeError(.readingsUnavailable, "\(dictionary.path) is a \(model.charset) dictionary, not UTF-8")
        }
        return models.withLock { models in
            if let raced = models[dictionary.path] { return raced }
            models[dictionary.path] = model
            return model
        }
    }
}

/// Reads name parts with one MeCab tagger (one thread).
struct JapaneseNameReader: NameReader {
    let worker: MeCab.Worker?
    var usesGivenNameTable = true

    func needsReading(_ part: ArraySlice<UInt16>) -> Bool { containsHan(part) }

    mutating func reading(ofPart part: String, role: NamePartRole) -> String? {
        // Given names the dictionary lacks or reads otherwise (七菜 なな, not ななさい).
        if role == .given, usesGivenNameTable, let reading = JapaneseGivenNames.readings[part] { return reading }
        guard let worker else { return nil }
        // MeCab reads tabs and line ends as structure; a name part has none that matter.
        let text = String(part.unicodeScalars.map { $0.value < 0x20 ? " " : Character($0) })
        // A name without a separator is tried as a surname only when it is short enough to be
        // one (nearly all surnames have one to three characters; 山田太郎 is not tried).
        let pattern = role == .given ? JapaneseReadings.givenNamePattern : JapaneseReadings.surnamePattern
        if role != .whole || text.unicodeScalars.count <= 3,
            let tokens = worker.parse(text, constraint: pattern), tokens.count == 1,
            let reading = JapaneseNameReader.reading(of: tokens[0])
        {
            return reading
        }
        guard let tokens = worker.parse(text) else { return nil }
        var result = ""
        var found = false
        for token in tokens {
            if let reading = JapaneseNameReader.reading(of: token) {
                result += reading
                found = true
            } else {
                result += token.surface
            }
        }
        return found ? result : nil
    }

    /// How many characters (Unicode scalars) of a name part MeCab reads as one Japanese
    /// surname of its dictionary, or 0: a family part read whole as a surname
    /// (`名詞,固有名詞,人名,姓`, as ``reading(ofPart:role:)`` tries first), else the first token
    /// of an ordinary parse when it is a surname with a reading (山田太郎: 山田, 2; 李明: 李, 1;
    /// 曾国藩: 0, MeCab knows no 曾国).
    ///
    /// - Parameters:
    ///   - part: A name part.
    ///   - role: Where it stands in the name.
    func surnameLength(of part: String, role: NamePartRole) -> Int {
        guard let worker else { return 0 }
        let text = String(part.unicodeScalars.map { $0.value < 0x20 ? " " : Character($0) })
        if role == .family, let tokens = worker.parse(text, constraint: JapaneseReadings.surnamePattern), tokens.count == 1,
            JapaneseNameReader.reading(of: tokens[0]) != nil
        {
            return text.unicodeScalars.count
        }
        guard let first = worker.parse(text)?.first, first.features.count >= 4,
            first.features[0..<4].joined(separator: ",") == JapaneseReadings.surnamePattern,
            JapaneseNameReader.reading(of: first) != nil
        else { return 0 }
        return first.surface.unicodeScalars.count
    }

    /// Whether a name part is one Japanese given name of two or more characters: in the
    /// given-name table (陽菜), or one token MeCab reads as a given name (一郎:
    /// `名詞,固有名詞,人名,名`).
    ///
    /// - Parameter part: A name part.
    func isGivenName(_ part: String) -> Bool {
        guard part.unicodeScalars.count >= 2 else { return false }
        if JapaneseGivenNames.readings[part] != nil { return true }
        let text = String(part.unicodeScalars.map { $0.value < 0x20 ? " " : Character($0) })
        guard let tokens = worker?.parse(text), tokens.count == 1, tokens[0].features.count >= 4 else { return false }
        return tokens[0].features[0..<4].joined(separator: ",") == JapaneseReadings.givenNamePattern
            && JapaneseNameReader.reading(of: tokens[0]) != nil
    }

    /// A token's reading in hiragana, or `nil` when the dictionary gives none. IPA and NAIST
    /// dictionaries put the reading (読み) in feature 8 (index 7); UniDic 3 (at least 24
    /// features) its kana form in feature 21 (index 20). Anything but katakana is no reading.
    static func reading(of token: MeCab.Worker.Token) -> String? {
        let f = token.features
        let field: Substring
        if f.count >= 24 { field = f[20] } else if f.count >= 8 { field = f[7] } else { return nil }
        guard !field.isEmpty, field.unicodeScalars.allSatisfy({ (0x30A1...0x30FC).contains($0.value) }) else { return nil }
        return hiragana(field)
    }

    /// Katakana (ァ–ヶ) turned into hiragana (ぁ–ゖ); the prolonged sound mark ー and the rest
    /// stay.
    static func hiragana(_ text: Substring) -> String {
        var scalars = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            if (0x30A1...0x30F6).contains(s.value), let h = Unicode.Scalar(s.value - 0x60) { scalars.append(h) } else { scalars.append(s) }
        }
        return String(scalars)
    }
}
