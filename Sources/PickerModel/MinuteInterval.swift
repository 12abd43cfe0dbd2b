/// The minute intervals the platforms honour.
public enum MinuteInterval {
    /// The intervals UIKit accepts: those that divide an hour, up to 30. It shows every minute for any other.
    public static let valid = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]

    /// The interval the platform actually uses for a declared one.
    public static func effective(_ declared: Int) -> Int {
        valid.contains(declared) ? declared : 1
    }

    /// The greatest common divisor of two positive numbers.
    public static func greatestCommonDivisor(_ first: Int, _ second: Int) -> Int {
        var (a, b) = (abs(first), abs(second))
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }
}
