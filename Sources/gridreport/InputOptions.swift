import ArgumentParser
import GridReport

/// Where the report comes from and how its CSV is read; the same for every subcommand.
struct InputOptions: ParsableArguments {
    @Argument(help: "The CSV file, or - for standard input.")
    var file: String

    @Option(help: "The field delimiter (one character, or tab). Default: sniffed among , ; tab |.")
    var delimiter: String?

    @Flag(name: .customLong("no-header"), help: "The first row is data; columns are named 1, 2, ….")
    var noHeader = false

    @Option(help: "Rows with another field count than the header: error, pad (fill short rows) or truncate (cut long rows, fill short ones).")
    var ragged: RaggedPolicy = .error

    @Option(name: .customLong("input-locale"), help: "The locale numbers are written in (de_DE reads 1.234,5). Default: the C locale (1234.5).")
    var inputLocale: String?

    @Option(name: .customLong("na"), help: "Comma-separated values that mean 'missing'. Default: \"\",NA,N/A,null,NULL,NaN,-")
    var missingValues: String?

    func readOptions() throws -> ReadOptions {
        var csv = CSVOptions(ragged: ragged)
        if let delimiter { csv.delimiter = try CSVOptions.parseDelimiter(delimiter) }
        var options = ReadOptions(csv: csv, hasHeader: !noHeader, inputLocale: inputLocale)
        if let missingValues { options.missingValues = missingValues.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        return options
    }
}

extension RaggedPolicy: ExpressibleByArgument {}
