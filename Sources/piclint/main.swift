#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

exit(PiclintCommand.exitCode(arguments: Array(CommandLine.arguments.dropFirst())))
