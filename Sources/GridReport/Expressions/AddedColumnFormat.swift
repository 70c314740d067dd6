/// The number format an added column takes from its operands, as a spreadsheet user would set
/// it: an amount in a currency times a count stays in that currency; a sum or difference keeps
/// the most digits of its operands; a ratio of two numbers shows the larger of their digits plus
/// two. What no operand says (a count of characters, a year) the values decide.
enum AddedColumnFormat: Equatable {
    /// The format of an operand in a currency (or in percent), kept.
    case styled(NumberFormat)
    case digits(Int)
    /// Nothing to go by: the values decide.
    case values

    /// What `node`'s result is shown with, over `columns` (by position).
    static func of(_ node: ExpressionNode, columns: [Column]) -> AddedColumnFormat {
        switch node {
        case .constant(.number(let value)):
            return .digits(ShortestDecimal.isExtreme(value) ? 0 : ShortestDecimal(value).fractionDigits)
        case .constant: return .values
        case .numberColumn(let index):
            let column = columns[index]
            // A date's serial (`Shipped - Ordered`): the values decide, with their time of day.
            guard column.type == .number, let format = column.format else { return .values }
            if format.style == .currency || format.style == .percent { return .styled(format) }
            return .digits(format.maximumFractionDigits ?? format.shortestDigits?.alignedFractionDigits ?? 0)
        case .negate(let inner): return of(inner, columns: columns)
        case .arithmetic(let operation, let left, let right):
            let (a, b) = (of(left, columns: columns), of(right, columns: columns))
            if a == .values || b == .values { return .values }
            switch operation {
            case .add, .subtract:
                return a.styled ?? b.styled ?? .digits(max(a.digits, b.digits))
            case .multiply:
                if a.isCurrency != b.isCurrency { return a.isCurrency ? a : b }
                return .digits(max(a.digits, b.digits))
            case .divide:
                if a.isCurrency, !b.isCurrency { return a }
                return .digits(max(a.digits, b.digits) + 2)
            }
        case .call(let function, let arguments):
            switch function {
            case .abs, .min, .max:
                let formats = arguments.map { of($0, columns: columns) }
                return formats.lazy.compactMap(\.styled).first ?? .digits(formats.map(\.digits).max() ?? 0)
            case .round:
                guard case .constant(.number(let digits)) = arguments[1] else {
                    return of(arguments[0], columns: columns)
                }
                let inner = of(arguments[0], columns: columns)
                guard case .styled(var format) = inner else { return .digits(max(0, Int(digits))) }
                format.minimumFractionDigits = max(0, Int(digits))
                format.maximumFractionDigits = max(0, Int(digits))
                return .styled(format)
            case .if:
                let branches = arguments.dropFirst().map { of($0, columns: columns) }.filter { $0 != .values }
                return branches.lazy.compactMap(\.styled).first ?? branches.first ?? .values
            case .len, .year, .month, .day, .upper, .lower:
                return .values
            }
        default: return .values
        }
    }

    private var styled: AddedColumnFormat? {
        if case .styled = self { return self }
        return nil
    }

    private var isCurrency: Bool {
        if case .styled(let format) = self { return format.style == .currency }
        return false
    }

    private var digits: Int {
        switch self {
        case .digits(let digits): return digits
        case .styled(let format):
            return format.maximumFractionDigits ?? format.shortestDigits?.alignedFractionDigits ?? 2
        case .values: return 0
        }
    }

    /// The format: the operands', or the values' (`SchemaBuilder.numberFormat`) with `settings`
    /// (`--format NAME=…`) laid over either.
    func numberFormat(profile: ColumnProfile, name: String, settings: ColumnSettings, report: ReportSettings)
        -> NumberFormat
    {
        // Values past fixed notation (`-1E+308 + 1`) would take hundreds of digits in the operands'
        // fixed digits: such a column shows each value's own digits, as an input column does.
        if !settings.isUnset || self == .values || (profile.extremes > 0 && styled == nil) {
            return SchemaBuilder.numberFormat(profile: profile, name: name, settings: settings, report: report)
        }
        switch self {
        case .styled(let format): return format
        case .digits(let digits):
            let shown = min(digits, SchemaBuilder.maxInferredFractionDigits)
            return NumberFormat(
                style: .decimal, locale: report.locale, minimumFractionDigits: shown, maximumFractionDigits: shown,
                grouping: true)
        case .values:
            return SchemaBuilder.numberFormat(profile: profile, name: name, settings: settings, report: report)
        }
    }
}
