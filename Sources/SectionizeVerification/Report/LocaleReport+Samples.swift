internal import SectionizeKit
internal import SectionizeInput
extension LocaleReport {
    /// Candidate tricky rows: for each language of `Data/corpus`, up to six names from its
    /// corpus file whose uikit section in that language differs from the root collation's
    /// (or falls under a multi-letter title), one per section, in file order; for a language
    /// with fewer than three such names, names with a non-ASCII first letter are added.
    /// Chosen once with the CLI from `Data/corpus` (see `Data/README.md`, "Report samples").
    static let corpusSamples: [(language: String, name: String)] = [
        // am
        ("am", "አበበ ቢቂላ"),
        ("am", "ሀይሌ ገብረሥላሴ"),
        ("am", "ለማ መገርሳ"),
        ("am", "ሐና ሐጎስ"),
        ("am", "መሠረት ደፋር"),
        ("am", "ሠናይት ሠይፉ"),
        // ar
        ("ar", "أحمد محمد"),
        ("ar", "باسم بكري"),
        ("ar", "تامر حسني"),
        ("ar", "ثامر الثاني"),
        ("ar", "جمال عبد الناصر"),
        ("ar", "حسن الحسيني"),
        // bg
        ("bg", "Александър Стамболийски"),
        ("bg", "Борис Борисов"),
        ("bg", "Валентина Вълчева"),
        ("bg", "Гергана Георгиева"),
        ("bg", "Христо Ботев"),
        ("bg", "Димитър Бербатов"),
        // bn
        ("bn", "অমিত দাস"),
        ("bn", "আবুল কালাম"),
        ("bn", "ইমরান হোসেন"),
        ("bn", "ঈশিতা ইসলাম"),
        ("bn", "উত্তম কুমার"),
        ("bn", "ঊর্মিলা দাস"),
        // cs
        ("cs", "Čestmír Čapek"),
        ("cs", "Chalupa, Karel"),
        ("cs", "Řehoř Říha"),
        ("cs", "Šárka Šimková"),
        ("cs", "Žaneta Žáková"),
        // da
        ("da", "Ægidius Ærø"),
        ("da", "Øjvind Østergaard"),
        ("da", "Åse Ågesen"),
        // de
        ("de", "Änne Ahrens"),
        ("de", "Özlem Öztürk"),
        ("de", "Ümit Ülker"),
        // el
        ("el", "Αλέξανδρος Παπαδόπουλος"),
        ("el", "Βασίλης Βασιλείου"),
        ("el", "Γιώργος Γεωργίου"),
        ("el", "Δημήτρης Δημητρίου"),
        ("el", "Ελένη Ευαγγέλου"),
        ("el", "Ζωή Ζαχαρίου"),
        // es
        ("es", "Ñíguez, Saúl"),
        ("es", "Álvaro Ávila"),
        ("es", "Íñigo Iglesias"),
        ("es", "Óscar Ortega"),
        // et
        ("et", "Šarlotte Šmidt"),
        ("et", "Žanna Žukova"),
        ("et", "Ülle Kask"),
        ("et", "Õie Õunapuu"),
        ("et", "Äli Mägi"),
        ("et", "Öpik, Mare"),
        // fa
        ("fa", "علی رضایی"),
        ("fa", "آرش احمدی"),
        ("fa", "امیر امیری"),
        ("fa", "بهرام بهرامی"),
        ("fa", "پرویز پرتوی"),
        ("fa", "تینا توکلی"),
        // fi
        ("fi", "Åke Åberg"),
        ("fi", "Ämmälä Pirjo"),
        ("fi", "Öhman Maria"),
        // fr
        ("fr", "Émile Zola"),
        // he
        ("he", "אברהם כהן"),
        ("he", "בנימין ביטון"),
        ("he", "גיל גולן"),
        ("he", "דוד דהן"),
        ("he", "הדס הלוי"),
        ("he", "ורד וולך"),
        // hi
        ("hi", "अमित शर्मा"),
        ("hi", "आदित्य आहूजा"),
        ("hi", "इंदिरा गांधी"),
        ("hi", "ईशा देओल"),
        ("hi", "उमा उपाध्याय"),
        ("hi", "ऊषा उत्थुप"),
        // hr
        ("hr", "Čedo Čović"),
        ("hr", "Ćiro Blažević"),
        ("hr", "Džeko, Edin"),
        ("hr", "Đuro Đurić"),
        ("hr", "Ljiljana Ljubičić"),
        ("hr", "Njegoš Njavro"),
        // hu
        ("hu", "Cserháti Cecília"),
        ("hu", "Dzsida Jenő"),
        ("hu", "Győri Gyula"),
        ("hu", "Lyka Károly"),
        ("hu", "Nyíri Nikolett"),
        ("hu", "Ötvös Ödön"),
        // hy
        ("hy", "Արամ Խաչատրյան"),
        ("hy", "Բագրատ Բաղդասարյան"),
        ("hy", "Գագիկ Գրիգորյան"),
        ("hy", "Դավիթ Դավթյան"),
        ("hy", "Եղիշե Չարենց"),
        ("hy", "Զարուհի Զաքարյան"),
        // is
        ("is", "Ágúst Ágústsson"),
        ("is", "Íris Ísleifsdóttir"),
        ("is", "Ólafur Ólafsson"),
        ("is", "Úlfar Úlfsson"),
        ("is", "Ýmir Snorrason"),
        ("is", "Þórður Þorsteinsson"),
        // it
        // ja
        // ja: kanji names first (their section is their reading's: 鈴木 すずき under さ,
        // 東海林 しょうじ under さ, not where the kanji would go), then kana names.
        ("ja", "鈴木 一郎"),
        ("ja", "東海林 太郎"),
        ("ja", "山田 花子"),
        ("ja", "さとう ゆうき"),
        ("ja", "たかはし あおい"),
        ("ja", "いとう まい"),
        ("ja", "わたなべ けん"),
        ("ja", "やまもと りょう"),
        ("ja", "なかむら あや"),
        // ka
        ("ka", "ანა ბერიძე"),
        ("ka", "ბესიკ ბერიძე"),
        ("ka", "გიორგი გელაშვილი"),
        ("ka", "დავით დავითაშვილი"),
        ("ka", "ეკატერინე ელიავა"),
        ("ka", "ვახტანგ ვაშაძე"),
        // km
        ("km", "សុខ សុភា"),
        ("km", "ចាន់ ដារ៉ា"),
        ("km", "ហេង សុវណ្ណ"),
        ("km", "លី ចន្ថា"),
        ("km", "គឹម បុប្ផា"),
        ("km", "ម៉ៅ សុខា"),
        // ko
        ("ko", "김민준"),
        ("ko", "이서준"),
        ("ko", "박지훈"),
        ("ko", "최민서"),
        ("ko", "정하은"),
        ("ko", "한지민"),
        // lt
        ("lt", "Česlovas Čepulis"),
        ("lt", "Šarūnas Šimkus"),
        ("lt", "Yla, Stasys"),
        ("lt", "Žydrūnas Žukauskas"),
        // lv
        ("lv", "Čaks, Aleksandrs"),
        ("lv", "Ģirts Ģērmanis"),
        ("lv", "Ķēniņš, Atis"),
        ("lv", "Ļuba Ļūmane"),
        ("lv", "Ņikita Ņikitins"),
        ("lv", "Šarlote Šteina"),
        // mn
        ("mn", "Алтанцэцэг Батболд"),
        ("mn", "Батбаяр Цэрэн"),
        ("mn", "Ганбаатар Доржпалам"),
        ("mn", "Дорж Дамдин"),
        ("mn", "Энхбаяр Нямбаяр"),
        ("mn", "Жаргал Жамбал"),
        // my
        ("my", "အောင်ဆန်းစုကြည်"),
        ("my", "ကျော်ဇင်ထွန်း"),
        ("my", "ခင်မောင်လတ်"),
        ("my", "ဂျူးဂျူး"),
        ("my", "ငြိမ်းချမ်းအောင်"),
        ("my", "စိုးမိုးကျော်"),
        // nb
        ("nb", "Øyvind Øien"),
        ("nb", "Åse Ås"),
        ("nb", "Ærø, Erlend"),
        // nl
        // pl
        ("pl", "Ćwikła, Marek"),
        ("pl", "Łukasz Łuczak"),
        ("pl", "Śmigły-Rydz, Edward"),
        ("pl", "Żaneta Żak"),
        ("pl", "Źródłowska, Anna"),
        // pt
        ("pt", "Álvaro Alves"),
        ("pt", "Érica Estêvão"),
        ("pt", "Ícaro Isidoro"),
        ("pt", "Óscar Orlando"),
        // ro
        ("ro", "Ștefan Știrbei"),
        ("ro", "Țugui, Ionuț"),
        // ru
        ("ru", "Александр Иванов"),
        ("ru", "Борис Борисов"),
        ("ru", "Валентина Белова"),
        ("ru", "Галина Гусева"),
        ("ru", "Дмитрий Дмитриев"),
        ("ru", "Евгений Егоров"),
        // si
        ("si", "අනුර දිසානායක"),
        ("si", "ආනන්ද ගමගේ"),
        ("si", "ඇන්ජලා සිල්වා"),
        ("si", "ඉෂාර ලියනගේ"),
        ("si", "ඊශ්වරී රත්නායක"),
        ("si", "උපුල් තරංග"),
        // sk
        ("sk", "Čestmír Čaplovič"),
        ("sk", "Chalupka, Samo"),
        ("sk", "Štefan Šimko"),
        ("sk", "Žofia Žiaková"),
        // sr
        ("sr", "Александар Вучић"),
        ("sr", "Бранко Ћопић"),
        ("sr", "Весна Вукелић"),
        ("sr", "Гордана Гајић"),
        ("sr", "Дејан Станковић"),
        ("sr", "Ђорђе Балашевић"),
        // sv
        ("sv", "Åsa Åkesson"),
        ("sv", "Ängström, Lena"),
        ("sv", "Östen Öberg"),
        // ta
        ("ta", "அருண் குமார்"),
        ("ta", "ஆனந்த் ராஜா"),
        ("ta", "இளையராஜா"),
        ("ta", "ஈஸ்வரன் முருகன்"),
        ("ta", "உமா மகேஸ்வரி"),
        ("ta", "ஊர்மிளா தேவி"),
        // th
        ("th", "กมล กิตติศักดิ์"),
        ("th", "ขวัญใจ ขาวสะอาด"),
        ("th", "คมสัน คงเจริญ"),
        ("th", "ฆนาธิป สุขสม"),
        ("th", "งามตา งามวงศ์"),
        ("th", "จิราพร จันทร์เพ็ญ"),
        // tr
        ("tr", "Çağla Çetin"),
        ("tr", "İbrahim İnce"),
        ("tr", "Ömer Özkan"),
        ("tr", "Şule Şimşek"),
        ("tr", "Ümit Ünal"),
        // uk
        ("uk", "Андрій Шевченко"),
        ("uk", "Богдан Бондаренко"),
        ("uk", "Василь Ткаченко"),
        ("uk", "Галина Гнатюк"),
        ("uk", "Ґалаґан, Григорій"),
        ("uk", "Дмитро Дорошенко"),
        // vi
        ("vi", "Đặng Thái Sơn"),
        ("vi", "Âu Dương Phong"),
        ("vi", "Ông Cao Thắng"),
        ("vi", "Ưng Hoàng Phúc"),
        // zh: polyphone surnames first (their reading as a surname differs from the
        // character's common reading: 曾 Zēng not céng, 单 Shàn not dān, 解 Xiè not jiě,
        // 查 Zhā not chá, 仇 Qiú not chóu; Xinhua Zidian), then common names.
        ("zh", "曾国藩"),
        ("zh", "单田芳"),
        ("zh", "解缙"),
        ("zh", "查良镛"),
        ("zh", "仇英"),
        ("zh", "王伟"),
        ("zh", "李娜"),
        ("zh", "张伟"),
        ("zh", "陈静"),
        ("zh", "杨帆"),
        ("zh", "黄磊"),
        // zh_Hant
        ("zh", "王偉"),
        ("zh", "李安"),
        ("zh", "張學友"),
        ("zh", "劉德華"),
        ("zh", "楊丞琳"),
        ("zh", "黃秋生"),
    ]
}
