/// The minute intervals the platforms honour.
public enum MinuteInterval {
    /// The intervals UIKit accepts: those that divide an hour, up to 30. It shows every minute for any other.
    public static let valid = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]

    /// The interval the platform actually uses for a declared one.
    public static func effective(_ declared: Int) -> Int {
        valid.contains(declared) ? declared : 1
    }
}
