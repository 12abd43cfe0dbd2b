import SwiftUI

/// Written for piclint's tests: a holiday-let booking form. The stay is bounded by the season, whose end was
/// pasted from last year's form; the birthday and the arrival time are bounded by the clock, which piclint never
/// reads.
private let seasonOpens = Date(timeIntervalSince1970: 1_782_864_000) // 2026-07-01 00:00 UTC
private let seasonCloses = Date(timeIntervalSince1970: 1_790_812_800) // 2026-10-01 00:00 UTC

struct BookingView: View {
    @State private var checkIn = Date()
    @State private var checkOut = Date()
    @State private var birthday = Date()
    @State private var arrival = Date()
    @State private var reminder = Date()
    let lastDeparture: Date

    var body: some View {
        Form {
            Section("Your stay") {
                DatePicker("Check in", selection: $checkIn, in: seasonOpens...seasonCloses, displayedComponents: .date)
                DatePicker("Check out", selection: $checkOut,
                           in: Date(timeIntervalSince1970: 1_790_812_800)...Date(timeIntervalSince1970: 1_759_276_800),
                           displayedComponents: .date)
            }
            Section("About you") {
                DatePicker("Date of birth", selection: $birthday, in: ...Date.now, displayedComponents: .date)
                DatePicker("Arrival", selection: $arrival, in: Date()...lastDeparture)
                DatePicker("Remind me from", selection: $reminder, in: seasonOpens..., displayedComponents: .date)
            }
        }
    }
}
