import Config
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The environment variables piclint reads, each looked up by name (`getenv`). Foundation's
/// `ProcessInfo.environment` builds a dictionary of the whole environment every time it is asked, 0.4M instructions of
/// a one-file run, for the few variables piclint reads.
enum ProcessEnvironment {
    /// A variable's value, nil when it is not set (or is not UTF-8, which no variable piclint reads can usefully be).
    static func value(of name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(validatingCString: value)
    }

    /// The variables named that are set, by name.
    static func values(of names: [String]) -> [String: String] {
        var found: [String: String] = [:]
        for name in names {
            if let value = value(of: name) { found[name] = value }
        }
        return found
    }
}

extension ConfigDiscovery {
    /// The variables a discovery reads, as this process's environment sets them.
    static func environmentOfThisProcess() -> [String: String] {
        ProcessEnvironment.values(of: variables)
    }

    /// A discovery with what this process's environment says.
    static func ofThisProcess() -> ConfigDiscovery {
        ConfigDiscovery(environment: environmentOfThisProcess())
    }
}
