/// A sequence of words people know the order of without reading it anywhere: sizes, intensities, calendar units,
/// blood groups. Each step holds the words (in any language) that mean the same step, so `[Low, Medium, High, Max]`
/// and `[niedrig, mittel, hoch, maximal]` both follow the intensity scale, and a list may skip steps.
struct KnownSequence: Sendable {
    /// What the sequence is, for messages ("intensity").
    var name: String
    /// Each folded word's step.
    var steps: [String: Int]
    /// How many steps.
    var count: Int
    /// Whether it wraps around (months, weekdays, seasons), so that a list may start anywhere.
    var cyclic: Bool

    init(_ name: String, cyclic: Bool = false, _ steps: [[String]]) {
        self.name = name
        self.cyclic = cyclic
        count = steps.count
        // The tables below are written folded already (lowercase, single spaces, no closing dot), which a test
        // checks, so building them costs no folding.
        var positions: [String: Int] = [:]
        positions.reserveCapacity(steps.reduce(0) { $0 + $1.count })
        for (index, words) in steps.enumerated() {
            for word in words where positions[word] == nil { positions[word] = index }
        }
        self.steps = positions
    }

    /// A sequence from words already placed (a locale's names), with no table to build.
    init(_ name: String, cyclic: Bool, steps: [String: Int], count: Int) {
        self.name = name
        self.cyclic = cyclic
        self.steps = steps
        self.count = count
    }

    /// The step of a value, if the value is one of the sequence's words.
    func step(of reading: ValueReading) -> Int? {
        // Locale data keeps an abbreviation's dot ("sept."), which folding drops; either form names the step.
        // Most values fold to their lowercased form: then one lookup says it.
        steps[reading.folded] ?? (reading.lowered == reading.folded ? nil : steps[reading.lowered])
    }
}

extension KnownSequence {
    /// The sequences piclint knows besides the screen's own month and weekday names. Words are matched whole, after
    /// folding case, so a step lists each spelling once. Where a language writes the step differently it is added
    /// to the same step, which keeps one scale per meaning.
    static let fixed: [KnownSequence] = [
        KnownSequence("intensity", [
            ["off", "none", "aus", "désactivé", "apagado", "spento", "desligado", "オフ", "なし", "关", "关闭", "끔"],
            ["minimum", "min", "lowest", "very low", "minimal", "minimo", "mínimo", "最小", "最低", "최소"],
            ["low", "light", "mild", "weak", "soft", "gentle", "niedrig", "gering", "schwach", "leicht", "faible", "bas", "léger",
             "doux", "bajo", "leve", "suave", "basso", "leggero", "baixo", "弱", "低", "弱め", "낮음", "약"],
            ["medium", "moderate", "normal", "standard", "mid", "regular", "average", "mittel", "mittelstark", "moyen",
             "modéré", "medio", "moderado", "normale", "médio", "中", "標準", "普通", "ふつう", "中等", "标准", "보통", "중간"],
            ["high", "strong", "heavy", "intense", "hoch", "stark", "élevé", "fort", "haut", "alto", "fuerte", "forte",
             "強", "高", "強め", "높음", "강"],
            ["very high", "higher", "highest", "very strong", "sehr hoch", "sehr stark", "très élevé", "très fort",
             "muy alto", "molto alto", "muito alto", "非常に高い", "很高", "매우 높음"],
            ["max", "maximum", "extreme", "ultra", "full", "maximal", "máximo", "massimo", "最大", "最強", "最高", "최대"],
        ]),
        KnownSequence("size", [
            ["xxxs", "3xs"], ["xxs", "2xs"],
            ["xs", "extra small", "x-small", "xsmall", "very small", "tiny", "mini"],
            ["s", "small", "klein", "petit", "pequeño", "piccolo", "pequeno", "小", "小さい", "작게", "소"],
            ["m", "medium", "mittel", "moyen", "mediano", "medio", "médio", "中", "普通", "중간", "중"],
            ["l", "large", "big", "groß", "gross", "grand", "grande", "大", "大きい", "크게", "대"],
            ["xl", "extra large", "x-large", "xlarge", "very large", "huge", "sehr groß", "très grand", "muy grande",
             "特大", "특대"],
            ["xxl", "2xl", "extra extra large", "xx-large", "xxlarge"], ["xxxl", "3xl", "xxx-large", "xxxlarge"],
            ["4xl"], ["5xl"], ["6xl"],
        ]),
        KnownSequence("drink size", [["short"], ["tall"], ["grande"], ["venti"], ["trenta"]]),
        KnownSequence("calendar unit", [
            ["second", "seconds", "sekunde", "sekunden", "seconde", "secondes", "segundo", "segundos", "secondo", "secondi",
             "秒", "초"],
            ["minute", "minutes", "minuten", "minuto", "minutos", "minuti", "分", "分钟", "分鐘", "분"],
            ["hour", "hours", "stunde", "stunden", "heure", "heures", "hora", "horas", "ora", "ore", "時間", "小时", "小時",
             "시간"],
            ["day", "days", "tag", "tage", "jour", "jours", "día", "días", "dia", "dias", "giorno", "giorni", "日", "天", "일"],
            ["week", "weeks", "woche", "wochen", "semaine", "semaines", "semana", "semanas", "settimana", "settimane",
             "週", "週間", "周", "星期", "주"],
            ["fortnight", "two weeks", "2 weeks"],
            ["month", "months", "monat", "monate", "mois", "mes", "meses", "mese", "mesi", "mês", "月", "か月", "个月",
             "個月", "월", "개월"],
            ["quarter", "quarters", "quartal", "quartale", "trimestre", "trimestres", "trimestri", "四半期", "季度", "分期"],
            ["half year", "half-year", "6 months", "halbjahr", "semestre"],
            ["year", "years", "jahr", "jahre", "année", "années", "an", "ans", "año", "años", "anno", "anni", "ano", "anos",
             "年", "년"],
            ["decade", "decades", "jahrzehnt", "décennie", "década", "decennio"],
        ]),
        KnownSequence("frequency", [
            ["never", "nie", "niemals", "jamais", "nunca", "mai", "なし", "しない", "从不", "永不", "안 함"],
            ["hourly", "every hour", "stündlich", "toutes les heures", "cada hora", "ogni ora", "a cada hora", "毎時",
             "每小时", "매시간"],
            ["daily", "every day", "täglich", "quotidien", "quotidienne", "tous les jours", "chaque jour", "diario",
             "diariamente", "a diario", "cada día", "giornaliero", "ogni giorno", "diário", "todos os dias", "毎日", "每天",
             "每日", "매일"],
            ["every weekday", "weekdays", "werktags", "en semaine", "entre semana", "平日"],
            ["weekends", "every weekend", "wochenends", "le week-end", "fines de semana", "週末"],
            ["weekly", "every week", "wöchentlich", "hebdomadaire", "toutes les semaines", "chaque semaine", "semanal",
             "semanalmente", "cada semana", "settimanale", "ogni settimana", "toda semana", "毎週", "每周", "每週", "매주"],
            ["biweekly", "every 2 weeks", "every two weeks", "fortnightly", "every other week", "zweiwöchentlich",
             "alle 2 wochen", "toutes les 2 semaines", "cada 2 semanas", "ogni 2 settimane", "a cada 2 semanas", "隔週",
             "每两周", "격주"],
            ["monthly", "every month", "monatlich", "mensuel", "mensuelle", "tous les mois", "chaque mois", "mensual",
             "mensualmente", "cada mes", "mensile", "ogni mese", "mensal", "todo mês", "毎月", "每月", "매월", "매달"],
            ["every 2 months", "bimonthly", "alle 2 monate", "tous les 2 mois", "cada 2 meses"],
            ["quarterly", "every 3 months", "every quarter", "vierteljährlich", "alle 3 monate", "trimestriel",
             "tous les 3 mois", "trimestral", "cada 3 meses", "trimestrale", "ogni 3 mesi", "四半期ごと", "每季度", "분기별"],
            ["every 6 months", "semiannually", "twice a year", "halbjährlich", "alle 6 monate", "semestriel",
             "tous les 6 mois", "semestral", "cada 6 meses", "semestrale", "ogni 6 mesi"],
            ["yearly", "annually", "every year", "jährlich", "annuel", "annuelle", "tous les ans", "chaque année", "anual",
             "anualmente", "cada año", "annuale", "ogni anno", "todo ano", "毎年", "每年", "매년"],
        ]),
        KnownSequence("how often", [
            ["never"], ["rarely", "seldom"], ["sometimes", "occasionally"], ["often", "frequently", "usually"], ["always"],
        ]),
        KnownSequence("relative day", [
            ["yesterday", "gestern", "hier", "ayer", "ieri", "ontem", "昨日", "昨天", "어제"],
            ["today", "heute", "aujourd'hui", "hoy", "oggi", "hoje", "今日", "今天", "오늘"],
            ["tomorrow", "morgen", "demain", "mañana", "domani", "amanhã", "明日", "明天", "내일"],
            ["this weekend", "dieses wochenende", "ce week-end", "este fin de semana", "questo fine settimana", "今週末"],
            ["next week", "nächste woche", "la semaine prochaine", "la próxima semana", "la semana que viene",
             "la prossima settimana", "来週", "下周", "다음 주"],
            ["next month", "nächsten monat", "le mois prochain", "el próximo mes", "il prossimo mese", "来月", "下个月", "다음 달"],
            ["someday", "later", "irgendwann", "später", "plus tard", "más tarde", "più tardi", "いつか", "稍后", "나중에"],
        ]),
        KnownSequence("ordinal", [
            ["first", "1st"], ["second", "2nd"], ["third", "3rd"], ["fourth", "4th"], ["fifth", "5th"], ["sixth", "6th"],
            ["seventh", "7th"], ["eighth", "8th"], ["ninth", "9th"], ["tenth", "10th"], ["eleventh", "11th"],
            ["twelfth", "12th"], ["last"],
        ]),
        KnownSequence("roman numeral", [
            ["i"], ["ii"], ["iii"], ["iv"], ["v"], ["vi"], ["vii"], ["viii"], ["ix"], ["x"], ["xi"], ["xii"],
        ]),
        KnownSequence("priority", [
            ["none", "no priority"], ["lowest"], ["low"], ["normal", "medium"], ["high"], ["highest", "urgent"],
        ]),
        KnownSequence("severity", [
            ["trivial"], ["minor"], ["moderate", "major"], ["critical", "severe"], ["blocker", "emergency"],
        ]),
        KnownSequence("skill level", [
            ["beginner", "novice", "anfänger", "débutant", "principiante", "iniciante", "初級", "初级", "초급"],
            ["intermediate", "fortgeschritten", "intermédiaire", "intermedio", "intermediário", "中級", "中级", "중급"],
            ["advanced", "experienced", "avancé", "avanzado", "avanzato", "avançado", "上級", "高级", "고급"],
            ["expert", "pro", "professional", "experte", "experto", "esperto", "especialista", "エキスパート", "专家", "전문가"],
        ]),
        KnownSequence("difficulty", [
            ["very easy"], ["easy", "leicht", "facile", "fácil", "かんたん", "简单", "쉬움"],
            ["medium", "normal", "moderate", "mittel", "moyen", "normale", "ふつう", "普通", "보통"],
            ["hard", "difficult", "schwer", "difficile", "difícil", "むずかしい", "困难", "어려움"],
            ["very hard", "expert", "insane", "extreme"],
        ]),
        KnownSequence("spiciness", [["none", "not spicy"], ["mild"], ["medium"], ["hot", "spicy"], ["extra hot", "very hot"]]),
        KnownSequence("doneness", [["rare", "bleu"], ["medium rare"], ["medium"], ["medium well"], ["well done", "well"]]),
        KnownSequence("temperature", [["cold", "iced"], ["cool"], ["lukewarm", "tepid"], ["warm"], ["hot"], ["very hot"]]),
        KnownSequence("activity level", [
            ["sedentary", "inactive"], ["lightly active", "light"], ["moderately active", "moderate"], ["active"],
            ["very active"], ["extra active", "extremely active", "athlete"],
        ]),
        // Health's order, and the one on donor cards: the ABO groups with the Rh factor, "0" where Europe writes it so.
        KnownSequence("blood group", [
            ["a+", "a rh+"], ["a-", "a rh-"], ["b+", "b rh+"], ["b-", "b rh-"], ["ab+", "ab rh+"], ["ab-", "ab rh-"],
            ["o+", "0+", "o rh+", "0 rh+"], ["o-", "0-", "o rh-", "0 rh-"],
        ]),
        KnownSequence("blood group", [["a"], ["b"], ["ab"], ["o", "0"]]),
        // Fare cabins from the cheapest up, as airlines list them; "premium" alone is premium economy.
        KnownSequence("cabin class", [
            ["basic economy", "basic", "economy light", "light"],
            ["economy", "coach", "main cabin", "economy class", "économique", "économie", "turista", "económica",
             "economica", "econômica", "エコノミー", "经济舱", "經濟艙", "이코노미"],
            ["premium economy", "premium", "economy plus", "comfort", "premium éco", "turista premium",
             "プレミアムエコノミー", "超级经济舱", "高端经济舱", "프리미엄 이코노미"],
            ["business", "business class", "affaires", "ejecutiva", "executiva", "ビジネス", "商务舱", "商務艙", "비즈니스"],
            ["first", "first class", "première", "primera", "prima", "primeira", "ファースト", "头等舱", "頭等艙", "퍼스트"],
            ["suite", "residence", "suites"],
        ]),
        KnownSequence("class", [["third class", "3rd class"], ["second class", "2nd class"], ["first class", "1st class"]]),
        KnownSequence("video quality", [
            ["auto", "automatic"], ["240p"], ["360p"], ["sd", "480p", "standard definition"], ["hd", "720p", "high definition"],
            ["full hd", "fhd", "1080p"], ["qhd", "1440p", "2k"], ["4k", "uhd", "2160p", "4k uhd", "ultra hd"], ["8k"],
        ]),
        KnownSequence("quality", [
            ["low", "data saver", "basic"], ["medium", "normal", "standard", "good"], ["high", "better", "hd"],
            ["very high", "best", "highest", "lossless", "maximum"], ["hi-res lossless", "hi-res"],
        ]),
        KnownSequence("audio channels", [
            ["mono", "monaural"], ["stereo", "estéreo", "stéréo", "ステレオ", "立体声", "스테레오"],
            ["surround", "envolvente", "5.1", "envolvente 5.1", "surround 5.1", "5.1 surround", "7.1", "7.1 surround"],
            ["dolby atmos", "atmos", "spatial audio", "audio espacial", "空間オーディオ", "空间音频"],
        ]),
        KnownSequence("speed", [
            ["very slow", "slowest"], ["slow", "langsam", "lent", "lento", "遅い", "慢"], ["normal", "medium", "mittel",
             "moyen", "中"], ["fast", "quick", "schnell", "rapide", "rápido", "veloce", "速い", "快"], ["very fast", "fastest"],
        ]),
        KnownSequence("time of day", cyclic: true, [
            ["morning", "morgen", "vormittag", "matin", "mañana", "mattina", "manhã", "朝", "午前", "上午", "早上", "아침"],
            ["noon", "midday", "mittag", "midi", "mediodía", "mezzogiorno", "meio-dia", "昼", "正午", "中午", "점심"],
            ["afternoon", "nachmittag", "après-midi", "tarde", "pomeriggio", "午後", "下午", "오후"],
            ["evening", "abend", "soir", "soirée", "sera", "noite", "夕方", "傍晚", "晚上", "저녁"],
            ["night", "nacht", "nuit", "noche", "notte", "夜", "夜间", "밤"],
        ]),
        KnownSequence("season", cyclic: true, [
            ["spring", "frühling", "printemps", "primavera", "春"], ["summer", "sommer", "été", "verano", "estate", "verão", "夏"],
            ["autumn", "fall", "herbst", "automne", "otoño", "autunno", "outono", "秋"],
            ["winter", "hiver", "invierno", "inverno", "冬"],
        ]),
    ]

    /// For each folded word, the fixed sequences that hold it: a list's candidate sequences are found by looking its
    /// words up, not by trying every sequence.
    static let sequencesByWord: [String: [Int]] = {
        var index: [String: [Int]] = [:]
        index.reserveCapacity(fixed.reduce(0) { $0 + $1.steps.count })
        for (position, sequence) in fixed.enumerated() {
            for word in sequence.steps.keys { index[word, default: []].append(position) }
        }
        return index
    }()

    /// Choices that may stand before or after any ordered list without belonging to its order: "None" before
    /// `[5 min, 10 min]`, "Custom…" after sizes. Folded, in the languages piclint's sequences know.
    static let catchAll: Set<String> = Set([
        "none", "any", "all", "off", "auto", "automatic", "default", "never", "other", "others", "custom", "not set",
        "non défini", "nicht festgelegt", "no establecido", "non impostato", "未設定", "未设置", "설정 안 됨",
        "unspecified", "no preference", "ask", "ask every time", "system", "same as system", "use system setting",
        "keine", "kein", "nie", "alle", "andere", "benutzerdefiniert", "automatisch", "aus", "standard",
        "aucun", "aucune", "jamais", "tous", "toutes", "autre", "personnalisé", "désactivé",
        "ninguno", "ninguna", "nunca", "todos", "todas", "otro", "otra", "personalizado", "desactivado", "automático",
        "nessuno", "mai", "tutti", "altro", "personalizzato", "disattivato", "automatico",
        "nenhum", "nenhuma", "outro", "desligado",
        "ingen", "aldrig", "alla", "annan", "anpassad", "av",
        "なし", "しない", "すべて", "その他", "カスタム", "オフ", "自動",
        "无", "無", "从不", "永不", "全部", "其他", "自定", "自定义", "關閉", "关闭", "自动", "自動",
        "없음", "안 함", "모두", "기타", "사용자 지정", "끔", "자동",
        "нет", "никогда", "все", "другое", "выкл",
        // Open ends: a whole day, no end, no limit, a question each time.
        "all day", "forever", "unlimited", "no limit", "indefinitely", "always ask", "ask each time", "until turned off",
        "ganztägig", "den ganzen tag", "für immer", "unbegrenzt", "jedes mal fragen", "immer fragen",
        "toute la journée", "pour toujours", "illimité", "illimitée", "toujours demander", "demander à chaque fois",
        "todo el día", "para siempre", "ilimitado", "preguntar siempre", "preguntar cada vez",
        "tutto il giorno", "per sempre", "illimitato", "chiedi sempre", "chiedi ogni volta",
        "dia inteiro", "o dia todo", "ilimitada", "perguntar sempre",
        "hela dagen", "för alltid", "obegränsad", "fråga varje gång",
        "終日", "無期限", "無制限", "毎回確認", "全天", "永久", "无限制", "每次询问", "하루 종일", "영구", "무제한", "매번 묻기",
        "весь день", "навсегда", "без ограничений",
    ].map(ValueReading.fold))
}
