/// One column bound explicitly to one slot, from a binding option `COLUMN=SLOT` or a spec's `binding:`.
public struct ExplicitBinding: Sendable, Equatable {
    /// 0-based position of the column in the schema (and of its item in a `GridRow`).
    public var column: Int
    public var slot: BindingSlot

    public init(column: Int, slot: BindingSlot) {
        self.column = column
        self.slot = slot
    }

    /// Reads `COLUMN=SLOT`, COLUMN a header name (exact, then case-insensitive) or a 1-based index,
    /// SLOT a slot name (case-insensitive). Splits at the last `=`, so header names may hold `=`.
    /// Checks that the column exists, the slot exists and the slot takes the column's type.
    public static func parse(_ option: String, schema: Schema, location: String = BindingResolver.optionsOrigin) throws
        -> ExplicitBinding
    {
        guard let equals = option.lastIndex(of: "=") else {
            throw GridReportError(.notColumnEqualsSlot(option, origin: location))
        }
        let columnKey = String(option[..<equals])
        let slotName = String(option[option.index(after: equals)...])
        guard let column = schema.column(named: columnKey),
            let position = schema.columns.firstIndex(of: column)
        else {
            throw GridReportError(
                .unknownColumn(columnKey, slot: slotName, columnCount: schema.columns.count, origin: location))
        }
        guard let slot = slot(named: slotName) else {
            throw GridReportError(
                .unknownSlot(slotName, column: BindingError.describe(schema, position), origin: location))
        }
        try BindingError.checkType(of: schema, position, for: slot, origin: location)
        return ExplicitBinding(column: position, slot: slot)
    }

    /// The slot of that name, exact or case-insensitive (`detailimage` is `detailImage`).
    public static func slot(named name: String) -> BindingSlot? {
        BindingSlot(rawValue: name) ?? BindingSlot.allCases.first { $0.rawValue.lowercased() == name.lowercased() }
    }
}
