extension DateTimeValue {
    /// A moment given as seconds since 2001-01-01 00:00 UTC (Foundation's reference date, as Interface Builder stores
    /// dates and Swift code writes `Date(timeIntervalSinceReferenceDate:)`), as a UTC date and time to the minute:
    /// seconds are dropped, as a picker drops them. Nil outside the years 1 to 9999.
    public init?(secondsSinceReferenceDate seconds: Double) {
        guard seconds.isFinite else { return nil }
        let unix = (seconds + 978_307_200).rounded(.down)
        guard abs(unix) < 2.5e11 else { return nil }
        let whole = Int(unix)
        let days = whole >= 0 ? whole / 86_400 : -((-whole + 86_399) / 86_400)
        let secondOfDay = whole - days * 86_400
        let date = CalendarDate(dayNumber: Self.unixEpochDayNumber + days)
        guard (1...9999).contains(date.year) else { return nil }
        self.init(date: date, time: ClockTime(hour: secondOfDay / 3600, minute: secondOfDay % 3600 / 60))
    }

    /// 1970-01-01 as a day number (days since 0001-01-01).
    private static let unixEpochDayNumber = CalendarDate(year: 1970, month: 1, day: 1).dayNumber
}
