#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Before anything opens a file: a closed standard output must not hand its number to the first file opened.
StandardDescriptors.reserveClosed()
exit(PiclintCommand.exitCode(arguments: Array(CommandLine.arguments.dropFirst())))
