import SwiftUI

/// Written for piclint's tests: a sheet that edits a whole profile. The wheel shares its view with a name field and
/// a toggle, so it is not a picker alone on a screen of its own: silent.
struct ProfileView: View {
    @State private var editing = false

    var body: some View {
        Button("Edit Profile") { editing = true }
            .sheet(isPresented: $editing) {
                EditProfileForm()
            }
    }
}

struct EditProfileForm: View {
    @State private var name = ""
    @State private var shareActivity = false
    @State private var weeklyGoal = 3
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Toggle("Share activity", isOn: $shareActivity)
                Picker("Workouts a week", selection: $weeklyGoal) {
                    ForEach(1...14, id: \.self) { count in
                        Text("\(count)")
                    }
                }
                .pickerStyle(.wheel)
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { dismiss() }
                }
            }
        }
    }
}
