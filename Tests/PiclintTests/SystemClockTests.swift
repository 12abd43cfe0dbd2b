import Foundation
import PickerModel
import Spec
import Testing

/// `now` and `today`, unpinned, are the machine's local date and time. piclint reads them from the C library's clock
/// rather than through a Foundation calendar (a run without date pickers then makes no calendar at all), so these
/// hold the two readings equal, in this process's zone and in zones from UTC-12 to UTC+14.
@Suite("The machine's clock: the date and time Foundation's calendar gives, in every time zone")
struct SystemClockTests {
    /// What Foundation's Gregorian calendar reads for an instant in a zone.
    static func foundationClock(at instant: Date, in zone: TimeZone) -> ModelClock {
        let parts = Calendar(identifier: .gregorian).dateComponents(in: zone, from: instant)
        return ModelClock(date: CalendarDate(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0),
                          time: ClockTime(hour: parts.hour ?? 0, minute: parts.minute ?? 0))
    }

    /// `--now`'s text for a clock, as a date-time value writes itself.
    static func argument(_ clock: ModelClock) -> String {
        "\(clock.date)T\(clock.time)"
    }

    @Test("in this process's zone, the clock reads what Foundation's calendar reads")
    func thisZone() {
        // Read between two readings of Foundation's: a minute may turn over between them, never twice.
        let before = Self.foundationClock(at: Date(), in: .current)
        let clock = ModelClock.system()
        let after = Self.foundationClock(at: Date(), in: .current)
        #expect(clock == before || clock == after, "\(clock) against \(before) and \(after)")
    }

    /// A date-and-time picker with no default opens on now, and `simulate` shows it.
    static let spec = "screen: S\ncontrols:\n  - {id: when, kind: datePicker, mode: dateAndTime}\n"

    @Test("piclint run in another zone (TZ) shows the date and time Foundation reads there",
          arguments: ["Pacific/Kiritimati", "Etc/GMT+12", "Asia/Kathmandu", "America/St_Johns", "Australia/Lord_Howe",
                      "EST5EDT", "UTC"])
    func otherZone(_ identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier), "no zone \(identifier): install tzdata (scripts/setup --dev)")
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(Self.spec, to: root + "/a.yaml")
        let before = Self.foundationClock(at: Date(), in: zone)
        let unpinned = try runPiclint(["simulate", "a.yaml"], in: root, environment: ["TZ": identifier])
        let after = Self.foundationClock(at: Date(), in: zone)
        #expect(unpinned.status == 0, "\(unpinned.stderr)")
        // The same spec pinned to Foundation's reading must draw the same picker.
        let pinned = try Set([before, after].map { clock in
            try runPiclint(["simulate", "--now", Self.argument(clock), "a.yaml"], in: root).stdout
        })
        #expect(pinned.contains(unpinned.stdout), "\(identifier): \(unpinned.stdout) against \(pinned)")
    }
}
