import Spec

/// Every size the reference model uses, in points, with where it comes from. Nothing else in the model
/// holds a size; change one here and every report follows.
public enum Geometry {
    /// Height of one row of a wheel. MODEL.md; UIPickerView's rows on iOS 14 and later.
    public static let rowHeight = 32.0
    /// Rows a wheel shows at once. HIG 001: "roughly the height of five rows of list values".
    public static let visibleRows = 5
    /// Height of a wheels picker on iPhone and iPad: the keyboard's. HIG 000 and 002: "the same size as a keyboard" (216 pt in portrait).
    public static let wheelsHeight = 216.0
    /// Height of a wheels picker on Apple Watch: about three rows of its crown-driven list (estimate from watchOS screenshots).
    public static let watchWheelsHeight = 100.0
    /// Height of a compact date picker (the button that opens a calendar). MODEL.md.
    public static let compactHeight = 34.0
    /// Height of an inline calendar (iOS `.inline` / SwiftUI `.graphical`). MODEL.md.
    public static let inlineCalendarHeight = 330.0
    /// Height of macOS's graphical date picker (calendar and clock face): NSDatePicker's clock-and-calendar style.
    public static let macGraphicalHeight = 148.0
    /// Height of macOS's textual date picker: a text field with a stepper, NSDatePicker's default.
    public static let textualHeight = 22.0
    /// Height of a segmented control. UIKit's UISegmentedControl default.
    public static let segmentedHeight = 32.0
    /// Height of one option of a macOS radio group: NSButton radio rows.
    public static let radioRowHeight = 20.0
    /// Height of any other control, and of a menu or navigation-link row: the HIG's 44 pt minimum hit target.
    public static let controlHeight = 44.0

    /// Average advance of one Latin character of the system font at 17 pt (SF Pro Text, about 0.53 em).
    public static let characterWidth = 9.0
    /// Advance of one wide character (CJK, emoji): a full em at 17 pt.
    public static let wideCharacterWidth = 17.0
    /// Space a wheel keeps on each side of its text. UIPickerView component insets, measured from screenshots.
    public static let wheelPadding = 12.0
    /// Space between two wheels.
    public static let wheelSpacing = 4.0
    /// Space between a value and its unit label in the selection bar.
    public static let unitGap = 6.0

    /// The screen a spec gets when it gives no `size`: the platform's common device, in points.
    public static func defaultScreen(_ platform: Platform) -> ScreenSize {
        switch platform {
        case .iOS: return ScreenSize(width: 390, height: 844)        // iPhone 13 to 15
        case .iPadOS: return ScreenSize(width: 820, height: 1180)    // iPad Air 10.9"
        case .macOS: return ScreenSize(width: 800, height: 600)      // a default document window
        case .watchOS: return ScreenSize(width: 198, height: 242)    // Apple Watch 45 mm
        case .tvOS: return ScreenSize(width: 1920, height: 1080)     // 1080p
        case .visionOS: return ScreenSize(width: 1280, height: 720)  // a default window
        }
    }

    /// The height of a wheels picker on a platform.
    public static func wheelsHeight(on platform: Platform) -> Double {
        platform == .watchOS ? watchWheelsHeight : wheelsHeight
    }

    /// How wide a text is drawn at the system font size.
    public static func textWidth(_ text: String) -> Double {
        // ASCII is one cell a character; the widths are whole points, so one product is the sum exactly.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return Double(text.utf8.count) * characterWidth }
        return text.unicodeScalars.reduce(0) { width, scalar in
            switch TextWidth.cells(scalar) {
            case 0: return width
            case 2: return width + wideCharacterWidth
            default: return width + characterWidth
            }
        }
    }
}

/// How many cells a character takes in a terminal, and so how wide it is drawn: the one measure of text width,
/// used by the model's geometry, the simulation's columns and the caret under a quoted source line.
public enum TextWidth {
    /// 0 for combining marks and joiners, 2 for wide characters (East Asian Wide and Fullwidth, and emoji drawn as
    /// emoji by default), else 1.
    public static func cells(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        // Latin text is most of what specs hold; skip the Unicode property lookup for it.
        if value < 0x300 { return 1 }
        if scalar.properties.generalCategory == .nonspacingMark || value == 0x200D || (0xFE00...0xFE0F).contains(value) {
            return 0
        }
        if wideRanges.contains(where: { $0.contains(value) }) { return 2 }
        // Emoji outside those blocks (✅, ⌚, 🚀, 🩺) are wide too. A regional indicator is half a flag: the pair
        // takes two cells.
        return scalar.properties.isEmojiPresentation && !(0x1F1E6...0x1F1FF).contains(value) ? 2 : 1
    }

    /// Cells a whole string takes.
    public static func cells(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + cells($1) }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1AFF0...0x1B2FF, 0x1F200...0x1F2FF,
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
}
