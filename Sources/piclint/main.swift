#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Before anything opens a file: a closed standard output must not hand its number to the first file opened.
StandardDescriptors.reserveClosed()
// The arguments as ArgumentParser reads them: text, an argument that is not UTF-8 in its lossless display form
// (`CommandLine.arguments` would turn its bytes into U+FFFD and name no file); see `RawArguments`.
exit(PiclintCommand.exitCode(arguments: RawArguments.current.texts))
