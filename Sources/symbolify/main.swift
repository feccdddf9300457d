import SymbolifyCommand

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// A closed pipe (`symbolify … | head -1`) must surface as a failed write, not kill the process.
signal(SIGPIPE, SIG_IGN)
var input = FileDescriptorSource(descriptor: 0)
let code = SymbolifyTool.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    input: &input,
    output: FileDescriptorSink(descriptor: 1),
    errors: FileDescriptorSink(descriptor: 2))
exit(code.rawValue)
