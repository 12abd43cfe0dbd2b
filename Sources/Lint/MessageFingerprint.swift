extension Diagnostic {
    /// A message with its line:column positions masked ("first at 4:41" → "first at L:C"): what tells apart
    /// findings without a subject in baselines and SARIF fingerprints, so moving a finding does not change it.
    public static func fingerprint(_ message: String) -> String {
        var result = ""
        var digits = ""
        var pendingColon = false
        var index = message.startIndex
        // Replace every digits:digits run by L:C; keep other numbers as they are.
        while index < message.endIndex {
            let character = message[index]
            if character.isASCII, character.isNumber {
                digits.append(character)
            } else if character == ":", !digits.isEmpty, !pendingColon,
                      message.index(after: index) < message.endIndex, message[message.index(after: index)].isNumber {
                pendingColon = true
                digits.append(character)
            } else {
                result += pendingColon ? "L:C" : digits
                digits = ""
                pendingColon = false
                result.append(character)
            }
            index = message.index(after: index)
        }
        result += pendingColon ? "L:C" : digits
        return result
    }
}
