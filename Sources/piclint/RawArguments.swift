import Source
import YAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The command line as the bytes the process was given.
///
/// `CommandLine.arguments` decodes argv as UTF-8 and replaces what is not with U+FFFD, so a path such as
/// `caf\xE9.yaml` (Latin-1) would reach the driver as a name no file has. ArgumentParser works on text, so it is
/// given each argument that is UTF-8 as it is, and each one that is not as its `RawPath.display` (`caf\xE9.yaml`);
/// the options that name files turn their text back into the bytes with `path(_:)`.
struct RawArguments: Sendable {
    /// The arguments after the program's name, as text for ArgumentParser.
    let texts: [String]
    /// The arguments that are not UTF-8, by the text ArgumentParser was given for them.
    private let bytesByText: [String: RawPath]

    /// This process's arguments.
    static let current = RawArguments(CommandLine.unsafeArgv, count: Int(CommandLine.argc))

    /// Reads `count` C strings (the program's name first, which is left out).
    init(_ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, count: Int) {
        var arguments: [RawPath] = []
        for index in 1..<max(count, 1) {
            guard let argument = argv[index] else { continue }
            arguments.append(RawPath(bytes: UnsafeRawBufferPointer(start: argument, count: Self.length(argument))))
        }
        self.init(arguments)
    }

    /// Arguments given as bytes (tests give them so).
    init(_ arguments: [RawPath]) {
        var texts: [String] = []
        var bytesByText: [String: RawPath] = [:]
        for argument in arguments {
            if argument.isUTF8 {
                texts.append(String(decoding: argument.bytes, as: UTF8.self))
            } else {
                texts.append(argument.display)
                bytesByText[argument.display] = argument
            }
        }
        self.texts = texts
        self.bytesByText = bytesByText
    }

    /// The bytes of a path argument as ArgumentParser gave its text: the argument's own bytes when it was not
    /// UTF-8, else the text's UTF-8. (A UTF-8 argument spelt exactly like the display of another argument on the
    /// same command line, `caf\xE9.yaml` typed with a backslash beside a Latin-1 `café.yaml`, is read as that other
    /// one: the two cannot be told apart once ArgumentParser has the text.)
    func path(_ text: String) -> RawPath {
        bytesByText[text] ?? RawPath(text)
    }

    /// Whether a file or folder is at the path an argument names (links followed, as FileManager.fileExists does), by its bytes.
    func exists(_ text: String) -> Bool {
        var info = stat()
        return path(text).withCString { stat($0, &info) } == 0
    }

    private static func length(_ string: UnsafePointer<CChar>) -> Int {
        strlen(string)
    }
}
