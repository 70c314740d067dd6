extension ColumnPlan {
    /// What the spec cannot take from the plan: how the input was read and what the user asked
    /// for that is not a column's property.
    public struct SpecContext: Sendable, Equatable {
        public var title: String?
        /// The mode as given (`auto` stays `auto`); nil when none was given.
        public var mode: DisplayMode?
        /// The locale numbers are shown in, after the environment was consulted, so the spec does
        /// not depend on the environment it is used in.
        public var locale: String
        public var read: ReadOptions
        /// The delimiter the first pass used (given or sniffed).
        public var delimiter: UInt8?
        public var fit: FitPolicy
        public var wrap: Bool
        public var compactBelow: Double
        /// The date style or pattern, as given.
        public var dateDisplay: DateDisplay?
        /// The rows' filters and sort keys (the columns chosen are in `read`).
        public var shape = RowShape()

        public init(
            title: String?, mode: DisplayMode?, locale: String, read: ReadOptions, delimiter: UInt8?,
            fit: FitPolicy = .error, wrap: Bool = false, compactBelow: Double = ReportSpec.defaultCompactBelow,
            dateDisplay: DateDisplay? = nil
        ) {
            self.title = title
            self.mode = mode
            self.locale = locale
            self.read = read
            self.delimiter = delimiter
            self.fit = fit
            self.wrap = wrap
            self.compactBelow = compactBelow
            self.dateDisplay = dateDisplay
        }
    }

    /// A report spec that gives this plan again: rendered with it, the report draws the same bytes as
    /// the options the plan was made with.
    ///
    /// Every field that shapes the output is written out, defaults included, so the spec means the
    /// same in another environment; formats are written whole (digits, grouping, locale), so the
    /// data's inferred digits cannot drift. Bindings are written only when they are explicit:
    /// the default rule gives the same plan again by itself, and writing it out would make the
    /// bindings explicit. Columns are named by header, or by number when the header does not find
    /// them (a repeated header name).
    public func reproducingSpec(_ context: SpecContext) throws -> ReportSpec {
        var spec = ReportSpec()
        spec.title = context.title
        spec.locale = context.locale
        spec.dateDisplay = context.dateDisplay
        spec.inputLocale = context.read.inputLocale
        spec.delimiter = context.delimiter.map(Self.delimiterName)
        spec.encoding = context.read.encoding == .auto ? nil : context.read.encoding
        spec.sheet = context.read.sheet
        spec.header = context.read.hasHeader
        spec.accessory = geometry.accessory
        spec.mode = context.mode
        spec.border = geometry.border
        spec.pointsPerCell = geometry.pointsPerCell
        spec.spacing = geometry.spacingPoints
        spec.ragged = context.read.csv.ragged
        spec.skipLines = context.read.csv.skipLines
        spec.skipFooter = context.read.csv.skipFooter
        spec.skipInitialSpace = context.read.csv.skipInitialSpace
        spec.escape = context.read.csv.escape.map { String(UnicodeScalar($0)) }
        spec.comment = context.read.csv.comment.map { String(UnicodeScalar($0)) }
        if context.read.csv.quoteGiven {
            spec.quote = context.read.csv.quote.map { String(UnicodeScalar($0)) } ?? "none"
        }
        spec.missingValues = context.read.missingValues
        spec.fit = context.fit
        spec.wrap = context.wrap
        spec.compactBelow = context.compactBelow
        spec.columnChoice = context.read.columnChoice.map {
            ColumnChoice(kind: $0.kind, list: $0.list, origin: "inspect")
        }
        spec.conditions = context.shape.conditions.isEmpty ? nil : context.shape.conditions
        spec.sortKeys = context.shape.sortKeys.isEmpty ? nil : context.shape.sortKeys
        spec.columns = try entries.map { entry in
            ReportSpec.ColumnEntry(
                column: try Self.key(for: entry.index, in: schema), settings: settings(entry, locale: context.locale),
                origin: "inspect")
        }
        if let sections {
            var request = SectionRequest()
            request.groupBy = try sections.groupColumns.indices.map { level in
                let column = sections.groupColumns[level]
                // A column kept hidden is named by its title: a number counts the shown ones.
                return column < schema.columns.count
                    ? try Self.key(for: column, in: schema) : sections.groupNames[level]
            }
            request.totals = try sections.totals.map {
                TotalRequest(column: try Self.key(for: $0.column, in: schema), kind: $0.kind, origin: "inspect")
            }
            request.sortGroups = sections.sortGroups
            request.collapsed = sections.collapsed
            spec.sections = request
        }
        return spec
    }

    private func settings(_ entry: Entry, locale: String) -> ColumnSettings {
        var settings = ColumnSettings()
        settings.type = entry.type
        settings.width = entry.width
        settings.alignment = entry.alignment
        if bindingsAreExplicit { settings.binding = entry.binding }
        if let format = entry.format {
            settings.style = format.style
            settings.locale = format.locale
            settings.minimumFractionDigits = format.minimumFractionDigits
            settings.maximumFractionDigits = format.maximumFractionDigits
            settings.grouping = format.grouping
            settings.currencyCode = format.currencyCode
            settings.rounding = format.rounding
            settings.pattern = format.pattern
        }
        if let input = entry.dateInput {
            settings.datePattern = input.pattern.text
            // Names are read in the report's locale unless the column says otherwise.
            if input.names.locale != locale { settings.locale = input.names.locale }
        }
        return settings
    }

    /// A name that `Schema.column(named:)` resolves to the column at `index`: its header, else its
    /// 1-based number. Neither works only when another column's header is that number.
    static func key(for index: Int, in schema: Schema) throws -> String {
        let name = schema.columns[index].name
        if schema.column(named: name)?.index == index { return name }
        let number = String(index + 1)
        if schema.column(named: number)?.index == index { return number }
        throw GridReportError.usage(
            .yaml,
            "column \(number) ('\(name)') cannot be named in a spec: its header is repeated and another column's header is \(number)",
            hint: "rename the repeated headers, or read the file with \(Setting.noHeader)")
    }

    /// The delimiter as the spec's `delimiter:` reads it back (`tab` for a tab).
    static func delimiterName(_ byte: UInt8) -> String {
        byte == UInt8(ascii: "\t") ? "tab" : String(UnicodeScalar(byte))
    }
}
