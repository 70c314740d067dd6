extension ReportSpec {
    /// This spec with every value `other` gives replacing this one's; column settings of `other`
    /// come after this spec's, so they win field by field.
    public func overridden(by other: ReportSpec) -> ReportSpec {
        var result = self
        result.title = other.title ?? title
        result.theme = other.theme ?? theme
        result.locale = other.locale ?? locale
        result.dateDisplay = other.dateDisplay ?? dateDisplay
        result.inputLocale = other.inputLocale ?? inputLocale
        result.delimiter = other.delimiter ?? delimiter
        result.encoding = other.encoding ?? encoding
        result.sheet = other.sheet ?? sheet
        result.header = other.header ?? header
        result.accessory = other.accessory ?? accessory
        result.mode = other.mode ?? mode
        result.border = other.border ?? border
        result.pointsPerCell = other.pointsPerCell ?? pointsPerCell
        result.spacing = other.spacing ?? spacing
        result.ragged = other.ragged ?? ragged
        result.missingValues = other.missingValues ?? missingValues
        result.fit = other.fit ?? fit
        result.wrap = other.wrap ?? wrap
        result.compactBelow = other.compactBelow ?? compactBelow
        result.maxFieldSize = other.maxFieldSize ?? maxFieldSize
        result.maxColumns = other.maxColumns ?? maxColumns
        result.skipLines = other.skipLines ?? skipLines
        result.skipFooter = other.skipFooter ?? skipFooter
        result.skipInitialSpace = other.skipInitialSpace ?? skipInitialSpace
        result.escape = other.escape ?? escape
        result.comment = other.comment ?? comment
        result.quote = other.quote ?? quote
        result.columns = columns + other.columns
        result.sections = other.sections ?? sections
        result.summary = summary.map { $0.overridden(by: other.summary) } ?? other.summary
        result.columnChoice = other.columnChoice ?? columnChoice
        if let given = other.conditions { result.conditions = given + (conditions ?? []) }
        if let given = other.added { result.added = given + (added ?? []) }
        result.sortKeys = other.sortKeys ?? sortKeys
        return result
    }

    /// The points below which the auto mode picks compact: 600, 75 cells at 8 points a cell.
    public static let defaultCompactBelow = 600.0

    public func readOptions() throws -> ReadOptions {
        var csv = CSVOptions(
            ragged: ragged ?? .error, maxFieldBytes: maxFieldSize ?? CSVOptions.defaultMaxFieldBytes,
            maxFields: maxColumns ?? CSVOptions.defaultMaxFields)
        if let delimiter { csv.delimiter = try CSVOptions.parseDelimiter(delimiter) }
        csv.skipLines = skipLines ?? 0
        csv.skipFooter = skipFooter ?? 0
        csv.skipInitialSpace = skipInitialSpace ?? false
        csv.escape = try escape.map { try CSVOptions.parseDialectCharacter($0, setting: .escape) }
        csv.comment = try comment.map { try CSVOptions.parseDialectCharacter($0, setting: .comment) }
        if let quote {
            csv.quote = try CSVOptions.parseQuote(quote)
            csv.quoteGiven = true
        }
        var options = ReadOptions(csv: csv, hasHeader: header ?? true, inputLocale: inputLocale)
        if let missingValues { options.missingValues = missingValues }
        options.encoding = encoding ?? .auto
        options.sheet = sheet
        options.columnChoice = columnChoice.map { choice in
            var choice = choice
            // What the added columns read is kept too, hidden when not chosen.
            choice.needed = rowShape.namedColumns + (added ?? []).flatMap(\.names)
            choice.neededRanges = (added ?? []).compactMap(\.spark)
            choice.added = (added ?? []).map(\.name)
            choice.neededTexts = (conditions ?? []).map(\.text) + (added ?? []).filter { $0.spark == nil }.map(\.text)
            return choice
        }
        options.added = added ?? []
        options.asciiSparklines = border == .ascii
        return options
    }

    /// The report settings; with no locale given, the environment's (see `LocaleChoice`).
    public func reportSettings(currencyCode: String?, environment: [String: String]) -> ReportSettings {
        ReportSettings(
            locale: LocaleChoice.resolve(option: locale, environment: environment, inputLocale: inputLocale),
            currencyCode: currencyCode, columns: columns, dateDisplay: dateDisplay)
    }

    public func geometry() throws -> TableGeometry {
        let pointsPerCell = self.pointsPerCell ?? 8
        let spacing = self.spacing ?? 16
        return TableGeometry(
            border: border ?? .unicode, accessory: accessory ?? .none,
            pointsPerCell: try UserNumberRange.pointsPerCell.checked(pointsPerCell, ErrorText(.pointsPerCell)),
            spacingPoints: try UserNumberRange.spacing.checked(spacing, ErrorText(.spacing)))
    }
}
