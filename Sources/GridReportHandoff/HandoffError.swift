import GridReport

/// Why a report cannot be handed off as it is. `reported` words it as the command prints it:
/// exit 65 (the data or its plan cannot be expressed) or 64 (a name given on the command line).
public enum HandoffError: Error, Sendable, Equatable {
    /// Without given widths, the natural widths need `minimumCells` cells and `availableCells` are
    /// available, too few even for fractions: the spacing leaves under 2 cells a column.
    case tooWideForOneRow(columns: Int, minimumCells: Int, availableCells: Int)
    /// Two shown columns with the same title, which cannot both be a coding key or a property binding.
    case duplicateTitle(String)
    /// No column is shown (all hidden).
    case noColumns
    /// A compact-mode slot the target has no binding for (`icon` in SAPFiori's grid cell).
    case unsupportedBinding(column: String, slot: BindingSlot, target: String)
    /// MDK's layout takes fractions (`ColumnWidthPercentage`) or points (`ColumnWidth`), not both.
    case mixedWidthKinds(fractionColumn: String, pointsColumn: String)
    /// A date column whose ISO 8601 values (`example`) no DateFormatter pattern writes back as written.
    case unwritableDates(column: String, example: String)
    /// Values written in different forms (`10:15`, `10:15:30`), which one formatter shows alike.
    case mixedDateForms(column: String, first: String, other: String, pattern: String)
    /// A title MDK would read as more than the header's text (`reason`, see `MDKBindingSyntax`).
    case unbindableTitle(column: String, reason: String)
    /// `--name` that is not a Swift type name.
    case badName(String, suggestion: String)
    /// A key column other than the first shown one, which DataTable cannot keep in place.
    case keyNotFirst(firstShown: String)
    /// A whole-condition rule the app's Swift cannot test as the report does (`reason`).
    case unwritableRule(rule: String, origin: String, reason: String)

    public var reported: GridReportError {
        switch self {
        case .tooWideForOneRow(let columns, let minimum, let available):
            return GridReportError(
                .data, origin: "handoff",
                "the \(columns) columns need at least \(minimum) cells and \(available) are available: too few for one row of a grid cell even as fractions of its width (the spacing leaves under \(Handoff.leastCellsPerColumn) cells a column)",
                hint: "give widths (--widths, or a spec) that fit, hide columns with 0, or give a larger --width")
        case .duplicateTitle(let title):
            return GridReportError(
                .data, origin: "handoff",
                "two columns are titled '\(title)': a row type's coding keys and an entity's properties need one name each",
                hint: "rename one of them in the CSV, or hide one with a width of 0")
        case .noColumns:
            return GridReportError(.data, origin: "handoff", "every column is hidden: there is no grid to write")
        case .unsupportedBinding(let column, let slot, let target):
            return GridReportError(
                .data, origin: "handoff",
                "column '\(column)' is bound to \(slot.rawValue), which \(target) has no binding for",
                hint: "bind it to another slot with --bind")
        case .mixedWidthKinds(let fraction, let points):
            return GridReportError(
                .data, origin: "handoff --to mdk",
                "'\(fraction)' has a fraction width and '\(points)' a width in points; an MDK GridRowLayout takes ColumnWidthPercentage or ColumnWidth, not both",
                hint: "give every width as a fraction (and one -1), or every width in points")
        case .unwritableDates(let column, let example):
            return GridReportError(
                .data, origin: "handoff",
                "column '\(column)' has dates like '\(example)', which no DateFormatter pattern writes back as written",
                hint: "give a display pattern (--date-format) or a style (--date-style)")
        case .mixedDateForms(let column, let first, let other, let pattern):
            return GridReportError(
                .data, origin: "handoff",
                "column '\(column)' has values written in different forms ('\(first)' and '\(other)'): render shows each as written, and the app's one DateFormatter would not",
                hint: "show them alike with --date-format \"\(pattern)\"")
        case .unbindableTitle(let column, let reason):
            return GridReportError(
                .data, origin: "handoff --to mdk",
                "column '\(column)': its title has \(reason); MDK would not show it as the header's text",
                hint: "rename the column in the CSV")
        case .keyNotFirst(let first):
            return .usage(
                "--key", "DataTable keeps only its first column in place, and the first shown column is '\(first)'",
                hint: "name that column with --key, or leave --key out")
        case .unwritableRule(let rule, let origin, let reason):
            return GridReportError(
                .usage, origin: RuleError.place(origin: origin, rule: rule),
                "the app's Swift cannot test this condition as the report does: \(reason)",
                hint: "leave the rule to render, export and preview, or give COLUMN OP VALUE:STATUS")
        case .badName(let name, let suggestion):
            return .usage("--name", "'\(name)' is not a Swift type name", hint: "try --name \(suggestion)")
        }
    }
}
