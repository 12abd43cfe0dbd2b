import Foundation

/// Written for piclint's tests: a file with no picker in it, which a folder walk passes over unparsed.
enum Formatting {
    static let minuteInterval = 7
    static func minutes(_ seconds: Int) -> String { "\(seconds / 60) min" }
}
