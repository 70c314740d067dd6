/// The sentences of binding errors, all exit 64 (`.usage`), each naming the column and the slot.
/// A column is named by its header and its 1-based position, as a user types either.
enum BindingError {
    typealias ColumnAt = (schema: Schema, position: Int)

    static func notColumnEqualsSlot(_ option: String, location: String) -> GridReportError {
        .usage(location, "\"\(option)\" is not COLUMN=SLOT", hint: "for example \(Setting.binding) Name=headline")
    }

    static func unknownColumn(_ key: String, slotName: String, schema: Schema, location: String) -> GridReportError {
        .usage(
            location, "no column \"\(key)\" to bind to slot \(slotName)",
            hint: "a column is a header name or a number from 1 to \(schema.columns.count)")
    }

    static func unknownSlot(_ name: String, column: ColumnAt, location: String) -> GridReportError {
        .usage(
            location, "unknown slot \"\(name)\" for column \(describe(column))",
            hint: ErrorText("valid slots: " + BindingSlot.allCases.map(\.rawValue).joined(separator: ", ")))
    }

    /// Image columns take image slots; text and number columns take text slots.
    static func checkType(of schema: Schema, _ position: Int, for slot: BindingSlot, location: String) throws {
        let type = schema.columns[position].type
        let isImage = type == .image
        guard isImage != slot.takesImage else { return }
        let holds: String
        switch type {
        case .image: holds = "images"
        case .number: holds = "numbers"
        case .text: holds = "text"
        case .date: holds = "dates"
        case .time: holds = "times"
        case .dateTime: holds = "date-times"
        }
        let kind = slot.takesImage ? "image" : "text"
        let fits = BindingSlot.allCases.filter { $0.takesImage == isImage }.map(\.rawValue).joined(separator: ", ")
        throw GridReportError.usage(
            location,
            "column \(describe((schema, position))) holds \(holds) and cannot take the \(kind) slot \(slot.rawValue)",
            hint: "it can take \(fits)")
    }

    static func slotTaken(_ slot: BindingSlot, first: ColumnAt, second: ColumnAt, location: String) -> GridReportError {
        .usage(
            location, "columns \(describe(first)) and \(describe(second)) are both bound to slot \(slot.rawValue)",
            hint: "a slot shows one column")
    }

    static func columnBoundTwice(_ column: ColumnAt, first: BindingSlot, second: BindingSlot, location: String)
        -> GridReportError
    {
        .usage(
            location, "column \(describe(column)) is bound to both \(first.rawValue) and \(second.rawValue)",
            hint: "a column takes one slot")
    }

    /// `"Price" (5)`.
    static func describe(_ column: ColumnAt) -> String {
        "\"\(column.schema.columns[column.position].name)\" (\(column.position + 1))"
    }
}
