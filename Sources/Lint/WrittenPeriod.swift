/// A value that says how often something happens ("Daily", "Every 6 hours", "every two weeks", "alle 2 Wochen",
/// "twice a day", "毎週", "6시간마다"), read as the time between two occurrences. A list of them is in order when it
/// goes from the most frequent to the least (or back), whatever words each step is written in: banking's
/// `Daily, Weekly, Every two weeks, Every four weeks, Monthly, Quarterly, Every six months, Yearly` is such a list.
///
/// Months count 30 days and years 365, as `UnitScale` counts them, so "every four weeks" comes before "monthly".
enum WrittenPeriod {
    static let hour = 3600.0, day = 86400.0, week = 7 * 86400.0, month = 30 * 86400.0, year = 365 * 86400.0

    /// The seconds between two occurrences, or nil when the value says no period.
    static func seconds(_ reading: ValueReading, units: () -> UnitScale) -> Double? {
        guard !reading.folded.isEmpty else { return nil }
        let folded = reading.folded
        if let whole = adverbs[folded] { return whole }
        if folded.hasPrefix("每") || eastAsianClosings.contains(where: folded.hasSuffix) { return eastAsian(folded, units: units()) }
        // Most values are no period: only a phrase that opens with a count or an "every" word is cut into words.
        let opening = String(folded.prefix { $0 != " " })
        guard opening.count < folded.count, openings.contains(opening) || number(opening) != nil else { return nil }
        let words = folded.split(separator: " ").map(String.init)
        return every(words, units: units()) ?? timesPer(words, units: units())
    }

    /// "every 6 hours", "every other week", "alle 2 Wochen", "toutes les deux semaines", "cada 3 meses", "ogni mese".
    static func every(_ words: [String], units: UnitScale) -> Double? {
        // The longest opening of the phrase that means "every" ("a cada", "tous les", "jeden").
        guard let opening = everyWords.first(where: { words.starts(with: $0) }) else { return nil }
        var rest = words.dropFirst(opening.count)
        var count = 1.0
        if let first = rest.first, let number = number(first) {
            count = number
            rest = rest.dropFirst()
        }
        guard rest.count == 1, let unit = rest.first, let length = length(of: unit, units: units) else { return nil }
        return count * length
    }

    /// "twice a day", "3 times a week", "once per month", "zweimal täglich", "2 fois par semaine", "dos veces al día".
    static func timesPer(_ words: [String], units: UnitScale) -> Double? {
        var rest = words[...]
        var times: Double
        if let once = onceWords[words[0]] {
            times = once
            rest = rest.dropFirst()
        } else if let number = number(words[0]), words.count >= 3, timesWords.contains(words[1]) {
            times = number
            rest = rest.dropFirst(2)
        } else {
            return nil
        }
        guard times > 0 else { return nil }
        if rest.count == 1, let last = rest.first, let period = adverbs[last] { return period / times }
        guard rest.count == 2, let per = rest.first, perWords.contains(per), let unit = rest.last,
              let length = length(of: unit, units: units) else { return nil }
        return length / times
    }

    /// "每6小时", "每两周", "6時間ごと", "2週間おき", "6시간마다": an opening or closing word around a number and a unit.
    static func eastAsian(_ folded: String, units: UnitScale) -> Double? {
        var text = Substring(folded.replacingOccurrences(of: " ", with: ""))
        var marked = false
        if text.hasPrefix("每") {
            text = text.dropFirst()
            marked = true
        }
        for suffix in eastAsianClosings where text.hasSuffix(suffix) {
            text = text.dropLast(suffix.count)
            marked = true
            break
        }
        guard marked, !text.isEmpty else { return nil }
        var count = 1.0
        var digits = ""
        while let first = text.first, let digit = first.wholeNumberValue {
            digits.append(String(digit))
            text = text.dropFirst()
        }
        if !digits.isEmpty {
            guard let value = Double(digits) else { return nil }
            count = value
        } else if let first = text.first, let numeral = eastAsianNumerals[first] {
            count = numeral
            text = text.dropFirst()
        }
        // A counter word between the number and the unit ("个月", "個月" hold it already).
        guard let length = length(of: String(text), units: units) else { return nil }
        return count * length
    }

    /// Words after a number and a unit that say "every" ("6時間ごと", "2週間おき", "6시간마다").
    static let eastAsianClosings = ["ごと", "毎", "おき", "마다"]

    /// The length of one unit of time: the screen's and English words (`UnitScale`), and the calendar's nouns.
    static func length(of word: String, units: UnitScale) -> Double? {
        if let noun = calendarNouns[word] { return noun }
        return units.meanings(of: word).first { $0.dimension == .time }?.factor
    }

    /// A count written in digits or in words ("6", "two", "zwei", "deux", "other" as in "every other week").
    static func number(_ word: String) -> Double? {
        if let words = numberWords[word] { return words }
        guard !word.isEmpty, word.allSatisfy(\.isASCII), let value = Double(word), value > 0, value < 1000 else { return nil }
        return value
    }

    /// Whole values that name a period ("Hourly", "Täglich", "Quincenal", "毎週"), in the languages piclint's
    /// sequences know. Words with two meanings in common use ("bimonthly", "biannual", "bimensuel") are left out.
    static let adverbs: [String: Double] = {
        var table: [String: Double] = [:]
        for (words, seconds) in [
            (["hourly", "every hour", "stündlich", "toutes les heures", "cada hora", "ogni ora", "a cada hora", "varje timme",
              "ежечасно", "毎時", "每小时", "每小時", "매시간"], hour),
            (["twice daily", "twice a day"], day / 2),
            (["daily", "nightly", "every day", "each day", "täglich", "jeden tag", "quotidien", "quotidienne", "quotidiennement",
              "tous les jours", "chaque jour", "diario", "diaria", "diariamente", "a diario", "cada día", "todos los días",
              "giornaliero", "giornaliera", "quotidiano", "ogni giorno", "diário", "diária", "todos os dias", "dagligen",
              "varje dag", "ежедневно", "毎日", "每天", "每日", "매일"], day),
            (["weekly", "every week", "each week", "wöchentlich", "jede woche", "hebdomadaire", "toutes les semaines",
              "chaque semaine", "semanal", "semanalmente", "cada semana", "todas las semanas", "settimanale", "ogni settimana",
              "toda semana", "todas as semanas", "veckovis", "varje vecka", "еженедельно", "毎週", "每周", "每週", "매주"], week),
            (["fortnightly", "biweekly", "bi-weekly", "every other week", "zweiwöchentlich", "vierzehntäglich", "quincenal",
              "quindicinale", "quinzenal", "varannan vecka", "隔週", "每两周", "每兩週", "격주"], 2 * week),
            (["twice a month", "twice monthly", "semimonthly", "semi-monthly"], month / 2),
            (["monthly", "every month", "each month", "monatlich", "jeden monat", "mensuel", "mensuelle", "mensuellement",
              "tous les mois", "chaque mois", "mensual", "mensualmente", "cada mes", "todos los meses", "mensile", "ogni mese",
              "mensal", "mensalmente", "todo mês", "todos os meses", "månadsvis", "varje månad", "ежемесячно", "毎月", "每月",
              "매월", "매달"], month),
            (["every other month", "zweimonatlich", "bimestral", "bimestrale", "bimestriel", "bimestrielle"], 2 * month),
            (["quarterly", "every quarter", "vierteljährlich", "quartalsweise", "trimestriel", "trimestrielle", "trimestral",
              "trimestralmente", "trimestrale", "kvartalsvis", "ежеквартально", "四半期ごと", "每季度", "每季", "분기별"], 3 * month),
            (["semiannually", "semi-annually", "semiannual", "semi-annual", "half-yearly", "half yearly", "twice a year",
              "halbjährlich", "semestriel", "semestrielle", "semestral", "semestrale", "halvårsvis", "半年ごと", "每半年",
              "반기별"], 6 * month),
            (["yearly", "annually", "annual", "every year", "each year", "jährlich", "jedes jahr", "annuel", "annuelle",
              "annuellement", "tous les ans", "chaque année", "anual", "anualmente", "cada año", "todos los años", "annuale",
              "annualmente", "ogni anno", "todo ano", "todos os anos", "årligen", "årsvis", "varje år", "ежегодно", "毎年",
              "每年", "매년"], year),
        ] as [([String], Double)] {
            for word in words { table[word] = seconds }
        }
        return table
    }()

    /// Openings that mean "every", longest first so that "a cada" wins over "cada".
    static let everyWords: [[String]] = [
        ["every"], ["each"], ["once", "every"],
        ["alle"], ["jede"], ["jeden"], ["jedes"],
        ["toutes", "les"], ["tous", "les"], ["chaque"],
        ["a", "cada"], ["cada"], ["todos", "los"], ["todas", "las"], ["todos", "os"], ["todas", "as"],
        ["ogni"], ["varje"], ["каждые"], ["каждый"], ["каждую"], ["каждое"],
    ].sorted { $0.count > $1.count }

    /// The first words a period phrase can open with, besides a count.
    static let openings: Set<String> = Set(everyWords.compactMap(\.first)).union(onceWords.keys)

    /// Words that say how many times: "once", "twice", "zweimal", "deux fois" is a number and a times word.
    static let onceWords: [String: Double] = [
        "once": 1, "twice": 2, "thrice": 3, "einmal": 1, "zweimal": 2, "dreimal": 3, "viermal": 4,
    ]
    static let timesWords: Set<String> = ["times", "time", "mal", "fois", "veces", "vez", "volte", "volta", "vezes", "gånger", "раза", "раз"]
    static let perWords: Set<String> = [
        "a", "an", "per", "each", "every", "pro", "am", "im", "in", "par", "al", "por", "ao", "à", "alla", "om", "в",
    ]

    /// Calendar nouns that `UnitScale` does not hold as durations.
    static let calendarNouns: [String: Double] = [
        "fortnight": 2 * week, "fortnights": 2 * week, "quarter": 3 * month, "quarters": 3 * month, "quartal": 3 * month,
        "quartale": 3 * month, "trimestre": 3 * month, "trimestres": 3 * month, "trimestri": 3 * month, "semester": 6 * month,
        "semestre": 6 * month, "semestres": 6 * month, "tag": day, "tage": day, "tagen": day, "woche": week, "wochen": week,
        "stunde": hour, "stunden": hour, "jour": day, "jours": day, "semaine": week, "semaines": week, "heure": hour,
        "heures": hour, "día": day, "días": day, "semana": week, "semanas": week, "hora": hour, "horas": hour, "giorno": day,
        "giorni": day, "settimana": week, "settimane": week, "ora": hour, "ore": hour, "dia": day, "dias": day,
        "dag": day, "dagar": day, "vecka": week, "veckor": week, "timme": hour, "timmar": hour,
        "年": year, "月": month, "周": week, "週": week, "週間": week, "天": day, "日": day, "小时": hour, "小時": hour,
        "時間": hour, "季度": 3 * month, "주": week, "일": day, "시간": hour, "개월": month, "년": year,
    ]

    /// Counts written as words in the languages piclint's sequences know.
    static let numberWords: [String: Double] = [
        "other": 2, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "eighteen": 18, "twenty-four": 24, "thirty": 30,
        "ein": 1, "eine": 1, "einen": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "acht": 8, "zwölf": 12,
        "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "huit": 8, "douze": 12,
        "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "ocho": 8, "doce": 12,
        "due": 2, "tre": 3, "quattro": 4, "cinque": 5, "sei": 6, "otto": 8, "dodici": 12,
        "um": 1, "uma": 1, "dois": 2, "duas": 2, "três": 3, "oito": 8, "doze": 12,
        "två": 2, "fyra": 4,
    ]

    /// Chinese and Japanese numerals before a unit ("每两周", "三か月ごと").
    static let eastAsianNumerals: [Character: Double] = [
        "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10,
    ]
}
