import SegueRouting

/// `symbolify [<identifier> ...]`: names identifiers, from the arguments or standard input.
package struct NameCommand: SymbolifySubcommand {
    package static let name = "symbolify"
    package static let abstract = "Name segue identifiers."
    package static let overview =
        "Names segue identifiers by the KNMSegueRouting rule, checks storyboards and writes route code. Each "
        + "identifier becomes a symbol: runs of ASCII letters, digits and '_' with the first letter of each run "
        + "uppercased ('show-user page' gives ShowUserPage), and the handler prepareFor<Symbol>Segue. An "
        + "identifier without symbol prints an empty line, with a warning on standard error. Lines that are "
        + "not valid UTF-8 print an empty line and an error, and make the exit code 1."
    package static let arguments = [
        ArgumentDeclaration(
            synopsis: "[<identifier> ...]",
            help: "Segue identifiers to name. Without any, identifiers are read from standard input, one per "
                + "line (CRLF line ends are accepted).")
    ]
    static let handlerOption = OptionDeclaration.option(
        "--handler", value: "spelling",
        help: "Print the handler name instead of the symbol: 'swift' gives prepareForXSegue(_:sender:), 'objc' "
            + "gives prepareForXSegue:sender:.")
    static let tableOption = OptionDeclaration.flag(
        "--table", help: "Print a tab-separated table of identifier, symbol and Swift handler name.")
    static let checkOption = OptionDeclaration.flag(
        "--check",
        help: "Report identifiers without symbol and different identifiers that share a symbol as errors, and "
            + "exit 1 when there are any.")
    static let versionOption = OptionDeclaration.flag("--version", help: "Show the version.")
    package static let options: [OptionDeclaration] = [
        handlerOption, tableOption, .format, checkOption, versionOption, .help,
    ]

    /// Identifiers given as arguments; empty means "read standard input".
    package var identifiers: [String] = []
    /// Print this handler-name spelling instead of the symbol.
    package var handler: HandlerSpellingOption?
    /// Print a tab-separated table of identifier, symbol and handler name.
    package var table = false
    /// The output format.
    package var format = OutputFormat.text
    /// Treat identifiers without symbol and shared symbols as errors.
    package var check = false

    /// Creates the default options: read standard input, print symbols.
    package init() {}

    package init(parsing arguments: ParsedArguments) throws(UsageError) {
        identifiers = arguments.positionals
        handler = try arguments.choice(Self.handlerOption, as: HandlerSpellingOption.self)
        table = arguments.flag(Self.tableOption)
        format = try arguments.choice(.format, as: OutputFormat.self) ?? .text
        check = arguments.flag(Self.checkOption)
        if table && handler != nil {
            throw UsageError("'--table' and '--handler' cannot be combined: the table already shows the handler name.")
        }
    }

    package func run(input: inout some ByteSource, output: any ByteSink, errors: any ByteSink) -> ExitCode {
        var run = NamingRun(options: self, output: output, errors: errors)
        return run.run(input: &input)
    }
}

/// Handler-name spellings as the command line names them.
package enum HandlerSpellingOption: String, Equatable, Sendable, CaseIterable {
    /// `prepareForXSegue(_:sender:)`.
    case swift
    /// `prepareForXSegue:sender:`.
    case objc
}

/// One run of the naming mode: the symbol, the handler name or a table row for each identifier, as
/// text or JSON.
///
/// Output is written as input arrives, so that a million lines of standard input stream through in
/// constant memory. Only `--check` remembers anything across lines: one entry per distinct symbol,
/// to find identifiers that share one.
private struct NamingRun {
    let options: NameCommand
    let output: any ByteSink
    let errors: any ByteSink

    /// The JSON document in JSON mode, drained to the output after each entry.
    private var json = JSONWriter()
    private var identifiersBySymbol: [SegueSymbol: [Named]] = [:]
    private var findings: [Finding] = []
    private var sawInputError = false
    private var nextOrdinal = 0

    /// One named identifier and where it came from.
    private struct Named {
        var identifier: String
        var position: Position
        /// The order in which identifiers arrived, so that reports follow the input.
        var ordinal = 0
    }

    /// An argument (1-based) or a line of standard input.
    private enum Position: CustomStringConvertible {
        case argument(Int)
        case line(Int)

        var description: String {
            switch self {
            case .argument(let index): "argument \(index)"
            case .line(let number): "line \(number)"
            }
        }

        /// Writes the JSON member that says where the identifier came from.
        func write(to json: inout JSONWriter) {
            switch self {
            case .argument(let index): json.field("argument", index)
            case .line(let number): json.field("line", number)
            }
        }

        /// `<stdin>:3`, or `<argument 2>` for an argument.
        var location: FileLocation {
            switch self {
            case .argument(let index): FileLocation(file: "<argument \(index)>")
            case .line(let number): FileLocation(file: "<stdin>", line: number)
            }
        }
    }

    init(options: NameCommand, output: any ByteSink, errors: any ByteSink) {
        self.options = options
        self.output = output
        self.errors = errors
    }

    /// Whether ASCII lines are named straight from their bytes, without making a `String`: the bare
    /// symbol per line, or a JSON entry; `--check` remembers identifiers, so it takes the general path.
    private var writesSymbolBytes: Bool {
        !options.check && (options.format == .json || (!options.table && options.handler == nil))
    }

    /// A buffer for ``writeSymbolBytes(of:)``, grown to the longest line.
    private var symbolBuffer: [UInt8] = []

    /// Writes the output of an ASCII line straight from its bytes (the symbol and a line feed, or
    /// the line's JSON entry), and returns `true`; returns `false`, writing nothing, for a line with
    /// non-ASCII bytes or without symbol, which the general path names and reports.
    private mutating func writeSymbolBytes(of bytes: UnsafeBufferPointer<UInt8>, line: Int) -> Bool {
        if symbolBuffer.count < bytes.count + 1 { symbolBuffer = [UInt8](repeating: 0, count: bytes.count + 1) }
        let output = output
        let isJSON = options.format == .json
        var json = JSONWriter()
        swap(&json, &self.json)
        defer { swap(&json, &self.json) }
        return symbolBuffer.withUnsafeMutableBytes { buffer -> Bool in
            guard let count = Symbolifier.writeSymbol(ofASCII: bytes, into: buffer), count > 0 else { return false }
            guard isJSON else {
                // The kernel writes at most `count` bytes before the end of the input; the byte after
                // the symbol is free for the line feed, as the buffer holds one byte more than the line.
                buffer[count] = UInt8(ascii: "\n")
                output.write(UnsafeRawBufferPointer(rebasing: buffer[...count]))
                return true
            }
            let symbol = UnsafeRawBufferPointer(rebasing: buffer[..<count])
            json.beginObject()
            json.field("line", line)
            json.key("identifier")
            json.string(utf8: UnsafeRawBufferPointer(bytes))
            json.key("symbol")
            json.string(utf8: symbol)
            json.key("swiftHandler")
            Self.writeHandlerName(symbol, "Segue(_:sender:)", to: &json)
            json.key("objectiveCHandler")
            Self.writeHandlerName(symbol, "Segue:sender:", to: &json)
            json.endObject()
            output.write(&json)
            return true
        }
    }

    /// Writes `prepareFor<symbol><suffix>` as a JSON string.
    private static func writeHandlerName(
        _ symbol: UnsafeRawBufferPointer, _ suffix: StaticString, to json: inout JSONWriter
    ) {
        ("prepareFor" as StaticString).withUTF8Buffer { prefix in
            suffix.withUTF8Buffer { suffix in
                json.string(utf8: UnsafeRawBufferPointer(prefix), symbol, UnsafeRawBufferPointer(suffix))
            }
        }
    }

    /// Runs over the arguments, or over `input` when there are none, and returns the exit code.
    mutating func run(input: inout some ByteSource) -> ExitCode {
        begin()
        if options.identifiers.isEmpty {
            var reader = LineReader(input)
            do {
                try reader.forEachLine(
                    { number, bytes in
                        if writesSymbolBytes, writeSymbolBytes(of: bytes, line: number) { return !output.failed }
                        switch decodeUTF8(bytes) {
                        case .success(let identifier):
                            name(identifier, at: .line(number))
                        case .failure(let invalid):
                            reportInvalidUTF8(line: number, offset: invalid.offset)
                        }
                        return !output.failed
                    }, chunkDone: { output.flush() })
            } catch {
                errors.write("Error: could not read standard input: \(error.description)\n")
                sawInputError = true
            }
        } else {
            for (index, identifier) in options.identifiers.enumerated() {
                name(identifier, at: .argument(index + 1))
            }
        }
        finish()
        return finishing(
            sawInputError || findings.containsErrors() ? .failure : .success, output: output, errors: errors)
    }

    private mutating func begin() {
        if options.format == .json {
            json.beginObject()
            json.key("identifiers")
            json.beginArray()
            output.write(&json)
        } else if options.table {
            output.write("identifier\tsymbol\thandler\n")
        }
    }

    private mutating func name(_ identifier: String, at position: Position) {
        let symbol = Symbolifier.symbol(for: identifier)
        write(identifier, symbol, position)
        if let symbol {
            if options.check { remember(identifier, symbol, position) }
        } else if !identifier.isEmpty || options.check {
            record(
                Finding(
                    options.check ? .error : .warning, .identifierNoSymbol, at: position.location,
                    "\(quoted(identifier)) has no symbol and can never be routed: "
                        + "give it at least one ASCII letter, digit or '_'."))
        }
    }

    private mutating func write(_ identifier: String, _ symbol: SegueSymbol?, _ position: Position) {
        switch options.format {
        case .text:
            if options.table {
                output.write(
                    escapedField(identifier) + "\t" + (symbol?.rawValue ?? "") + "\t"
                        + (symbol?.handlerName(.swift) ?? "") + "\n")
            } else if let handler = options.handler {
                output.write((symbol?.handlerName(handler == .swift ? .swift : .objectiveC) ?? "") + "\n")
            } else {
                output.write((symbol?.rawValue ?? "") + "\n")
            }
        case .json:
            json.object {
                position.write(to: &$0)
                $0.field("identifier", identifier)
                $0.field("symbol", symbol?.rawValue)
                $0.field("swiftHandler", symbol?.handlerName(.swift))
                $0.field("objectiveCHandler", symbol?.handlerName(.objectiveC))
            }
            output.write(&json)
        }
    }

    private mutating func remember(_ identifier: String, _ symbol: SegueSymbol, _ position: Position) {
        var seen = identifiersBySymbol[symbol, default: []]
        if seen.contains(where: { $0.identifier == identifier }) { return }
        seen.append(Named(identifier: identifier, position: position, ordinal: nextOrdinal))
        nextOrdinal += 1
        identifiersBySymbol[symbol] = seen
    }

    private mutating func reportInvalidUTF8(line: Int, offset: Int) {
        sawInputError = true
        let message = "Invalid UTF-8 at byte \(offset + 1); the line was skipped. Save the input as UTF-8."
        switch options.format {
        case .text:
            output.write("\n")
        case .json:
            json.object {
                $0.field("line", line)
                $0.field("error", message)
            }
            output.write(&json)
        }
        record(Finding(.error, .inputInvalidUTF8, at: Position.line(line).location, message))
    }

    /// Keeps a finding; in text mode it is written at once, in input order.
    private mutating func record(_ finding: Finding) {
        findings.append(finding)
        FindingOutput(format: options.format, errors: errors).report([finding])
    }

    private mutating func finish() {
        let shared = identifiersBySymbol.filter { $0.value.count > 1 }
            .sorted { $0.value[0].ordinal < $1.value[0].ordinal }
        for (symbol, named) in shared {
            let list = named.map { "\(quoted($0.identifier)) (\($0.position))" }
            record(
                Finding(
                    .error, .identifierCollision, at: named[1].position.location,
                    list.dropLast().joined(separator: ", ") + " and " + list[list.count - 1]
                        + " share the symbol \(symbol.rawValue), so they would share the handler "
                        + "\(symbol.handlerName(.swift)): rename all but one of them."))
        }
        if options.format == .json {
            json.endArray()
            FindingOutput.write(findings, to: &json)
            json.endObject()
            output.write(&json)
            output.write("\n")
        }
    }
}

extension Finding.Code {
    /// An identifier without symbol, named on the command line or standard input.
    public static let identifierNoSymbol: Self = "identifier.no-symbol"
    /// Different identifiers, named on the command line or standard input, that share a symbol.
    public static let identifierCollision: Self = "identifier.collision"
    /// A line of input that is not valid UTF-8.
    public static let inputInvalidUTF8: Self = "input.invalid-utf8"
}
