/// What a report's rows go through between the first pass and every view and writer: the
/// conditions every row must meet (`--where`) and the keys they are sorted by (`--sort`), as
/// written. The columns shown are chosen earlier, where records are read (`ColumnChoice`).
public struct RowShape: Sendable, Equatable {
    public var conditions: [RowCondition]
    public var sortKeys: [SortKey]

    public init(conditions: [RowCondition] = [], sortKeys: [SortKey] = []) {
        self.conditions = conditions
        self.sortKeys = sortKeys
    }

    public var isEmpty: Bool { conditions.isEmpty && sortKeys.isEmpty }

    /// The titles the conditions and keys name, which a column choice keeps (hidden) when it
    /// leaves them out.
    public var namedColumns: [String] {
        conditions.flatMap(\.names) + sortKeys.map(\.column) + sortKeys.compactMap(\.written)
    }
}

extension Report {
    /// Filters and sorts the rows every later read gets. Sorted with a `limit`, only the first
    /// `limit` rows are kept (the count of all that remain is still `rowCount`). `sortBudget`
    /// is the most bytes a sort holds before it spills a run to disk.
    public func shape(_ shape: RowShape, limit: Int? = nil, sortBudget: Int = Report.defaultSortBudget) throws {
        try suggestingLeftOut { try shapeRows(shape, limit: limit, sortBudget: sortBudget) }
    }

    private func shapeRows(_ shape: RowShape, limit: Int?, sortBudget: Int) throws {
        rows.filter = shape.conditions.isEmpty ? nil : try RowFilter(shape.conditions, schema: rows.fullSchema)
        rows.filterFirst = rows.filter.flatMap { filter in
            let tested = Set(filter.columns)
            let rest = rows.fullSchema.columns.map(\.index).filter { !tested.contains($0) }
            guard decodeLazily(rest) else { return nil }
            // What the tested columns needed (an added column's operands) is not decoded again.
            let first = rows.decoder.decodingOrder(tested.sorted())
            let decoded = Set(first)
            return FilterColumns(tested: first, rest: rows.decoder.decodingOrder(rest).filter { !decoded.contains($0) })
        }
        rows.order = nil
        rows.storeOrder = nil
        sortRequest = nil
        shapedRowCount = nil
        guard !shape.sortKeys.isEmpty else { return }
        if rows.store != nil {
            try sortStoredRows(by: shape.sortKeys, limit: limit)
        } else if let limit,
            try takeTopRowsAhead(TopRowsRequest(shape: shape, limit: limit, sortBudget: sortBudget))
        {
            return
        } else {
            try sortRows(by: shape.sortKeys, limit: limit, budget: sortBudget)
        }
    }
}

extension Report {
    /// `body`, whose unknown column with no close title among the report's gets the closest of
    /// the titles the column choice left out: naming it right keeps it, hidden.
    private func suggestingLeftOut(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as GridReportError {
            guard case .shape(.unknownColumn(let name, nil, let count, let origin)) = error.reason,
                let leftOut = rows.records.projection?.leftOut,
                let suggestion = ColumnLookup.closest(to: name, in: leftOut)
            else { throw error }
            throw GridReportError(
                ShapeError.unknownColumn(name, suggestion: suggestion, columnCount: count, origin: origin))
        }
    }
}
