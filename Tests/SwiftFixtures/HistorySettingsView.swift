import SwiftUI

/// Written for piclint's tests: a settings screen whose "Keep history" row pushes a view holding nothing but a
/// wheel, so choosing how long to keep history takes people away from the row they tapped.
struct HistorySettingsView: View {
    @AppStorage("notifications") private var notifications = true

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Notifications", isOn: $notifications)
                NavigationLink("Keep history") {
                    KeepHistoryView()
                }
            }
            .navigationTitle("Settings")
        }
    }
}

struct KeepHistoryView: View {
    @State private var days = 7
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Picker("Days", selection: $days) {
                ForEach(1...30, id: \.self) { day in
                    Text("\(day)")
                }
            }
            .pickerStyle(.wheel)
            Button("Done") { dismiss() }
        }
        .navigationTitle("Keep History")
    }
}
