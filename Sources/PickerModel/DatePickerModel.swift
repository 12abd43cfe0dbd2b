import Spec

/// Models a date picker the way the platform draws it in the screen's locale.
struct DatePickerModel {
    let picker: DatePicker
    let platform: Platform
    let screen: ScreenSize
    let data: LocaleData
    let clock: ModelClock
    /// Formats a value with a date-format skeleton in the screen's locale.
    let format: (CalendarDate, ClockTime, String) -> String
    /// The widest calendar-day label of the locale ("Wed, Sep 28"), measured once per locale.
    let widestDayLabel: () -> String
    /// A wheel's values that depend only on the locale and the minute interval, made once per locale.
    let values: (DateWheelList) -> DateWheelValues

    /// The mode as drawn: watchOS shows only the date of a dateAndTime picker.
    var mode: DatePickerMode {
        platform == .watchOS && picker.effectiveMode == .dateAndTime ? .date : picker.effectiveMode
    }

    /// `automatic` as the platform resolves it: compact on iOS, iPadOS and visionOS (wheels for a countdown),
    /// textual on macOS, wheels on watchOS; tvOS has no date picker, so it stays `automatic` there.
    var resolvedStyle: DatePickerStyle {
        guard picker.declaredStyle == .automatic else { return picker.declaredStyle }
        switch platform {
        case .macOS: return .textual
        case .watchOS: return .wheels
        case .tvOS: return .automatic
        case .iOS, .iPadOS, .visionOS: return mode == .countDownTimer ? .wheels : .compact
        }
    }

    func build(takesSpace: Bool) -> ControlModel {
        let style = resolvedStyle
        let dateDefault = resolveDefault()
        let shown = dateDefault?.shown ?? clock.resolve(.now)
        var model = ControlModel(declaredStyle: picker.declaredStyle.rawValue, style: style.rawValue, wheels: [],
                                 drawsWheels: false, width: screen.width, height: Geometry.controlHeight, neededWidth: 0,
                                 dateDefault: dateDefault, takesSpace: takesSpace)
        if platform == .tvOS {
            model.height = 0
            model.takesSpace = false
            model.description = "tvOS has no date picker"
            model.dateFace = .unavailable(model.description ?? "")
            return model
        }
        if mode.hasTime || mode == .countDownTimer, platform != .macOS { model.minuteStep = effectiveInterval }
        if mode == .countDownTimer && style != .wheels {
            model.height = Geometry.compactHeight
            let why = "countdown timers exist only as wheels; the \(style.rawValue) style raises an exception at run time"
            model.description = why
            // A compact one is drawn as the button it would be, with the duration the wheels would start on.
            model.dateFace = style == .compact ? .compactCountdown(data.numerals.write(resolveCountdown().shown.description), why: why)
                : .unavailable(why)
            return model
        }
        switch style {
        case .wheels, .automatic:
            model.wheels = wheels(showing: shown)
            model.drawsWheels = true
            if mode == .countDownTimer { model.countdown = resolveCountdown() }
            model.height = Geometry.wheelsHeight(on: platform)
            model.neededWidth = model.wheels.reduce(0) { $0 + $1.width } + Geometry.wheelSpacing * Double(max(0, model.wheels.count - 1))
        case .compact:
            let chips = texts(shown)
            model.height = Geometry.compactHeight
            model.neededWidth = chips.reduce(0) { $0 + Geometry.textWidth($1) + 2 * Geometry.wheelPadding } + Geometry.wheelSpacing
            model.width = min(screen.width, model.neededWidth)
            model.dateFace = .compact(chips)
            model.description = "a compact button showing " + chips.map { "“\($0)”" }.joined(separator: " and ")
                + (mode.hasDate ? "; tapping it opens a calendar" : "; tapping it opens the time wheels")
        case .inline, .graphical:
            if platform == .macOS {
                model.height = Geometry.macGraphicalHeight
                model.neededWidth = 2 * Geometry.macGraphicalHeight
                model.width = min(screen.width, model.neededWidth)
                model.description = "a calendar month" + (mode.hasTime ? " beside a clock face" : "")
                var month = month(of: shown)
                month.selectsRange = picker.selectsRange?.value == true
                model.dateFace = .calendar(month, time: faceTime(shown, clockFace: true))
            } else if mode.hasDate {
                model.height = Geometry.inlineCalendarHeight + (mode.hasTime ? Geometry.controlHeight : 0)
                model.description = "an inline calendar showing \(data.monthNames[shown.date.map { $0.month - 1 } ?? 0]) \(data.yearLabel(shown.date?.year ?? 1))"
                    + (mode.hasTime ? ", with the time “\(texts(shown).last ?? "")” below it" : "")
                model.dateFace = .calendar(month(of: shown), time: faceTime(shown, clockFace: false))
            } else {
                model.height = Geometry.compactHeight
                model.description = "a time field showing “\(texts(shown).last ?? "")”"
                model.dateFace = .timeField(texts(shown).last ?? "")
            }
        case .textual:
            let text = texts(shown).joined(separator: ", ")
            model.height = Geometry.textualHeight
            model.neededWidth = Geometry.textWidth(text) + 2 * Geometry.wheelPadding + Geometry.textualHeight
            model.width = min(screen.width, model.neededWidth)
            model.description = "a text field showing “\(text)” with a stepper"
            model.dateFace = .textField(text)
        }
        return model
    }

    /// The time a calendar shows beside or below its month, when the mode has one.
    func faceTime(_ shown: DateTimeValue, clockFace: Bool) -> DateFaceTime? {
        guard mode.hasTime else { return nil }
        let time = shown.time ?? ClockTime(hour: 0, minute: 0)
        return DateFaceTime(text: texts(shown).last ?? "", hour: time.hour, minute: time.minute, clockFace: clockFace)
    }

    /// The month a calendar opens on: the shown value's, its title in the locale's words, its weeks from the
    /// locale's first weekday.
    func month(of shown: DateTimeValue) -> CalendarMonth {
        let date = shown.date ?? CalendarDate(year: 2001, month: 1, day: 1)
        let first = CalendarDate(year: date.year, month: date.month, day: 1)
        // 0001-01-01 was a Monday; Sunday is 0.
        let weekdayOfFirst = (DayNumber.of(first) % 7 + 7 + 1) % 7
        let start = data.firstWeekday
        let shortNames = data.weekdayShortNames
        let weekdays = (0..<7).map { shortNames.indices.contains(($0 + start) % 7) ? shortNames[($0 + start) % 7] : "" }
        let count = CalendarDate.days(inMonth: date.month, year: date.year)
        let title = (data.monthNames.indices.contains(date.month - 1) ? data.monthNames[date.month - 1] : "") + " " + data.yearLabel(date.year)
        var month = CalendarMonth(title: title, weekdays: weekdays, days: Array(data.calendarDayNumbers.prefix(count)),
                                  leadingBlanks: (weekdayOfFirst - start + 7) % 7, selectedDay: shown.date == nil ? nil : date.day)
        month.rightToLeft = data.isRightToLeft
        return month
    }

    // MARK: The first value

    /// The default as declared (absent: now, as the platform starts) and as shown (clamped, minutes rounded down).
    func resolveDefault() -> DateDefaultModel? {
        guard mode != .countDownTimer else { return nil }
        let declared: DateTimeValue?
        switch picker.defaultValue?.value {
        case nil: declared = clock.resolve(.now)
        case .blank?: declared = nil
        case .date(let expression)?: declared = clock.resolve(expression)
        }
        var shown = declared ?? clock.resolve(.now)
        var clampedTo: DateBound?
        if let bounds {
            if DayNumber.key(shown, mode: picker.comparedMode) < DayNumber.key(bounds.minimum, mode: picker.comparedMode) {
                clampedTo = DateBound(side: .minimum, value: bounds.minimum)
            } else if DayNumber.key(shown, mode: picker.comparedMode) > DayNumber.key(bounds.maximum, mode: picker.comparedMode) {
                clampedTo = DateBound(side: .maximum, value: bounds.maximum)
            }
        }
        shown = clampedTo?.value ?? shown
        var rounded = false
        if mode.hasTime, let time = shown.time {
            // UIKit shows the interval at or before the time (ActionSheetPicker-3.0 #62 floors to match the wheel).
            let interval = effectiveInterval
            if time.minute % interval != 0 {
                shown.time = ClockTime(hour: time.hour, minute: time.minute - time.minute % interval)
                // A moment's minutes past the hour differ between time zones by a multiple of 15: only what no
                // zone can put on the interval is sure to be rounded for everyone.
                rounded = !picker.datesAreMoments || time.minute % MinuteInterval.greatestCommonDivisor(interval, 15) != 0
            }
        }
        return DateDefaultModel(declared: declared, shown: shown, roundedToInterval: rounded, clampedTo: clampedTo)
    }

    /// The countdown's first duration as the wheels show it: kept within 0:00...23:59, seconds dropped, minutes
    /// rounded down to the interval (the minutes wheel holds only the interval's steps, and the model floors a
    /// value between them as it floors a date default).
    func resolveCountdown() -> CountdownModel {
        let declared = picker.countDownDuration?.value ?? CountdownDuration(seconds: 0)
        let kept = min(max(0, declared.seconds), CountdownDuration.maximum.seconds)
        let minutes = kept / 60
        let interval = effectiveInterval
        return CountdownModel(declared: declared, shown: CountdownDuration(seconds: (minutes - minutes % 60 % interval) * 60),
                              clamped: declared.seconds < 0 || declared.seconds / 60 * 60 > CountdownDuration.maximum.seconds,
                              roundedToInterval: minutes % 60 % interval != 0)
    }

    /// The minimum and maximum in effect: both resolved, each defaulting to the far end; none when the minimum
    /// comes after the maximum, because the platform then ignores both.
    var bounds: (minimum: DateTimeValue, maximum: DateTimeValue)? {
        guard picker.minimumDate != nil || picker.maximumDate != nil else { return nil }
        let minimum = picker.minimumDate.map { clock.resolve($0.value) }
            ?? DateTimeValue(date: CalendarDate(year: 1, month: 1, day: 1), time: ClockTime(hour: 0, minute: 0))
        let maximum = picker.maximumDate.map { clock.resolve($0.value) }
            ?? DateTimeValue(date: CalendarDate(year: 9999, month: 12, day: 31), time: ClockTime(hour: 23, minute: 59))
        return DayNumber.key(minimum, mode: picker.comparedMode) <= DayNumber.key(maximum, mode: picker.comparedMode) ? (minimum, maximum) : nil
    }

    /// The minute interval the platform uses: the declared one where valid, 1 otherwise, and always 1 on macOS,
    /// whose NSDatePicker has no minute interval.
    var effectiveInterval: Int {
        platform == .macOS ? 1 : MinuteInterval.effective(picker.effectiveMinuteInterval)
    }

    // MARK: Wheels

    func wheels(showing shown: DateTimeValue) -> [WheelModel] {
        let date = shown.date ?? clock.date
        let time = shown.time ?? clock.time
        switch mode {
        case .countDownTimer:
            let interval = effectiveInterval
            let seconds = resolveCountdown().shown.seconds
            return [
                // The label agrees with the hours in the bar, as the platform's does: "1 hour", "2 hours".
                wheel("hours", .countdownHours, defaultIndex: seconds / 3600, unit: Plural.noun(seconds / 3600, "hour")),
                wheel("minutes", .countdownMinutes(interval: interval), defaultIndex: seconds % 3600 / 60 / interval, unit: "min"),
            ]
        case .time:
            return timeWheels(time)
        case .dateAndTime:
            return [calendarDayWheel(date)] + timeWheels(time)
        case .date:
            return data.dateOrder.map { field in
                switch field {
                case .month:
                    // Apple Watch's narrow wheels abbreviate the months ("Sep").
                    return wheel("month", platform == .watchOS ? .monthShortNames : .monthNames, defaultIndex: date.month - 1)
                case .day:
                    return wheel("day", .days, defaultIndex: date.day - 1)
                case .year:
                    return yearWheel(date)
                }
            }
        }
    }

    private func timeWheels(_ time: ClockTime) -> [WheelModel] {
        let interval = effectiveInterval
        let hour = wheel("hour", .hours, defaultIndex: data.uses12HourClock ? time.hour % 12 : time.hour)
        let minute = wheel("minute", .minutes(interval: interval), defaultIndex: time.minute / interval)
        guard data.uses12HourClock else { return [hour, minute] }
        let period = wheel("period", .periods, defaultIndex: time.hour < 12 ? 0 : 1, loops: false)
        return data.periodFirst ? [period, hour, minute] : [hour, minute, period]
    }

    /// A wheel of values that depend only on the locale and the minute interval, with its widest value measured
    /// once per locale.
    private func wheel(_ name: String, _ list: DateWheelList, defaultIndex: Int, loops: Bool = true, unit: String? = nil) -> WheelModel {
        let made = values(list)
        return WheelModel(name: name, values: made.values, defaultIndex: defaultIndex, loops: loops, unit: unit, widestText: made.widest)
    }

    /// A wheel's values that depend only on the locale and the minute interval.
    static func values(_ list: DateWheelList, _ data: LocaleData) -> DateWheelValues {
        let values = listedValues(list, data)
        return DateWheelValues(values: values, widest: values.widestText)
    }

    private static func listedValues(_ list: DateWheelList, _ data: LocaleData) -> WheelValueList {
        switch list {
        // A countdown's numbers are the model's to write: in the locale's digits.
        case .countdownHours:
            let numerals = data.wholeNumerals
            return .listed((0..<24).map { PickerValue(text: numerals.write(String($0)), number: Double($0)) })
        case .countdownMinutes(let interval):
            let numerals = data.wholeNumerals
            return .listed(stride(from: 0, to: 60, by: interval).map { PickerValue(text: numerals.write(String($0)), number: Double($0)) })
        case .hours:
            // Index = hour % 12, so midnight and noon show as "12" (or "0" where the locale counts 0-11).
            let hourValues = data.uses12HourClock ? 0..<12 : 0..<24
            return .listed(hourValues.map { PickerValue(text: data.hourLabels[$0]) })
        case .minutes(let interval):
            return .listed(stride(from: 0, to: 60, by: interval).map { PickerValue(text: data.minuteLabels[$0]) })
        case .periods:
            return .listed(data.periodSymbols.map { PickerValue(text: $0) })
        case .monthNames:
            return .listed(data.monthNames.map { PickerValue(text: $0) })
        case .monthShortNames:
            return .listed(data.monthShortNames.map { PickerValue(text: $0) })
        case .days:
            return .listed(data.dayLabels.map { PickerValue(text: $0) })
        }
    }

    /// The bounds of the calendar wheels: the minimum and maximum dates in effect, else years 1 to 9999 as UIKit spins.
    private var dateBounds: (first: CalendarDate, last: CalendarDate) {
        (bounds?.minimum.date ?? CalendarDate(year: 1, month: 1, day: 1), bounds?.maximum.date ?? CalendarDate(year: 9999, month: 12, day: 31))
    }

    private func yearWheel(_ date: CalendarDate) -> WheelModel {
        let bounds = dateBounds
        let firstYear = bounds.first.year
        let count = bounds.last.year - firstYear + 1
        let data = self.data
        let widest = data.yearLabel(max(abs(firstYear), abs(bounds.last.year)))
        let values = WheelValueList.computed(count: count, widest: widest) { data.yearLabel(firstYear + $0) }
        return WheelModel(name: "year", values: values, defaultIndex: min(max(0, date.year - firstYear), count - 1))
    }

    private func calendarDayWheel(_ date: CalendarDate) -> WheelModel {
        let bounds = dateBounds
        let first = DayNumber.of(bounds.first)
        let count = DayNumber.of(bounds.last) - first + 1
        let today = DayNumber.of(clock.date)
        let data = self.data
        let widest = widestDayLabel()
        let values = WheelValueList.computed(count: count, widest: widest) { index in
            first + index == today ? data.today : data.dayLabel(DayNumber.date(first + index))
        }
        return WheelModel(name: "date", values: values, defaultIndex: min(max(0, DayNumber.of(date) - first), count - 1))
    }

    /// The widest calendar-day label of a locale: every month with each weekday and a two-digit day.
    static func widestDayLabel(_ data: LocaleData) -> String {
        (1...12).flatMap { month in (22...28).map { data.dayLabel(CalendarDate(year: 2001, month: month, day: $0)) } }
            .max { Geometry.textWidth($0) < Geometry.textWidth($1) } ?? ""
    }

    /// The shown value as text, date and time apart ("Nov 24, 2026", "9:41 AM"), for controls drawn without wheels.
    private func texts(_ value: DateTimeValue) -> [String] {
        let date = value.date ?? clock.date
        let time = value.time ?? ClockTime(hour: 0, minute: 0)
        var texts: [String] = []
        // A date's text does not depend on the time, nor a time's on the date (in the model's UTC calendar): each is
        // formatted with the other part fixed, so that screens showing the same date or the same time share one text.
        if mode.hasDate { texts.append(format(date, ClockTime(hour: 0, minute: 0), "yMMMd")) }
        if mode.hasTime { texts.append(format(clock.date, time, "jmm")) }
        return texts
    }
}

/// A date picker wheel's values that depend only on the locale and the minute interval (the interval is one of
/// `MinuteInterval.valid`, so there are few of them a locale).
enum DateWheelList: Hashable, Sendable {
    case countdownHours, countdownMinutes(interval: Int), hours, minutes(interval: Int), periods, monthNames, monthShortNames, days
}

/// A date picker wheel's values and the widest of them, as `WheelValueList.widestText` names it.
struct DateWheelValues: Sendable {
    var values: WheelValueList
    var widest: String
}
