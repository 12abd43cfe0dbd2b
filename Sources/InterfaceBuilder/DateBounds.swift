import Spec

/// Interface Builder's dates: moments stored as seconds since 2001-01-01 00:00 UTC, and the far-off dates Xcode's
/// inspector fills in as bounds, which mean no bound.
enum DateBounds {
    /// A minimum on or before 1970-01-02 in UTC: Xcode's inspector offers 1970-01-01 (in the designer's time zone,
    /// so up to a day either side in UTC) and older files carry `distantPast`; no real bound is set that early.
    static func isPlaceholderMinimum(_ value: DateTimeValue) -> Bool {
        guard let date = value.date else { return false }
        return date <= CalendarDate(year: 1970, month: 1, day: 2)
    }

    /// A maximum on or after 2037-12-30 in UTC: Xcode's inspector offers 2037-12-31, and files carry 2099-12-31,
    /// 2100-01-01, 2200-12-31 and `distantFuture` (4001-01-01); no real bound is set that late.
    static func isPlaceholderMaximum(_ value: DateTimeValue) -> Bool {
        guard let date = value.date else { return false }
        return date >= CalendarDate(year: 2037, month: 12, day: 30)
    }

    /// Xcode's placeholder title of a new menu item: `Item` and a number.
    static func isPlaceholderTitle(_ title: String) -> Bool {
        guard title.hasPrefix("Item ") else { return false }
        let number = title.dropFirst(5)
        return !number.isEmpty && number.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
