/// One option of a subcommand, declared once: the parser and the help text both read it.
package struct OptionDeclaration: Sendable {
    /// The spellings, short first: `["-o", "--output"]`.
    let names: [String]
    /// The value's name in help (`file` gives `--output <file>`), or `nil` for a flag.
    let valueName: String?
    /// The help text.
    let help: String

    /// A flag.
    static func flag(_ names: String..., help: String) -> OptionDeclaration {
        OptionDeclaration(names: names, valueName: nil, help: help)
    }

    /// An option that takes a value.
    static func option(_ names: String..., value: String, help: String) -> OptionDeclaration {
        OptionDeclaration(names: names, valueName: value, help: help)
    }

    /// The long spelling, which keys parsed values.
    var key: String { names.last! }

    /// `-o, --output <file>`.
    var synopsis: String {
        names.joined(separator: ", ") + (valueName.map { " <\($0)>" } ?? "")
    }

    static let help = flag("-h", "--help", help: "Show help information.")
    static let format = option("--format", value: "format", help: "'text' (default) or 'json' (one JSON document).")
}

/// A positional argument of a subcommand, for help.
package struct ArgumentDeclaration: Sendable {
    /// `<path> ...`.
    let synopsis: String
    /// The help text.
    let help: String
}

/// A command line that cannot be run; printed with the usage and exit code 64.
package struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, for example `Unknown option '--bogus'`.
    package var message: String
    /// The subcommand whose usage to print; `nil` for the naming mode.
    package var subcommand: String?

    /// Creates a usage error.
    package init(_ message: String, subcommand: String? = nil) {
        self.message = message
        self.subcommand = subcommand
    }
}

/// The options and positionals of one command line, split by a subcommand's declarations the way
/// swift-argument-parser splits them: `--opt value`, `--opt=value`, `--` ends the options, and a
/// lone `-` is a positional.
package struct ParsedArguments {
    /// Values by the option's long name; a flag has one empty value per use.
    private(set) var values: [String: [String]] = [:]
    /// The positionals, in order.
    private(set) var positionals: [String] = []
    /// The subcommand, for usage errors.
    let subcommand: String?

    /// Splits `arguments` by `declarations`.
    ///
    /// - Throws: ``UsageError`` for an unknown option, a missing value, or a value given to a flag.
    init(_ arguments: ArraySlice<String>, declarations: [OptionDeclaration], subcommand: String?) throws(UsageError) {
        self.subcommand = subcommand
        var remaining = arguments
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let declaration = declarations.first(where: { $0.names.contains(name) }) else {
                throw UsageError("Unknown option '\(name)'", subcommand: subcommand)
            }
            if declaration.valueName == nil {
                if let inlineValue {
                    throw UsageError(
                        "The option '\(name)' takes no value, but was given '\(inlineValue)'", subcommand: subcommand)
                }
                values[declaration.key, default: []].append("")
            } else if let inlineValue {
                values[declaration.key, default: []].append(inlineValue)
            } else if let value = remaining.first, !value.hasPrefix("--") {
                remaining.removeFirst()
                values[declaration.key, default: []].append(value)
            } else {
                throw UsageError("Missing value for '\(name) <value>'", subcommand: subcommand)
            }
        }
    }

    /// Whether the flag was given.
    func flag(_ declaration: OptionDeclaration) -> Bool {
        values[declaration.key] != nil
    }

    /// Every value given for the option, in order.
    func values(_ declaration: OptionDeclaration) -> [String] {
        values[declaration.key] ?? []
    }

    /// The last value given for the option, if any.
    func value(_ declaration: OptionDeclaration) -> String? {
        values[declaration.key]?.last
    }

    /// The last value of the option as one of `Choice`'s cases.
    ///
    /// - Throws: ``UsageError`` naming the valid values.
    func choice<Choice: RawRepresentable & CaseIterable>(
        _ declaration: OptionDeclaration, as: Choice.Type
    ) throws(UsageError) -> Choice? where Choice.RawValue == String {
        guard let value = value(declaration) else { return nil }
        guard let choice = Choice(rawValue: value) else {
            let valid = Choice.allCases.map { "'\($0.rawValue)'" }
            throw UsageError(
                "The value '\(value)' is invalid for '\(declaration.key) <\(declaration.valueName ?? "value")>'. Use "
                    + valid.dropLast().joined(separator: ", ") + (valid.count > 1 ? " or " : "") + valid.last! + ".",
                subcommand: subcommand)
        }
        return choice
    }

    /// The positionals, which must not be empty.
    ///
    /// - Throws: ``UsageError`` naming the missing argument.
    func requiredPositionals(_ synopsis: String) throws(UsageError) -> [String] {
        if positionals.isEmpty {
            throw UsageError("Missing expected argument '\(synopsis)'", subcommand: subcommand)
        }
        return positionals
    }
}

/// The output format.
package enum OutputFormat: String, Equatable, Sendable, CaseIterable {
    /// Text for people.
    case text
    /// One JSON document for tools.
    case json
}
