import Spec

/// Which date pickers each platform has (HIG 004), in one place, so that the rules that report a missing one and
/// the rules that advise one say the same thing.
extension Platform {
    /// Whether the platform has a date picker at all: tvOS has none.
    var hasDatePicker: Bool { self != .tvOS }

    /// Whether its date picker has the countdown-timer mode: UIKit's has (iOS, iPadOS, visionOS); AppKit's and
    /// watchOS's have not, so there a duration is a generic picker of hours and minutes.
    var hasCountdownDatePicker: Bool { self == .iOS || self == .iPadOS || self == .visionOS }

    /// Whether one date picker shows a date and a time together: watchOS's shows one or the other.
    var hasDateAndTimeDatePicker: Bool { hasDatePicker && self != .watchOS }
}
