import GridReport

/// The rows of another sheet of the workbook that a report's aggregate columns are computed
/// over (`AggregateOrigins`): the sheet's name, its 0-based header row and its data rows' count,
/// so each aggregate cell is a formula over that sheet's ranges.
public struct AggregatedRows: Sendable {
    public var origins: AggregateOrigins
    public var sheetName: String
    public var headerRow: Int
    /// Distinct counts are written as formulas (else values).
    var distinctAsFormulas = true

    public init(origins: AggregateOrigins, sheetName: String, headerRow: Int = 0) {
        self.origins = origins
        self.sheetName = sheetName
        self.headerRow = headerRow
    }
}

/// One aggregate cell as a formula over the aggregated rows' ranges: counts as `COUNTIFS`, sums
/// `SUMIFS`, averages `AVERAGEIFS`, least and greatest `MINIFS`/`MAXIFS` (guarded by a count, as
/// they give 0 for no value), percentiles `AGGREGATE(16, 6, …)` (Excel's and LibreOffice's
/// `PERCENTILE.INC` over an array, errors passed over, without an array formula) and distinct
/// counts an array formula (`FREQUENCY` of `MATCH`). A cell's conditions are its row's key values
/// (and a pivot column's value): text matched whole, its wildcards escaped; a missing value as
/// an empty cell. Text is compared as spreadsheets compare it, without regard to case.
struct AggregateFormula {
    /// The formula text (with its `=`), and whether it is an array formula.
    var text: String
    var isArray = false

    /// Formulas longer than this Excel does not read.
    static let maximumLength = 8_192

    /// The formula of the cell in `column` of `row`; nil where the column is not an aggregate,
    /// or the formula would be longer than Excel reads (the value is written then).
    static func cell(_ rows: AggregatedRows, row: GridRow, column: Int) -> AggregateFormula? {
        let origins = rows.origins
        guard column < origins.columns.count else { return nil }
        let ranges = Ranges(rows)
        let matches = origins.matches(row: row, column: column)
        let formula: AggregateFormula
        switch origins.columns[column] {
        case .key, .other:
            return nil
        case .rows:
            formula = AggregateFormula(text: "=" + ranges.rowCount(matches))
        case .share:
            formula = AggregateFormula(
                text: "=" + ranges.rowCount(origins.matches(row: row, column: column)) + "/ROWS(\(ranges.range(0)))")
        case .aggregate(.distinct, _, _) where !rows.distinctAsFormulas:
            return nil
        case .aggregate(let function, let source, _):
            formula = ranges.aggregate(function, of: source, matches, type: origins.sourceTypes[source])
        }
        var result = formula
        if case .rows(let own) = origins.columns[column], !own.isEmpty {
            result = formula.emptyWithoutRows(ranges.rowCount(matches))
        } else if case .aggregate(_, _, let own) = origins.columns[column], !own.isEmpty {
            result = formula.emptyWithoutRows(ranges.rowCount(matches))
        }
        // An array formula stores a number only: an empty result is written as it is.
        if result.isArray, case .empty = row.items[column] { return nil }
        return result.text.utf8.count <= maximumLength ? result : nil
    }

    /// The formula, empty where no row matches: a column of one value's rows (a pivot's) has
    /// cells for combinations that no row has.
    private func emptyWithoutRows(_ count: String) -> AggregateFormula {
        AggregateFormula(text: "=IF(\(count)=0,\"\",\(text.dropFirst()))", isArray: isArray)
    }

    /// The aggregated sheet's ranges, one per column, from the first data row to the last.
    private struct Ranges {
        let sheet: String
        let first: Int
        let last: Int

        init(_ rows: AggregatedRows) {
            sheet = "'" + rows.sheetName.replacingOccurrences(of: "'", with: "''") + "'!"
            first = rows.headerRow + 2
            last = rows.headerRow + 1 + rows.origins.sourceRowCount
        }

        func range(_ column: Int) -> String {
            let letters = SheetPlace.letters(ofColumn: column + 1)
            return "\(sheet)$\(letters)$\(first):$\(letters)$\(last)"
        }

        /// `range, criterion` pairs for `COUNTIFS` and its kin, those of a value first: LibreOffice
        /// cuts every range of a `COUNTIFS` to where the first one's values end, which loses empty
        /// cells below them (a missing value's rows) unless the first criterion wants a value.
        func criteria(_ matches: [AggregateOrigins.Match]) -> String {
            let ordered = matches.filter { !$0.value.isEmpty } + matches.filter(\.value.isEmpty)
            return ordered.map { range($0.column) + "," + Self.criterion($0.value) }.joined(separator: ",")
        }

        /// The rows matching every condition, counted; by `SUMPRODUCT` where every condition is a
        /// missing value (see `criteria`).
        func rowCount(_ matches: [AggregateOrigins.Match]) -> String {
            if matches.isEmpty { return "ROWS(\(range(0)))" }
            if matches.allSatisfy(\.value.isEmpty) {
                return "SUMPRODUCT(1*" + matches.map { "(" + range($0.column) + "=\"\")" }.joined(separator: "*") + ")"
            }
            return "COUNTIFS(\(criteria(matches)))"
        }

        /// The non-missing values of `column` in the matching rows, counted (the values' range
        /// first: see `criteria`).
        func valueCount(_ column: Int, _ matches: [AggregateOrigins.Match]) -> String {
            "COUNTIFS("
                + ([range(column) + ",\"<>\""] + [criteria(matches)].filter { !$0.isEmpty })
                .joined(separator: ",") + ")"
        }

        /// `(A=1)*(B="x")*(C<>"")`: 1 for a matching row with a value in `column`, as an array.
        func condition(_ matches: [AggregateOrigins.Match], valueIn column: Int) -> String {
            (matches.map { "(" + range($0.column) + "=" + Self.literal($0.value) + ")" }
                + ["(" + range(column) + "<>\"\")"]).joined(separator: "*")
        }

        func aggregate(
            _ function: AggregateFunction, of column: Int, _ matches: [AggregateOrigins.Match], type: ColumnType
        ) -> AggregateFormula {
            let values = range(column)
            let pairs = criteria(matches)
            let withPairs = pairs.isEmpty ? "" : "," + pairs
            switch function {
            case .count:
                return AggregateFormula(text: "=" + valueCount(column, matches))
            case .sum:
                return AggregateFormula(text: pairs.isEmpty ? "=SUM(\(values))" : "=SUMIFS(\(values)\(withPairs))")
            case .avg:
                let average = pairs.isEmpty ? "AVERAGE(\(values))" : "AVERAGEIFS(\(values)\(withPairs))"
                return AggregateFormula(text: "=IFERROR(\(average),\"\")")
            case .min, .max:
                let name = function == .min ? "MIN" : "MAX"
                let least = pairs.isEmpty ? "\(name)(\(values))" : "_xlfn.\(name)IFS(\(values)\(withPairs))"
                return AggregateFormula(text: "=IF(\(valueCount(column, matches))=0,\"\",\(least))")
            case .percentile(let n):
                let k = n == 50 ? "0.5" : ExcelNumber.text(Double(n) / 100)
                return AggregateFormula(
                    text:
                        "=IFERROR(_xlfn.AGGREGATE(16,6,\(values)/(\(condition(matches, valueIn: column))),\(k)),\"\")")
            case .distinct:
                // Each matching value's first place among all the rows (MATCH), counted once per
                // place (FREQUENCY over the rows' numbers). Text's wildcards are escaped for MATCH.
                let sought =
                    type == .number || type.isTemporal
                    ? values : "SUBSTITUTE(SUBSTITUTE(SUBSTITUTE(\(values),\"~\",\"~~\"),\"*\",\"~*\"),\"?\",\"~?\")"
                let places = "ROW(\(values))-\(first - 1)"
                return AggregateFormula(
                    text:
                        "=IFERROR(SUM(--(FREQUENCY(IF(\(condition(matches, valueIn: column)),MATCH(\(sought),\(values),0)),\(places))>0)),0)",
                    isArray: true)
            }
        }

        /// A value as `COUNTIFS` matches it: a number (a date's serial) as itself, text whole
        /// (`=` first, so `>5` is no comparison; wildcards escaped), a missing value as `""`.
        static func criterion(_ item: GridItem) -> String {
            switch item {
            case .empty: return "\"\""
            case .number(let value): return ExcelNumber.text(value)
            case .date(let date): return ExcelNumber.text(date.serial)
            case .text(let text), .header(let text): return quoted("=" + escaped(text))
            case .image(let image): return quoted("=" + escaped(image.reference))
            }
        }

        /// A value as a comparison in an array names it.
        static func literal(_ item: GridItem) -> String {
            switch item {
            case .empty: return "\"\""
            case .number(let value): return ExcelNumber.text(value)
            case .date(let date): return ExcelNumber.text(date.serial)
            case .text(let text), .header(let text): return quoted(text)
            case .image(let image): return quoted(image.reference)
            }
        }

        static func escaped(_ text: String) -> String {
            var result = ""
            for character in text {
                if character == "~" || character == "*" || character == "?" { result.append("~") }
                result.append(character)
            }
            return result
        }

        static func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
    }
}
