import SegueRouting

/// Names identifiers: the symbol, the handler name or a table row for each, as text or JSON.
///
/// Output is written as input arrives, so that a million lines of standard input stream through in
/// constant memory. Only `--check` remembers anything across lines: one entry per distinct symbol,
/// to find identifiers that share one.
struct NamingCommand {
    let options: NamingOptions
    let output: any ByteSink
    let errors: any ByteSink

    private var firstJSONEntry = true
    private var identifiersBySymbol: [SegueSymbol: [Named]] = [:]
    private var problems: [Problem] = []
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

        var jsonField: String {
            switch self {
            case .argument(let index): "\"argument\":\(index)"
            case .line(let number): "\"line\":\(number)"
            }
        }
    }

    private struct Problem {
        enum Severity: String { case warning, error }
        var severity: Severity
        var kind: String
        var position: Position
        var message: String
        var symbol: SegueSymbol?
        var identifiers: [Named]
    }

    init(options: NamingOptions, output: any ByteSink, errors: any ByteSink) {
        self.options = options
        self.output = output
        self.errors = errors
    }

    /// Runs over the arguments, or over `input` when there are none, and returns the exit code.
    mutating func run(input: inout some ByteSource) -> ExitCode {
        begin()
        if options.identifiers.isEmpty {
            var reader = LineReader(input)
            do {
                try reader.forEachLine(
                    { number, bytes in
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
        output.flush()
        if output.failed {
            errors.write("Error: could not write to standard output; the output is incomplete.\n")
            return .failure
        }
        let failedCheck = problems.contains { $0.severity == .error }
        return sawInputError || failedCheck ? .failure : .success
    }

    private mutating func begin() {
        if options.format == .json {
            output.write("{\"identifiers\":[")
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
            problems.append(
                Problem(
                    severity: options.check ? .error : .warning,
                    kind: "noSymbol",
                    position: position,
                    message: "\(quoted(identifier)) has no symbol and can never be routed: "
                        + "give it at least one ASCII letter, digit or '_'.",
                    symbol: nil,
                    identifiers: [Named(identifier: identifier, position: position)]))
            if options.format == .text { report(problems[problems.count - 1]) }
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
            var entry = "{" + position.jsonField + ",\"identifier\":" + jsonString(identifier)
            if let symbol {
                entry +=
                    ",\"symbol\":" + jsonString(symbol.rawValue)
                    + ",\"swiftHandler\":" + jsonString(symbol.handlerName(.swift))
                    + ",\"objectiveCHandler\":" + jsonString(symbol.handlerName(.objectiveC))
            } else {
                entry += ",\"symbol\":null,\"swiftHandler\":null,\"objectiveCHandler\":null"
            }
            writeJSONEntry(entry + "}")
        }
    }

    private mutating func writeJSONEntry(_ entry: String) {
        output.write(firstJSONEntry ? entry : "," + entry)
        firstJSONEntry = false
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
        let message =
            "line \(line): invalid UTF-8 at byte \(offset + 1); the line was skipped. "
            + "Save the input as UTF-8."
        switch options.format {
        case .text:
            output.write("\n")
            errors.write("error: " + message + "\n")
        case .json:
            writeJSONEntry("{\"line\":\(line),\"error\":" + jsonString(message) + "}")
        }
    }

    private mutating func finish() {
        let shared = identifiersBySymbol.filter { $0.value.count > 1 }
            .sorted { $0.value[0].ordinal < $1.value[0].ordinal }
        for (symbol, named) in shared {
            let list = named.map { "\(quoted($0.identifier)) (\($0.position))" }
            problems.append(
                Problem(
                    severity: .error,
                    kind: "collision",
                    position: named[0].position,
                    message: list.dropLast().joined(separator: ", ") + " and " + list[list.count - 1]
                        + " share the symbol \(symbol.rawValue), so they would share the handler "
                        + "\(symbol.handlerName(.swift)): rename all but one of them.",
                    symbol: symbol,
                    identifiers: named))
        }
        let collisions = problems.indices.filter { problems[$0].kind == "collision" }
        switch options.format {
        case .text:
            for index in collisions { report(problems[index]) }
        case .json:
            output.write("],\"problems\":[")
            output.write(problems.map(problemJSON).joined(separator: ","))
            output.write("]}\n")
        }
    }

    private func report(_ problem: Problem) {
        errors.write("\(problem.severity.rawValue): \(problem.position): \(problem.message)\n")
    }

    private func problemJSON(_ problem: Problem) -> String {
        var json = "{\"severity\":\"\(problem.severity.rawValue)\",\"kind\":\"\(problem.kind)\""
        if let symbol = problem.symbol { json += ",\"symbol\":" + jsonString(symbol.rawValue) }
        json += ",\"identifiers\":["
        json += problem.identifiers.map {
            "{" + $0.position.jsonField + ",\"identifier\":"
                + jsonString($0.identifier) + "}"
        }.joined(separator: ",")
        return json + "],\"message\":" + jsonString(problem.message) + "}"
    }
}
