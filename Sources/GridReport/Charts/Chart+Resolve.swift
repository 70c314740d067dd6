extension Chart {
    /// `request` checked against `schema`: a known type, columns that exist, number columns for Y
    /// (and for a scatter's X), one Y for a pie.
    public static func resolve(_ request: ChartRequest, schema: Schema) throws -> Chart {
        let (text, origin) = (request.text, request.origin)
        guard let parts = request.parts(), let xName = parts.x, !xName.isEmpty, !parts.ys.isEmpty else {
            throw GridReportError(ChartError.malformed(text: text, origin: origin))
        }
        guard let type = ChartType(rawValue: parts.type.lowercased()) else {
            throw GridReportError(ChartError.unknownType(parts.type, text: text, origin: origin))
        }
        let names = schema.columns.map(\.shownName)
        func column(_ key: String) throws -> Column {
            guard let index = ColumnLookup.index(of: key, in: names) else {
                throw GridReportError(
                    ChartError.unknownColumn(
                        key, suggestion: ColumnLookup.closest(to: key, in: names), columnCount: names.count,
                        text: text, origin: origin))
            }
            return schema.columns[index]
        }
        let x = try column(xName)
        if type == .scatter, x.type != .number {
            throw GridReportError(
                ChartError.notNumbers(column: x.shownName, type: x.type, axis: "the X", text: text, origin: origin))
        }
        let ys = try parts.ys.map { try column($0) }
        for y in ys where y.type != .number {
            throw GridReportError(
                ChartError.notNumbers(column: y.shownName, type: y.type, axis: "the Y", text: text, origin: origin))
        }
        if type == .pie, ys.count > 1 {
            throw GridReportError(ChartError.pieSeries(count: ys.count, text: text, origin: origin))
        }
        return Chart(
            type: type, x: x.index, ys: ys.map(\.index), xName: x.shownName, yNames: ys.map(\.shownName))
    }
}
