import ArgumentParser
import GridReport

/// Which columns and rows a report shows, and in what order; the same for every subcommand.
struct ShapeOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The columns to show, in this order: titles, 1-based numbers or ranges (2-5), separated by commas; a title holding a comma in double quotes. Widths, formats and bindings then name the shown columns.",
            valueName: "list"))
    var select: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The columns to leave out (the rest keep their order).", valueName: "list"))
    var drop: String?

    @Option(
        name: .customLong("add"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Add a column computed for each row, NAME = EXPRESSION: titles (bare, [in brackets] or $3), numbers, \"text\", ISO dates, + - * / & (text join), comparisons, and, or, not, and IF ROUND ABS MIN MAX LEN UPPER LOWER YEAR MONTH DAY. Repeatable; --where, --sort and --select can use it.",
            valueName: "definition"))
    var added: [String] = []

    @Option(
        name: .customLong("spark"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Add a column NAME drawing each row's values in the number columns FROM to TO (by title, in the file's order) as a sparkline, each row between its own smallest and largest value: blocks in the terminal, Excel's own sparklines in a sheet, a line in the preview. Repeatable; --select can place it.",
            valueName: "name=from..to"))
    var sparks: [String] = []

    @Option(
        name: .customLong("where"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Show only rows where COLUMN OP VALUE holds. OP: < <= > >= == != (numbers, ISO dates, text for == and !=), ~ and !~ (contains, without regard to case), or 'COLUMN is empty' / 'is not empty'. Repeatable: every one must hold.",
            valueName: "condition"))
    var conditions: [String] = []

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Sort the rows by these columns, COLUMN[:desc],…: numbers by value, dates in time order, text in the locale's order; empty cells last; equal rows keep their order. With --limit N, the first N.",
            valueName: "keys"))
    var sort: String?

    func apply(to spec: inout ReportSpec) throws {
        if select != nil && drop != nil {
            throw GridReportError.usage("--select", "cannot be given with --drop", hint: "give one of them")
        }
        if let select { spec.columnChoice = ColumnChoice(kind: .select, list: select, origin: "--select") }
        if let drop { spec.columnChoice = ColumnChoice(kind: .drop, list: drop, origin: "--drop") }
        if !added.isEmpty || !sparks.isEmpty {
            spec.added =
                try added.map { try AddedColumn.parse($0, origin: "--add") }
                + sparks.map { try AddedColumn.spark($0, origin: "--spark") }
        }
        if !conditions.isEmpty {
            spec.conditions = try conditions.map { try RowCondition.parse($0, origin: "--where") }
        }
        spec.sortKeys = try sort.map { try SortKey.parseList($0, origin: "--sort") }
    }
}
