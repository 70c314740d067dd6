/// Decides which column each compact-mode slot shows (FUIGridTableViewCell's bindings).
///
/// Explicit bindings come from the spec (`Column.binding`) and from binding options. When there
/// are any, only bound columns show. A binding option wins over the spec: it replaces the spec's
/// binding of the same column, and the spec's binding of the same slot on another column.
///
/// Without explicit bindings the default rule applies (see `defaultPlan`). Hidden columns (width 0)
/// take no part in the default rule: a user who hid a column does not expect it back as a headline
/// when the auto mode switches to compact. Binding a hidden column explicitly shows it.
public enum BindingResolver {
    /// Where binding options come from in an error, unless the caller names it (the command
    /// names its flag).
    public static let optionsOrigin = "binding option"

    /// The plan for a schema and the binding options already parsed (see `parse`), which
    /// `optionsOrigin` names in errors. `rowIndex` is a row index column (see
    /// `Report.rowIndexColumn`), which the default rule skips.
    public static func resolve(
        schema: Schema, options: [ExplicitBinding] = [], optionsOrigin: String = optionsOrigin, rowIndex: Int? = nil
    ) throws -> BindingPlan {
        let fromSpec = schema.columns.enumerated().compactMap { position, column in
            column.binding.map { ExplicitBinding(column: position, slot: $0) }
        }
        if fromSpec.isEmpty && options.isEmpty { return defaultPlan(for: schema, skipping: rowIndex) }

        var slots = try checked(fromSpec, schema: schema, location: "binding")
        let overriding = try checked(options, schema: schema, location: optionsOrigin)
        for (slot, column) in overriding {
            slots = slots.filter { $0.value != column && $0.key != slot }
        }
        slots.merge(overriding) { _, option in option }
        return BindingPlan(columnsBySlot: slots, isExplicit: true)
    }

    /// Parses a binding option, `COLUMN=SLOT` (COLUMN a header name or a 1-based index).
    public static func parse(_ option: String, schema: Schema, origin: String = optionsOrigin) throws
        -> ExplicitBinding
    {
        try ExplicitBinding.parse(option, schema: schema, location: origin)
    }

    /// The default rule, in column order: the first three text items (number items are text items)
    /// take headline, subheadline, footnote; the first image item takes detailImage; every other
    /// text or image item takes the next free group, status group then substatus group, as
    /// status/substatus if text and statusImage/substatusImage if an image. Never icon. Items left
    /// over are not shown.
    public static func defaultPlan(for schema: Schema, skipping rowIndex: Int? = nil) -> BindingPlan {
        let textSlots: [BindingSlot] = [.headline, .subheadline, .footnote]
        var slots: [BindingSlot: Int] = [:]
        var textCount = 0
        var groups: [(text: BindingSlot, image: BindingSlot)] = [
            (.status, .statusImage), (.substatus, .substatusImage),
        ]
        for (position, column) in schema.columns.enumerated() where !column.isHidden && position != rowIndex {
            let isImage = column.type == .image
            if isImage, slots[.detailImage] == nil {
                slots[.detailImage] = position
            } else if !isImage, textCount < textSlots.count {
                slots[textSlots[textCount]] = position
                textCount += 1
            } else if !groups.isEmpty {
                let group = groups.removeFirst()
                slots[isImage ? group.image : group.text] = position
            }
        }
        return BindingPlan(columnsBySlot: slots, isExplicit: false)
    }

    /// Type-checks a list of bindings from one source and rejects two columns on one slot or one
    /// column on two slots; the same binding given twice is harmless.
    private static func checked(_ bindings: [ExplicitBinding], schema: Schema, location: String) throws -> [BindingSlot:
        Int]
    {
        var slots: [BindingSlot: Int] = [:]
        var slotOfColumn: [Int: BindingSlot] = [:]
        for binding in bindings {
            guard schema.columns.indices.contains(binding.column) else {
                throw GridReportError(
                    .unknownColumn(
                        String(binding.column + 1), slot: binding.slot.rawValue, columnCount: schema.columns.count,
                        origin: location))
            }
            try BindingError.checkType(of: schema, binding.column, for: binding.slot, origin: location)
            if let other = slots[binding.slot], other != binding.column {
                throw GridReportError(
                    .slotTaken(
                        binding.slot, first: BindingError.describe(schema, other),
                        second: BindingError.describe(schema, binding.column), origin: location))
            }
            if let previous = slotOfColumn[binding.column], previous != binding.slot {
                throw GridReportError(
                    .columnBoundTwice(
                        column: BindingError.describe(schema, binding.column), first: previous, second: binding.slot,
                        origin: location))
            }
            slots[binding.slot] = binding.column
            slotOfColumn[binding.column] = binding.slot
        }
        return slots
    }
}
