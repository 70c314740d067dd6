/// How wide a card's content must be, inside its frame, so that the values that are never cut fit
/// whole: numbers, dates, times, date-times and identifiers (see `Report.neverCutColumns`), beside
/// the value that shares their line. Free text (names, descriptions) counts with at most
/// `freeTextCells`: it gives way and is cut with `…`.
public enum CardContentWidth {
    /// The widest value of a column as the card shows it, and whether it is kept whole.
    public struct Value: Sendable, Equatable {
        public var cells: Int
        public var whole: Bool

        public init(cells: Int, whole: Bool) {
            self.cells = cells
            self.whole = whole
        }

        /// The cells the value claims on its line.
        var claim: Int { whole ? cells : min(cells, CardContentWidth.freeTextCells) }
    }

    /// The most a free text claims beside a value kept whole: `Contoso…` still says which.
    public static let freeTextCells = 8

    /// The cells the widest line of the card needs: the headline (after the icon's mark) with the
    /// status, the subheadline with the substatus, the footnote. `values` holds one per column.
    public static func cells(plan: BindingPlan, values: [Value]) -> Int {
        func claim(_ slot: BindingSlot) -> Int {
            guard let column = plan.column(for: slot), column < values.count else { return 0 }
            return values[column].claim
        }
        func line(_ left: Int, _ right: Int) -> Int {
            left + right + (left > 0 && right > 0 ? CompactLayout.gap : 0)
        }
        let mark = plan.isBound(.icon) ? 2 : 0
        let status = max(claim(.status), claim(.statusImage))
        let substatus = max(claim(.substatus), claim(.substatusImage))
        return max(
            line(claim(.headline) + mark, status), line(claim(.subheadline), substatus), claim(.footnote))
    }
}

extension Report {
    /// Whether each column's values are never cut in cards (and in the other views that keep
    /// values whole): numbers, dates, times, date-times, and text whose every value is one token
    /// holding a digit (`PO-2024-100002`, `SKU-0230852`, `02134`; see
    /// `ColumnProfile.looksLikeIdentifiers`).
    public var neverCutColumns: [Bool] {
        schema.columns.map { column in
            column.keepsWholeValues || (column.type == .text && profile.columns[column.index].looksLikeIdentifiers)
        }
    }

    /// What the content of a card needs inside its frame under `plan` (see `CardContentWidth`).
    public func cardContentCells(plan: BindingPlan) -> Int {
        let whole = neverCutColumns
        let values = schema.columns.map { column in
            CardContentWidth.Value(
                cells: NaturalWidths.contentWidth(column, profile.columns[column.index], renderers[column.index]),
                whole: whole[column.index])
        }
        return CardContentWidth.cells(plan: plan, values: values)
    }
}
