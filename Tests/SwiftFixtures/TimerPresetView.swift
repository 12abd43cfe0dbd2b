import SwiftUI

/// Written for piclint's tests: the same wheel, shown in a half-height sheet over the screen that asked for it, as
/// the keyboard would be. The person still sees where the value goes: silent.
struct TimerPresetView: View {
    @State private var rounds = 8
    @State private var choosingRounds = false

    var body: some View {
        List {
            Button("Rounds: \(rounds)") { choosingRounds = true }
        }
        .sheet(isPresented: $choosingRounds) {
            VStack {
                Picker("Rounds", selection: $rounds) {
                    ForEach(1...30, id: \.self) { count in
                        Text("\(count)")
                    }
                }
                .pickerStyle(.wheel)
                Button("Set") { choosingRounds = false }
            }
            .presentationDetents([.medium])
        }
    }
}
