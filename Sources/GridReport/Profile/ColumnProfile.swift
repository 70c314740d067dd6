/// What the first pass learns about one column, enough to type it and size it without keeping
/// its values.
public struct ColumnProfile: Sendable, Equatable {
    public var name: String
    public var nonMissing = 0
    public var numbers = 0
    public var identifiers = 0
    /// Identifiers that are integers of more than 15 digits without a leading zero, and numbers
    /// written with a fraction (`9e-4`, `0.8783`): see `longIntegersAreNumbers`.
    public var longIntegers = 0
    /// Values that are missing-value words (`-`, `NaN`, `NA`…), not blanks, and the widest.
    public var markers = 0
    public var widestMarker = 0
    public var measurements = 0
    /// Values written as numbers that a double cannot hold (`1e400`, `1e-400`), the first of them
    /// (cut to 40 characters) and its line.
    public var outOfRange = 0
    public var outOfRangeExample: String?
    public var outOfRangeLine: Int?
    public var outOfRangeTooSmall = false
    public var images = 0
    /// The most and the fewest fraction digits a number in the column is written with (a value
    /// with more than 15 significant digits: those of its 15-digit form), over the ordinary
    /// numbers, those that are not extreme (see `ShortestDecimal.isExtreme`).
    public var maxFractionDigits = 0
    public var minFractionDigits = Int.max
    /// The ordinary numbers written with exactly two fraction digits (`12.49`), for money.
    public var twoFractionDigitNumbers = 0
    /// The smallest and largest ordinary number.
    public var minimum = Double.infinity
    public var maximum = -Double.infinity
    /// Numbers too small or too large for fixed notation (|x| < 10^-6 or ≥ 10^15, not 0), shown
    /// in scientific notation, and the widest of them as shown, in cells.
    public var extremes = 0
    public var widestExtreme = 0
    /// The smallest and largest extreme number (for widths under a format the user gave).
    public var extremeMinimum = Double.infinity
    public var extremeMaximum = -Double.infinity
    /// The first number seen, as an example for `inspect`.
    public var example: Double?
    /// The widest value as text, in terminal cells (sanitized), and the most lines one value has.
    public var maxTextWidth = 0
    public var maxLines = 1
    /// The widest image placeholder (`▣ stem`).
    public var maxImageWidth = 0
    /// Values that are ISO 8601 dates, times and date-times, counted while every value is one,
    /// and the first as an example.
    public var dates = 0
    public var times = 0
    public var dateTimes = 0
    public var dateExample: String?
    /// The most digits of a fraction of a second among the times and date-times (`02:02:02.020`: 3).
    public var secondFractionDigits = 0
    /// The first non-missing value as written (the example of a column read through a pattern).
    public var firstValue: String?
    public var temporal: Int { dates + times + dateTimes }

    /// Values that identify rather than tell (`PO-2024-100002`, `SKU-0230852`, `02134`,
    /// `7/16/2019 9:05`, any number; see `UTF8Text.isToken`), counted while every value is one.
    public var tokens = 0

    /// The first line where a value was not a number, for explaining a text column.
    public var firstTextLine: Int?
    /// Whether each number so far is the one before plus 1 (tracked for the first column only,
    /// to find a row index), and the last number seen.
    public var countsUp = true
    public var lastNumber: Double?
    /// Sums, whole numbers, dates and grouping among the numbers (see `NumberTraits`).
    public var numberTraits = NumberTraits()
    /// Numbers written with a currency symbol (`$878.47`, `CurrencyAmount`), counted among
    /// `numbers`; their symbol (1 + its index in `CurrencyAmount.symbols`; 0 before the first), and
    /// whether two symbols met, which makes the column text.
    public var currencyAmounts = 0
    public var currencySymbol = 0
    public var currencySymbolsDiffer = false
    /// The values that keep a nearly numeric or date column text, while they are few.
    public var offending = OffendingValues()

    public init(name: String) { self.name = name }

    /// Every value looks like a number, but some would lose digits (`007`, 16+ digits): the
    /// column is text so they keep them.
    public var isIdentifierColumn: Bool {
        identifiers > 0 && looksNumeric && !longIntegersAreNumbers
    }

    /// Every identifier is a long integer, and most other values are measurements (values with
    /// a fraction, the exponents of nuclides' half-lives): the long integers are numbers of a
    /// number column (`22216075886112800` a half-life in seconds), not codes that need every digit.
    public var longIntegersAreNumbers: Bool {
        longIntegers > 0 && identifiers == longIntegers && outOfRange == 0 && measurements * 2 > numbers
    }

    /// A missing-value word is the column's usual value, among text: the locales' `minus_sign`
    /// (`-` in most rows, `−` in others) or `nan` (`NaN`, `ليس رقمًا`). There the word is the
    /// data, as pandas (for `-`), csvlook and mlr read it; a gap among numbers or dates stays one.
    public var keepsMarkers: Bool {
        markers > nonMissing && nonMissing > 0 && inferredType == .text
    }

    mutating func noteMarker(_ bytes: UnsafeBufferPointer<UInt8>) {
        markers += 1
        let width = UTF8Text.scalarCount(bytes)
        if width > widestMarker { widestMarker = width }
    }

    /// Every value looks like a number, but some are beyond a double's range: the column is text
    /// so that they are not shown as 0 or infinity.
    public var holdsOutOfRangeNumbers: Bool {
        outOfRange > 0 && looksNumeric
    }

    /// Every value holds a digit and is one token without spaces (SKUs, order numbers, ZIP codes)
    /// or has no letter (dates and times in local forms). The first pass keeps no values, so the
    /// digit stands for high cardinality: words without one (`Yes`, `Received`, `Germany`)
    /// repeat, and may be cut like other text.
    public var looksLikeIdentifiers: Bool { nonMissing > 0 && tokens == nonMissing }

    /// Every value is written as a number, whether or not it can be one.
    var looksNumeric: Bool { numbers + identifiers + outOfRange == nonMissing }

    /// Takes in the profile of the values that follow this one's in the file (the next chunk), so
    /// that the result is exactly what one pass over both would give: number and image statistics
    /// count only while every value so far is of that kind, so a later part's count only when
    /// this part's values all were.
    public mutating func append(_ later: ColumnProfile) {
        offending.append(
            later.offending, numbers: looksNumeric ? 0 : later.numbers,
            dates: temporal == nonMissing ? 0 : later.temporal,
            identifiers: looksNumeric ? 0 : later.identifiers + later.outOfRange)
        if looksNumeric {
            numbers += later.numbers
            identifiers += later.identifiers
            longIntegers += later.longIntegers
            measurements += later.measurements
            if outOfRange == 0, later.outOfRange > 0 {
                outOfRangeExample = later.outOfRangeExample
                outOfRangeLine = later.outOfRangeLine
                outOfRangeTooSmall = later.outOfRangeTooSmall
            }
            outOfRange += later.outOfRange
            maxFractionDigits = max(maxFractionDigits, later.maxFractionDigits)
            minFractionDigits = min(minFractionDigits, later.minFractionDigits)
            twoFractionDigitNumbers += later.twoFractionDigitNumbers
            extremes += later.extremes
            widestExtreme = max(widestExtreme, later.widestExtreme)
            extremeMinimum = min(extremeMinimum, later.extremeMinimum)
            extremeMaximum = max(extremeMaximum, later.extremeMaximum)
            minimum = min(minimum, later.minimum)
            maximum = max(maximum, later.maximum)
            if let last = lastNumber, let next = later.example, later.numbers > 0, next != last + 1 { countsUp = false }
            countsUp = countsUp && later.countsUp
            lastNumber = later.lastNumber ?? lastNumber
            example = example ?? later.example
            numberTraits.append(later.numberTraits)
            currencyAmounts += later.currencyAmounts
            currencySymbolsDiffer =
                currencySymbolsDiffer || later.currencySymbolsDiffer
                || currencySymbol != 0 && later.currencySymbol != 0 && currencySymbol != later.currencySymbol
            if currencySymbol == 0 { currencySymbol = later.currencySymbol }
        }
        if temporal == nonMissing {
            dates += later.dates
            times += later.times
            dateTimes += later.dateTimes
            dateExample = dateExample ?? later.dateExample
            secondFractionDigits = max(secondFractionDigits, later.secondFractionDigits)
        }
        markers += later.markers
        widestMarker = max(widestMarker, later.widestMarker)
        if tokens == nonMissing { tokens += later.tokens }
        if images == nonMissing {
            images += later.images
            maxImageWidth = max(maxImageWidth, later.maxImageWidth)
        }
        nonMissing += later.nonMissing
        firstValue = firstValue ?? later.firstValue
        maxTextWidth = max(maxTextWidth, later.maxTextWidth)
        maxLines = max(maxLines, later.maxLines)
        firstTextLine = firstTextLine ?? later.firstTextLine
    }

    /// Every ordinary number is written with the same fraction digits and none is extreme: the
    /// column is shown with that many (`2.50`, `13.10`); otherwise each value with its own.
    public var fractionDigitsAgree: Bool {
        extremes == 0 && (numbers == 0 || minFractionDigits == maxFractionDigits)
    }

    /// Money written raggedly (`125`, `7,375`, `749.4` beside `12.49`): no number has more than two
    /// fraction digits and most have two. Shown with two everywhere, as Excel's `#,##0.00`, so
    /// the cents line up; one format for the column rather than each value's own digits.
    public var looksLikeRaggedMoney: Bool {
        extremes == 0 && maxFractionDigits == 2 && minFractionDigits < 2 && 2 * twoFractionDigitNumbers > numbers
    }

    /// Every number is an integer in fixed notation.
    public var holdsIntegers: Bool { extremes == 0 && maxFractionDigits == 0 }

    /// Notes a number shown in scientific notation.
    mutating func noteExtreme(_ value: Double) {
        extremes += 1
        extremeMinimum = min(extremeMinimum, value)
        extremeMaximum = max(extremeMaximum, value)
        let decimal = ShortestDecimal(value)
        let exponent = decimal.scientificExponent.magnitude
        let width =
            (decimal.negative ? 1 : 0) + decimal.digits.count + (decimal.digits.count > 1 ? 1 : 0)
            + 2 + max(2, String(exponent).count)
        if width > widestExtreme { widestExtreme = width }
    }

    /// The type the values call for.
    public var inferredType: ColumnType {
        if nonMissing == 0 { return .text }
        if numbers == nonMissing && !currencySymbolsDiffer { return .number }
        if longIntegersAreNumbers && numbers + longIntegers == nonMissing && !currencySymbolsDiffer { return .number }
        if temporal == nonMissing {
            // Dates among date-times are midnight; times with dates are not one kind.
            if times == 0 { return dateTimes > 0 ? .dateTime : .date }
            if times == nonMissing { return .time }
        }
        if images == nonMissing { return .image }
        return .text
    }
}

/// The result of the first pass over a report.
public struct DataProfile: Sendable, Equatable {
    public var columns: [ColumnProfile]
    public var rowCount: Int
    public var byteCount: Int

    public init(columns: [ColumnProfile], rowCount: Int, byteCount: Int) {
        self.columns = columns
        self.rowCount = rowCount
        self.byteCount = byteCount
    }
}
