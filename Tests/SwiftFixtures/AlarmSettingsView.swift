import SwiftUI

/// Written for piclint's tests: an alarm screen with the mistakes the Swift front end must find, and look-alikes
/// that must stay silent.
struct AlarmSettingsView: View {
    @State private var wake = Date()
    @State private var snoozeHours = 0
    @State private var snoozeMinutes = 10
    @State private var tip = 15
    @State private var sound = "Radar"
    let sounds: [String]

    private let repeatOptions = ["Never", "Daily", "Weekdays", "Weekends"]

    var body: some View {
        Form {
            DatePicker("Wake up", selection: $wake, displayedComponents: .hourAndMinute)
                .datePickerStyle(.wheel)
                .environment(\.locale, Locale(identifier: "fr_FR"))

            HStack {
                Picker("Hours", selection: $snoozeHours) {
                    ForEach(0..<24) { Text("\($0) h") }
                }
                Picker("Minutes", selection: $snoozeMinutes) {
                    ForEach(0..<60) { Text("\($0) min") }
                }
            }
            .pickerStyle(.wheel)

            Picker("Tip", selection: $tip) {
                ForEach([10, 15, 20, 25, 0], id: \.self) { Text("\($0) %") }
            }
            .pickerStyle(.wheel)

            // Rows from a property: unknown to piclint, never guessed.
            Picker("Sound", selection: $sound) {
                ForEach(sounds, id: \.self) { Text($0) }
            }

            Picker("Repeat", selection: .constant("Never")) {
                ForEach(repeatOptions, id: \.self) { Text($0) }
            }
        }
    }
}

#Preview {
    Picker("Preview only", selection: .constant(1)) {
        ForEach(0..<500) { Text("\($0)") }
    }
    .pickerStyle(.wheel)
}
